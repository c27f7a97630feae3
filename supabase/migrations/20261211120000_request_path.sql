-- Issue 40, the request path as outsiders test it, in two parts:
--   1. text-message consent: replies by text need the service-texts box, and every ticked box
--      leaves a consent record kept four years (text_consents);
--   2. limits: an Idempotency-Key honoured three times for its first client only, a /48 tier
--      beside the /64, and one customer confirmation per recipient a day.

-- ============================================================================================
-- Part 1: text-message consent
-- ============================================================================================

-- Issue 40, the request path's text-message consent (docs/request-form.md, "Text-message
-- consent"; docs/privacy-and-terms.md, "Proof of consent"):
--   1. a request that asks for replies by text needs the service-texts box (account_consent);
--      marketing consent alone no longer lets it in;
--   2. every ticked box leaves a consent record (public.text_consents) that outlives the
--      request: the number, the boxes, the wording's version, the time, the page and a keyed hash
--      of the visitor's address, kept four years after the consent was given or stopped.

-- 1. The form, the server action and the function refuse text + marketing only (hasConsent in
-- supabase/functions/_shared/contact-fields.ts); the table keeps the same rule for any writer.
--
-- Rows stored before this migration may hold text + marketing only, under the old rule. Not
-- `not valid`: PostgreSQL checks a `not valid` constraint on every later update, so the office
-- marking such a request contacted, or the sweep recording its e-mail, would fail for the 24
-- months it is kept. The rule binds requests created from now on instead (the cutoff is the
-- moment this migration runs); the old rule (contact_requests_consent_check) still binds every
-- row. Once the purge has deleted every request older than the cutoff, the cutoff changes
-- nothing and may be dropped.
do $$
begin
  execute format(
    'alter table public.contact_requests
       add constraint contact_requests_text_needs_account_consent
       check (preferred_contact = %L or account_consent or created_at < %L::timestamptz)',
    'call', now()
  );
end
$$;

comment on constraint contact_requests_text_needs_account_consent on public.contact_requests is
  'Replies by text need the service-texts (account) consent; requests stored before 20261211120000 keep the old rule.';

-- 2. The consent records. One helper says what a phone number is, for the stored records and
-- for a STOP the office types in any format: its last ten digits ("(480) 555-0187",
-- "+1 480 555 0187" and "4805550187" are one number).
create or replace function public.text_consent_number(phone text)
returns text
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select right(regexp_replace(phone, '[^0-9]', '', 'g'), 10)
$$;

comment on function public.text_consent_number(text) is
  'The last ten digits of a US phone number as typed: how text consents and STOPs are matched.';

create table public.text_consents (
  id uuid not null default gen_random_uuid(),
  -- The request the consent came with, while it is kept: the 24-month purge deletes requests,
  -- and the consent record must outlive it: a texting claim can be brought for four years (the
  -- TCPA names no limit, so courts apply the federal four-year one, 28 U.S.C. § 1658(a), e.g.
  -- Giovanniello v. ALM Media, 726 F.3d 106 (2d Cir. 2013); read in Bordas & Bordas, "The
  -- Statute of Limitations for a TCPA Lawsuit", bordaslaw.com, on 2026-11-27).
  contact_request_id uuid,
  phone text not null,
  phone_number text generated always as (public.text_consent_number(phone)) stored,
  marketing_consent boolean not null,
  account_consent boolean not null,
  wording_version text not null,
  page text,
  client_key_hash text,
  given_at timestamptz not null default now(),
  stopped_at timestamptz,

  constraint text_consents_pkey primary key (id),
  -- One record per request: a redelivery of the same request cannot add a second.
  constraint text_consents_contact_request_id_key unique (contact_request_id),
  constraint text_consents_contact_request_id_fkey foreign key (contact_request_id)
    references public.contact_requests (id) on delete set null,
  constraint text_consents_some_box check (marketing_consent or account_consent),
  constraint text_consents_phone_length check (char_length(phone) between 10 and 25),
  constraint text_consents_phone_number_format check (phone_number ~ '^[2-9][0-9]{2}[2-9][0-9]{6}$'),
  -- The versions themselves live in supabase/functions/_shared/consent-wording.ts, which the
  -- function checks against; a new version must not need a migration, so only the shape here.
  constraint text_consents_wording_version_format check (wording_version ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  -- A path on the site ("/contact"), never another site's address.
  constraint text_consents_page_format check (
    char_length(page) <= 200 and page ~ '^/[A-Za-z0-9._~%/-]*$' and page !~ '^//'
  ),
  constraint text_consents_client_key_hash_format check (client_key_hash ~ '^[0-9a-f]{64}$'),
  constraint text_consents_stopped_after_given check (stopped_at >= given_at)
);

comment on table public.text_consents is
  'Proof of the text-message consents given on the request form, kept four years after the later of given_at and stopped_at. Written by send-contact-form with the request; ended by record_text_stop.';
comment on column public.text_consents.contact_request_id is 'The request it came with; null once the request is deleted.';
comment on column public.text_consents.phone is 'The phone number as the visitor typed it: the number the consent covers.';
comment on column public.text_consents.phone_number is 'Its last ten digits (text_consent_number), how a STOP finds it.';
comment on column public.text_consents.wording_version is
  'The version of the two boxes'' wording the form showed: its text is in supabase/functions/_shared/consent-wording.ts.';
comment on column public.text_consents.page is 'The page of the site the form was sent from.';
comment on column public.text_consents.client_key_hash is
  'The X-Client-Key the site sent: HMAC-SHA256 of the visitor''s IP address under CONTACT_FUNCTION_SECRET. Null when the site could not tell visitors apart.';
comment on column public.text_consents.stopped_at is 'When the office recorded a STOP for this number (record_text_stop); null while the consent stands.';

create index text_consents_live_phone_number_idx on public.text_consents (phone_number)
  where stopped_at is null;

alter table public.text_consents enable row level security;

-- As for contact_requests: no policy, and the browser roles lose the default grants, so no key a
-- browser holds can read or write a consent record.
revoke all on table public.text_consents from anon, authenticated;
grant select, insert on table public.text_consents to service_role;

-- A STOP the office receives (a reply, a call, an e-mail) ends every live consent of that number;
-- answers how many. Stopped records are kept, as proof of the STOP, four years from it. Security
-- definer so that the service role, which may not update records itself, can run it too.
create or replace function public.record_text_stop(phone text)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  number text := public.text_consent_number(phone);
  stopped integer;
begin
  -- A typo would stop nothing and look like success: refuse what is not a US number.
  if number is null or number !~ '^[2-9][0-9]{2}[2-9][0-9]{6}$' then
    raise exception 'record_text_stop: % is not a 10-digit US phone number', phone;
  end if;
  update public.text_consents set stopped_at = now()
  where phone_number = number and stopped_at is null;
  get diagnostics stopped = row_count;
  return stopped;
end;
$$;

comment on function public.record_text_stop(text) is
  'Records a STOP: ends every live text consent of the number (any format); answers how many.';

revoke all on function public.record_text_stop(text) from public, anon, authenticated;
grant execute on function public.record_text_stop(text) to service_role;

-- Deletes the consent records whose later of given_at and stopped_at is more than keep ago;
-- answers how many. Apart from the request purge (20261209120000), whose 24 months are shorter
-- than the four years a texting claim can be brought. Security definer, like that purge.
create or replace function public.purge_expired_text_consents(
  keep interval default interval '4 years'
)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  deleted bigint;
begin
  -- Proof kept for less than the time a claim can be brought is no proof: refuse a shorter
  -- period (a typo such as '4 months' would otherwise delete it).
  if keep is null or keep < interval '4 years' then
    raise exception 'purge_expired_text_consents: keep consent records at least 4 years, not %', keep;
  end if;
  delete from public.text_consents
  where greatest(given_at, coalesce(stopped_at, given_at)) < now() - keep;
  get diagnostics deleted = row_count;
  return deleted;
end;
$$;

comment on function public.purge_expired_text_consents(interval) is
  'Deletes text consent records four years (keep) after the later of given_at and stopped_at, as the Privacy Policy says. Run daily by pg_cron (job purge-expired-text-consents).';

revoke all on function public.purge_expired_text_consents(interval) from public, anon, authenticated;
grant execute on function public.purge_expired_text_consents(interval) to service_role;

-- Schedules that purge daily at 10:27 UTC (3:27 am in Arizona), ten minutes after the request
-- purge, the same way (20261209120000): true when scheduled, false with a notice without
-- pg_cron; after enabling pg_cron, run select public.schedule_text_consent_purge(); once.
create or replace function public.schedule_text_consent_purge()
returns boolean
language plpgsql
set search_path = ''
as $$
begin
  if to_regprocedure('cron.schedule(text,text,text)') is null then
    raise notice 'pg_cron is not enabled: expired text consent records will not be purged. Enable pg_cron, then run select public.schedule_text_consent_purge();';
    return false;
  end if;
  perform cron.schedule(
    'purge-expired-text-consents',
    '27 10 * * *',
    'select public.purge_expired_text_consents()'
  );
  return true;
end;
$$;

comment on function public.schedule_text_consent_purge() is
  'Schedules public.purge_expired_text_consents() daily with pg_cron; false when pg_cron is not enabled.';

revoke all on function public.schedule_text_consent_purge() from public, anon, authenticated, service_role;

do $$
begin
  perform public.schedule_text_consent_purge();
end
$$;

-- ============================================================================================
-- Part 2: limits
-- ============================================================================================

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
