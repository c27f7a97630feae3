-- Consent records as the table held them before 20261215120000: one with the X-Client-Key as its
-- hash (under CONTACT_FUNCTION_SECRET), one from a visitor the site could not tell apart.
insert into public.text_consents
  (phone, marketing_consent, account_consent, wording_version, page, client_key_hash)
values
  ('(480) 555-0161', false, true, '2026-12-11', '/contact', repeat('ab', 32)),
  ('(480) 555-0162', true, true, '2026-12-11', '/contact', null);
