#!/usr/bin/env bash
# Regenerates src/fonts/dm-serif-display-400-basic.woff2, the display font as the page loads it:
# DM Serif Display 400 (from @fontsource/dm-serif-display, SIL OFL) cut down to the characters
# headings use, with kerning and ligatures kept and hinting dropped: 10.9 kB instead of the
# 24.7 kB Latin file. src/styles/global.scss declares it; Seo preloads it.
#
# Keep UNICODES in step with the unicode-range of the @font-face in src/styles/global.scss (a Jest test
# compares them). Characters outside it render in the fallback serif of $font-display.
#
# Needs fontTools with Brotli: Debian `apt-get install python3-fonttools python3-brotli`,
# or `pip install fonttools brotli`. Set PYTHON if `python3` is not the one that has them.
set -euo pipefail
cd "$(dirname "$0")/.."

UNICODES='U+0020-007E,U+00A0,U+00A9,U+00AE,U+00B7,U+00E9,U+2013-2014,U+2018-2019,U+201C-201D,U+2026'
SOURCE=node_modules/@fontsource/dm-serif-display/files/dm-serif-display-latin-400-normal.woff2
OUTPUT=src/fonts/dm-serif-display-400-basic.woff2

"${PYTHON:-python3}" -m fontTools.subset "$SOURCE" \
  --unicodes="$UNICODES" \
  --layout-features=kern,liga \
  --no-hinting \
  --desubroutinize \
  --flavor=woff2 \
  --output-file="$OUTPUT"
echo "$OUTPUT: $(wc -c <"$OUTPUT") bytes (from $(wc -c <"$SOURCE"))"
