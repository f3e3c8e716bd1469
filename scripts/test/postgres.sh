#!/usr/bin/env bash
# Makes sure PostgreSQL's server binaries are here for the tests that start a throw-away cluster
# (scripts/test/pg-cluster.ts): PG_BIN, Debian's /usr/lib/postgresql/<version>/bin, or pg_ctl on PATH. As root on Debian
# it installs the `postgresql` package; otherwise it says how and fails (the PostgreSQL half of the tests cannot be
# skipped silently).
find_pg_bin() {
  if [ -n "${PG_BIN:-}" ] && [ -x "$PG_BIN/pg_ctl" ]; then return 0; fi
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  if [ -n "$dir" ] && [ -x "$dir/pg_ctl" ]; then export PG_BIN="$dir"; return 0; fi
  if command -v pg_ctl >/dev/null 2>&1; then PG_BIN=$(dirname "$(command -v pg_ctl)"); export PG_BIN; return 0; fi
  return 1
}

if ! find_pg_bin; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "PostgreSQL이 없어 Debian 패키지 postgresql을 설치합니다…"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq </dev/null >/dev/null
    apt-get install -y -qq --no-install-recommends postgresql </dev/null >/dev/null
    # The package starts a cluster of its own on 5432; the tests start theirs and need nothing else running.
    (command -v pg_ctlcluster >/dev/null && pg_lsclusters -h 2>/dev/null | awk '{print $1, $2}' | while read -r v c; do pg_ctlcluster "$v" "$c" stop || true; done) >/dev/null 2>&1 || true
    find_pg_bin || { echo "postgresql 설치에 실패했습니다." >&2; exit 1; }
  else
    echo "PostgreSQL 서버를 찾을 수 없습니다. 다음 중 하나를 하세요:" >&2
    echo "  - Debian/Ubuntu: sudo apt-get install postgresql" >&2
    echo "  - pg_ctl이 있는 폴더를 PG_BIN 환경 변수로 지정" >&2
    exit 1
  fi
fi
echo "PostgreSQL: $PG_BIN"
