#!/usr/bin/env bash
# Finds a Chromium for Playwright and the story tests: CHROMIUM_PATH, /usr/bin/chromium, or Playwright's own.
# As root on Debian it installs Debian's `chromium` (no tool may download a browser on these machines).
find_chromium() {
  if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; then return 0; fi
  for candidate in /usr/bin/chromium /usr/bin/chromium-browser; do
    if [ -x "$candidate" ]; then export CHROMIUM_PATH="$candidate"; return 0; fi
  done
  local own
  own=$(ls -d "${PLAYWRIGHT_BROWSERS_PATH:-$HOME/.cache/ms-playwright}"/chromium-*/chrome-linux*/chrome 2>/dev/null | tail -n 1)
  if [ -n "$own" ] && [ -x "$own" ]; then export CHROMIUM_PATH="$own"; return 0; fi
  return 1
}

if ! find_chromium; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "Chromium이 없어 Debian 패키지 chromium을 설치합니다…"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq </dev/null >/dev/null
    apt-get install -y -qq --no-install-recommends chromium fonts-noto-cjk </dev/null >/dev/null
    find_chromium || { echo "chromium 설치에 실패했습니다." >&2; exit 1; }
  else
    echo "Chromium을 찾을 수 없습니다. 다음 중 하나를 하세요:" >&2
    echo "  - Debian/Ubuntu: sudo apt-get install chromium" >&2
    echo "  - 설치된 Chromium/Chrome 경로를 CHROMIUM_PATH 환경 변수로 지정" >&2
    exit 1
  fi
fi
# Korean glyphs for screenshots when the system has no CJK font (best effort, root only).
if [ "$(id -u)" = "0" ] && ! fc-list 2>/dev/null | grep -qi 'cjk\|nanum'; then
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-noto-cjk </dev/null >/dev/null 2>&1 || true
fi
echo "Chromium: $CHROMIUM_PATH"
