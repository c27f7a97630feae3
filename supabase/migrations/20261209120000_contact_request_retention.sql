-- How long the database keeps what visitors send: the Privacy Policy (/privacy#retention,
-- content/legal.ts, REQUEST_RETENTION_MONTHS) promises that a service request is deleted 24
-- months after it came in, and this is what keeps the promise. The rate limit's rows
-- (20261202120000_contact_rate_limit.sql) are deleted by take_contact_slot only when the next
-- request arrives, so a quiet week left them in place: the same purge deletes any over an hour
-- old. docs/privacy-and-terms.md, "The retention job".
--
-- pg_cron runs the purge every day when the extension is enabled (Supabase: Dashboard →
-- Integrations → pg_cron). Where it is not (a bare PostgreSQL, a project that has not enabled
-- it yet), the migration schedules nothing and says so; after enabling pg_cron, run
--   select public.schedule_contact_request_purge();
-- once in the SQL editor.

-- Deletes the requests stored more than keep_requests ago and the rate-limit rows over an hour
-- old; answers how many of each. Security definer: the owner's rights, so that the service role
-- (which may not delete requests itself) can run it too, e.g. from a scheduled route.
create or replace function public.purge_expired_contact_requests(
  keep_requests interval default interval '24 months'
)
returns table (contact_requests_deleted bigint, contact_rate_hits_deleted bigint)
language plpgsql
security definer
set search_path = ''
as $$
declare
  requests bigint;
  hits bigint;
begin
  -- A typo such as '24 days' or '24 minutes' would delete requests the office is still working
  -- on: refuse anything shorter than a month.
  if keep_requests is null or keep_requests < interval '1 month' then
    raise exception 'purge_expired_contact_requests: keep requests at least 1 month, not %', keep_requests;
  end if;

  delete from public.contact_requests where created_at < now() - keep_requests;
  get diagnostics requests = row_count;

  -- The limit's window is 10 minutes (supabase/functions/_shared/rate-limit.ts); an hour leaves
  -- every row that can still count untouched.
  delete from public.contact_rate_hits where created_at < now() - interval '1 hour';
  get diagnostics hits = row_count;

  return query select requests, hits;
end;
$$;

comment on function public.purge_expired_contact_requests(interval) is
  'Deletes service requests older than keep_requests (24 months, as the Privacy Policy says) and rate-limit rows over an hour old. Run daily by pg_cron (job purge-expired-contact-requests).';

revoke all on function public.purge_expired_contact_requests(interval) from public, anon, authenticated;
grant execute on function public.purge_expired_contact_requests(interval) to service_role;

-- Schedules the purge daily at 10:17 UTC, 3:17 am in Arizona (pg_cron's clock is UTC; Arizona
-- keeps UTC-7 all year). True when scheduled; false, with a notice, when pg_cron is not
-- enabled. Safe to run again: pg_cron replaces a job of the same name.
create or replace function public.schedule_contact_request_purge()
returns boolean
language plpgsql
set search_path = ''
as $$
begin
  if to_regprocedure('cron.schedule(text,text,text)') is null then
    raise notice 'pg_cron is not enabled: expired service requests will not be purged. Enable pg_cron, then run select public.schedule_contact_request_purge();';
    return false;
  end if;
  perform cron.schedule(
    'purge-expired-contact-requests',
    '17 10 * * *',
    'select public.purge_expired_contact_requests()'
  );
  return true;
end;
$$;

comment on function public.schedule_contact_request_purge() is
  'Schedules public.purge_expired_contact_requests() daily with pg_cron; false when pg_cron is not enabled.';

-- The owner's alone: nobody else has business scheduling jobs.
revoke all on function public.schedule_contact_request_purge() from public, anon, authenticated, service_role;

do $$
begin
  perform public.schedule_contact_request_purge();
end
$$;
