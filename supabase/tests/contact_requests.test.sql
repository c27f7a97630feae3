-- Role-level checks of public.contact_requests, run by scripts/db-tests.sh after the migrations.
-- Each block raises an exception (and psql stops with ON_ERROR_STOP) when a check fails; all
-- changes are rolled back.

begin;

-- A browser holding the publishable/anon key becomes role anon (or authenticated after a login):
-- it can neither read nor write requests, because the grants are revoked.
do $$
declare
  browser_role text;
begin
  foreach browser_role in array array['anon', 'authenticated'] loop
    execute format('set local role %I', browser_role);

    begin
      perform 1 from public.contact_requests;
      raise exception '% can select from contact_requests', browser_role;
    exception when insufficient_privilege then null;
    end;

    begin
      insert into public.contact_requests
        (name, phone, message, address, city, state, zip_code, account_consent, idempotency_key)
      values ('Probe', '4805550142', 'probe', '1 Main St', 'Mesa', 'AZ', '85201', true, 'probe-' || browser_role);
      raise exception '% can insert into contact_requests', browser_role;
    exception when insufficient_privilege then null;
    end;

    reset role;
  end loop;
end
$$;

-- Second line of defence: even if someone grants select to anon again, row-level security with
-- no policy shows it nothing and still refuses its inserts.
insert into public.contact_requests
  (name, phone, message, address, city, state, zip_code, account_consent, idempotency_key)
values ('Owner row', '4805550142', 'stored by the function', '1 Main St', 'Mesa', 'AZ', '85201', true, 'rls-check-owner-row');
grant select, insert on public.contact_requests to anon;

do $$
declare
  visible int;
begin
  set local role anon;
  select count(*) into visible from public.contact_requests;
  if visible <> 0 then
    raise exception 'RLS lets anon see % contact request(s)', visible;
  end if;

  begin
    insert into public.contact_requests
      (name, phone, message, address, city, state, zip_code, account_consent, idempotency_key)
    values ('Probe', '4805550142', 'probe', '1 Main St', 'Mesa', 'AZ', '85201', true, 'rls-check-anon-insert');
    raise exception 'RLS lets anon insert into contact_requests';
  exception when insufficient_privilege then null; -- "new row violates row-level security policy"
  end;
  reset role;
end
$$;

-- A phone-call request needs no text consent (20261210120000).
insert into public.contact_requests
  (name, phone, preferred_contact, message, address, city, state, zip_code, idempotency_key)
values ('Call me', '4805550142', 'call', 'x', '1 Main St', 'Mesa', 'AZ', '85201', 'check-call-no-consent');
delete from public.contact_requests where idempotency_key = 'check-call-no-consent';

-- The table refuses rows the form would refuse, whoever writes them.
do $$
begin
  begin
    insert into public.contact_requests
      (name, phone, preferred_contact, message, address, city, state, zip_code, idempotency_key)
    values ('No consent', '4805550142', 'text', 'x', '1 Main St', 'Mesa', 'AZ', '85201', 'check-no-consent');
    raise exception 'a text-message request without any consent was stored';
  exception when check_violation then null;
  end;

  begin
    insert into public.contact_requests
      (name, phone, preferred_contact, message, address, city, state, zip_code, account_consent, idempotency_key)
    values ('Bad contact', '4805550142', 'email', 'x', '1 Main St', 'Mesa', 'AZ', '85201', true, 'check-contact');
    raise exception 'preferred_contact accepted a value other than call or text';
  exception when check_violation then null;
  end;

  begin
    insert into public.contact_requests
      (name, phone, message, address, city, state, zip_code, account_consent, idempotency_key)
    values ('Twin', '4805550142', 'x', '1 Main St', 'Mesa', 'AZ', '85201', true, 'rls-check-owner-row');
    raise exception 'a second request with the same idempotency key was stored';
  exception when unique_violation then null;
  end;
end
$$;

-- The shared rate limit (contact_rate_hits, take_contact_slot) is the function's alone: a browser
-- role can neither read the keyed hashes nor spend or reset another visitor's allowance.
do $$
declare
  browser_role text;
begin
  foreach browser_role in array array['anon', 'authenticated'] loop
    execute format('set local role %I', browser_role);

    begin
      perform 1 from public.contact_rate_hits;
      raise exception '% can select from contact_rate_hits', browser_role;
    exception when insufficient_privilege then null;
    end;

    begin
      perform public.take_contact_slot(repeat('a', 64), 'probe-' || browser_role, 5, interval '10 minutes');
      raise exception '% can call take_contact_slot', browser_role;
    exception when insufficient_privilege then null;
    end;

    reset role;
  end loop;
end
$$;

-- As the owner: five slots per visitor in the window, the sixth refused, a counted request's
-- retry admitted, another visitor unaffected, and only hex keys accepted.
do $$
declare
  visitor text := repeat('b', 64);
begin
  for i in 1..5 loop
    if not public.take_contact_slot(visitor, 'slot-' || i, 5, interval '10 minutes') then
      raise exception 'slot % of 5 was refused', i;
    end if;
  end loop;
  if public.take_contact_slot(visitor, 'slot-6', 5, interval '10 minutes') then
    raise exception 'a sixth request within the window was admitted';
  end if;
  if not public.take_contact_slot(visitor, 'slot-1', 5, interval '10 minutes') then
    raise exception 'the retry of a counted request was refused';
  end if;
  if not public.take_contact_slot(repeat('c', 64), 'slot-other', 5, interval '10 minutes') then
    raise exception 'another visitor was refused';
  end if;

  begin
    perform public.take_contact_slot('203.0.113.7', 'slot-raw-ip', 5, interval '10 minutes');
    raise exception 'contact_rate_hits stored something that is not a keyed hash';
  exception when check_violation then null;
  end;
end
$$;

rollback;

\echo 'contact_requests: anon and authenticated cannot read or write; RLS holds without grants; constraints hold; the shared rate limit counts and refuses'
