#!/usr/bin/env bash
# Keeps attacking SDLViews (issue 21): the seeded event fuzz at length, the
# re-entrancy suite, a bounded soak with flat resident memory, and the test
# suite under AddressSanitizer with leak detection. Each part prints its wall
# time; a failing part fails the script.
#
#   scripts/attack.sh [fuzz] [reentrancy] [soak] [asan] [text] [lists] [focus]   (no argument: all)
#
# ATTACK_SKIP_SUITES=1 leaves out the test suites a part only re-runs at the
# suite's own lengths (for CI, where the suite has just run them).
# Lengths (environment, defaults in brackets): SDLVIEWS_FUZZ_EVENTS [100000]
# events per fuzz seed, SDLVIEWS_SOAK_FRAMES [20000] menu frames,
# SDLVIEWS_CHURN_WINDOWS [1000] windows closed mid-animation.
# ASAN_SCOPE=tests [default] builds only the test bundle and the probe it
# runs under ASan; ASAN_SCOPE=all builds every product (samples, bench) too.
set -euo pipefail
cd "$(dirname "$0")/.."

parts=("$@")
[ ${#parts[@]} -eq 0 ] && parts=(fuzz reentrancy soak asan text lists focus)
export SDLVIEWS_FUZZ_EVENTS="${SDLVIEWS_FUZZ_EVENTS:-100000}"
export SDLVIEWS_SOAK_FRAMES="${SDLVIEWS_SOAK_FRAMES:-20000}"
export SDLVIEWS_CHURN_WINDOWS="${SDLVIEWS_CHURN_WINDOWS:-1000}"
export SDL_VIDEODRIVER=dummy

timed() {
  local name="$1"; shift
  local start=$SECONDS
  echo "== attack: $name"
  "$@"
  echo "== attack: $name took $((SECONDS - start)) s"
}

debug_build() {
  [ -n "${debug_built:-}" ] && return
  swift build --build-tests
  debug_built=1
}

fuzz() {
  debug_build
  swift test --skip-build --filter 'EventFuzzTests|RightToLeftSampleFuzzTests'
}

reentrancy() {
  debug_build
  swift test --skip-build --filter ReentrancyTests
}

# The probes print a "figures:" line (resident growth after warm-up) and fail
# when memory is not flat.
soak() {
  debug_build
  .build/debug/reliability-probe lifetime-menu-soak
  .build/debug/reliability-probe lifetime-window-churn
}

# The whole test suite built with AddressSanitizer; LeakSanitizer reports
# leaks at exit. scripts/lsan.supp lists only leaks proven to be in the Swift
# runtime, Foundation, SDL or fontconfig. MALLOC_PERTURB_ fills freed memory so
# a use after free reads garbage instead of the old value. The XCTest pass is
# skipped: there are no XCTest cases, and its runner's own objects are still
# reachable from nothing at exit (LSan reports them). The memory probes only
# print their figures here (ASan's quarantine grows resident memory by design).
asan() {
  local build=(--sanitize=address --build-path .build-asan)
  if [ "${ASAN_SCOPE:-tests}" = all ]; then
    swift build --build-tests "${build[@]}"
  else
    swift build --product reliability-probe "${build[@]}"
    swift build --product SDLViewsPackageTests "${build[@]}"
  fi
  # SWIFT_BACKTRACE: the Swift runtime's crash backtracer reads the crashed
  # stack in a way ASan reports (stack-buffer-underflow in CrashHandlerLinux)
  # and then lingers holding the probe's output pipe; without it a crashing
  # probe ends with its signal, as the probe tests expect.
  # The suite's own (short) lengths: ASan runs several times slower.
  env -u SDLVIEWS_FUZZ_EVENTS -u SDLVIEWS_SOAK_FRAMES -u SDLVIEWS_CHURN_WINDOWS \
    SWIFT_BACKTRACE=enable=no \
    ASAN_OPTIONS="detect_leaks=1:abort_on_error=0" \
    LSAN_OPTIONS="suppressions=$PWD/scripts/lsan.supp:print_suppressions=0" \
    MALLOC_PERTURB_=165 \
    swift test --skip-build --disable-xctest "${build[@]}"
}

# Issue 41's text attacks: every `text-*` reproducer of the probe in its own
# process under a time limit (SDLVIEWS_TEXT_ATTACK_SECONDS [120]), with
# MALLOC_PERTURB_ on. The scale ones (`text-scale-*`: typing into a 2 MB
# paragraph, a 5 MB paste, 5,000,000 pasted line breaks) run in a release
# build and print "figures:" lines with their wall time.
text_attacks() {
  debug_build
  swift build -c release --product reliability-probe
  local name binary
  for name in $(.build/debug/reliability-probe --list | grep '^text-'); do
    binary=.build/debug/reliability-probe
    case "$name" in text-scale-*) binary=.build/release/reliability-probe ;; esac
    timed "$name" env MALLOC_PERTURB_=165 timeout "${SDLVIEWS_TEXT_ATTACK_SECONDS:-120}" "$binary" "$name"
  done
}

# Issue 41, lists, view controllers and Interface Builder files: the crashes, hangs and
# quadratic work it found, each in its own process under a time limit with freed memory
# poisoned (200,000 zero-height rows, a 50,000,000-slot compositional group, one insert
# into 2,000,000 items, a 10,000-deep navigation stack, 100,000 nested XML elements,
# 10,000 nested views), then the suites that check the exact behaviour (NaN identifiers,
# reloadData inside cellForRowAt, inconsistent batches, embed and presentation cycles,
# self-removal during a push, storyboard hot reload, seeded navigation + presentation).
lists() {
  debug_build
  local probe
  for probe in ib-deep-element-tree ib-deep-nested-views table-zero-height-rows \
    compositional-capacity collection-insert-2m nav-deep-stack; do
    echo "-- probe $probe"
    timeout 300 env MALLOC_PERTURB_=165 .build/debug/reliability-probe "$probe"
  done
  [ "${ATTACK_SKIP_SUITES:-0}" = 1 ] && return
  swift test --skip-build --filter \
    'ListReliabilityTests|InterfaceBuilderReliabilityTests|NavigationReliabilityTests|NavigationPresentationModelTests'
}

# Issue 41 items 12 and 20: preferred focus environments in a cycle (Tab must
# return), arrow steps among 10,000 focusable buttons and Tabs among 4,000 focus
# groups, each in its own process under a time limit; then the seeded focus
# model over game-menu and the seeded check that the focus search index answers
# as the search over every candidate through random layouts and changes.
focus() {
  debug_build
  timeout 60 .build/debug/reliability-probe focus-preferred-cycle
  timeout 120 .build/debug/reliability-probe focus-10000-buttons
  timeout 120 .build/debug/reliability-probe focus-4000-groups
  swift test --skip-build --filter 'GameMenuFocusModelTests|FocusSearchIndexModelTests'
}

for part in "${parts[@]}"; do
  case "$part" in
    fuzz|reentrancy|soak|asan|lists|focus) timed "$part" "$part" ;;
    text) timed text text_attacks ;;
    *) echo "unknown part: $part (fuzz, reentrancy, soak, asan, text, lists, focus)" >&2; exit 2 ;;
  esac
done
