#!/usr/bin/env bash
# The gallery in a real browser: installs Debian's chromium if it is missing, builds and starts
# `refresh-gallery` on a free loopback port, and drives headless Chromium through real input
# events (scripts/gallery_browser_test.py, Chrome DevTools Protocol over a pipe, Python's standard
# library only) on every scenario (each picture it draws must load), the default header, the GIF
# header (by touch), the auto footer to no more data, a back footer, the trailer, the second
# floor, the shop page (three tabs under one header), and at a phone's
# width (390 x 844: nothing overflows; the DIY header in Chinese). It installs Debian's CJK fonts
# if no font covers Japanese, so that Chinese, Japanese and Korean titles draw as glyphs, not
# boxes. The PNG screenshots stay in the folder it prints.
#
# usage: scripts/gallery-browser-test.sh [ARTIFACT_DIR]   (default: a new folder under /tmp)
set -euo pipefail
cd "$(dirname "$0")/.."

artifacts=${1:-$(mktemp -d /tmp/refreshkit-gallery-XXXXXX)}
mkdir -p "$artifacts"

chromium=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$chromium" ]; then
  echo "installing Debian's chromium"
  sudo=""
  [ "$(id -u)" = 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
  chromium=$(command -v chromium)
fi
"$chromium" --version 2>/dev/null | head -n 1
if [ -z "$(fc-list :lang=ja family 2>/dev/null | head -n 1)" ]; then
  echo "installing Debian's CJK fonts (fonts-noto-cjk)"
  sudo=""
  [ "$(id -u)" = 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq fonts-noto-cjk >/dev/null
fi

swift build --package-path Gallery --product refresh-gallery 2>&1 | tail -n 1
gallery="$(swift build --package-path Gallery --show-bin-path)/refresh-gallery"
log=$(mktemp)
"$gallery" --port 0 >"$log" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; rm -f "$log"' EXIT

for _ in $(seq 1 200); do
  grep -q "^RefreshKit gallery: http" "$log" && break
  kill -0 "$server" 2>/dev/null || { cat "$log" >&2; echo "error: the gallery did not start" >&2; exit 1; }
  sleep 0.05
done
url=$(grep -o "http://[^ ]*" "$log" | head -n 1)
[ -n "$url" ] || { cat "$log" >&2; echo "error: the gallery printed no address" >&2; exit 1; }
echo "gallery at $url"

python3 scripts/gallery_browser_test.py "${url%/}" "$artifacts" "$chromium"
echo "screenshots (CI artifacts): $artifacts"
