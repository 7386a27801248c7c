#!/usr/bin/env bash
# Installs what is missing, builds, and runs the tests headless (SDL's dummy
# driver and software renderer are chosen by the tests themselves) with the
# end-of-frame invariant checks on, then the long attack runs (event fuzz at
# 100,000 events per seed, re-entrancy, soak; see scripts/attack.sh), then a
# smoke run of the benchmarks so the bench executable never rots.
# SKIP_ATTACK=1 / SKIP_BENCH=1 leave those parts out.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
swift build --build-tests
SDLVIEWS_INTERNAL_CHECKS=1 swift test --skip-build  # Core/InternalChecks.swift
if [ "${SKIP_ATTACK:-0}" != "1" ]; then
  bash scripts/attack.sh fuzz reentrancy soak
fi
if [ -d Sources/Bench ] && [ "${SKIP_BENCH:-0}" != "1" ]; then
  swift build -c release --product bench
  .build/release/bench --quick
fi
