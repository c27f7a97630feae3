-- A visitor who asks for a phone call may send a request with neither text consent ticked
-- (docs/request-form.md, "Text-message consent": carriers refuse texting programs whose opt-in is
-- a condition of service). One who asks for text messages still needs at least one, as the form,
-- the server action and the function decide (hasConsent in
-- supabase/functions/_shared/contact-fields.ts); the table keeps the same rule for any writer.
alter table public.contact_requests
  drop constraint contact_requests_consent_check;

alter table public.contact_requests
  add constraint contact_requests_consent_check
  check (preferred_contact = 'call' or marketing_consent or account_consent);
