#!/bin/sh
# Runs a program of this folder (default: sdl-game) after checking that the C
# libraries it needs are installed; the Swift runtime is inside the binaries.
#   ./run.sh [sdl-game|samples] [ARGUMENTS...]
here="$(cd "$(dirname "$0")" && pwd)"
program="sdl-game"
case "${1:-}" in
  sdl-game|samples) program="$1"; shift ;;
esac
if command -v ldd >/dev/null 2>&1; then
  missing="$(ldd "$here/$program" 2>/dev/null | awk '/not found/ {print $1}')"
  # Opened with dlopen when first needed, so ldd does not list them.
  for ldconfig in /sbin/ldconfig /usr/sbin/ldconfig; do
    [ -x "$ldconfig" ] || continue
    for lazy in libSDL2_image-2.0.so.0 libicui18n.so.72; do
      "$ldconfig" -p 2>/dev/null | grep -q "$lazy" || missing="$missing $lazy"
    done
    break
  done
  if [ -n "$missing" ]; then
    echo "$program needs these libraries, which this machine lacks: $missing" >&2
    echo "On Debian or Ubuntu: sudo apt-get install libsdl2-2.0-0 libsdl2-ttf-2.0-0 libsdl2-image-2.0-0 libcairo2 libpixman-1-0 libfontconfig1 libfreetype6 libxml2 libharfbuzz0b libfribidi0 libicu72 libdbus-1-3 libspeechd2" >&2
    exit 127
  fi
fi
exec "$here/$program" "$@"
