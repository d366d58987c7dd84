# Sourced by .ci/run, which installs these, and npm test, which only checks them: one list for both.
SYSTEM_PACKAGES=(chromium nginx libnginx-mod-http-brotli-static firefox-esr webkit2gtk-driver xvfb xauth goaccess)

# A program named by its *_PATH variable counts as present, so a machine without apt can run the suites.
system_packages_present() {
  missing=()
  [[ -n "${CHROME_PATH:-}" ]] || command -v chromium >/dev/null || missing+=(chromium)
  [[ -n "${NGINX_PATH:-}" ]] || PATH="$PATH:/usr/sbin" command -v nginx >/dev/null || missing+=(nginx)
  [[ -n "${NGINX_BROTLI_STATIC_MODULE:-}" ]] || [[ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ]] ||
    missing+=(libnginx-mod-http-brotli-static)
  [[ -n "${FIREFOX_PATH:-}" ]] || command -v firefox-esr >/dev/null || missing+=(firefox-esr)
  [[ -n "${WEBKIT_WEBDRIVER_PATH:-}" ]] || command -v WebKitWebDriver >/dev/null || missing+=(webkit2gtk-driver)
  command -v xvfb-run >/dev/null || missing+=(xvfb)
  command -v xauth >/dev/null || missing+=(xauth)
  command -v goaccess >/dev/null || missing+=(goaccess)
  ((${#missing[@]} == 0))
}
