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
