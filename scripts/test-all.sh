#!/usr/bin/env bash
# `npm test`: every suite, cheapest failure first (docs/testing.md); SKIP_BUILD=1 tests the public/ you have.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1

# Each step's wall time is printed for reading, never gated: CI does not fail on a timing.
timings=()
step_name=""
step() {
  [[ -z "$step_name" ]] || timings+=("$(printf '%5d s  %s' $((SECONDS - step_start)) "$step_name")")
  step_name=$*
  step_start=$SECONDS
  printf '\n\033[1m== %s\033[0m\n' "$*"
}

step "Browsers, WebDriver and nginx for the browser suites"
source scripts/system-packages.sh
if ! system_packages_present; then
  # A test run does not change the machine: .ci/run (or you) installs them.
  echo "Missing ${missing[*]}. Install them with: sudo apt-get install -y ${SYSTEM_PACKAGES[*]}" >&2
  echo "(or point CHROME_PATH / NGINX_PATH / NGINX_BROTLI_STATIC_MODULE / FIREFOX_PATH / WEBKIT_WEBDRIVER_PATH at them)" >&2
  exit 1
fi

# Every runner runs even when one fails; failures are repeated last, where a CI log's tail shows them.
failed=()
failed_logs=()
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
run() {
  local name=$1 log
  shift
  step "$name"
  log="$logs/${#timings[@]}.log"
  "$@" 2>&1 | tee "$log" || { failed+=("$name"); failed_logs+=("$log"); }
}

# Two runners side by side: only ones that leave a core idle and wait for states, never on a clock.
run_together() {
  step "$1, beside $3"
  local first="$logs/${#timings[@]}-0.log" second="$logs/${#timings[@]}-1.log" pid status=0
  bash -c "$2" >"$first" 2>&1 &
  pid=$!
  bash -c "$4" >"$second" 2>&1 || status=$?
  wait "$pid" || { failed+=("$1"); failed_logs+=("$first"); }
  ((status == 0)) || { failed+=("$3"); failed_logs+=("$second"); }
  printf '\n\033[1m-- %s\033[0m\n' "$1"
  cat "$first"
  printf '\n\033[1m-- %s\033[0m\n' "$3"
  cat "$second"
}

# One build of content/ plus the farm's next edits tests both (and the nginx suite counts the beacon's taps).
if [[ "${SKIP_BUILD:-}" != "1" ]]; then
  step "The content check of content/ (the build's own check)"
  npm run -s check-content
  edited=$(mktemp -d)
  # public/ is about to show a test phone number, so it must not outlive the run and be uploaded by mistake.
  trap 'rm -rf "$logs" "$edited" public; echo "(public/ held the edited copy: removed. npm run build makes the real one.)"' EXIT
  step "Build of an edited copy of the content"
  npx tsx __tests__/fixtures/edited-content.ts "$edited" >/dev/null
  export CONTENT_DIR="$edited/content"
  GATSBY_EVENT_BEACON=1 npm run build
fi

# Both need the build's GraphQL types and each is single-threaded; a type or lint error stops the run here.
run_together "Typecheck" "npm run typecheck" "Lint" "npm run lint"
((${#failed[@]} == 0)) || exit 1

run "Unit, component and build tests (Jest)" npx jest --ci
run "Browser tests (Playwright, Chromium)" npx playwright test
run "npm start: gatsby develop on a copy of the project (Playwright, Chromium)" npx playwright test -c playwright.develop.config.ts
run "Production host config through nginx (Playwright, Chromium)" npx playwright test -c playwright.nginx.config.ts
# WebKit's pages and Lighthouse's trace both keep a core waiting, so they share the machine.
run_together \
  "The spec's states in Firefox, WebKit and Chromium 110 (WebDriver BiDi, classic, DevTools)" "npx playwright test -c playwright.engines.config.ts" \
  "Lighthouse CI through nginx (assertions that are not timings)" "npx tsx scripts/bench.ts --ci"

step "Summary"
printf '%s\n' "${timings[@]}" "$(printf '%5d s  in all' "$SECONDS")"
if ((${#failed[@]})); then
  for log in "${failed_logs[@]}"; do
    # Playwright's "1) [chromium] › file:line › title" and Jest's "● title", each with its error line.
    grep -E '^\s+[0-9]+\) |^\s+● |^\s+(Error|TimeoutError|expect\(|Expected|Received)' "$log" | grep -v 'Error Context' | head -40 || true
  done
  printf 'FAILED: %s\n' "${failed[@]}"
  exit 1
fi
echo "Every suite passed: build, typecheck, lint, Jest, Playwright, npm start, Firefox, WebKit and Chromium 110, nginx, Lighthouse CI"
