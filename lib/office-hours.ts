// The office clock lives with the Edge Function so Deno can use it too (the confirmation e-mail
// says when the office calls); the site imports it here. Still no imports: the open-status
// island ships this file and nothing else.
export * from "@/supabase/functions/_shared/office-hours";
