-- Rate-limit rows as the table held them before 20261211120000 (idempotency_key its primary
-- key): a visitor with two requests counted, one of them retried since.
insert into public.contact_rate_hits (idempotency_key, client_key, created_at) values
  ('upgrade-1', repeat('9', 64), now() - interval '2 minutes'),
  ('upgrade-2', repeat('9', 64), now() - interval '1 minute');
