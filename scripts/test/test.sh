#!/usr/bin/env bash
# `npm test`: type check, lint, unit tests and the engine's API tests (PGlite), the API tests on PostgreSQL, production build,
# end-to-end tests in Chromium (with axe on every route and a keyboard walk), page-weight budgets and Lighthouse
# (tests/perf), story tests.
# Ends with one line "N passed, N failed" counting every test case that ran.
set -uo pipefail
cd "$(dirname "$0")/../.."
export NO_COLOR=1 FORCE_COLOR=0 ASTRO_TELEMETRY_DISABLED=1
source scripts/test/chromium.sh || exit 1
rm -rf test-results && mkdir -p test-results

failed_steps=()
step() {
  local name=$1; shift
  local t0=$SECONDS
  echo; echo "▶ $name"
  if "$@"; then echo "✔ $name ($((SECONDS - t0))s)"; else echo "✘ $name ($((SECONDS - t0))s)"; failed_steps+=("$name"); fi
}

step "panda codegen" panda codegen --silent
step "type check" astro check --minimumSeverity warning
step "lint" eslint . --max-warnings 0
# Which folder may import which, and no import cycles (.dependency-cruiser.cjs; ARCHITECTURE.md "Layers").
step "layer rules" depcruise src scripts tests --config .dependency-cruiser.cjs --output-type err-long
step "format" prettier --check . --log-level warn
# The API suite runs whole on PostgreSQL (production's engine, next step). On PGlite (the demo's engine, which the
# end-to-end, budget, crash and story steps run on besides) it runs the unit tests and the API tests whose outcome
# depends on the engine: migrations, triggers and the counts they keep, concurrency, backups, streaming memory.
# `npm run test:unit` alone still runs every API test on PGlite.
engine_tests=(
  tests/api/db.test.ts tests/api/postgres.test.ts tests/api/backup.test.ts tests/api/concurrency.test.ts
  tests/api/record-counts.test.ts tests/api/settlement-totals.test.ts tests/api/admin-audit.test.ts
  tests/api/records-audit.test.ts tests/api/export-memory.test.ts tests/api/audit-pack-memory.test.ts
  tests/api/anonymous-blocks-migration.test.ts tests/api/settlement-totals-migration.test.ts
  tests/api/settlements-migration.test.ts tests/api/unique-rules-migration.test.ts
)
step "unit tests, and the engine's API tests on PGlite" vitest run --project unit src tests/docs "${engine_tests[@]}" --reporter=default --reporter=json --outputFile.json=test-results/vitest-unit.json
# The API suite again on a throw-away PostgreSQL cluster (tests/pg/global-setup.ts). postgres.sh finds PostgreSQL or
# installs Debian's package as root, and otherwise stops the run with a message saying how to get it.
source scripts/test/postgres.sh || exit 1
step "API tests on PostgreSQL" vitest run --project api-pg --reporter=default --reporter=json --outputFile.json=test-results/vitest-api-pg.json
# scripts/serve/start.mjs builds (when the sources changed) and stamps the build, so the end-to-end and performance
# servers it then starts serve it as is. BUILD_DIR (default dist) keeps this run's build apart from another run's.
step "build" node scripts/serve/start.mjs --build-only
# Two production servers of that build on one throw-away PostgreSQL (tests/instances): sessions, throttling,
# re-checks, notices and uploads hold across instances. Report: test-results/vitest-instances.json.
step "two instances" vitest run -c tests/instances/vitest.config.ts --reporter=default --reporter=json --outputFile.json=test-results/vitest-instances.json
# SIGKILL during concurrent writes, restart, every acknowledged write there and nothing half-written (PGlite and
# PostgreSQL; scripts/test/crash-test.ts).
step "crash test" node --import ./scripts/build/ts-imports.mjs scripts/test/crash-test.ts
# Request ids, structured logs without secrets, probes and graceful shutdown, on the built server (tests/ops).
step "operations on the built server" vitest run --config tests/ops/vitest.config.ts --reporter=default --reporter=json --outputFile.json=test-results/vitest-ops.json
step "end-to-end tests" playwright test
# One server (port 4431, own database) for budgets and Lighthouse, one test at a time: Lighthouse scores suffer from
# anything running beside them. Report: test-results/playwright-perf.json.
step "budgets and Lighthouse" playwright test -c playwright.perf.config.ts
# Every story: play function and axe (0 violations) in light, the colour rules again in dark, the committed baseline
# screenshot of each mode.
step "story tests" env STORYBOOK_VISUAL=1 vitest run --config .storybook/vitest.config.ts --reporter=default --reporter=json --outputFile.json=test-results/vitest-stories.json

node scripts/test/test-summary.mjs "${#failed_steps[@]}" "${failed_steps[@]}"
