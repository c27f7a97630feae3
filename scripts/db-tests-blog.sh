#!/usr/bin/env bash
# Database checks of the blog: applies a minimal Supabase-like role bootstrap, the blogs
# migration, supabase/seed.sql and supabase/tests/blogs_rls.test.sql to the database in
# DATABASE_URL. Run through the throwaway cluster: npm run test:db:blog
set -euo pipefail
cd "$(dirname "$0")/.."
: "${DATABASE_URL:?DATABASE_URL is not set; run through scripts/with-postgres.sh}"

run() { psql "$DATABASE_URL" -X -q -v ON_ERROR_STOP=1 "$@"; }

# The roles PostgREST switches to, and Supabase's default of granting every new table in
# public to them: the migration has to take those grants back itself.
run <<'SQL'
do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end $$;
grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
SQL

for migration in supabase/migrations/*_create_blogs.sql; do
  echo "db-tests-blog: applying $migration"
  run -f "$migration"
done
echo "db-tests-blog: loading supabase/seed.sql"
run -o /dev/null -f supabase/seed.sql
run -f supabase/tests/blogs_rls.test.sql
