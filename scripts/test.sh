#!/usr/bin/env bash
# `npm test`: type check, lint, unit + API tests, production build, end-to-end tests in Chromium, story tests.
# Ends with one line "N passed, N failed" counting every test case that ran.
set -uo pipefail
cd "$(dirname "$0")/.."
export NO_COLOR=1 FORCE_COLOR=0 ASTRO_TELEMETRY_DISABLED=1
source scripts/chromium.sh || exit 1
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
step "unit and API tests" vitest run --project unit --reporter=default --reporter=json --outputFile.json=test-results/vitest-unit.json
step "build" astro build
step "end-to-end tests" playwright test
if [ -f .storybook/vitest.config.ts ]; then
  step "story tests" vitest run --config .storybook/vitest.config.ts --reporter=default --reporter=json --outputFile.json=test-results/vitest-stories.json
fi

node scripts/test-summary.mjs "${#failed_steps[@]}" "${failed_steps[@]}"
