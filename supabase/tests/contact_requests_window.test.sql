-- Checks of migration 20261207120000 (customer e-mail, arrival window, confirmation, reference),
-- run by scripts/db-tests.sh after every migration was applied to an empty database. Each block
-- raises an exception (psql stops with ON_ERROR_STOP) when a check fails; all is rolled back.

begin;

-- A request as the seed sends it still fits: every new column is optional.
insert into public.contact_requests
  (id, name, phone, message, address, city, state, zip_code, account_consent, idempotency_key)
values ('5b0e6a4c-8d2f-4c1e-9a7b-000000000000', 'Seed shape', '4805550142', 'Leak under the sink',
        '1 Main St', 'Mesa', 'AZ', '85201', true, 'window-test-seed-shape');

-- A request with everything issue 26 adds.
insert into public.contact_requests
  (id, name, phone, message, address, city, state, zip_code, account_consent, idempotency_key,
   customer_email, arrival_window, arrival_window_label, arrival_window_starts_at,
   arrival_window_ends_at, confirmation_claimed_at, confirmation_sent_at)
values ('5b0e6a4c-8d2f-4c1e-9a7b-0000ffffffff', 'With window', '4805550142', 'Water heater',
        '1 Main St', 'Mesa', 'AZ', '85201', true, 'window-test-full',
        'maria@example.com', '2026-12-01:am', 'Tuesday, Dec 1, 7–11 am',
        '2026-12-01 07:00-07', '2026-12-01 11:00-07', now(), now());

do $$
declare
  seed_row public.contact_requests;
begin
  select * into seed_row from public.contact_requests where idempotency_key = 'window-test-seed-shape';
  if seed_row.customer_email is not null or seed_row.arrival_window is not null
     or seed_row.confirmation_claimed_at is not null or seed_row.confirmation_sent_at is not null then
    raise exception 'a request without the new fields got values in them: %', row_to_json(seed_row);
  end if;

  -- Known references: the last 32 bits all zero and all one, and one mixed value (the Deno test
  -- request-reference.test.ts checks the same three against requestReference()).
  if public.contact_request_reference('5b0e6a4c-8d2f-4c1e-9a7b-000000000000') <> 'EVP-22222' then
    raise exception 'reference of ...00000000 is %', public.contact_request_reference('5b0e6a4c-8d2f-4c1e-9a7b-000000000000');
  end if;
  if public.contact_request_reference('5b0e6a4c-8d2f-4c1e-9a7b-0000ffffffff') <> 'EVP-ZZZZZ' then
    raise exception 'reference of ...ffffffff is %', public.contact_request_reference('5b0e6a4c-8d2f-4c1e-9a7b-0000ffffffff');
  end if;
  if public.contact_request_reference('0b9c3f1e-7a42-4d85-b6e0-3c1d9a7e52f4') <> 'EVP-9WNRN' then
    raise exception 'reference of ...9a7e52f4 is %', public.contact_request_reference('0b9c3f1e-7a42-4d85-b6e0-3c1d9a7e52f4');
  end if;

  -- The office finds a request from the reference a caller reads out.
  if (select name from public.contact_requests where public.contact_request_reference(id) = 'EVP-ZZZZZ') <> 'With window' then
    raise exception 'lookup by reference did not find the request';
  end if;
end
$$;

-- Every rule refuses what it should, with a check violation.
do $$
declare
  probe record;
begin
  for probe in
    select * from (values
      ('malformed e-mail', 'maria at example.com', null, null, null, null, null, null),
      ('window without its label', 'maria@example.com', '2026-12-01:am', null, '2026-12-01 07:00-07', '2026-12-01 11:00-07', null, null),
      ('window value malformed', 'maria@example.com', 'tomorrow', 'Tomorrow', '2026-12-01 07:00-07', '2026-12-01 11:00-07', null, null),
      ('window ending before it starts', 'maria@example.com', '2026-12-01:am', 'Tuesday, Dec 1, 7–11 am', '2026-12-01 11:00-07', '2026-12-01 07:00-07', null, null),
      ('confirmation without an e-mail', null, null, null, null, null, '2026-12-01 07:00-07', null),
      ('confirmation sent but never claimed', 'maria@example.com', null, null, null, null, null, '2026-12-01 07:00-07')
    ) as p(what, email, win, label, starts, ends, claimed, sent)
  loop
    begin
      insert into public.contact_requests
        (name, phone, message, address, city, state, zip_code, account_consent, idempotency_key,
         customer_email, arrival_window, arrival_window_label, arrival_window_starts_at,
         arrival_window_ends_at, confirmation_claimed_at, confirmation_sent_at)
      values ('Probe', '4805550142', 'probe', '1 Main St', 'Mesa', 'AZ', '85201', true,
              'window-probe-' || md5(probe.what), probe.email, probe.win, probe.label,
              probe.starts::timestamptz, probe.ends::timestamptz, probe.claimed::timestamptz,
              probe.sent::timestamptz);
      raise exception 'accepted: %', probe.what;
    exception when check_violation then null;
    end;
  end loop;
end
$$;

-- The function's role stores and reads the new columns; a browser role cannot even compute a
-- reference (it has no business with requests).
set local role service_role;
update public.contact_requests set confirmation_sent_at = now()
  where idempotency_key = 'window-test-full';
select public.contact_request_reference(id) from public.contact_requests limit 1;
reset role;

do $$
begin
  set local role anon;
  begin
    perform public.contact_request_reference(gen_random_uuid());
    raise exception 'anon can call contact_request_reference';
  exception when insufficient_privilege then null;
  end;
  reset role;
end
$$;

rollback;
