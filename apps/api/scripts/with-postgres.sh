#!/usr/bin/env bash
# Runs a command with a throwaway PostgreSQL 15 cluster and TEST_DATABASE_URL pointing at it:
#
#   apps/api/scripts/with-postgres.sh pnpm --filter @lisa/api test
#
# The cluster lives in a fresh directory under /tmp, belongs to the postgres user (initdb
# refuses to run as root), listens on a free loopback port with its socket in that
# directory, and is stopped and removed when the command ends, whatever its exit status.
# PG_BIN overrides where initdb/pg_ctl live (default /usr/lib/postgresql/15/bin).
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 <command> [args...]" >&2
  exit 2
fi

PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"
if [ ! -x "$PG_BIN/initdb" ]; then
  echo "PostgreSQL binaries not found in $PG_BIN (apt-get install postgresql-15)" >&2
  exit 1
fi

# Free port: ask the kernel for one.
PORT="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
DIR="$(mktemp -d /tmp/pg-lisa-XXXXXX)"
DATA="$DIR/data"
LOG="$DIR/postgres.log"

as_postgres() {
  if [ "$(id -u)" -eq 0 ]; then
    su postgres -s /bin/sh -c "$1"
  else
    sh -c "$1"
  fi
}

if [ "$(id -u)" -eq 0 ]; then chown postgres "$DIR"; fi
chmod 700 "$DIR"

cleanup() {
  as_postgres "'$PG_BIN/pg_ctl' -D '$DATA' -m immediate stop" >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT INT TERM

as_postgres "'$PG_BIN/initdb' -D '$DATA' -U postgres -A trust -E UTF8 --no-locale" >"$DIR/initdb.log" 2>&1 ||
  { cat "$DIR/initdb.log" >&2; exit 1; }
# Throwaway cluster: durability off makes the test suite several times faster.
as_postgres "'$PG_BIN/pg_ctl' -D '$DATA' -w -l '$LOG' -o \"-p $PORT -k '$DIR' -h 127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200\" start" >/dev/null ||
  { cat "$LOG" >&2; exit 1; }
as_postgres "'$PG_BIN/psql' -h '$DIR' -p $PORT -U postgres -q -c 'create database lisa_test'"

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/lisa_test"
echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on port $PORT (TEST_DATABASE_URL=$TEST_DATABASE_URL)" >&2

set +e
"$@"
STATUS=$?
set -e
exit "$STATUS"
