-- Issue 41, the Privacy Policy's promises kept (docs/privacy-and-terms.md, "The retention job",
-- "Deleting one person's requests"):
--   1. the daily purges run without pg_cron too: the office e-mail sweep, which Vercel Cron
--      calls every 5 minutes, runs them at most once a day (run_daily_purges);
--   2. a launch check that says whether each purge is scheduled (purge_schedule_status);
--   3. the deletion a visitor may ask for, by phone or e-mail (delete_contact_requests_of).

-- 1. The purges' second path. pg_cron (20261209120000, 20261211120000) runs them only where the
-- extension is enabled; where it is not, nothing ran them and nothing said so. One row remembers
-- when the sweep last ran them, so a sweep every 5 minutes purges once a day.
create table public.purge_runs (
  purge text not null,
  ran_at timestamptz not null,
  rows_deleted bigint not null,

  constraint purge_runs_pkey primary key (purge),
  constraint purge_runs_purge_check check (purge in ('contact_requests', 'text_consents'))
);

comment on table public.purge_runs is
  'When run_daily_purges (the office e-mail sweep) last ran each purge, and how many rows it deleted.';

alter table public.purge_runs enable row level security;
revoke all on table public.purge_runs from anon, authenticated;
grant select on table public.purge_runs to service_role;

-- Runs both purges, with their own defaults (24 months, 4 years), when the last run is a day old
-- or there was none; answers ran = false otherwise. The advisory lock keeps two sweeps at once
-- from both running them. Security definer, like the purges: the service role, and the
-- function's connection, run it.
create or replace function public.run_daily_purges()
returns table (ran boolean, contact_requests_deleted bigint, text_consents_deleted bigint)
language plpgsql
security definer
set search_path = ''
as $$
declare
  requests bigint;
  consents bigint;
begin
  perform pg_advisory_xact_lock(hashtextextended('run_daily_purges', 0));
  if exists (
    select 1 from public.purge_runs
    where purge = 'contact_requests' and ran_at > now() - interval '1 day'
  ) then
    return query select false, 0::bigint, 0::bigint;
    return;
  end if;

  select p.contact_requests_deleted into requests from public.purge_expired_contact_requests() p;
  consents := public.purge_expired_text_consents();

  insert into public.purge_runs (purge, ran_at, rows_deleted)
  values ('contact_requests', now(), requests), ('text_consents', now(), consents)
  on conflict (purge) do update set ran_at = excluded.ran_at, rows_deleted = excluded.rows_deleted;

  return query select true, requests, consents;
end;
$$;

comment on function public.run_daily_purges() is
  'Runs purge_expired_contact_requests() and purge_expired_text_consents() once a day at most; called by the office e-mail sweep (send-contact-form/sweep), so the purges run without pg_cron.';

revoke all on function public.run_daily_purges() from public, anon, authenticated;
grant execute on function public.run_daily_purges() to service_role;

-- 2. The launch check (docs/launch.md, section 3): one row per purge, with its pg_cron job (null
-- without pg_cron or without the job), the sweep's last run, and scheduled = true when either
-- path keeps it: an active pg_cron job, or a sweep run within the last two days.
create or replace function public.purge_schedule_status()
returns table (
  purge text,
  pg_cron_job text,
  pg_cron_schedule text,
  swept_at timestamptz,
  scheduled boolean
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  item record;
  job_schedule text;
  last_sweep timestamptz;
begin
  for item in
    select * from (values
      ('contact_requests', 'purge-expired-contact-requests'),
      ('text_consents', 'purge-expired-text-consents')
    ) as v (purge, job)
  loop
    job_schedule := null;
    if to_regclass('cron.job') is not null then
      -- to_jsonb: pg_cron's job table has an "active" column; a job switched off is no schedule.
      select j.schedule into job_schedule
      from cron.job j
      where j.jobname = item.job and coalesce((to_jsonb(j) ->> 'active')::boolean, true)
      limit 1;
    end if;
    select r.ran_at into last_sweep from public.purge_runs r where r.purge = item.purge;
    purge := item.purge;
    pg_cron_job := case when job_schedule is null then null else item.job end;
    pg_cron_schedule := job_schedule;
    swept_at := last_sweep;
    scheduled := job_schedule is not null or coalesce(last_sweep > now() - interval '2 days', false);
    return next;
  end loop;
end;
$$;

comment on function public.purge_schedule_status() is
  'Launch check: per purge, its pg_cron job and schedule, when the sweep last ran it, and whether either keeps it running.';

revoke all on function public.purge_schedule_status() from public, anon, authenticated;
grant execute on function public.purge_schedule_status() to service_role;

-- 3. A person's request to have their requests deleted (the Privacy Policy, /privacy#your-choices).
-- Deletes every request whose phone number (its last ten digits, as for STOPs) or e-mail address
-- (case aside) is exactly the one given, and answers how many. Exact matches only: a neighbour
-- whose number differs in one digit, or whose address merely contains this one, keeps theirs.
-- Their text-consent records stay (on delete set null): the policy keeps them as proof for four
-- years, also against a deletion request; the office records a STOP separately (record_text_stop)
-- when the person asks for no more texts. Security definer: the service role may not delete
-- requests itself.
create or replace function public.delete_contact_requests_of(
  phone text default null,
  email text default null
)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  wanted_number text := public.text_consent_number(phone);
  wanted_email text := lower(btrim(email));
  deleted bigint;
begin
  if phone is null and email is null then
    raise exception 'delete_contact_requests_of: give a phone number, an e-mail address or both';
  end if;
  -- A typo must not look like "nothing to delete": refuse what cannot be a number or an address.
  if phone is not null and (wanted_number is null or wanted_number !~ '^[2-9][0-9]{2}[2-9][0-9]{6}$') then
    raise exception 'delete_contact_requests_of: % is not a 10-digit US phone number', phone;
  end if;
  if email is not null and wanted_email !~ '^[^@[:space:]]+@[^@[:space:]]+$' then
    raise exception 'delete_contact_requests_of: % is not an e-mail address', email;
  end if;

  delete from public.contact_requests r
  where (wanted_number is not null and public.text_consent_number(r.phone) = wanted_number)
     or (wanted_email is not null and lower(r.customer_email) = wanted_email);
  get diagnostics deleted = row_count;
  return deleted;
end;
$$;

comment on function public.delete_contact_requests_of(text, text) is
  'Deletes every service request of one phone number (any format) or e-mail address (any case), exact matches only; answers how many. Text-consent records stay, as the Privacy Policy says.';

revoke all on function public.delete_contact_requests_of(text, text) from public, anon, authenticated;
grant execute on function public.delete_contact_requests_of(text, text) to service_role;
