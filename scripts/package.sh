#!/usr/bin/env bash
# Builds a release of `sdl-game` and `samples` that runs on a machine without
# Swift: the Swift standard library, Foundation and Dispatch are linked
# statically (--static-swift-stdlib), so the binaries need only the C libraries
# a player's Debian has as runtime packages (listed in README.md and in the
# archive's README). Resources (fonts, images, Interface Builder files) travel
# as the `*.resources` folders SwiftPM's bundle accessor looks for beside the
# executable.
#
#   bash scripts/package.sh              # → dist/sdlviews-<arch>.tar.gz
#   bash scripts/package.sh --verify     # ... then unpack it in a clean folder and run it there
#   bash scripts/package.sh --skip-build # archive (and --verify) what the last build made
#   bash scripts/package.sh --pie        # position-independent executables (see below)
#
# The executables are linked position-dependent (`-no-pie`) unless --pie is
# given: a position-independent executable of this size carries over a
# hundred thousand relative relocations that the dynamic loader applies at
# every launch, writing to pages that then cannot be shared, before the first
# frame. The trade is address-space randomization of the executable's own
# code and data (shared libraries, stack and heap stay randomized).
#
# The release build has a folder of its own, .build-package, so it can run
# while `swift test` holds .build (scripts/test.sh starts it in the background).
#
# --verify checks what a player's machine would: `ldd` lists no Swift library,
# and `sdl-game --screenshot` and two samples render from the unpacked folder
# with no Swift toolchain on PATH or LD_LIBRARY_PATH and the build folder's
# resources moved away (so nothing can be found through the build folder).
set -euo pipefail
cd "$(dirname "$0")/.."

verify=0
build=1
link=(-Xlinker -no-pie)
for arg in "$@"; do
  case "$arg" in
    --verify) verify=1 ;;
    --pie) link=() ;;
    --skip-build) build=0 ;;
    -h|--help) sed -n '2,28p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "package.sh: unknown argument '$arg' (try --help)" >&2; exit 2 ;;
  esac
done

arch="$(uname -m)"
name="sdlviews-$arch"
products=(sdl-game samples)

scratch=(--scratch-path .build-package)
if [ "$build" = 1 ]; then
  for product in "${products[@]}"; do
    swift build -c release --static-swift-stdlib "${link[@]}" "${scratch[@]}" --product "$product"
  done
fi
bin="$(swift build -c release "${scratch[@]}" --show-bin-path)"
for product in "${products[@]}"; do
  [ -x "$bin/$product" ] || { echo "package.sh: $bin/$product is missing; run without --skip-build" >&2; exit 1; }
done

stage="$(mktemp -d)"
trap 'rm -rf "$stage"' EXIT
root="$stage/$name"
mkdir -p "$root"
for product in "${products[@]}"; do
  cp "$bin/$product" "$root/"
  strip --strip-unneeded "$root/$product" 2>/dev/null || true
  bash scripts/runtime-libraries-first.sh "$root/$product"
done
for bundle in "$bin"/*.resources; do
  case "$(basename "$bundle")" in
    *Tests*|*Bench*|*ReliabilityProbe*) continue ;;
  esac
  cp -R "$bundle" "$root/"
done
cp scripts/package/run.sh "$root/run.sh"
cp scripts/package/README.txt "$root/README.txt"
chmod +x "$root/run.sh"
mkdir -p dist
tar -C "$stage" -czf "dist/$name.tar.gz" "$name"
echo "package.sh: wrote dist/$name.tar.gz ($(du -h "dist/$name.tar.gz" | cut -f1))"

[ "$verify" = 1 ] || exit 0

# --- verify: a clean folder, no toolchain, no build folder ---------------------
check="$(mktemp -d)"
hidden="$(mktemp -d)"
restore() {
  for moved in "$hidden"/*.resources; do
    [ -e "$moved" ] && mv "$moved" "$bin/"
  done
  rm -rf "$check" "$hidden" "$stage"
}
trap restore EXIT
for bundle in "$bin"/*.resources; do mv "$bundle" "$hidden/"; done
tar -C "$check" -xzf "dist/$name.tar.gz"
app="$check/$name"

for product in "${products[@]}"; do
  if ldd "$app/$product" | grep -E 'libswift|libFoundation|libdispatch|libBlocksRuntime'; then
    echo "package.sh: $product still links a Swift library dynamically" >&2
    exit 1
  fi
done

# PATH without the toolchain: only the system's own folders.
clean_env=(env -i HOME="$check" PATH=/usr/local/bin:/usr/bin:/bin SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy)
"${clean_env[@]}" "$app/run.sh" sdl-game --screenshot "$check/game.png"
"${clean_env[@]}" "$app/run.sh" samples interface-builder --screenshot "$check/ib.png" --at 1
"${clean_env[@]}" "$app/run.sh" samples layer-gallery --screenshot "$check/gallery.png" --at 0.5
for png in game ib gallery; do
  [ -s "$check/$png.png" ] || { echo "package.sh: $png.png was not written" >&2; exit 1; }
done
echo "package.sh: verified: no Swift library linked; sdl-game and two samples ran from a clean folder"
