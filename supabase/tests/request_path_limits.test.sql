-- Checks migration 20261211120000_request_path.sql: take_contact_slot honours a key three
-- times for its first client only and limits an IPv6 /48 as a whole; one confirmation per
-- recipient hash a day; the daily purge forgets recipients after 24 hours; the browser roles can
-- reach none of it. Run by scripts/db-tests.sh after every migration. Every check raises an
-- exception on failure; everything runs in one transaction that is rolled back.
\set ON_ERROR_STOP on
begin;

-- The browser roles can neither read the recipients' hashes nor spend anyone's allowance.
do $$
declare
  browser_role text;
begin
  foreach browser_role in array array['anon', 'authenticated'] loop
    execute format('set local role %I', browser_role);

    begin
      perform 1 from public.contact_confirmation_recipients;
      raise exception '% can select from contact_confirmation_recipients', browser_role;
    exception when insufficient_privilege then null;
    end;

    begin
      insert into public.contact_confirmation_recipients (recipient_key) values (repeat('d', 64));
      raise exception '% can insert into contact_confirmation_recipients', browser_role;
    exception when insufficient_privilege then null;
    end;

    begin
      perform public.claim_confirmation_recipient(repeat('d', 64));
      raise exception '% can call claim_confirmation_recipient', browser_role;
    exception when insufficient_privilege then null;
    end;

    begin
      perform public.take_contact_slot(repeat('a', 64), repeat('e', 64), 'probe-' || browser_role,
        5, 20, interval '10 minutes');
      raise exception '% can call take_contact_slot', browser_role;
    exception when insufficient_privilege then null;
    end;

    reset role;
  end loop;
end
$$;

-- Replays: honoured three times for the first client, then counted; from another client, counted.
do $$
declare
  visitor text := repeat('1', 64);
  other text := repeat('2', 64);
begin
  for i in 1..5 loop
    if not public.take_contact_slot(visitor, null, 'replay-' || i, 5, 20, interval '10 minutes') then
      raise exception 'slot % of 5 was refused', i;
    end if;
  end loop;
  for i in 2..3 loop
    if not public.take_contact_slot(visitor, null, 'replay-1', 5, 20, interval '10 minutes') then
      raise exception 'delivery % of a counted key was refused', i;
    end if;
  end loop;
  if public.take_contact_slot(visitor, null, 'replay-1', 5, 20, interval '10 minutes') then
    raise exception 'a fourth delivery of one key passed a used-up limit';
  end if;
  -- The old signature, which a function deployed before the migration calls, has the same rule.
  if public.take_contact_slot(visitor, 'replay-2', 5, interval '10 minutes')
    and public.take_contact_slot(visitor, 'replay-2', 5, interval '10 minutes')
    and public.take_contact_slot(visitor, 'replay-2', 5, interval '10 minutes') then
    raise exception 'the old signature honoured a key four times';
  end if;

  -- Another client with its allowance used up gets no free pass with the first client's key.
  for i in 1..5 loop
    perform public.take_contact_slot(other, null, 'other-' || i, 5, 20, interval '10 minutes');
  end loop;
  if public.take_contact_slot(other, null, 'replay-3', 5, 20, interval '10 minutes') then
    raise exception 'another client replayed a key past its own limit';
  end if;
  -- A client with allowance left is charged for it.
  if not public.take_contact_slot(repeat('3', 64), null, 'replay-3', 5, 20, interval '10 minutes') then
    raise exception 'a third client with allowance left was refused';
  end if;
  if (select count(*) from public.contact_rate_hits where client_key = repeat('3', 64)) <> 1 then
    raise exception 'the third client''s use of another''s key was not counted';
  end if;
end
$$;

-- The /48: 20 slots across all its /64s; another /48 and an IPv4 client (no /48) unaffected.
do $$
declare
  net text := repeat('4', 64);
  admitted integer := 0;
begin
  for subnet in 1..6 loop
    for i in 1..5 loop
      if public.take_contact_slot(md5('subnet-' || subnet) || md5('subnet-' || subnet), net,
          'net-' || subnet || '-' || i, 5, 20, interval '10 minutes') then
        admitted := admitted + 1;
      end if;
    end loop;
  end loop;
  if admitted <> 20 then
    raise exception 'six /64s of one /48 were admitted % times, expected 20', admitted;
  end if;
  if not public.take_contact_slot(repeat('5', 64), repeat('6', 64), 'net-other', 5, 20, interval '10 minutes') then
    raise exception 'a /64 of another /48 was refused';
  end if;
  if not public.take_contact_slot(repeat('7', 64), null, 'net-ipv4', 5, 20, interval '10 minutes') then
    raise exception 'an IPv4 client was refused';
  end if;
  begin
    perform public.take_contact_slot(repeat('8', 64), '2001:db8:aa::/48', 'net-raw', 5, 20, interval '10 minutes');
    raise exception 'contact_rate_hits stored a /48 that is not a keyed hash';
  exception when check_violation then null;
  end;
end
$$;

-- Recipients: one claim a day per hash; only hashes; older claims go with the next claim.
do $$
declare
  victim text := repeat('a', 64);
begin
  if not public.claim_confirmation_recipient(victim) then
    raise exception 'the first confirmation to an address was refused';
  end if;
  if public.claim_confirmation_recipient(victim) then
    raise exception 'a second confirmation to an address within a day was claimed';
  end if;
  if not public.claim_confirmation_recipient(repeat('b', 64)) then
    raise exception 'another address was refused';
  end if;
  update public.contact_confirmation_recipients set claimed_at = now() - interval '25 hours'
  where recipient_key = victim;
  if not public.claim_confirmation_recipient(victim) then
    raise exception 'an address was refused a day after its last confirmation';
  end if;
  begin
    perform public.claim_confirmation_recipient('victim@example.com');
    raise exception 'contact_confirmation_recipients stored an address';
  exception when check_violation then null;
  end;
end
$$;

-- The daily purge, as the service role: recipients over 24 hours go, newer ones stay.
insert into public.contact_confirmation_recipients (recipient_key, claimed_at) values
  (repeat('c', 64), now() - interval '24 hours 1 minute'),
  (repeat('d', 64), now() - interval '23 hours');
set local role service_role;
select * from public.purge_expired_contact_requests() \gset purge_
reset role;
do $$
begin
  if exists (select 1 from public.contact_confirmation_recipients where recipient_key = repeat('c', 64)) then
    raise exception 'the purge kept a recipient over 24 hours old';
  end if;
  if not exists (select 1 from public.contact_confirmation_recipients where recipient_key = repeat('d', 64)) then
    raise exception 'the purge deleted a recipient 23 hours old';
  end if;
end
$$;

rollback;

\echo 'request path limits: a key honoured three times for its first client; 20 per /48; one confirmation per recipient a day; purged after 24 hours; closed to the browser roles'
