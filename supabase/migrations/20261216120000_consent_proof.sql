-- Issue 55, consent proof as long as the law needs it (docs/privacy-and-terms.md, "Proof of
-- consent"):
--   1. a consent that stands is never purged, and a STOP is kept five years;
--   2. the record keeps the name the visitor typed and the business name filled into the words;
--   3. the launch check says whether the request photos' files are removed, which only the
--      sweep does.

-- 1. The consent records' purge. Until now a consent was deleted four years after it was given,
-- even while the office could still be texting on it; but a text sent in the consent's fourth
-- year can be sued over for four more (28 U.S.C. § 1658(a), 20261211120000's note). The record
-- cannot know the last text, so a consent is kept while it stands. A STOP is kept five years:
-- a do-not-call request is honoured for five years (47 CFR 64.1200(d)(6)), and after a STOP no
-- text may follow, so the four years of a claim end within them. Refuses a shorter period.
create or replace function public.purge_expired_text_consents(
  keep interval default interval '5 years'
)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  deleted bigint;
begin
  if keep is null or keep < interval '5 years' then
    raise exception 'purge_expired_text_consents: keep stopped consent records at least 5 years, not %', keep;
  end if;
  delete from public.text_consents
  where stopped_at is not null and stopped_at < now() - keep;
  get diagnostics deleted = row_count;
  return deleted;
end;
$$;

comment on function public.purge_expired_text_consents(interval) is
  'Deletes text consent records five years (keep) after their STOP, as the Privacy Policy says; a consent that stands is kept. Run daily by pg_cron (job purge-expired-text-consents) or the sweep (run_daily_purges).';

revoke all on function public.purge_expired_text_consents(interval) from public, anon, authenticated;
grant execute on function public.purge_expired_text_consents(interval) to service_role;

comment on table public.text_consents is
  'Proof of the text-message consents given on the request form, kept while the consent stands and five years after its STOP. Written by send-contact-form with the request; ended by record_text_stop.';

-- 2. Who agreed, and to whose texts: the wording names the business ({business}) and the number
-- ({phone}); the record now keeps the name the visitor typed and the business name as filled in,
-- so the words can be shown as they were read. Null on records written before this migration.
alter table public.text_consents
  add column visitor_name text,
  add column business_name text,
  add constraint text_consents_visitor_name_length check (char_length(visitor_name) between 1 and 100),
  add constraint text_consents_business_name_length check (char_length(business_name) between 1 and 200);

comment on column public.text_consents.visitor_name is 'The name the visitor typed on the form (Full name).';
comment on column public.text_consents.business_name is 'The business name the form filled into the wording ({business}).';

-- 3. The launch check, with a third row: request_photos. Its files go only through the Storage
-- API, which the sweep calls (Vercel Cron, every 5 minutes); pg_cron's purges delete rows, never
-- files. So it is scheduled only when the sweep has run within two days (its daily purges leave
-- the trace in purge_runs), whatever pg_cron does.
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
  sweep_ran timestamptz;
begin
  select max(r.ran_at) into sweep_ran from public.purge_runs r;
  for item in
    select * from (values
      ('contact_requests', 'purge-expired-contact-requests'),
      ('request_photos', null),
      ('text_consents', 'purge-expired-text-consents')
    ) as v (purge, job)
  loop
    job_schedule := null;
    if item.job is not null and to_regclass('cron.job') is not null then
      -- to_jsonb: pg_cron's job table has an "active" column; a job switched off is no schedule.
      select j.schedule into job_schedule
      from cron.job j
      where j.jobname = item.job and coalesce((to_jsonb(j) ->> 'active')::boolean, true)
      limit 1;
    end if;
    if item.purge = 'request_photos' then
      last_sweep := sweep_ran;
    else
      select r.ran_at into last_sweep from public.purge_runs r where r.purge = item.purge;
    end if;
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
  'Launch check: per purge, its pg_cron job and schedule, when the sweep last ran it, and whether either keeps it running; request_photos only by the sweep.';

revoke all on function public.purge_schedule_status() from public, anon, authenticated;
grant execute on function public.purge_schedule_status() to service_role;
