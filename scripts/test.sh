#!/usr/bin/env bash
# Installs what is missing, builds, and runs the tests headless (SDL's dummy
# driver and software renderer are chosen by the tests themselves), then a
# smoke run of the benchmarks so the bench executable never rots.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
swift build --build-tests
SDLVIEWS_INTERNAL_CHECKS=1 swift test --skip-build  # end-of-frame invariant checks (Core/InternalChecks.swift)
if [ -d Sources/Bench ] && [ "${SKIP_BENCH:-0}" != "1" ]; then
  swift build -c release --product bench
  .build/release/bench --quick
fi
