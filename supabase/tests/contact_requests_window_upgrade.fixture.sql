-- Requests stored before migration 20261207120000, in a database migrated up to just before it
-- (scripts/db-tests.sh). A copy is kept to compare with after the migration.
insert into public.contact_requests
  (id, name, phone, preferred_contact, message, address, city, state, zip_code,
   marketing_consent, account_consent, created_at, idempotency_key, status, notified_at)
values
  ('1f0c2b7e-3a54-4e61-8d2a-6b9e0c4f1a01', 'Dana Whitfield', '(480) 555-0111', 'call',
   'Kitchen faucet drips all night.', '220 West Main Street', 'Mesa', 'AZ', '85201',
   false, true, '2026-11-02 09:14-07', 'upgrade-fixture-0001', 'contacted', '2026-11-02 09:14:03-07'),
  ('1f0c2b7e-3a54-4e61-8d2a-6b9e0c4f1a02', 'Luis Ortega', '480-555-0122', 'text',
   'Slab leak? Warm spot on the living room floor.', '88 South Gilbert Road', 'Gilbert', 'AZ', '85296',
   true, true, '2026-11-15 19:40-07', 'upgrade-fixture-0002', 'notify_failed', null),
  ('1f0c2b7e-3a54-4e61-8d2a-6b9e0c4f1a03', 'Priya Raman', '4805550133', 'call',
   'Water heater pilot keeps going out.', '1450 East Baseline Road', 'Tempe', 'AZ', '85283-1234',
   false, true, '2026-11-20 07:02-07', 'upgrade-fixture-0003', 'new', '2026-11-20 07:02:05-07');

create table public.upgrade_snapshot as select * from public.contact_requests;
