# The Debian packages the test suites use, in one list: .ci/run installs them, npm test checks them.
# Sourced, not run. libnginx-mod-http-brotli-static lets nginx send the build's .br files.
# firefox-esr, webkit2gtk-driver (WebKitWebDriver and, through libwebkit2gtk, MiniBrowser), xvfb and
# xauth (xvfb-run needs both) serve the cross-engine suite. goaccess counts the nginx logs for
# npm run report (docs/visit-counts.md).
SYSTEM_PACKAGES=(chromium nginx libnginx-mod-http-brotli-static firefox-esr webkit2gtk-driver xvfb xauth goaccess)

# True when every package's program is on this machine (or named by CHROME_PATH, NGINX_PATH,
# FIREFOX_PATH, WEBKIT_WEBDRIVER_PATH).
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
