-- Checks 20261216120000_consent_proof.sql's record: the name the visitor typed and the business
-- name filled into the words are kept, within their lengths (the purge's new rule is section 4
-- of text_consents.test.sql, the launch check's request_photos row privacy_promises.test.sql).
-- Run by scripts/db-tests.sh after every migration; one transaction, rolled back.
\set ON_ERROR_STOP on
begin;

delete from public.text_consents;

insert into public.text_consents
  (phone, marketing_consent, account_consent, wording_version, visitor_name, business_name)
values ('4805550142', true, true, '2026-12-16', 'Pat Walker', 'East Valley Plumbing');

do $$
declare
  kept record;
begin
  select visitor_name, business_name into kept from public.text_consents;
  if kept.visitor_name <> 'Pat Walker' or kept.business_name <> 'East Valley Plumbing' then
    raise exception 'the record keeps % and %', kept.visitor_name, kept.business_name;
  end if;
  -- Neither can be blank, nor longer than the form allows.
  begin
    insert into public.text_consents
      (phone, marketing_consent, account_consent, wording_version, visitor_name)
    values ('4805550142', true, true, '2026-12-16', '');
    raise exception 'a blank name was kept';
  exception when check_violation then null;
  end;
  begin
    insert into public.text_consents
      (phone, marketing_consent, account_consent, wording_version, business_name)
    values ('4805550142', true, true, '2026-12-16', repeat('x', 201));
    raise exception 'a 201-character business name was kept';
  exception when check_violation then null;
  end;
end
$$;

rollback;
