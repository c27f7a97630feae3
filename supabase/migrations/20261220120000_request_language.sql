-- Issue 57, a request sent in Spanish (docs/edge-function.md, "A request in Spanish"):
--   1. the request keeps the language of the page it was sent from, so the office calls back in
--      it and the customer's confirmation is written in it;
--   2. the consent record keeps the language of the words the visitor read, and a Spanish
--      version of those words ("2026-12-20-es") fits the wording version's shape.

-- 1. Every request stored before this migration came from an English page (the site had no
-- other), so 'en' is true of them; a constant default fills them without rewriting the table
-- (PostgreSQL 11 and later).
alter table public.contact_requests
  add column if not exists language text not null default 'en',
  drop constraint if exists contact_requests_language_check,
  add constraint contact_requests_language_check check (language in ('en', 'es'));

comment on column public.contact_requests.language is
  'The language of the page the request was sent from: en or es. Spanish: call back in Spanish; the confirmation was written in Spanish.';

-- 2. The words' versions live in supabase/functions/_shared/consent-wording.ts; a Spanish
-- version is its own entry, named by its date and "-es". The version alone already names words
-- in one language; the column says it where the record is read (a carrier's or a court's
-- question, the office texting a reminder years after the request was purged) without the
-- module, and the check keeps the two from disagreeing: '-es' versions are Spanish, the others
-- English. Records from before this migration hold English versions: 'en' is true of them.
alter table public.text_consents
  drop constraint if exists text_consents_wording_version_format,
  add constraint text_consents_wording_version_format
    check (wording_version ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}(-es)?$'),
  add column if not exists language text not null default 'en',
  drop constraint if exists text_consents_language_check,
  add constraint text_consents_language_check check (language in ('en', 'es')),
  drop constraint if exists text_consents_language_of_wording,
  add constraint text_consents_language_of_wording
    check ((language = 'es') = (wording_version like '%-es'));

comment on column public.text_consents.language is
  'The language of the words the visitor read and agreed to (en or es): the language of wording_version.';
comment on column public.text_consents.wording_version is
  'The version of the two boxes'' wording the form showed ("2026-12-16", or "2026-12-20-es" in Spanish): its text is in supabase/functions/_shared/consent-wording.ts.';
