-- Checks migration 20261211120000_request_path.sql: a reply by text needs the
-- service-texts box in the table too; a consent record outlives its request's purge, is kept while
-- it stands and deleted five years after its STOP (20261216120000), and a STOP ends it; only the owner and the
-- service role reach any of it. Run by scripts/db-tests.sh after every migration. Every check
-- raises an exception on failure; everything runs in one transaction that is rolled back.
\set ON_ERROR_STOP on
begin;

-- This test's rows alone: the Deno tests before it stored requests and consents of their own.
delete from public.text_consents;
delete from public.contact_requests;

-- 1. Text with the marketing box only is refused from now on, whoever writes it; with the
-- service-texts box it is stored; a call needs neither.
do $$
begin
  begin
    insert into public.contact_requests
      (name, phone, preferred_contact, message, address, city, state, zip_code,
       marketing_consent, account_consent, idempotency_key)
    values ('Marketing only', '4805550142', 'text', 'x', '1 Main St', 'Mesa', 'AZ', '85201',
            true, false, 'consent-text-marketing-only');
    raise exception 'a text request with the marketing box only was stored';
  exception when check_violation then
    if sqlerrm not like '%contact_requests_text_needs_account_consent%' then
      raise;
    end if;
  end;
end
$$;

insert into public.contact_requests
  (name, phone, preferred_contact, message, address, city, state, zip_code,
   marketing_consent, account_consent, idempotency_key)
values
  ('Service texts', '4805550142', 'text', 'x', '1 Main St', 'Mesa', 'AZ', '85201',
   false, true, 'consent-text-account'),
  ('Call', '4805550142', 'call', 'x', '1 Main St', 'Mesa', 'AZ', '85201',
   false, false, 'consent-call-none');

-- A request stored under the old rule (before the migration) stays, and the office and the sweep
-- can still update it: the reason the rule has a cutoff rather than `not valid`.
insert into public.contact_requests
  (name, phone, preferred_contact, message, address, city, state, zip_code,
   marketing_consent, account_consent, idempotency_key, created_at)
values ('Old rule', '4805550142', 'text', 'x', '1 Main St', 'Mesa', 'AZ', '85201',
        true, false, 'consent-old-rule', now() - interval '30 days');
update public.contact_requests set status = 'contacted', notified_at = now()
where idempotency_key = 'consent-old-rule';

-- 2. The browser roles can neither read nor write consent records, nor stop or purge them; the
-- service role can stop and purge, not write records itself, nor schedule.
do $$
declare
  browser_role text;
begin
  foreach browser_role in array array['anon', 'authenticated'] loop
    execute format('set local role %I', browser_role);
    begin
      perform 1 from public.text_consents;
      raise exception '% can select from text_consents', browser_role;
    exception when insufficient_privilege then null;
    end;
    begin
      insert into public.text_consents (phone, marketing_consent, account_consent, wording_version)
      values ('4805550142', true, true, '2026-12-11');
      raise exception '% can insert into text_consents', browser_role;
    exception when insufficient_privilege then null;
    end;
    begin
      perform public.record_text_stop('4805550142');
      raise exception '% ran record_text_stop', browser_role;
    exception when insufficient_privilege then null;
    end;
    begin
      perform public.purge_expired_text_consents();
      raise exception '% ran purge_expired_text_consents', browser_role;
    exception when insufficient_privilege then null;
    end;
    reset role;
  end loop;
end
$$;

-- Row-level security with no policy: a grant given by mistake still shows anon nothing.
insert into public.text_consents (phone, marketing_consent, account_consent, wording_version)
values ('(480) 555-0199', false, true, '2026-12-11');
grant select on public.text_consents to anon;
do $$
begin
  set local role anon;
  if (select count(*) from public.text_consents) <> 0 then
    raise exception 'RLS lets anon see consent records';
  end if;
  reset role;
end
$$;
revoke select on public.text_consents from anon;
delete from public.text_consents;

-- The table refuses what the form would never send.
do $$
declare
  bad record;
begin
  for bad in
    select * from (values
      ('no box', '4805550142', false, false, '2026-12-11', '/contact', null::text),
      ('not a US number', '0005550142', true, false, '2026-12-11', '/contact', null),
      ('another site as the page', '4805550142', true, false, '2026-12-11', '//evil.example/', null),
      ('a full address as the page', '4805550142', true, false, '2026-12-11', 'https://evil.example/', null),
      ('a version that is not a date', '4805550142', true, false, 'latest', '/contact', null),
      ('a client key that is not a hash', '4805550142', true, false, '2026-12-11', '/contact', '203.0.113.9')
    ) as t (label, phone, marketing, account, version, page, client_key)
  loop
    begin
      insert into public.text_consents
        (phone, marketing_consent, account_consent, wording_version, page, client_key_hash)
      values (bad.phone, bad.marketing, bad.account, bad.version, bad.page, bad.client_key);
      raise exception 'a consent record with % was stored', bad.label;
    exception when check_violation then null;
    end;
  end loop;
end
$$;

-- 3. A consent record outlives the purge of its request. now() is the transaction's start, the
-- same in every statement here: the edges are exact.
insert into public.contact_requests
  (name, phone, preferred_contact, message, address, city, state, zip_code,
   account_consent, idempotency_key, created_at)
values ('Two years ago', '4805550111', 'text', 'x', '1 Main St', 'Mesa', 'AZ', '85201',
        true, 'consent-25-months', now() - interval '25 months');
insert into public.text_consents
  (contact_request_id, phone, marketing_consent, account_consent, wording_version, page, given_at)
select id, phone, false, true, '2026-12-11', '/contact', created_at
from public.contact_requests where idempotency_key = 'consent-25-months';

do $$
declare
  result record;
  kept record;
begin
  select * into result from public.purge_expired_contact_requests();
  if exists (select 1 from public.contact_requests where idempotency_key = 'consent-25-months') then
    raise exception 'the 25-month-old request was not purged';
  end if;
  select * into kept from public.text_consents where phone_number = '4805550111';
  if kept is null then
    raise exception 'the request purge deleted its consent record';
  end if;
  if kept.contact_request_id is not null or kept.given_at <> now() - interval '25 months' then
    raise exception 'the consent record after its request''s purge: request %, given %',
      kept.contact_request_id, kept.given_at;
  end if;
end
$$;

-- 4. The purge as 20261216120000 redefined it: a consent that stands is kept, however old (the
-- office may still be texting on it); a STOP is kept five years, and goes after them.
insert into public.text_consents (phone, marketing_consent, account_consent, wording_version, given_at, stopped_at)
values
  ('4805550001', true, true, '2026-12-11', now() - interval '4 years 2 months', null),
  ('4805550002', true, true, '2026-12-11', now() - interval '9 years', null),
  ('4805550003', true, true, '2026-12-11', now() - interval '6 years', now() - interval '4 years 6 months'),
  ('4805550004', true, true, '2026-12-11', now() - interval '6 years', now() - interval '5 years 1 month'),
  ('4805550005', true, true, '2026-12-11', now() - interval '6 years', now() - interval '5 years' + interval '1 minute');

do $$
declare
  deleted bigint;
  short interval;
  left_over text[];
begin
  -- A period shorter than five years would delete a do-not-call request still honoured:
  -- refused, nothing deleted (the four years of 20261211120000 too).
  foreach short in array array[interval '4 months', interval '4 years'] loop
    begin
      perform public.purge_expired_text_consents(short);
      raise exception 'a keep period short of five years was accepted';
    exception when raise_exception then
      if sqlerrm not like 'purge_expired_text_consents:%' then
        raise;
      end if;
    end;
  end loop;
  if (select count(*) from public.text_consents) <> 6 then
    raise exception 'the refused purge deleted consent records';
  end if;

  -- As pg_cron runs it, here as the service role.
  set local role service_role;
  deleted := public.purge_expired_text_consents();
  reset role;
  if deleted <> 1 then
    raise exception 'the purge deleted % consent records, expected 1', deleted;
  end if;
  select array_agg(phone order by phone) into left_over from public.text_consents;
  if left_over is distinct from array['4805550001', '4805550002', '4805550003', '4805550005', '4805550111'] then
    raise exception 'after the purge the consent records left are %', left_over;
  end if;
end
$$;

-- 5. A STOP, in whatever format the office types the number, ends every live consent of that
-- number and nothing else; a stopped record is kept, with the STOP's time.
insert into public.text_consents (phone, marketing_consent, account_consent, wording_version, given_at, stopped_at)
values
  ('(602) 555-0150', true, true, '2026-12-11', now() - interval '2 days', null),
  ('602-555-0150', false, true, '2026-12-11', now() - interval '1 day', null),
  ('602.555.0150', true, false, '2026-12-11', now() - interval '300 days', now() - interval '200 days'),
  ('(602) 555-0151', true, true, '2026-12-11', now() - interval '1 day', null);

do $$
declare
  stopped integer;
begin
  set local role service_role;
  stopped := public.record_text_stop('+1 602 555 0150');
  reset role;
  if stopped <> 2 then
    raise exception 'record_text_stop stopped % records, expected the number''s 2 live ones', stopped;
  end if;
  if (select count(*) from public.text_consents
      where phone_number = '6025550150' and stopped_at = now()) <> 2 then
    raise exception 'the STOP did not set stopped_at on the live records';
  end if;
  if (select stopped_at from public.text_consents where phone = '602.555.0150')
      <> now() - interval '200 days' then
    raise exception 'the STOP moved an earlier STOP''s time';
  end if;
  if (select stopped_at from public.text_consents where phone = '(602) 555-0151') is not null then
    raise exception 'the STOP ended another number''s consent';
  end if;
  if public.record_text_stop('6025550150') <> 0 then
    raise exception 'a second STOP found live records';
  end if;

  begin
    perform public.record_text_stop('555-0150');
    raise exception 'a STOP for a 7-digit number was accepted';
  exception when raise_exception then
    if sqlerrm not like 'record_text_stop:%' then
      raise;
    end if;
  end;

  -- The STOP's five years start at the STOP: five years after given, they are still kept.
  update public.text_consents set given_at = now() - interval '5 years'
  where phone_number = '6025550150' and stopped_at = now();
  perform public.purge_expired_text_consents();
  if (select count(*) from public.text_consents where phone_number = '6025550150') <> 3 then
    raise exception 'the purge deleted a STOP younger than five years';
  end if;
end
$$;

-- 6. Scheduling: the service role cannot; without pg_cron it is skipped; with it (the
-- stand-in) the job is scheduled once, however often asked, and its command runs.
do $$
begin
  set local role service_role;
  begin
    perform public.schedule_text_consent_purge();
    raise exception 'service_role ran schedule_text_consent_purge';
  exception when insufficient_privilege then null;
  end;
  reset role;
  if to_regnamespace('cron') is not null then
    raise exception 'this database already has a cron schema; the check below needs one without';
  end if;
  if public.schedule_text_consent_purge() then
    raise exception 'scheduling reported success without pg_cron';
  end if;
end
$$;

\ir pg_cron_stand_in.fixture.sql

do $$
declare
  job record;
begin
  if not public.schedule_text_consent_purge() or not public.schedule_text_consent_purge() then
    raise exception 'scheduling with pg_cron reported failure';
  end if;
  if (select count(*) from cron.job) <> 1 then
    raise exception 'asked twice, pg_cron holds % jobs', (select count(*) from cron.job);
  end if;
  select * into job from cron.job;
  if job.jobname <> 'purge-expired-text-consents' or job.schedule <> '27 10 * * *' then
    raise exception 'scheduled % at %', job.jobname, job.schedule;
  end if;
  execute job.command;
end
$$;

rollback;
