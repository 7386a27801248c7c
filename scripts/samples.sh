#!/usr/bin/env bash
# Opens the sample launcher: installs the Debian packages the samples build
# against if any is missing (saying which), builds `samples` only when it is
# missing or a source changed, then runs the built binary, .build/debug/samples,
# which can also be run directly.
# Extra arguments go to the launcher (e.g. `--list`, `clipping`, `alpha --screenshot out.png`).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh --samples
binary=.build/debug/samples
if [ ! -x "$binary" ] || [ -n "$(find Sources Package.swift -newer "$binary" -print -quit)" ]; then
  swift build --product samples >&2
fi
exec "$binary" "$@"
