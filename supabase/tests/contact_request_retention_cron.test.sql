-- Run by scripts/db-tests.sh on a database that had pg_cron's stand-in
-- (pg_cron_stand_in.fixture.sql) before the migrations, and the retention migration applied
-- twice: the migration scheduled the daily purge itself, once.
\set ON_ERROR_STOP on

do $$
declare
  jobs text[];
begin
  select array_agg(jobname || ' @ ' || schedule || ': ' || command) into jobs from cron.job;
  if jobs is distinct from array[
    'purge-expired-contact-requests @ 17 10 * * *: select public.purge_expired_contact_requests()'
  ] then
    raise exception 'pg_cron jobs after the migrations: %', jobs;
  end if;
end
$$;
