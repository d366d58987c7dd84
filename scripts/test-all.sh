#!/usr/bin/env bash
# Every test the project has, in the order a failure is cheapest to find:
# build (validates content/ first, writes the CSP after) → typecheck (needs the build's GraphQL
# types) → lint → Jest (incl. link integrity of public/) → Playwright in Chromium → the spec's
# states in Firefox ESR and WebKitGTK → the same build served by real nginx with deploy/nginx.conf
# → Lighthouse CI's non-timing assertions through nginx.
# SKIP_BUILD=1 reuses an existing public/ (handy while iterating on tests).
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

step "Browsers, WebDriver and nginx for the browser suites"
source scripts/system-packages.sh
if ! system_packages_present; then
  # A test run does not change the machine: .ci/run (or you) installs them.
  echo "Missing ${missing[*]}. Install them with: sudo apt-get install -y ${SYSTEM_PACKAGES[*]}" >&2
  echo "(or point CHROME_PATH / NGINX_PATH / FIREFOX_PATH / WEBKIT_WEBDRIVER_PATH at them)" >&2
  exit 1
fi

if [[ "${SKIP_BUILD:-}" != "1" ]]; then
  step "Production build"
  npm run build
fi

step "Typecheck"
npm run typecheck

step "Lint"
npm run lint

# The test runners all run even when one fails; the summary names the ones that failed.
failed=()
run() {
  local name=$1
  shift
  step "$name"
  "$@" || failed+=("$name")
}
run "Unit and component tests (Jest)" npx jest --ci
run "Browser tests (Playwright, Chromium)" npx playwright test
run "The spec's states in Firefox and WebKit (WebDriver BiDi and classic)" npx playwright test -c playwright.engines.config.ts
run "Production host config through nginx (Playwright, Chromium)" npx playwright test -c playwright.nginx.config.ts
# Bytes, requests, the LCP image's loading and the accessibility, best-practices and SEO scores,
# one unthrottled run per route: nothing here depends on the machine's load (timings: npm run bench).
run "Lighthouse CI through nginx (assertions that are not timings)" npx tsx scripts/bench.ts --ci

step "Summary"
if ((${#failed[@]})); then
  printf 'FAILED: %s\n' "${failed[@]}"
  exit 1
fi
echo "Every suite passed: build, typecheck, lint, Jest, Playwright, Firefox and WebKit, nginx, Lighthouse CI"
