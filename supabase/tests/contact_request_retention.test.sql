-- Checks the retention purge as the migrations leave it (20261209120000, redefined by
-- 20261211120000): a request is deleted the Privacy Policy's REQUEST_RETENTION_MONTHS
-- (content/legal.ts) after it came in and not before, the rate limit's rows once they are an
-- hour old; only the owner and the service role may run it, only the owner schedule it. Run by
-- scripts/db-tests.sh after every migration, which passes the constant:
--   psql -v retention_months=24 -f supabase/tests/contact_request_retention.test.sql
-- Every check raises an exception on failure; everything runs in one transaction that is rolled
-- back.
\set ON_ERROR_STOP on
begin;

-- The policy's months, where the DO blocks below can read them (psql variables do not reach
-- inside a dollar-quoted body).
set local test.retention_months = :'retention_months';

-- This test's rows alone: the Deno tests before it stored requests of their own.
delete from public.contact_requests;
delete from public.contact_rate_hits;

-- now() is the transaction's start, the same in every statement here: the edges are exact.
insert into public.contact_requests
  (name, phone, message, address, city, state, zip_code, account_consent, idempotency_key, created_at)
values
  ('A month past the period', '4805550142', 'Old leak', '1 Main St', 'Mesa', 'AZ', '85201', true,
   'retention-month-past', now() - make_interval(months => :retention_months + 1)),
  ('A minute past the period', '4805550142', 'Old heater', '1 Main St', 'Mesa', 'AZ', '85201', true,
   'retention-minute-past', now() - make_interval(months => :retention_months) - interval '1 minute'),
  ('A minute short of the period', '4805550142', 'Old faucet', '1 Main St', 'Mesa', 'AZ', '85201', true,
   'retention-minute-short', now() - make_interval(months => :retention_months) + interval '1 minute'),
  ('A month short of the period', '4805550142', 'Softener', '1 Main St', 'Mesa', 'AZ', '85201', true,
   'retention-month-short', now() - make_interval(months => :retention_months - 1)),
  ('Yesterday', '4805550142', 'Drain', '1 Main St', 'Mesa', 'AZ', '85201', true,
   'retention-yesterday', now() - interval '1 day');

insert into public.contact_rate_hits (idempotency_key, client_key, created_at) values
  ('retention-hit-two-hours', repeat('a', 64), now() - interval '2 hours'),
  ('retention-hit-five-minutes', repeat('b', 64), now() - interval '5 minutes');

-- A keep period that would delete requests still being worked on is refused, deleting nothing.
do $$
begin
  begin
    perform public.purge_expired_contact_requests(interval '24 days');
    raise exception 'a 24-day keep period was accepted';
  exception when raise_exception then
    if sqlerrm not like 'purge_expired_contact_requests:%' then
      raise;
    end if;
  end;
  if (select count(*) from public.contact_requests) <> 5 then
    raise exception 'the refused purge deleted requests';
  end if;
end
$$;

-- A longer period (the owner's choice) keeps the request a month past the policy's; the hour
-- rule still holds.
do $$
declare
  result record;
begin
  select * into result from public.purge_expired_contact_requests(
    make_interval(months => current_setting('test.retention_months')::int + 12));
  if result.contact_requests_deleted <> 0 or result.contact_rate_hits_deleted <> 1 then
    raise exception 'a purge a year longer deleted % requests and % rate-limit rows, expected 0 and 1',
      result.contact_requests_deleted, result.contact_rate_hits_deleted;
  end if;
end
$$;

-- The default, as pg_cron runs it, here as the service role (which cannot delete requests
-- itself): a month and a minute past the policy's months go; a minute and a month short of them,
-- and yesterday, stay.
set local role service_role;
do $$
declare
  result record;
begin
  select * into result from public.purge_expired_contact_requests();
  if result.contact_requests_deleted <> 2 or result.contact_rate_hits_deleted <> 0 then
    raise exception 'the default purge deleted % requests and % rate-limit rows, expected 2 and 0',
      result.contact_requests_deleted, result.contact_rate_hits_deleted;
  end if;
end
$$;
reset role;

do $$
declare
  kept text[];
  hits text[];
begin
  select array_agg(name order by created_at) into kept from public.contact_requests;
  if kept is distinct from array['A minute short of the period', 'A month short of the period', 'Yesterday'] then
    raise exception 'after the purge the requests left are %', kept;
  end if;
  select array_agg(idempotency_key) into hits from public.contact_rate_hits;
  if hits is distinct from array['retention-hit-five-minutes'] then
    raise exception 'after the purge the rate-limit rows left are %', hits;
  end if;
end
$$;

-- The browser roles can run neither function; the service role cannot schedule.
set local role anon;
do $$
begin
  begin
    perform public.purge_expired_contact_requests();
    raise exception 'anon ran purge_expired_contact_requests';
  exception when insufficient_privilege then null;
  end;
  begin
    perform public.schedule_contact_request_purge();
    raise exception 'anon ran schedule_contact_request_purge';
  exception when insufficient_privilege then null;
  end;
end
$$;
reset role;

set local role authenticated;
do $$
begin
  begin
    perform public.purge_expired_contact_requests();
    raise exception 'authenticated ran purge_expired_contact_requests';
  exception when insufficient_privilege then null;
  end;
end
$$;
reset role;

set local role service_role;
do $$
begin
  begin
    perform public.schedule_contact_request_purge();
    raise exception 'service_role ran schedule_contact_request_purge';
  exception when insufficient_privilege then null;
  end;
end
$$;
reset role;

-- Without pg_cron (this cluster has none) scheduling is skipped and says so; with it (the
-- stand-in) the job is scheduled once, however often it is asked, and its command runs.
do $$
begin
  if to_regnamespace('cron') is not null then
    raise exception 'this database already has a cron schema; the check below needs one without';
  end if;
  if public.schedule_contact_request_purge() then
    raise exception 'scheduling reported success without pg_cron';
  end if;
end
$$;

\ir pg_cron_stand_in.fixture.sql

do $$
declare
  job record;
begin
  if not public.schedule_contact_request_purge() or not public.schedule_contact_request_purge() then
    raise exception 'scheduling with pg_cron reported failure';
  end if;
  if (select count(*) from cron.job) <> 1 then
    raise exception 'asked twice, pg_cron holds % jobs', (select count(*) from cron.job);
  end if;
  select * into job from cron.job;
  if job.jobname <> 'purge-expired-contact-requests' or job.schedule <> '17 10 * * *' then
    raise exception 'scheduled % at %, expected purge-expired-contact-requests at 17 10 * * *',
      job.jobname, job.schedule;
  end if;
  -- As pg_cron would run it: the three requests left are all inside the policy's months.
  execute job.command;
  if (select count(*) from public.contact_requests) <> 3 then
    raise exception 'the scheduled command deleted a request inside the policy''s months';
  end if;
end
$$;

rollback;
