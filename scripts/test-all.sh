#!/usr/bin/env bash
# Every test the project has, in the order a failure is cheapest to find: content/ checked → an
# edited copy of the content built → typecheck and lint → Jest (incl. link integrity of public/) →
# Playwright in Chromium → the spec's states in Firefox ESR and WebKitGTK → the same build served by
# real nginx with deploy/nginx.conf → Lighthouse CI's non-timing assertions through nginx.
# SKIP_BUILD=1 tests the public/ and content/ you have (while iterating; run npm run build first).
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1

# Each step's wall time, printed in the summary (read, never gated: CI does not fail on a timing).
timings=()
step_name=""
step_start=$SECONDS
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
  echo "(or point CHROME_PATH / NGINX_PATH / FIREFOX_PATH / WEBKIT_WEBDRIVER_PATH at them)" >&2
  exit 1
fi

# The test runners all run even when one fails; the summary names the ones that failed, and repeats
# their failing tests' titles and first errors at the end, where a CI log's tail shows them.
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

# Runs "name" "command" pairs side by side, each into its own log, printed whole in order once all
# have ended. Only for runners that leave a core idle between them (each waits for states, never
# on a clock, so sharing the machine only makes them slower).
run_together() {
  local names=() commands=() pids=() group_logs=() i name
  while (($#)); do
    names+=("$1") commands+=("$2")
    shift 2
  done
  local title=${names[0]}
  for name in "${names[@]:1}"; do title+=", beside $name"; done
  step "$title"
  for i in "${!names[@]}"; do
    group_logs+=("$logs/${#timings[@]}-$i.log")
    bash -c "${commands[i]}" >"${group_logs[i]}" 2>&1 &
    pids+=($!)
  done
  for i in "${!pids[@]}"; do
    wait "${pids[i]}" || { failed+=("${names[i]}"); failed_logs+=("${group_logs[i]}"); }
  done
  for i in "${!names[@]}"; do
    printf '\n\033[1m-- %s\033[0m\n' "${names[i]}"
    cat "${group_logs[i]}"
  done
}

# The farm's first edits (new phone, price and name, a product sold out, a fourth product with its
# photo) on a copy of content/, built once with the order-tap beacon (as for the nginx host, whose
# logs count the taps): every suite runs on that build, with the copy as CONTENT_DIR, so a test that
# wrote today's values fails. content/ itself gets the build's own check first: the copy is the
# farm's content plus those edits, so one build tests both.
if [[ "${SKIP_BUILD:-}" != "1" ]]; then
  step "The content check of content/ (the build's own check)"
  npm run -s check-content
  edited=$(mktemp -d)
  # public/ is about to show a test phone number: it never outlives the run, so it cannot be served
  # or uploaded by mistake (npm run build makes the real one).
  trap 'rm -rf "$logs" "$edited" public; echo "(public/ held the edited copy: removed. npm run build makes the real one.)"' EXIT
  step "Build of an edited copy of the content"
  npx tsx __tests__/fixtures/edited-content.ts "$edited" >/dev/null
  export CONTENT_DIR="$edited/content"
  GATSBY_EVENT_BEACON=1 npm run build
fi

# Both need the GraphQL types the build writes (src/gatsby-types.d.ts), and each is single-threaded.
# (Beside the build, lint slowed it by more than it saved.) A type or lint error stops the run here.
run_together "Typecheck" "npm run typecheck" "Lint" "npm run lint"
((${#failed[@]} == 0)) || exit 1

run "Unit, component and build tests (Jest)" npx jest --ci
run "Browser tests (Playwright, Chromium)" npx playwright test
run "Production host config through nginx (Playwright, Chromium)" npx playwright test -c playwright.nginx.config.ts
# Lighthouse CI: bytes, requests, the LCP image's loading and the accessibility, best-practices and
# SEO scores, one unthrottled run of the home page, nothing that depends on the machine's load
# (timings: npm run bench). Beside the engines suite: WebKit's pages keep a core waiting, and
# Lighthouse waits on its trace.
run_together \
  "The spec's states in Firefox and WebKit (WebDriver BiDi and classic)" "npx playwright test -c playwright.engines.config.ts" \
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
echo "Every suite passed: build, typecheck, lint, Jest, Playwright, Firefox and WebKit, nginx, Lighthouse CI"
