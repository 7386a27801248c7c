#!/usr/bin/env bash
# Creates both project templates of scripts/new-project.sh in a temporary
# folder, depending on this checkout by path, builds them and runs their tests.
# They build in this package's own .build (--scratch-path), so the SDLViews
# the tests already built is reused rather than compiled twice more.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch="$PWD/.build"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
for kind in game app; do
  bash scripts/new-project.sh "Check-$kind" "--$kind" --dir "$work/$kind"
  (cd "$work/$kind" && swift build --build-tests --scratch-path "$scratch" && swift test --skip-build --scratch-path "$scratch")
done
echo "check-templates.sh: both templates built and passed their tests"
