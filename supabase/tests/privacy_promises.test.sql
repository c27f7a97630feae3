-- Checks 20261212120000_privacy_promises.sql: the purges' second path (run_daily_purges, run by
-- the office e-mail sweep) deletes a 25-month-old request and keeps a 23-month-old one, once a
-- day; the launch check says whether each purge is scheduled; a deletion by phone or e-mail
-- removes exactly one person's requests and keeps their consent records. Run by
-- scripts/db-tests.sh on the database without pg_cron; one transaction, rolled back.
\set ON_ERROR_STOP on
begin;

delete from public.text_consents;
delete from public.contact_requests;
delete from public.purge_runs;

insert into public.contact_requests
  (name, phone, message, address, city, state, zip_code, account_consent, idempotency_key, created_at)
values
  ('Twenty-five months', '4805550142', 'Old leak', '1 Main St', 'Mesa', 'AZ', '85201', true,
   'promises-25-months', now() - interval '25 months'),
  ('Twenty-three months', '4805550142', 'Softener', '1 Main St', 'Mesa', 'AZ', '85201', true,
   'promises-23-months', now() - interval '23 months');

insert into public.text_consents (phone, marketing_consent, account_consent, wording_version, given_at)
values
  ('4805550142', true, false, '2026-12-11', now() - interval '4 years' - interval '1 minute'),
  ('4805550142', true, false, '2026-12-11', now() - interval '4 years' + interval '1 minute');
-- Stopped: past the five years a STOP is kept (20261216120000), and short of them.
insert into public.text_consents (phone, marketing_consent, account_consent, wording_version, given_at, stopped_at)
values
  ('4805550143', true, false, '2026-12-11', now() - interval '7 years', now() - interval '5 years' - interval '1 minute'),
  ('4805550143', true, false, '2026-12-11', now() - interval '7 years', now() - interval '5 years' + interval '1 minute');

-- Before any purge ran, without pg_cron (this database has none), the launch check says no.
do $$
declare
  status text[];
begin
  select array_agg(purge || ': ' || coalesce(pg_cron_job, '-') || ', ' || scheduled order by purge)
  into status from public.purge_schedule_status();
  if status is distinct from array['contact_requests: -, false', 'request_photos: -, false', 'text_consents: -, false'] then
    raise exception 'before any run the launch check says %', status;
  end if;
end
$$;

-- The second path as the sweep runs it, as the service role: the 25-month-old request and the
-- consent stopped more than five years ago go; the 23-month-old request, the standing consents and
-- the STOP short of five years stay.
set local role service_role;
do $$
declare
  result record;
begin
  select * into result from public.run_daily_purges();
  if not result.ran or result.contact_requests_deleted <> 1 or result.text_consents_deleted <> 1 then
    raise exception 'run_daily_purges: ran %, % requests and % consents deleted, expected true, 1 and 1',
      result.ran, result.contact_requests_deleted, result.text_consents_deleted;
  end if;
end
$$;
reset role;

do $$
declare
  kept text[];
begin
  select array_agg(name) into kept from public.contact_requests;
  if kept is distinct from array['Twenty-three months'] then
    raise exception 'after run_daily_purges the requests left are %', kept;
  end if;
  if (select count(*) from public.text_consents) <> 3 then
    raise exception 'after run_daily_purges % consent records are left, expected 3',
      (select count(*) from public.text_consents);
  end if;
end
$$;

-- Once a day: the next sweep (5 minutes later, here the same instant) purges nothing, even with a
-- request now past 24 months; a day later it runs again and deletes it.
update public.contact_requests set created_at = now() - interval '25 months';
do $$
declare
  result record;
begin
  select * into result from public.run_daily_purges();
  if result.ran or (select count(*) from public.contact_requests) <> 1 then
    raise exception 'a second run within a day purged (ran %)', result.ran;
  end if;
  update public.purge_runs set ran_at = now() - interval '1 day' - interval '1 minute';
  select * into result from public.run_daily_purges();
  if not result.ran or result.contact_requests_deleted <> 1 then
    raise exception 'a run a day later: ran %, % deleted, expected true and 1',
      result.ran, result.contact_requests_deleted;
  end if;
end
$$;

-- The launch check: scheduled by the sweep's recent run; not once that run is three days old;
-- scheduled again by pg_cron's job alone, and not by a job switched off.
do $$
declare
  status text[];
begin
  select array_agg(purge || ': ' || scheduled order by purge) into status
  from public.purge_schedule_status();
  if status is distinct from array['contact_requests: true', 'request_photos: true', 'text_consents: true'] then
    raise exception 'after the sweep''s run the launch check says %', status;
  end if;
  update public.purge_runs set ran_at = now() - interval '3 days';
  select array_agg(purge || ': ' || scheduled order by purge) into status
  from public.purge_schedule_status();
  if status is distinct from array['contact_requests: false', 'request_photos: false', 'text_consents: false'] then
    raise exception 'with the sweep''s last run 3 days old the launch check says %', status;
  end if;
end
$$;

\ir pg_cron_stand_in.fixture.sql
alter table cron.job add column active boolean not null default true;
do $$ begin perform public.schedule_contact_request_purge(); end $$;

do $$
declare
  status text[];
begin
  select array_agg(purge || ': ' || coalesce(pg_cron_schedule, '-') || ', ' || scheduled order by purge)
  into status from public.purge_schedule_status();
  if status is distinct from array['contact_requests: 17 10 * * *, true', 'request_photos: -, false', 'text_consents: -, false'] then
    raise exception 'with the request purge''s job only the launch check says %', status;
  end if;
  update cron.job set active = false;
  if (select scheduled from public.purge_schedule_status() where purge = 'contact_requests') then
    raise exception 'a job switched off counts as scheduled';
  end if;
end
$$;

-- A person's deletion. Requests of the person (phone in two formats, an e-mail in another case)
-- and of neighbours: a number one digit off, the same last seven digits in another area code,
-- an address that contains theirs, the same name at another address.
delete from public.contact_requests;
delete from public.text_consents;

insert into public.contact_requests
  (name, phone, customer_email, message, address, city, state, zip_code, account_consent,
   marketing_consent, idempotency_key)
values
  ('Ann', '(480) 555-0187', null, 'Leak', '1 Main St', 'Mesa', 'AZ', '85201', true, true, 'person-1'),
  ('Ann', '+1 480 555 0187', 'ann@example.com', 'Heater', '1 Main St', 'Mesa', 'AZ', '85201', true, false, 'person-2'),
  ('Ann', '6025550111', 'Ann@Example.com', 'Drain', '9 Elm St', 'Mesa', 'AZ', '85201', true, false, 'person-3'),
  ('Neighbour', '4805550178', 'joann@example.com', 'Faucet', '3 Main St', 'Mesa', 'AZ', '85201', true, false, 'neighbour-1'),
  ('Neighbour', '6235550187', 'ann@example.community', 'Toilet', '5 Main St', 'Mesa', 'AZ', '85201', true, false, 'neighbour-2'),
  ('Ann', '4805550199', 'ann.b@example.com', 'Softener', '7 Oak St', 'Mesa', 'AZ', '85201', true, false, 'neighbour-3');

insert into public.text_consents (contact_request_id, phone, marketing_consent, account_consent, wording_version)
select id, phone, marketing_consent, account_consent, '2026-12-11' from public.contact_requests
where idempotency_key = 'person-1';

set local role service_role;
do $$
declare
  deleted bigint;
begin
  -- A typo is refused, not answered with 0.
  begin
    perform public.delete_contact_requests_of('480-555-018');
    raise exception 'a nine-digit number was accepted';
  exception when raise_exception then
    if sqlerrm not like 'delete_contact_requests_of:%' then raise; end if;
  end;
  begin
    perform public.delete_contact_requests_of(email => 'ann.example.com');
    raise exception 'an address without @ was accepted';
  exception when raise_exception then
    if sqlerrm not like 'delete_contact_requests_of:%' then raise; end if;
  end;
  begin
    perform public.delete_contact_requests_of();
    raise exception 'a call with neither was accepted';
  exception when raise_exception then
    if sqlerrm not like 'delete_contact_requests_of:%' then raise; end if;
  end;

  -- By phone, as the office would type it: both requests of that number, whatever its format.
  deleted := public.delete_contact_requests_of('480.555.0187');
  if deleted <> 2 then
    raise exception 'by phone % requests deleted, expected 2', deleted;
  end if;
  -- By e-mail, in another case: the request from another number with that address.
  deleted := public.delete_contact_requests_of(email => ' ANN@example.com ');
  if deleted <> 1 then
    raise exception 'by e-mail % requests deleted, expected 1', deleted;
  end if;
  -- Asked again: nothing left to delete.
  if public.delete_contact_requests_of('4805550187', 'ann@example.com') <> 0 then
    raise exception 'a second deletion found more';
  end if;
end
$$;
reset role;

do $$
declare
  kept text[];
  consent record;
begin
  select array_agg(idempotency_key order by idempotency_key) into kept from public.contact_requests;
  if kept is distinct from array['neighbour-1', 'neighbour-2', 'neighbour-3'] then
    raise exception 'after the deletion the requests left are %', kept;
  end if;
  -- The consent record stays, as the policy says, without its request.
  select * into consent from public.text_consents;
  if consent.phone <> '(480) 555-0187' or consent.contact_request_id is not null then
    raise exception 'the consent record after the deletion: %', row_to_json(consent);
  end if;
end
$$;

-- The browser roles run none of the three; they cannot read the runs.
set local role anon;
do $$
begin
  begin
    perform public.delete_contact_requests_of('4805550178');
    raise exception 'anon ran delete_contact_requests_of';
  exception when insufficient_privilege then null;
  end;
  begin
    perform public.run_daily_purges();
    raise exception 'anon ran run_daily_purges';
  exception when insufficient_privilege then null;
  end;
  begin
    perform public.purge_schedule_status();
    raise exception 'anon ran purge_schedule_status';
  exception when insufficient_privilege then null;
  end;
  begin
    perform 1 from public.purge_runs;
    raise exception 'anon read purge_runs';
  exception when insufficient_privilege then null;
  end;
end
$$;
reset role;

set local role authenticated;
do $$
begin
  begin
    perform public.delete_contact_requests_of('4805550178');
    raise exception 'authenticated ran delete_contact_requests_of';
  exception when insufficient_privilege then null;
  end;
end
$$;
reset role;

rollback;
