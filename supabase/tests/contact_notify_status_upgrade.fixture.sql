-- Service requests as a live project holds them before 20261204120000_contact_notify_status.sql:
-- one e-mailed, one refused by the provider (status notify_failed), one never e-mailed (no
-- provider yet, or the function cut off), and one the office already called back.
-- scripts/db-tests.sh applies the older migrations, loads this, then the rest.

insert into public.contact_requests
  (name, phone, message, address, city, state, zip_code, account_consent, idempotency_key,
   status, notified_at, created_at)
values
  ('Emailed', '4805550142', 'Water heater leaking', '1 Main St', 'Mesa', 'AZ', '85201', true,
   'legacy-emailed', 'new', now() - interval '2 days', now() - interval '2 days'),
  ('Refused', '4805550143', 'Slab leak suspected', '2 Main St', 'Gilbert', 'AZ', '85233', true,
   'legacy-refused', 'notify_failed', null, now() - interval '1 day'),
  ('Never tried', '4805550144', 'Clogged main line', '3 Main St', 'Chandler', 'AZ', '85225', true,
   'legacy-never-tried', 'new', null, now() - interval '3 hours'),
  ('Called back', '4805550145', 'Garbage disposal jammed', '4 Main St', 'Tempe', 'AZ', '85281', true,
   'legacy-called-back', 'contacted', now() - interval '5 days', now() - interval '5 days');
