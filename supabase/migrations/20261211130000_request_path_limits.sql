-- The request path's limits (issue 40): what a script could do through the form with the
-- company's name on it.
--
-- 1. A replayed Idempotency-Key no longer passes the visitor's limit for free without end. It is
--    honoured (admitted without a charge) for the client that first used it, three deliveries in
--    all (the request, the site's retry, one more press of Submit); a fourth, or the same key
--    from another client, is counted like any new request. So contact_rate_hits can hold a key
--    more than once, and its primary key becomes a plain id.
-- 2. A coarser tier per IPv6 /48 (net_key): a tunnel broker hands anyone a /48, 65,536 /64s,
--    each of which had its own allowance.
-- 3. At most one customer confirmation per recipient address per 24 hours
--    (contact_confirmation_recipients), so the form cannot mail-bomb a stranger in the company's
--    name. The address is kept only as a keyed hash, for 24 hours.
--
-- Every key here is an HMAC-SHA256 under CONTACT_FUNCTION_SECRET, which the database never sees.

-- 1 and 2: the rate-limit rows. Existing rows keep their key and count once; nothing is lost.
alter table public.contact_rate_hits
  add column if not exists id bigint generated always as identity,
  add column if not exists net_key text,
  add column if not exists uses integer not null default 1;

alter table public.contact_rate_hits drop constraint if exists contact_rate_hits_pkey;
alter table public.contact_rate_hits add constraint contact_rate_hits_pkey primary key (id);

do $$
begin
  if not exists (
    select 1 from pg_constraint where conname = 'contact_rate_hits_net_key_format'
  ) then
    alter table public.contact_rate_hits add constraint contact_rate_hits_net_key_format
      check (net_key is null or net_key ~ '^[0-9a-f]{64}$');
  end if;
end
$$;

create index if not exists contact_rate_hits_idempotency_key_idx
  on public.contact_rate_hits (idempotency_key, id);
create index if not exists contact_rate_hits_net_key_idx
  on public.contact_rate_hits (net_key, created_at) where net_key is not null;

comment on column public.contact_rate_hits.net_key is
  'Keyed hash of the visitor''s IPv6 /48, computed by the site''s server; null for IPv4.';
comment on column public.contact_rate_hits.uses is
  'Deliveries this row admitted: 1 when counted, up to 3 with free retries of the same key by the same client.';

-- Admits a request when it is a retry the first client may still make with its key, or when both
-- the client's and (for IPv6) its /48's counts in the window are under their limits; then counts
-- it. The advisory locks, the client's then its /48's (two namespaces, always in that order, so
-- no two calls wait on each other in a cycle), keep concurrent instances from both taking a last
-- slot of either tier.
create or replace function public.take_contact_slot(
  p_client_key text,
  p_net_key text,
  p_idempotency_key text,
  p_limit integer,
  p_net_limit integer,
  p_window interval
) returns boolean
language plpgsql
set search_path = ''
as $$
declare
  first_hit public.contact_rate_hits%rowtype;
  used integer;
begin
  perform pg_advisory_xact_lock(hashtextextended('contact_rate:' || p_client_key, 0));
  if p_net_key is not null then
    perform pg_advisory_xact_lock(hashtextextended('contact_rate_net:' || p_net_key, 0));
  end if;

  delete from public.contact_rate_hits where created_at < now() - p_window;

  select * into first_hit
  from public.contact_rate_hits
  where idempotency_key = p_idempotency_key
  order by id
  limit 1;
  if found and first_hit.client_key = p_client_key and first_hit.uses < 3 then
    update public.contact_rate_hits set uses = uses + 1 where id = first_hit.id;
    return true;
  end if;

  select count(*) into used
  from public.contact_rate_hits
  where client_key = p_client_key and created_at >= now() - p_window;
  if used >= p_limit then
    return false;
  end if;

  if p_net_key is not null then
    select count(*) into used
    from public.contact_rate_hits
    where net_key = p_net_key and created_at >= now() - p_window;
    if used >= p_net_limit then
      return false;
    end if;
  end if;

  -- A key already counted (a fourth delivery, another client's) is counted again: the row with
  -- the lowest id stays the one that grants retries, and it has none left for this caller.
  insert into public.contact_rate_hits (idempotency_key, client_key, net_key)
  values (p_idempotency_key, p_client_key, p_net_key);
  return true;
end
$$;

comment on function public.take_contact_slot(text, text, text, integer, integer, interval) is
  'Counts a service request against its visitor''s limit and its IPv6 /48''s; false when either is used up. A key is honoured three times, for its first client only. Called by send-contact-form.';

revoke all on function public.take_contact_slot(text, text, text, integer, integer, interval)
  from public, anon, authenticated;
grant execute on function public.take_contact_slot(text, text, text, integer, integer, interval)
  to service_role;

-- The old signature, for a function deployed before this migration: same rules, no /48 tier.
create or replace function public.take_contact_slot(
  p_client_key text,
  p_idempotency_key text,
  p_limit integer,
  p_window interval
) returns boolean
language sql
set search_path = ''
as $$
  select public.take_contact_slot(p_client_key, null, p_idempotency_key, p_limit, null, p_window);
$$;

grant update on table public.contact_rate_hits to service_role;

-- 3. One confirmation per recipient per 24 hours.
create table if not exists public.contact_confirmation_recipients (
  recipient_key text not null,
  claimed_at timestamptz not null default now(),

  constraint contact_confirmation_recipients_pkey primary key (recipient_key),
  constraint contact_confirmation_recipients_key_format check (recipient_key ~ '^[0-9a-f]{64}$')
);

comment on table public.contact_confirmation_recipients is
  'One row per address sent a customer confirmation in the last 24 hours; older rows are deleted by the next claim and by the daily purge.';
comment on column public.contact_confirmation_recipients.recipient_key is
  'Keyed hash (HMAC-SHA256 under CONTACT_FUNCTION_SECRET) of the normalized address; never the address.';

create index if not exists contact_confirmation_recipients_claimed_at_idx
  on public.contact_confirmation_recipients (claimed_at);

alter table public.contact_confirmation_recipients enable row level security;
revoke all on table public.contact_confirmation_recipients from anon, authenticated;
grant select, insert, update, delete on table public.contact_confirmation_recipients to service_role;

-- True for the one caller that may send this address a confirmation now: no other was claimed for
-- it within p_window. Deletes every claim older than the window first.
create or replace function public.claim_confirmation_recipient(
  p_recipient_key text,
  p_window interval default interval '24 hours'
) returns boolean
language plpgsql
set search_path = ''
as $$
declare
  claimed integer;
begin
  delete from public.contact_confirmation_recipients where claimed_at < now() - p_window;
  insert into public.contact_confirmation_recipients (recipient_key)
  values (p_recipient_key)
  on conflict (recipient_key) do nothing;
  get diagnostics claimed = row_count;
  return claimed = 1;
end
$$;

comment on function public.claim_confirmation_recipient(text, interval) is
  'Claims the one customer confirmation an address may get per window (24 hours); false when it already had one. Called by send-contact-form.';

revoke all on function public.claim_confirmation_recipient(text, interval) from public, anon, authenticated;
grant execute on function public.claim_confirmation_recipient(text, interval) to service_role;

-- The daily purge (20261209120000_contact_request_retention.sql) as it was, plus the recipient
-- claims over 24 hours old: a quiet day leaves them for no claim to delete. Same signature and
-- columns, so pg_cron's job and the retention tests call it unchanged.
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

  -- The Privacy Policy says a recipient's hash is kept 24 hours.
  delete from public.contact_confirmation_recipients where claimed_at < now() - interval '24 hours';

  return query select requests, hits;
end;
$$;

comment on function public.purge_expired_contact_requests(interval) is
  'Deletes service requests older than keep_requests (24 months, as the Privacy Policy says), rate-limit rows over an hour old and confirmation recipients over 24 hours old. Run daily by pg_cron (job purge-expired-contact-requests).';

revoke all on function public.purge_expired_contact_requests(interval) from public, anon, authenticated;
grant execute on function public.purge_expired_contact_requests(interval) to service_role;
