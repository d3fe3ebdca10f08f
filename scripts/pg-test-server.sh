#!/usr/bin/env bash
# A throwaway PostgreSQL server for tests, the load script and CI: no systemd, no password, fsync off.
#   scripts/pg-test-server.sh start DIR PORT   initdb DIR (if new), start on 127.0.0.1:PORT, print the URL
#   scripts/pg-test-server.sh stop DIR         fast shutdown (the data folder is left to the caller)
#   scripts/pg-test-server.sh run PORT CMD...  start in a temp folder, export PG_TEST_URL, run CMD, stop
# The Debian package (postgresql, version 15 here) is installed when missing and we are root;
# otherwise one line names the command that installs it.
set -euo pipefail

find_bin() {
  if command -v pg_ctl >/dev/null 2>&1 && command -v initdb >/dev/null 2>&1; then
    dirname "$(command -v pg_ctl)"
    return
  fi
  local d
  for d in /usr/lib/postgresql/*/bin; do
    if [ -x "$d/pg_ctl" ]; then echo "$d"; return; fi
  done
}

BIN="$(find_bin || true)"
if [ -z "$BIN" ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
    BIN="$(find_bin)"
  else
    echo "PostgreSQL is missing: install it with 'sudo apt-get install -y postgresql'" >&2
    exit 3
  fi
fi

# initdb and the server refuse to run as root: as root, run them as the postgres user.
as_pg() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

start() {
  local dir="$1" port="$2"
  mkdir -p "$dir"
  if [ "$(id -u)" = 0 ]; then chown postgres "$dir"; chmod 700 "$dir"; fi
  if [ ! -f "$dir/PG_VERSION" ]; then
    as_pg "$BIN/initdb" --no-sync -A trust -U postgres -E UTF8 --locale=C -D "$dir" >"$dir.initdb.log" 2>&1 \
      || { cat "$dir.initdb.log" >&2; exit 1; }
  fi
  as_pg "$BIN/pg_ctl" -w -t 60 -D "$dir" -l "$dir/server.log" \
    -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
    start >/dev/null || { cat "$dir/server.log" >&2; exit 1; }
  echo "postgresql://postgres@127.0.0.1:$port/postgres"
}

stop() {
  local dir="$1"
  [ -f "$dir/postmaster.pid" ] && as_pg "$BIN/pg_ctl" -D "$dir" -m fast -w stop >/dev/null 2>&1 || true
}

case "${1:-}" in
  start) start "$2" "$3" ;;
  stop) stop "$2" ;;
  run)
    port="$2"; shift 2
    base="$(mktemp -d)"
    if [ "$(id -u)" = 0 ]; then chmod 755 "$base"; fi
    trap 'stop "$base/pg"; rm -rf "$base"' EXIT
    PG_TEST_URL="$(start "$base/pg" "$port")"
    export PG_TEST_URL
    "$@"
    ;;
  *) echo "usage: $0 start DIR PORT | stop DIR | run PORT CMD..." >&2; exit 2 ;;
esac
