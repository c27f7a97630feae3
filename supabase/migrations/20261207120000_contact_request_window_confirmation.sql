-- Issue 26: what a request now carries besides the seed's ten fields, and the short reference
-- the customer and the office share. Every new column is nullable, so rows stored before this
-- migration stay exactly as they were (no e-mail, first available, no confirmation).

alter table public.contact_requests
  add column if not exists customer_email text,
  add column if not exists arrival_window text,
  add column if not exists arrival_window_label text,
  add column if not exists arrival_window_starts_at timestamptz,
  add column if not exists arrival_window_ends_at timestamptz,
  add column if not exists confirmation_claimed_at timestamptz,
  add column if not exists confirmation_sent_at timestamptz;

alter table public.contact_requests
  -- Mirrors contactSchema's e-mail rule loosely: the schema gives the visitor the message.
  add constraint contact_requests_customer_email_format
    check (char_length(customer_email) <= 254 and customer_email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  -- The value the form posts (supabase/functions/_shared/arrival-window-value.ts).
  add constraint contact_requests_arrival_window_format
    check (arrival_window ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}:(am|pm)$'),
  add constraint contact_requests_arrival_window_label_length
    check (char_length(arrival_window_label) between 1 and 100),
  -- A window is stored whole or not at all, and ends after it starts.
  add constraint contact_requests_arrival_window_whole check (
    (arrival_window is null) = (arrival_window_label is null)
    and (arrival_window is null) = (arrival_window_starts_at is null)
    and (arrival_window is null) = (arrival_window_ends_at is null)
    and (arrival_window_ends_at is null or arrival_window_ends_at > arrival_window_starts_at)
  ),
  -- A confirmation goes only to a customer who gave an address, and is claimed before it is sent.
  add constraint contact_requests_confirmation_needs_email
    check (confirmation_claimed_at is null or customer_email is not null),
  add constraint contact_requests_confirmation_claimed_first
    check (confirmation_sent_at is null or confirmation_claimed_at is not null);

comment on column public.contact_requests.customer_email is
  'The customer''s own e-mail, optional; the confirmation goes there.';
comment on column public.contact_requests.arrival_window is
  'Preferred arrival window as posted, e.g. 2026-12-01:am (office''s calendar date, morning or afternoon); null means first available. A preference the office confirms by phone.';
comment on column public.contact_requests.arrival_window_label is
  'The same window as the customer saw it, in Arizona time, e.g. "Tuesday, Dec 1, 7–11 am".';
comment on column public.contact_requests.confirmation_claimed_at is
  'Set, once, by the function just before it sends the customer''s confirmation: a retried request never sends a second one.';
comment on column public.contact_requests.confirmation_sent_at is
  'When the e-mail provider accepted the confirmation. Claimed but not sent means it failed; the request itself was stored and the office told all the same.';

-- The reference a customer reads out ("EVP-7K3QM"), the same as requestReference() in
-- supabase/functions/_shared/request-reference.ts: five symbols from the id's last 25 bits,
-- in an alphabet without 0/O or 1/I. Find a request with
--   select * from public.contact_requests where public.contact_request_reference(id) = 'EVP-7K3QM';
create or replace function public.contact_request_reference(request_id uuid)
returns text
language sql
immutable
strict
parallel safe
as $$
  select 'EVP-' || string_agg(
    substr(
      '23456789ABCDEFGHJKLMNPQRSTUVWXYZ',
      (((('x' || right(replace(request_id::text, '-', ''), 8))::bit(32)::bigint) >> (20 - 5 * i)) & 31)::int + 1,
      1
    ),
    '' order by i
  )
  from generate_series(0, 4) as i
$$;

comment on function public.contact_request_reference(uuid) is
  'Short reference of a request as the customer and the office see it, e.g. EVP-7K3QM.';

create index if not exists contact_requests_reference_idx
  on public.contact_requests (public.contact_request_reference(id));

-- Browsers have no business with requests (see 20261122140000): the function is for the
-- owner and the service role only.
revoke all on function public.contact_request_reference(uuid) from public, anon, authenticated;
grant execute on function public.contact_request_reference(uuid) to service_role;
