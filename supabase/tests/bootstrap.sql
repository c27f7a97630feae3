-- Makes a bare PostgreSQL 15 look enough like a Supabase database for the migrations and their
-- tests: the three API roles, and the default grants Supabase gives every new table in public
-- (so a migration's revoke is tested against the grants it really has to take away).
-- Safe to run twice. Not a migration: Supabase projects already have all of this.

do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;

-- gen_random_uuid() is core since PostgreSQL 13; Supabase also ships pgcrypto.
create extension if not exists pgcrypto;

grant usage on schema public to anon, authenticated, service_role;

alter default privileges in schema public
  grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public
  grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public
  grant all on functions to anon, authenticated, service_role;

-- Supabase Storage's tables, as far as the migrations and their tests need them: buckets, and
-- objects with row-level security on (Supabase enables it; the browser roles hold table grants
-- and policies decide). The files themselves live behind the Storage API, not here. Supabase
-- refuses a direct delete from storage.objects ("Use the Storage API instead", storage's
-- protect_delete trigger); the stand-in does the same, so a purge that deleted object rows
-- instead of calling the API fails here as it would there.
create schema if not exists storage;
grant usage on schema storage to anon, authenticated, service_role;

create table if not exists storage.buckets (
  id text primary key,
  name text not null unique,
  public boolean not null default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  created_at timestamptz not null default now()
);

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  metadata jsonb,
  created_at timestamptz not null default now(),
  unique (bucket_id, name)
);

alter table storage.objects enable row level security;
alter table storage.buckets enable row level security;
grant all on storage.objects, storage.buckets to anon, authenticated, service_role;

create or replace function storage.protect_delete()
returns trigger
language plpgsql
as $$
begin
  if coalesce(current_setting('storage.allow_delete_query', true), 'false') <> 'true' then
    raise exception 'Direct deletion from storage tables is not allowed. Use the Storage API instead.'
      using errcode = '42501';
  end if;
  return null;
end;
$$;

drop trigger if exists protect_objects_delete on storage.objects;
create trigger protect_objects_delete
  before delete on storage.objects
  for each statement execute function storage.protect_delete();
