#!/usr/bin/env bash
# Installs what is missing, builds, and runs the tests headless (SDL's dummy
# driver and software renderer are chosen by the tests themselves) with the
# end-of-frame invariant checks on, then the long attack runs (event fuzz at
# 100,000 events per seed, the soak, the list probes; see scripts/attack.sh). A smoke
# run of the benchmarks (debug build, a tenth of each scaling scenario's size)
# runs beside the tests so the bench executable never rots.
# The suites that compare with golden images run a second time on the
# opengles2 renderer (Mesa's llvmpipe through SDL's offscreen/EGL video driver,
# no display needed), compared with GoldenImage's documented rasterization
# tolerance; tests of software-renderer behaviour are skipped there. That
# pass runs beside the attack runs, and the suite itself as two processes,
# so both cores work (CI's budget is 20 minutes).
# Then the shipping checks: the DocC catalog builds without a warning
# (scripts/docs.sh), both project templates build and pass their tests
# (scripts/check-templates.sh), and the release archive runs from a clean
# folder without a toolchain (scripts/package.sh --verify).
# A real AT-SPI client (scripts/atspi-check.sh: pyatspi on a private bus, the
# game menu in an Xvfb window) reads the sample game menu's accessibility
# export, acts on it, moves focus with real key presses and sees the focus
# events, and checks what narration sent to a private speech-dispatcher.
# SKIP_ATTACK=1 / SKIP_BENCH=1 / SKIP_GL=1 / SKIP_SHIP=1 / SKIP_ATSPI=1 leave those parts out.
set -euo pipefail
cd "$(dirname "$0")/.."
# Each part's wall time, so CI's budget can be watched part by part.
phase_start=$SECONDS
phase() { echo "test.sh: $1 took $((SECONDS - phase_start)) s" >&2; phase_start=$SECONDS; }
bash scripts/install-deps.sh
phase "installing dependencies"
swift build --build-tests
phase "building"
# The bench smoke run (the debug build made above: it checks that every
# scenario still runs, its numbers mean nothing either way; a release build
# would add minutes of whole-module optimization for no information) and the
# release build for the package (its own folder) run on the second core while
# the tests (mostly on one) run.
run_bench=0
[ -d Sources/Bench ] && [ "${SKIP_BENCH:-0}" != "1" ] && run_bench=1
if [ "$run_bench" = 1 ]; then
  .build/debug/bench --quick > .build-bench.log 2>&1 &
  bench_run=$!
fi
if [ "${SKIP_SHIP:-0}" != "1" ]; then
  bash scripts/package.sh > .build-package.log 2>&1 &
  package_build=$!
fi
# The suite runs as two processes, one per core: most tests share the main
# actor, so one process keeps one core busy. The first takes the sample
# suites (about half the suite's time), the second everything else; together
# they are the whole suite. --ignore-lock: both only read the built products.
sample_suites="SampleGoldenTests|SampleAdaptiveLayoutTests|SamplesTests|GameMenuFocusModelTests"
SDLVIEWS_INTERNAL_CHECKS=1 swift test --skip-build --ignore-lock --filter "$sample_suites" \
  > .build-suite-samples.log 2>&1 &  # Core/InternalChecks.swift
samples_run=$!
suite_status=0
SDLVIEWS_INTERNAL_CHECKS=1 swift test --skip-build --ignore-lock --skip "$sample_suites" \
  2>&1 | tee .build-suite-rest.log || suite_status=$?
samples_status=0
wait "$samples_run" || samples_status=$?
cat .build-suite-samples.log
if [ "$suite_status" != 0 ] || [ "$samples_status" != 0 ]; then
  # CI shows only the end of the output: name what failed there.
  echo "test.sh: what failed, from both parts' logs:" >&2
  grep -h -E "✘|Fatal error|fatal error|Crash|signal [0-9]|exited with" \
    .build-suite-rest.log .build-suite-samples.log | grep -v "passed after" | tail -40 >&2 || true
  echo "test.sh: the test suite failed (samples part: $samples_status, the rest: $suite_status)" >&2
  exit 1
fi
phase "the test suite"
if [ "${SKIP_GL:-0}" != "1" ]; then
  golden_suites="Drawing primitives|Rendering trees and printing|AnimationIdleTests|AnimationPropertyTests"
  golden_suites+="|CompositorGoldenTests|ContentsGravityTests|CornerRadiusTests|CullingTests|DamageTests"
  golden_suites+="|DrawingCycleTests|ImageTests|KeyframeRotationTests|LabelTests|LayerAppearanceTests"
  golden_suites+="|LayerSubclassTests|ReadbackTests|SamplesTests|TextureCacheTests|TransitionTests"
  golden_suites+="|AnimatedImageRendererTests"
  golden_suites+="|ValueControlGoldenTests|TextGoldenTests|CurlShadingTests|EdgeAntialiasingTests|ContentFilterTests"
  golden_suites+="|ScrollRenderingTests|HostedUICacheTests|SDLRenderViewTests|RotatedRoundedClipTests"
  golden_suites+="|HostRendererStateTests|RoundedEdgeJoinTests|SampleGoldenTests|LanguagesGoldenTests|RightToLeftGoldenTests|ReduceMotionGoldenTests"
  golden_suites+="|AttributedTextGoldenTests|BidiEditingGoldenTests|TransformedTextGoldenTests|TextEngineDrawingTests"
  golden_suites+="|TextViewRichGoldenTests|ClearedTargetFillTests"
  # Beside the attack runs (each mostly on one core); their output follows.
  SDLVIEWS_INTERNAL_CHECKS=1 SDLVIEWS_TEST_RENDERER=opengles2 SDLVIEWS_TEST_VIDEO=offscreen \
    swift test --skip-build --ignore-lock --filter "$golden_suites" > .build-gl.log 2>&1 &
  gl_run=$!
fi
if [ "${SKIP_ATTACK:-0}" != "1" ]; then
  # The suite above already ran the attack parts' own suites at their test
  # lengths (re-entrancy, the list and navigation reliability suites): only
  # what the suite does not do runs here (the long fuzz, the soak, the probes).
  ATTACK_SKIP_SUITES=1 bash scripts/attack.sh fuzz soak lists
  phase "the attack runs"
fi
if [ "${SKIP_GL:-0}" != "1" ]; then
  gl_status=0
  wait "$gl_run" || gl_status=$?
  cat .build-gl.log
  [ "$gl_status" = 0 ] || { echo "test.sh: the opengles2 golden pass failed" >&2; exit 1; }
  phase "the rest of the opengles2 golden pass"
fi
if [ "${SKIP_ATSPI:-0}" != "1" ]; then
  # A real screen-reader client (pyatspi) against the samples' AT-SPI export, on a private bus.
  bash scripts/atspi-check.sh
  phase "the AT-SPI client check"
fi
if [ "$run_bench" = 1 ]; then
  wait "$bench_run" || { cat .build-bench.log; echo "test.sh: the bench smoke run failed" >&2; exit 1; }
  cat .build-bench.log
  phase "waiting for the bench smoke run"
fi
if [ "${SKIP_SHIP:-0}" != "1" ]; then
  # The documentation (docc, one core) beside the templates (a build and two
  # small test runs); SwiftPM's lock on .build orders their two builds.
  bash scripts/docs.sh > .build-docs.log 2>&1 &
  docs_run=$!
  bash scripts/check-templates.sh
  docs_status=0
  wait "$docs_run" || docs_status=$?
  cat .build-docs.log
  [ "$docs_status" = 0 ] || { echo "test.sh: the documentation did not build cleanly" >&2; exit 1; }
  phase "the documentation and the templates"
  wait "$package_build" || { cat .build-package.log; echo "test.sh: the release package did not build" >&2; exit 1; }
  bash scripts/package.sh --skip-build --verify
  phase "the release package"
fi
