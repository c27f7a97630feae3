-- Issue 57, a request sent in Spanish (docs/edge-function.md, "A request in Spanish"):
--   1. the request keeps the language of the page it was sent from, so the office calls back in
--      it and the customer's confirmation is written in it;
--   2. the consent record keeps the language of the words the visitor read.

-- 1. Every request stored before this migration came from an English page (the site had no
-- other), so 'en' is true of them; a constant default fills them without rewriting the table
-- (PostgreSQL 11 and later).
alter table public.contact_requests
  add column if not exists language text not null default 'en',
  drop constraint if exists contact_requests_language_check,
  add constraint contact_requests_language_check check (language in ('en', 'es'));

comment on column public.contact_requests.language is
  'The language of the page the request was sent from: en or es. Spanish: call back in Spanish; the confirmation was written in Spanish.';

-- 2. The consent record: the language of the words the visitor read. A version's id is its date
-- alone (text_consents_wording_version_format), so "2026-12-20" does not say it is the Spanish
-- one: only supabase/functions/_shared/consent-wording.ts (CONSENT_WORDING_LANGUAGES) does. The
-- column says it where the record is read (a carrier's or a court's question, the office texting
-- a reminder after the request itself was purged) without the module. Every record from before
-- this migration holds an English version: 'en' is true of them.
alter table public.text_consents
  add column if not exists language text not null default 'en',
  drop constraint if exists text_consents_language_check,
  add constraint text_consents_language_check check (language in ('en', 'es'));

comment on column public.text_consents.language is
  'The language of the words the visitor read and agreed to (en or es): CONSENT_WORDING_LANGUAGES[wording_version] in supabase/functions/_shared/consent-wording.ts.';
