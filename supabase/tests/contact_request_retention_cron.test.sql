-- Run by scripts/db-tests.sh on a database that had pg_cron's stand-in
-- (pg_cron_stand_in.fixture.sql) before the migrations, and the retention migration applied
-- twice: the migrations scheduled the daily purges themselves, each once.
\set ON_ERROR_STOP on

do $$
declare
  jobs text[];
begin
  -- The request purge, and the consent records' (20261211120000), scheduled the same way.
  select array_agg(jobname || ' @ ' || schedule || ': ' || command order by jobname) into jobs
  from cron.job;
  if jobs is distinct from array[
    'purge-expired-contact-requests @ 17 10 * * *: select public.purge_expired_contact_requests()',
    'purge-expired-text-consents @ 27 10 * * *: select public.purge_expired_text_consents()'
  ] then
    raise exception 'pg_cron jobs after the migrations: %', jobs;
  end if;
end
$$;
