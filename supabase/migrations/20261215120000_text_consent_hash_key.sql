-- Issue 53: the text-consent record's address hash gets a key of its own, and names it.
--
-- Until now client_key_hash was the X-Client-Key: an HMAC of the visitor's address under
-- CONTACT_FUNCTION_SECRET, the bearer secret every call from the site carries. Whoever held that
-- secret could turn four years of records back into IPv4 addresses, and rotating it left the
-- old hashes proving nothing. From now on the site hashes the address under CONSENT_HASH_KEY,
-- which no request carries, and sends the key's id with the hash (lib/contact/consent-address.ts):
-- the first 16 hex digits of the key's SHA-256. The operator keeps every key that a record
-- names, so a record stays verifiable after the key changes (docs/edge-function.md, "Rotating
-- CONSENT_HASH_KEY").

alter table public.text_consents add column if not exists hash_key_id text;

-- The records written before: their hash is under CONTACT_FUNCTION_SECRET (with the rate
-- limit's prefix), named by this label rather than a fingerprint the operator cannot recompute
-- once that secret has changed.
update public.text_consents
set hash_key_id = 'contact-function-secret'
where client_key_hash is not null and hash_key_id is null;

alter table public.text_consents
  drop constraint if exists text_consents_hash_key_id_format,
  add constraint text_consents_hash_key_id_format check (
    hash_key_id ~ '^([0-9a-f]{16}|contact-function-secret)$'
  ),
  -- A key id names the key of a hash: never one without the other's hash. (A hash without a key
  -- id can still come from a function deployed before this migration, in the minutes between
  -- `db push` and `functions deploy`: that hash is under CONTACT_FUNCTION_SECRET, like the
  -- labelled ones.)
  drop constraint if exists text_consents_hash_key_id_needs_hash,
  add constraint text_consents_hash_key_id_needs_hash check (
    hash_key_id is null or client_key_hash is not null
  );

comment on column public.text_consents.client_key_hash is
  'HMAC-SHA256 of the visitor''s address (an IPv6 address''s /64) under the key hash_key_id names. Null when the site could not tell visitors apart or held no CONSENT_HASH_KEY.';
comment on column public.text_consents.hash_key_id is
  'Which key client_key_hash is under: the first 16 hex digits of CONSENT_HASH_KEY''s SHA-256, or contact-function-secret for records written before 20261215120000 (an X-Client-Key under CONTACT_FUNCTION_SECRET).';
