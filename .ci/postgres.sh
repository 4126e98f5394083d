#!/usr/bin/env bash
# Sourced by .ci/run: starts a throwaway PostgreSQL cluster on 127.0.0.1:55432 (trust auth, data in
# a temporary folder) and exports DATABASE_URL for the test run. `stop_test_postgres` stops it.
pg_bin="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"
pg_data="$(mktemp -d /tmp/canvass-pg.XXXXXX)"
pg_port=55432
chown postgres "$pg_data"
su postgres -c "'$pg_bin/initdb' -D '$pg_data' -A trust -U postgres --no-instructions" >/dev/null
# A throwaway cluster needs no durability: without fsync, each test file's `CREATE DATABASE …
# TEMPLATE` copy and `DROP DATABASE` no longer wait for the disk (decision 0054). Commits stay
# synchronous: with `synchronous_commit=off` a VACUUM right after the seed cannot mark the
# just-committed rows all-visible (their hint bits wait for the WAL flush), so the plans the seed
# test checks (an index-only count) change.
pg_options="-c fsync=off -c full_page_writes=off"
# The server's processes count in a cgroup of their own when .ci/run made one (CANVASS_CPU_CGROUP).
(
  [ -z "${CANVASS_CPU_CGROUP:-}" ] || cpu_cgroup_join "$CANVASS_CPU_CGROUP/postgres" "$BASHPID" || true
  su postgres -c "'$pg_bin/pg_ctl' -D '$pg_data' -l '$pg_data/server.log' -w \
    -o '-p $pg_port -k /tmp -c listen_addresses=127.0.0.1 $pg_options' start" >/dev/null
)
su postgres -c "'$pg_bin/createdb' -h 127.0.0.1 -p $pg_port -U postgres canvass_test"
export DATABASE_URL="postgres://postgres@127.0.0.1:${pg_port}/canvass_test"
echo "ci: PostgreSQL $("$pg_bin/postgres" --version | awk '{print $3}') on 127.0.0.1:${pg_port}"

stop_test_postgres() {
  su postgres -c "'$pg_bin/pg_ctl' -D '$pg_data' -m fast -w stop" >/dev/null 2>&1 || true
  rm -rf "$pg_data"
}
