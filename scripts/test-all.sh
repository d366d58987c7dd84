#!/usr/bin/env bash
# Every test the project has, in the order a failure is cheapest to find:
# build (validates content/ first, writes the CSP after) → typecheck (needs the build's GraphQL
# types) → lint → Jest (incl. link integrity of public/) → Playwright in Chromium → the same build
# served by real nginx with deploy/nginx.conf → Lighthouse CI's non-timing assertions through nginx.
# SKIP_BUILD=1 reuses an existing public/ (handy while iterating on tests).
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1
mkdir -p reports
# A report left from an earlier run must not stand in for a runner that did not finish this time.
rm -f reports/jest.json reports/playwright.json reports/playwright-nginx.json

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

step "Browser for the e2e suite"
npx tsx scripts/ensure-chromium.ts

step "nginx for the host-config suite"
npx tsx scripts/ensure-nginx.ts

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

step "Production host config through nginx (Playwright, Chromium)"
npx playwright test -c playwright.nginx.config.ts || status=1

# Bytes, requests, the LCP image's loading and the accessibility, best-practices and SEO scores,
# one unthrottled run per route: nothing here depends on the machine's load (timings: npm run bench).
step "Lighthouse CI through nginx (assertions that are not timings)"
lighthouse=0
npx tsx scripts/bench.ts --ci || lighthouse=1

step "Summary"
npx tsx scripts/test-summary.ts reports/jest.json reports/playwright.json reports/playwright-nginx.json || status=1
if [[ $lighthouse == 0 ]]; then echo "Lighthouse CI: every assertion held"; else echo "Lighthouse CI: FAILED (see above)"; status=1; fi
exit $status
