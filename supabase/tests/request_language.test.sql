-- Checks 20261220120000_request_language.sql: a request keeps its language, en or es, English
-- when none is given; a consent record keeps the language of its words, likewise.
-- Run by scripts/db-tests.sh after every migration; one transaction, rolled back.
\set ON_ERROR_STOP on
begin;

insert into public.contact_requests
  (name, phone, preferred_contact, message, address, city, state, zip_code,
   marketing_consent, account_consent, idempotency_key, language)
values
  ('Rosa Spanish', '4805550142', 'call', 'Fuga debajo del lavabo', '1 Main St', 'Mesa', 'AZ',
   '85201', false, false, 'language-es', 'es');
insert into public.contact_requests
  (name, phone, preferred_contact, message, address, city, state, zip_code,
   marketing_consent, account_consent, idempotency_key)
values
  ('Pat Unsaid', '4805550142', 'call', 'Leak under the sink', '1 Main St', 'Mesa', 'AZ',
   '85201', false, false, 'language-unsaid');

do $$
declare
  kept text;
  bad text;
begin
  select language into kept from public.contact_requests where idempotency_key = 'language-es';
  if kept is distinct from 'es' then
    raise exception 'a Spanish request was kept as %', kept;
  end if;
  -- A writer that names no language (the function before this migration) stores English.
  select language into kept from public.contact_requests where idempotency_key = 'language-unsaid';
  if kept is distinct from 'en' then
    raise exception 'a request without a language was kept as %', kept;
  end if;

  -- Only en and es, never null.
  foreach bad in array array['fr', 'ES', 'es-US', ''] loop
    begin
      update public.contact_requests set language = bad where idempotency_key = 'language-es';
      raise exception 'a request took the language %', bad;
    exception when check_violation then
      if sqlerrm not like '%contact_requests_language_check%' then raise; end if;
    end;
  end loop;
  begin
    update public.contact_requests set language = null where idempotency_key = 'language-es';
    raise exception 'a request took no language';
  exception when not_null_violation then null;
  end;
end
$$;

-- The consent records: the Spanish version with its language; an English one without.
insert into public.text_consents
  (phone, marketing_consent, account_consent, wording_version, language)
values ('4805550142', false, true, '2026-12-20', 'es');
insert into public.text_consents (phone, marketing_consent, account_consent, wording_version)
values ('4805550143', false, true, '2026-12-16');

do $$
declare
  kept text;
begin
  select language into kept from public.text_consents where phone = '4805550142';
  if kept is distinct from 'es' then
    raise exception 'the Spanish consent record was kept as %', kept;
  end if;
  -- A writer that names no language (the function before this migration) wrote English words.
  select language into kept from public.text_consents where phone = '4805550143';
  if kept is distinct from 'en' then
    raise exception 'an English consent record without a language was kept as %', kept;
  end if;
  begin
    insert into public.text_consents
      (phone, marketing_consent, account_consent, wording_version, language)
    values ('4805550144', false, true, '2026-12-20', 'es-MX');
    raise exception 'a consent record took the language es-MX';
  exception when check_violation then
    if sqlerrm not like '%text_consents_language_check%' then raise; end if;
  end;
end
$$;

rollback;
