-- A stand-in for pg_cron, which the throwaway PostgreSQL of npm run test:db does not have (it
-- needs shared_preload_libraries and a restart): the schema, the job table and
-- cron.schedule(job_name, schedule, command) with pg_cron's own behaviour for a name already
-- scheduled (since 1.3: the job is replaced, not doubled). Only what the migrations call.

create schema if not exists cron;

create table if not exists cron.job (
  jobid bigserial primary key,
  jobname text unique,
  schedule text not null,
  command text not null
);

create or replace function cron.schedule(job_name text, schedule text, command text)
returns bigint
language sql
as $$
  insert into cron.job (jobname, schedule, command)
  values (job_name, schedule, command)
  on conflict (jobname) do update set schedule = excluded.schedule, command = excluded.command
  returning jobid
$$;
