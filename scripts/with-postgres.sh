#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL 15 cluster: initdb in a temp folder, start on a
# loopback port, export DATABASE_URL, run "$@", stop and delete the cluster whatever happens.
# initdb refuses root, so as root the cluster runs as the postgres user.
set -euo pipefail

PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
PORT=${PG_TEST_PORT:-54329}

if [ ! -x "$PG_BIN/initdb" ]; then
  echo "with-postgres: $PG_BIN/initdb is missing, installing postgresql-15…"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql-15 >/dev/null
fi

as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

DIR=$(mktemp -d /tmp/pg-test.XXXXXX)
[ "$(id -u)" = 0 ] && chown postgres "$DIR"

cleanup() {
  as_owner "$PG_BIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT

as_owner "$PG_BIN/initdb" -D "$DIR/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
as_owner "$PG_BIN/pg_ctl" -D "$DIR/data" -l "$DIR/log" -w \
  -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null

export DATABASE_URL="postgresql://postgres@127.0.0.1:$PORT/postgres"
echo "with-postgres: PostgreSQL 15 on 127.0.0.1:$PORT"
"$@"
