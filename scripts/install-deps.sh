#!/usr/bin/env bash
# Installs the Debian packages SDLViews builds against, only if any is missing.
set -euo pipefail
# libfontconfig-dev finds fallback fonts; fonts-wqy-microhei is the CJK font the fallback tests draw with.
packages=(libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev libcairo2-dev libfontconfig-dev fonts-wqy-microhei pkg-config)
missing=()
for p in "${packages[@]}"; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
echo "Installing: ${missing[*]}"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
