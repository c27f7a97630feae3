-- Checks migration 20261215120000 over records stored before it
-- (text_consent_hash_key.fixture.sql): the one with a hash is labelled as under
-- CONTACT_FUNCTION_SECRET, its hash kept; the one without stays without a key id.
\set ON_ERROR_STOP on
begin;

do $$
declare
  labelled text;
  unlabelled integer;
begin
  select hash_key_id into labelled from public.text_consents
  where phone = '(480) 555-0161' and client_key_hash = repeat('ab', 32);
  if labelled is distinct from 'contact-function-secret' then
    raise exception 'an old record''s hash is labelled %, not contact-function-secret', labelled;
  end if;
  select count(*) into unlabelled from public.text_consents
  where phone = '(480) 555-0162' and client_key_hash is null and hash_key_id is null;
  if unlabelled <> 1 then
    raise exception 'an old record without a hash got a key id, or was lost';
  end if;
end
$$;

rollback;
