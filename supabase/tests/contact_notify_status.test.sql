-- Checks of migration 20261204120000_contact_notify_status.sql on a database migrated from empty,
-- run by scripts/db-tests.sh. Each block raises an exception when a check fails; all changes are
-- rolled back.

begin;

-- A new request starts pending with no attempt; the office can filter on notify_status.
do $$
declare
  r public.contact_requests;
begin
  insert into public.contact_requests
    (name, phone, message, address, city, state, zip_code, account_consent, idempotency_key)
  values ('Fresh', '4805550142', 'Leaking shutoff valve', '1 Main St', 'Mesa', 'AZ', '85201', true, 'notify-fresh')
  returning * into r;
  if r.notify_status <> 'pending' or r.notify_attempts <> 0 or r.notified_at is not null then
    raise exception 'a new request starts as %/% attempts, not pending/0', r.notify_status, r.notify_attempts;
  end if;

  -- 'sent' and notified_at agree whoever writes the row.
  begin
    update public.contact_requests set notify_status = 'sent' where id = r.id;
    raise exception 'a request was marked sent without notified_at';
  exception when check_violation then null;
  end;
  begin
    update public.contact_requests set notify_status = 'emailed' where id = r.id;
    raise exception 'notify_status accepted a value other than pending, sent, failed';
  exception when check_violation then null;
  end;
  begin
    update public.contact_requests set notify_attempts = -1 where id = r.id;
    raise exception 'notify_attempts accepted a negative count';
  exception when check_violation then null;
  end;

  -- A function version from before the migration: notified_at alone means sent…
  update public.contact_requests set notified_at = now() where id = r.id returning * into r;
  if r.notify_status <> 'sent' then
    raise exception 'notified_at set by an old function left notify_status %', r.notify_status;
  end if;

  -- …and its status = 'notify_failed' becomes status new, notify_status failed.
  insert into public.contact_requests
    (name, phone, message, address, city, state, zip_code, account_consent, idempotency_key)
  values ('Old writer', '4805550142', 'No hot water', '1 Main St', 'Mesa', 'AZ', '85201', true, 'notify-old-writer')
  returning * into r;
  update public.contact_requests set status = 'notify_failed' where id = r.id and status = 'new'
  returning * into r;
  if r.status <> 'new' or r.notify_status <> 'failed' then
    raise exception 'an old function''s notify_failed was kept as %/%', r.status, r.notify_status;
  end if;
end
$$;

-- The sweep's lookup has its own partial index.
do $$
begin
  if not exists (
    select 1 from pg_indexes
    where schemaname = 'public' and indexname = 'contact_requests_unnotified_idx'
  ) then
    raise exception 'contact_requests_unnotified_idx is missing';
  end if;
end
$$;

-- The new columns are as closed as the table: a browser role reads none of them.
do $$
declare
  browser_role text;
begin
  foreach browser_role in array array['anon', 'authenticated'] loop
    execute format('set local role %I', browser_role);
    begin
      perform notify_status, notify_last_error from public.contact_requests;
      raise exception '% can read the office e-mail state', browser_role;
    exception when insufficient_privilege then null;
    end;
    begin
      update public.contact_requests set notify_status = 'pending';
      raise exception '% can change the office e-mail state', browser_role;
    exception when insufficient_privilege then null;
    end;
    reset role;
  end loop;
end
$$;

-- Running the migration again changes nothing (it is written to be re-runnable).
set local client_min_messages = warning; -- its "already exists, skipping" notices
\ir ../migrations/20261204120000_contact_notify_status.sql

rollback;

\echo 'contact_notify_status: new requests start pending; sent agrees with notified_at; old writers are translated; browser roles see nothing'
