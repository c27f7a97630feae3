#!/usr/bin/env bash
# Database checks against the throwaway PostgreSQL 15 that scripts/with-postgres.sh starts:
#   npm run test:db   (= bash scripts/with-postgres.sh bash scripts/db-tests.sh)
# Set-up first (Supabase-like roles, then every migration in order), then one section per check.
# To add a check, append a section at the end: `section "what it checks"` and its commands.
# Any failing command fails the run (set -e; psql with ON_ERROR_STOP).
set -euo pipefail
cd "$(dirname "$0")/.."

: "${DATABASE_URL:?DATABASE_URL is not set: run through scripts/with-postgres.sh (npm run test:db)}"
export DATABASE_URL

PSQL=(psql "$DATABASE_URL" --no-psqlrc --quiet -v ON_ERROR_STOP=1)
DENO=node_modules/.bin/deno
DENO_FLAGS=(--config supabase/functions/deno.json)

section() { printf '\n== db-tests: %s\n' "$1"; }

# A database of its own that held rows before migration <before>: the bootstrap, every migration
# before it, the fixture's rows, then the rest, then the test file. Usage:
#   upgraded_db <database> <fixture.sql> <before: a migration's timestamp> <test.sql>
upgraded_db() {
  local db=$1 fixture=$2 before=$3 test=$4 loaded=""
  local url="${DATABASE_URL%/*}/$db"
  "${PSQL[@]}" -c "drop database if exists $db" -c "create database $db"
  local target=(psql "$url" --no-psqlrc --quiet -v ON_ERROR_STOP=1)
  "${target[@]}" -f supabase/tests/bootstrap.sql
  for migration in supabase/migrations/*.sql; do
    if [ -z "$loaded" ] && [[ ! "$(basename "$migration")" < "$before" ]]; then
      "${target[@]}" -f "$fixture"
      loaded=1
    fi
    echo "applying $migration"
    "${target[@]}" -f "$migration"
  done
  "${target[@]}" -f "$test"
}

section "bootstrap: Supabase roles and default grants"
"${PSQL[@]}" -f supabase/tests/bootstrap.sql

section "migrations"
for migration in supabase/migrations/*.sql; do
  echo "applying $migration"
  "${PSQL[@]}" -f "$migration"
done

section "contact_requests: roles, row-level security, constraints"
"${PSQL[@]}" -f supabase/tests/contact_requests.test.sql

section "send-contact-form: type check and deno test against the database"
"$DENO" check "${DENO_FLAGS[@]}" supabase/functions/send-contact-form/index.ts \
  supabase/functions/send-contact-form/e2e-server.ts
"$DENO" test "${DENO_FLAGS[@]}" --allow-net=127.0.0.1 --allow-env --allow-read \
  supabase/functions/

section "blogs: seed posts, then row-level security as the anon and authenticated roles"
"${PSQL[@]}" -o /dev/null -f supabase/seed.sql
"${PSQL[@]}" -f supabase/tests/blogs_rls.test.sql

section "blogs: full-text search and scheduled publishing, at 1,500 posts"
# The file's auto_explain output (stderr) is the search plan; it must use the GIN index.
SEARCH_LOG=$(mktemp)
"${PSQL[@]}" -f supabase/tests/blogs_search_schedule.test.sql 2> >(tee "$SEARCH_LOG" >&2)
SEARCH_PLAN=$(grep -E 'Scan' "$SEARCH_LOG" || true)
rm -f "$SEARCH_LOG"
printf 'search plan at 1,500 posts:\n%s\n' "$SEARCH_PLAN"
if ! grep -q 'Bitmap Index Scan on blogs_fts_idx' <<<"$SEARCH_PLAN" \
  || grep -q 'Seq Scan on blogs' <<<"$SEARCH_PLAN"; then
  echo "db-tests: the search does not use blogs_fts_idx at 1,500 posts" >&2
  exit 1
fi

section "blogs: the migrations upgrade the old site's dashboard-made table, keeping its rows"
# A second database shaped like the live project before the upgrade (docs/blog.md).
LEGACY_URL="${DATABASE_URL%/*}/legacy_blogs"
"${PSQL[@]}" -c "drop database if exists legacy_blogs" -c "create database legacy_blogs"
LEGACY=(psql "$LEGACY_URL" --no-psqlrc --quiet -v ON_ERROR_STOP=1)
"${LEGACY[@]}" -f supabase/tests/bootstrap.sql
"${LEGACY[@]}" -f supabase/tests/legacy_blogs.fixture.sql
for migration in supabase/migrations/*.sql; do
  echo "applying $migration"
  "${LEGACY[@]}" -f "$migration"
done
"${LEGACY[@]}" -f supabase/tests/legacy_blogs.test.sql

section "contact_requests: the office e-mail's state (20261204120000), from empty and over existing rows"
"${PSQL[@]}" -f supabase/tests/contact_notify_status.test.sql
# A third database holding requests stored before the migration (docs/edge-function.md).
upgraded_db legacy_contacts supabase/tests/contact_notify_status_upgrade.fixture.sql \
  20261204120000 supabase/tests/contact_notify_status_upgrade.test.sql

section "contact_requests: migration 20261207120000 (e-mail, arrival window, confirmation, reference)"
# On the database every migration was applied to while empty (above)...
"${PSQL[@]}" -f supabase/tests/contact_requests_window.test.sql
# ...and on one that held requests before it: migrate up to just before, store, then the rest.
upgraded_db window_upgrade supabase/tests/contact_requests_window_upgrade.fixture.sql \
  20261207120000 supabase/tests/contact_requests_window_upgrade.test.sql

section "blogs: the publishing cron's watermark claims each scheduled post once"
"${PSQL[@]}" -f supabase/tests/blog_publish_watermark.test.sql

section "blogs: search while typing (prefix of the last word), the cases both backends share"
# The database holds the migrations and the seed here: every test file before rolled back.
"${PSQL[@]}" -f supabase/tests/blogs_search_typing.test.sql

section "blogs: a post is dated by the moment it goes live; times without an offset are Arizona's"
"${PSQL[@]}" -f supabase/tests/blogs_publish_dates.test.sql

# The months the Privacy Policy promises (content/legal.ts), which the purge that runs must keep.
RETENTION_MONTHS=$(sed -n 's/^export const REQUEST_RETENTION_MONTHS = \([0-9][0-9]*\);$/\1/p' content/legal.ts)
if [ -z "$RETENTION_MONTHS" ]; then
  echo "db-tests: no 'export const REQUEST_RETENTION_MONTHS = <months>;' in content/legal.ts" >&2
  exit 1
fi
section "contact_requests: the retention purge (20261209120000, 20261211120000): the policy's $RETENTION_MONTHS months, a minute either side; scheduled where pg_cron is"
"${PSQL[@]}" -v retention_months="$RETENTION_MONTHS" -f supabase/tests/contact_request_retention.test.sql
# A database with pg_cron's stand-in before the migrations (this cluster has no pg_cron): the
# migration schedules the daily purge itself, and once when it is applied again.
CRON_URL="${DATABASE_URL%/*}/retention_cron"
"${PSQL[@]}" -c "drop database if exists retention_cron" -c "create database retention_cron"
CRON=(psql "$CRON_URL" --no-psqlrc --quiet -v ON_ERROR_STOP=1)
"${CRON[@]}" -f supabase/tests/bootstrap.sql
"${CRON[@]}" -f supabase/tests/pg_cron_stand_in.fixture.sql
for migration in supabase/migrations/*.sql; do
  echo "applying $migration"
  "${CRON[@]}" -f "$migration"
done
"${CRON[@]}" -f supabase/migrations/20261209120000_contact_request_retention.sql
"${CRON[@]}" -f supabase/tests/contact_request_retention_cron.test.sql

section "text consents (20261211120000, 20261216120000): replies by text need the service-texts box; a consent record outlives its request, stands until a STOP, goes five years after it"
"${PSQL[@]}" -f supabase/tests/text_consents.test.sql

section "request path limits (20261211120000): replays, the /48 tier, one confirmation per recipient a day"
"${PSQL[@]}" -f supabase/tests/request_path_limits.test.sql
# A database whose rate-limit table held rows before the migration changed its primary key.
upgraded_db path_limits_upgrade supabase/tests/request_path_limits_upgrade.fixture.sql \
  20261211120000 supabase/tests/request_path_limits_upgrade.test.sql

section "privacy promises (20261212120000): the purges without pg_cron, the launch check, one person's deletion"
"${PSQL[@]}" -f supabase/tests/privacy_promises.test.sql

section "request photos (20261214120000): a private bucket closed to the browser roles; photos go with their request, through the Storage API"
"${PSQL[@]}" -f supabase/tests/request_photos.test.sql

section "text consent hash key (20261215120000): a record names the key of its address hash; old records labelled"
"${PSQL[@]}" -f supabase/tests/text_consent_hash_key.test.sql
# A database whose consent records were written before the migration.
upgraded_db consent_key_upgrade supabase/tests/text_consent_hash_key.fixture.sql \
  20261215120000 supabase/tests/text_consent_hash_key_upgrade.test.sql

section "consent proof (20261216120000): the name and business name kept with a consent"
"${PSQL[@]}" -f supabase/tests/consent_proof.test.sql

section "request language (20261220120000): a request keeps en or es; a consent record the language of its words"
"${PSQL[@]}" -f supabase/tests/request_language.test.sql
