-- Whether the office was e-mailed about each service request, kept apart from `status` (the
-- office's own workflow) so it can be retried and filtered on. send-contact-form e-mails a new
-- request right after storing it; when that fails, or the function is cut off, a redelivery of the
-- same request and a scheduled sweep (docs/edge-function.md, "Office e-mail") try again until the
-- provider accepts it. After repeated failures the row says so here and the function logs an error.

alter table public.contact_requests
  add column if not exists notify_status text not null default 'pending',
  add column if not exists notify_attempts integer not null default 0,
  add column if not exists notify_last_attempt_at timestamptz,
  add column if not exists notify_last_error text,
  add column if not exists notify_claimed_until timestamptz;

-- Rows stored before this migration: e-mailed, refused by the provider, or never tried (no
-- provider configured yet, or the function cut off after storing).
update public.contact_requests set notify_status = 'sent'
  where notified_at is not null and notify_status <> 'sent';
update public.contact_requests
  set notify_status = 'failed',
      notify_attempts = greatest(notify_attempts, 1),
      status = 'new'
  where notified_at is null and status = 'notify_failed';

alter table public.contact_requests
  drop constraint if exists contact_requests_notify_status_check,
  add constraint contact_requests_notify_status_check
    check (notify_status in ('pending', 'sent', 'failed')),
  drop constraint if exists contact_requests_notify_attempts_check,
  add constraint contact_requests_notify_attempts_check check (notify_attempts >= 0),
  -- 'sent' and notified_at always agree, whoever writes the row.
  drop constraint if exists contact_requests_notify_sent_check,
  add constraint contact_requests_notify_sent_check
    check ((notify_status = 'sent') = (notified_at is not null));

-- A function version from before this migration marks a sent e-mail with notified_at alone (and
-- a failure with status = 'notify_failed'); this keeps such writes consistent until it is
-- redeployed, and costs nothing afterwards.
create or replace function public.contact_requests_sync_notify_status()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.notified_at is not null then
    new.notify_status := 'sent';
  elsif new.status = 'notify_failed' then
    new.status := 'new';
    new.notify_status := 'failed';
  end if;
  return new;
end
$$;

revoke all on function public.contact_requests_sync_notify_status() from public, anon, authenticated;

drop trigger if exists contact_requests_sync_notify_status on public.contact_requests;
create trigger contact_requests_sync_notify_status
  before insert or update on public.contact_requests
  for each row execute function public.contact_requests_sync_notify_status();

comment on column public.contact_requests.notify_status is
  'Office e-mail: pending (not sent yet; the function and the sweep keep trying), sent (accepted by the provider at notified_at), failed (still not sent after 3 attempts: call the customer from this row; retries go on until it is sent).';
comment on column public.contact_requests.notify_attempts is 'How many times the office e-mail was tried.';
comment on column public.contact_requests.notify_last_attempt_at is 'When the office e-mail was last tried; the sweep waits longer after each failure (at most an hour).';
comment on column public.contact_requests.notify_last_error is 'What the e-mail provider (or the network) said on the last failed attempt.';
comment on column public.contact_requests.notify_claimed_until is
  'Set while one function instance is sending the e-mail, so a redelivery or the sweep does not send it alongside.';
comment on column public.contact_requests.status is
  'new: stored; contacted, closed, spam: set by the office. Whether the office was e-mailed is in notify_status (a write of the old notify_failed becomes new + notify_status failed).';

-- The sweep reads only requests the office has not been told about: few rows, found at once.
create index if not exists contact_requests_unnotified_idx
  on public.contact_requests (created_at)
  where notified_at is null;
