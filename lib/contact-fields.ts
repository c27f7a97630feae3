// Zod-free form constants, shared with the Edge Function like the schema itself.
export * from "@/supabase/functions/_shared/contact-fields";
