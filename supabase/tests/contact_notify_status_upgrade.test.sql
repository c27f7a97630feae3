-- After 20261204120000_contact_notify_status.sql over the rows of
-- contact_notify_status_upgrade.fixture.sql: every row kept, valid, and given the notification
-- state that matches what happened to it.

do $$
declare
  got text;
begin
  if (select count(*) from public.contact_requests where idempotency_key like 'legacy-%') <> 4 then
    raise exception 'the upgrade lost a request';
  end if;

  select string_agg(format('%s:%s/%s/%s', name, status, notify_status, notify_attempts), ', ' order by name)
    into got
  from public.contact_requests where idempotency_key like 'legacy-%';
  if got <> 'Called back:contacted/sent/0, Emailed:new/sent/0, Never tried:new/pending/0, Refused:new/failed/1' then
    raise exception 'rows after the upgrade: %', got;
  end if;

  if exists (
    select 1 from public.contact_requests
    where (notify_status = 'sent') <> (notified_at is not null)
  ) then
    raise exception 'a row''s notify_status disagrees with its notified_at';
  end if;
end
$$;

\echo 'contact_notify_status upgrade: 4 of 4 rows kept; e-mailed -> sent, notify_failed -> new + failed, never tried -> pending'
