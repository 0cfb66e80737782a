#!/usr/bin/env bash
# Runs a command with a throwaway PostgreSQL cluster and TEST_DATABASE_URL pointing at it:
#
#   apps/api/scripts/with-postgres.sh pnpm --filter @lisa/api test
#
# The cluster (fresh folder under /tmp, owned by the postgres user when run as root, free
# loopback port, removed afterwards) is the same one `npm test` starts: tooling/cli owns it.
set -euo pipefail
root="$(cd "$(dirname "$0")/../../.." && pwd)"
exec node "$root/tooling/cli/lisa.mjs" with-postgres "$@"
