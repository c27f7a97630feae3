-- The request form's rate limit, shared by every instance of the site. The site's server limits
-- in its own memory first; on a host that runs several instances (Vercel) each has its own
-- memory, so send-contact-form asks this function before it stores a request.
--
-- A visitor is known only by client_key: an HMAC-SHA256 of their IP address under a secret the
-- database never sees (supabase/functions/_shared/rate-limit.ts). No address is stored, and a
-- key cannot be turned back into one without that secret.

create table if not exists public.contact_rate_hits (
  idempotency_key text not null,
  client_key text not null,
  created_at timestamptz not null default now(),

  constraint contact_rate_hits_pkey primary key (idempotency_key),
  constraint contact_rate_hits_client_key_format check (client_key ~ '^[0-9a-f]{64}$')
);

comment on table public.contact_rate_hits is
  'One row per service request counted against a visitor''s limit; rows older than the window are deleted as new ones arrive.';
comment on column public.contact_rate_hits.client_key is
  'Keyed hash of the visitor''s IP address, computed by the site''s server; never the address.';

create index if not exists contact_rate_hits_client_key_idx
  on public.contact_rate_hits (client_key, created_at);
create index if not exists contact_rate_hits_created_at_idx
  on public.contact_rate_hits (created_at);

alter table public.contact_rate_hits enable row level security;
revoke all on table public.contact_rate_hits from anon, authenticated;

-- True when the request may go on: it was counted now, or it was already counted (a retry with
-- the same Idempotency-Key is the same request, never a second one). False past the limit.
-- The advisory lock serialises concurrent requests of one visitor, so two instances cannot both
-- take the last slot.
create or replace function public.take_contact_slot(
  p_client_key text,
  p_idempotency_key text,
  p_limit integer,
  p_window interval
) returns boolean
language plpgsql
set search_path = ''
as $$
declare
  used integer;
begin
  perform pg_advisory_xact_lock(hashtextextended('contact_rate:' || p_client_key, 0));

  if exists (
    select 1 from public.contact_rate_hits where idempotency_key = p_idempotency_key
  ) then
    return true;
  end if;

  delete from public.contact_rate_hits where created_at < now() - p_window;

  select count(*) into used
  from public.contact_rate_hits
  where client_key = p_client_key and created_at >= now() - p_window;
  if used >= p_limit then
    return false;
  end if;

  insert into public.contact_rate_hits (idempotency_key, client_key)
  values (p_idempotency_key, p_client_key);
  return true;
end
$$;

comment on function public.take_contact_slot(text, text, integer, interval) is
  'Counts a service request against its visitor''s limit; false when the visitor has used it up. Called by send-contact-form.';

revoke all on function public.take_contact_slot(text, text, integer, interval) from public, anon, authenticated;
grant execute on function public.take_contact_slot(text, text, integer, interval) to service_role;
grant select, insert, delete on table public.contact_rate_hits to service_role;
