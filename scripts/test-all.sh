#!/usr/bin/env bash
# Every test the project has, in the order a failure is cheapest to find:
# build → typecheck (needs the build's GraphQL types) → lint → Jest → Playwright in Chromium.
# SKIP_BUILD=1 reuses an existing public/ (handy while iterating on tests).
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1
mkdir -p reports

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

step "Browser for the e2e suite"
npx tsx scripts/ensure-chromium.ts

if [[ "${SKIP_BUILD:-}" != "1" ]]; then
  step "Production build"
  npm run build
fi

step "Typecheck"
npm run typecheck

step "Lint"
npm run lint

status=0
step "Unit and component tests (Jest)"
npx jest --ci --json --outputFile=reports/jest.json || status=1

step "Browser tests (Playwright, Chromium)"
npx playwright test || status=1

step "Summary"
npx tsx scripts/test-summary.ts reports/jest.json reports/playwright.json || status=1
exit $status
