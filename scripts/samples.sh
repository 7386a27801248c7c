#!/usr/bin/env bash
# Installs what is missing, builds, and opens the sample launcher.
# Extra arguments go to the launcher (e.g. `--list`, `clipping`, `alpha --screenshot out.png`).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
swift build --product samples
exec .build/debug/samples "$@"
