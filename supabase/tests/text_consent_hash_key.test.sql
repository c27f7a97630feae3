-- Checks migration 20261215120000_text_consent_hash_key.sql on an empty table: a record names
-- the key of its address hash (a 16-hex fingerprint, or the label of the records from before),
-- and never a key without a hash. Run by scripts/db-tests.sh after every migration. Every
-- check raises an exception on failure; everything runs in one transaction that is rolled back.
\set ON_ERROR_STOP on
begin;

-- 1. What the function writes: a hash with its key's id, or neither.
insert into public.text_consents
  (phone, marketing_consent, account_consent, wording_version, page, client_key_hash, hash_key_id)
values
  ('(480) 555-0171', false, true, '2026-12-11', '/contact', repeat('cd', 32), '0123456789abcdef'),
  ('(480) 555-0172', false, true, '2026-12-11', '/contact', null, null);

-- 2. Refused: a key id without a hash, a key id that is neither a fingerprint nor the label.
do $$
declare
  bad record;
begin
  for bad in
    select * from (values
      ('a key id without a hash', null::text, '0123456789abcdef'),
      ('a key id of 15 digits', repeat('cd', 32), '0123456789abcde'),
      ('a key id in capitals', repeat('cd', 32), '0123456789ABCDEF'),
      ('the key itself as its id', repeat('cd', 32), repeat('9', 64)),
      ('another label', repeat('cd', 32), 'cron-secret')
    ) as t (label, hash, key_id)
  loop
    begin
      insert into public.text_consents
        (phone, marketing_consent, account_consent, wording_version, page, client_key_hash, hash_key_id)
      values ('(480) 555-0173', false, true, '2026-12-11', '/contact', bad.hash, bad.key_id);
      raise exception 'a consent record with % was stored', bad.label;
    exception when check_violation then
      if sqlerrm not like '%text_consents_hash_key_id_%' then
        raise;
      end if;
    end;
  end loop;
end
$$;

-- 3. The browser roles still reach nothing; the service role may read the new column.
do $$
begin
  if has_column_privilege('anon', 'public.text_consents', 'hash_key_id', 'select')
    or has_column_privilege('authenticated', 'public.text_consents', 'hash_key_id', 'select') then
    raise exception 'a browser role can read hash_key_id';
  end if;
  if not has_column_privilege('service_role', 'public.text_consents', 'hash_key_id', 'select,insert') then
    raise exception 'the service role cannot read or write hash_key_id';
  end if;
end
$$;

rollback;
