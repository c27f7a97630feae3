// The request schema lives with the Edge Function so Deno can deploy it; the site imports it here.
export * from "@/supabase/functions/_shared/contact-schema";
