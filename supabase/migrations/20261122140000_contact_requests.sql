-- Service requests sent from the site's two-step form through the send-contact-form Edge Function.
-- The function writes with the database owner's connection (SUPABASE_DB_URL), so no browser role
-- needs any right here: row-level security is on with no policy, and anon/authenticated lose the
-- default grants Supabase gives every new table in public.

create table public.contact_requests (
  id uuid not null default gen_random_uuid(),
  name text not null,
  phone text not null,
  preferred_contact text not null default 'call',
  message text not null,
  address text not null,
  city text not null,
  state text not null,
  zip_code text not null,
  marketing_consent boolean not null default false,
  account_consent boolean not null default false,
  created_at timestamptz not null default now(),
  idempotency_key text not null,
  status text not null default 'new',
  notified_at timestamptz,

  constraint contact_requests_pkey primary key (id),
  constraint contact_requests_idempotency_key_key unique (idempotency_key),
  -- Limits mirror contactSchema (supabase/functions/_shared/contact-schema.ts): the schema gives
  -- visitors friendly messages, these keep a row sane whoever writes it.
  constraint contact_requests_name_length check (char_length(name) between 1 and 100),
  constraint contact_requests_phone_length check (char_length(phone) between 10 and 25),
  constraint contact_requests_preferred_contact_check check (preferred_contact in ('call', 'text')),
  constraint contact_requests_message_length check (char_length(message) between 1 and 2000),
  constraint contact_requests_address_length check (char_length(address) between 1 and 200),
  constraint contact_requests_city_length check (char_length(city) between 1 and 100),
  constraint contact_requests_state_format check (state ~ '^[A-Z]{2}$'),
  constraint contact_requests_zip_code_format check (zip_code ~ '^[0-9]{5}(-[0-9]{4})?$'),
  -- The form refuses to send without at least one SMS consent; so does the table.
  constraint contact_requests_consent_check check (marketing_consent or account_consent),
  constraint contact_requests_idempotency_key_length check (char_length(idempotency_key) between 8 and 100),
  constraint contact_requests_status_check check (status in ('new', 'notify_failed', 'contacted', 'closed', 'spam'))
);

comment on table public.contact_requests is
  'Service requests from the website form, written only by the send-contact-form Edge Function.';
comment on column public.contact_requests.preferred_contact is 'How the customer wants to be reached: call or text.';
comment on column public.contact_requests.marketing_consent is 'Customer agreed to marketing SMS.';
comment on column public.contact_requests.account_consent is 'Customer agreed to account and appointment SMS.';
comment on column public.contact_requests.idempotency_key is
  'Sent by the caller in the Idempotency-Key header; a retried request with the same key is stored once.';
comment on column public.contact_requests.status is
  'new: stored (office e-mailed if notified_at is set); notify_failed: stored but the office e-mail failed, follow up from this table; contacted, closed, spam: set by the office.';
comment on column public.contact_requests.notified_at is 'When the office notification e-mail was accepted by the provider; null if none was sent.';

-- The office works newest first.
create index contact_requests_created_at_idx on public.contact_requests (created_at desc);

alter table public.contact_requests enable row level security;

-- Deliberately no policy: nobody reads or writes requests from a browser. Revoking the grants as
-- well means a future policy cannot expose the table by accident.
revoke all on table public.contact_requests from anon, authenticated;
grant select, insert, update on table public.contact_requests to service_role;
