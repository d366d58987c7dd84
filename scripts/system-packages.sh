# The Debian packages the test suites use, in one list: .ci/run installs them, npm test checks them.
# Sourced, not run.
SYSTEM_PACKAGES=(chromium nginx)

# True when every package's program is on this machine (or named by CHROME_PATH / NGINX_PATH).
system_packages_present() {
  missing=()
  [[ -n "${CHROME_PATH:-}" ]] || command -v chromium >/dev/null || missing+=(chromium)
  [[ -n "${NGINX_PATH:-}" ]] || PATH="$PATH:/usr/sbin" command -v nginx >/dev/null || missing+=(nginx)
  ((${#missing[@]} == 0))
}
