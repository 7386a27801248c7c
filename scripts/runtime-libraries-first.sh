#!/usr/bin/env bash
# Moves the C and C++ runtime libraries (libc, libm, libstdc++, libgcc_s) to
# the front of an executable's list of needed libraries (DT_NEEDED), in place.
#
#   bash scripts/runtime-libraries-first.sh BINARY...
#
# Why: at launch the dynamic loader resolves every library's symbol
# references by searching the loaded libraries in that list's order, and
# most references of SDL's, Cairo's and HarfBuzz's dependency trees are to
# the C runtime, which the Swift linker writes last: each lookup then walks
# past some seventy libraries first. With the runtimes first, the same
# libraries are loaded and every symbol resolves to the same definition (a
# library defining a C runtime name itself would now lose to the runtime:
# none of SDLViews' dependencies does), in measurably less time (BENCHMARKS.md,
# start-up). scripts/package.sh runs this on what it ships; it needs
# patchelf (scripts/install-deps.sh installs it). Run it after `strip`.
set -euo pipefail
runtimes=(libc.so.6 libm.so.6 libstdc++.so.6 libgcc_s.so.1)
command -v patchelf >/dev/null || {
  echo "runtime-libraries-first.sh: patchelf is missing (bash scripts/install-deps.sh)" >&2
  exit 1
}
for binary in "$@"; do
  needed="$(readelf -d "$binary" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p')"
  present=()
  for lib in "${runtimes[@]}"; do
    grep -qx "$lib" <<<"$needed" && present+=("$lib")
  done
  [ "${#present[@]}" -gt 0 ] || { echo "runtime-libraries-first.sh: $binary needs none of ${runtimes[*]}" >&2; continue; }
  remove=() add=()
  for lib in "${present[@]}"; do remove+=(--remove-needed "$lib"); add+=(--add-needed "$lib"); done
  patchelf "${remove[@]}" "$binary"
  patchelf "${add[@]}" "$binary"
  first="$(readelf -d "$binary" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' | head -n "${#present[@]}" | sort | tr '\n' ' ')"
  expected="$(printf '%s\n' "${present[@]}" | sort | tr '\n' ' ')"
  [ "$first" = "$expected" ] || { echo "runtime-libraries-first.sh: $binary: needed list not reordered ($first)" >&2; exit 1; }
done
