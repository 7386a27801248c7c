#!/usr/bin/env bash
# Builds the DocC catalog with the toolchain's own `docc` from SDLViews' symbol
# graph (no plugin needed) and fails on any warning: an unresolved link or
# symbol reference, a parameter without documentation. Prints the coverage
# table docc gives (types, members, globals with an abstract).
#   bash scripts/docs.sh [OUTPUT-DIR]     # default: .build/docs/SDLViews.doccarchive
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-.build/docs}"
swift build --target SDLViews
bin="$(swift build --show-bin-path)"
modules="$bin/Modules"
graphs="$(mktemp -d)"
trap 'rm -rf "$graphs"' EXIT
c_includes=()
for dir in Sources/C*/; do
  [ -f "$dir/module.modulemap" ] && c_includes+=(-I "$dir")
done
# C targets (such as the ICU wrapper): the module maps SwiftPM writes for them.
for map in "$bin"/C*.build/module.modulemap; do
  [ -f "$map" ] && c_includes+=(-I "$(dirname "$map")")
done
for flag in $(pkg-config --cflags-only-I sdl2 cairo cairo-ft freetype2 pixman-1 fontconfig harfbuzz fribidi icu-uc dbus-1 speech-dispatcher); do
  c_includes+=(-Xcc "$flag")
done
swift-symbolgraph-extract -module-name SDLViews -target "$(uname -m)-unknown-linux-gnu" \
  -I "$modules" "${c_includes[@]}" -minimum-access-level public -output-dir "$graphs"
mkdir -p "$out"
rm -rf "$out/SDLViews.doccarchive"
docc convert Sources/SDLViews/SDLViews.docc --additional-symbol-graph-dir "$graphs" \
  --fallback-display-name SDLViews --fallback-bundle-identifier org.sdlviews.SDLViews \
  --output-path "$out/SDLViews.doccarchive" --experimental-documentation-coverage \
  --warnings-as-errors
echo "docs.sh: wrote $out/SDLViews.doccarchive"
