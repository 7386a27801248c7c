#!/usr/bin/env bash
# Installs the Debian packages SDLViews builds against, only if any is missing.
set -euo pipefail
# libimgui-dev: the bench's Dear ImGui comparator. xvfb, xauth and Mesa (llvmpipe
# GL/GLES2 through GLX and EGL): the golden tests' second pass on opengles2 and
# the bench's GL columns. libfontconfig-dev finds fallback fonts;
# fonts-wqy-microhei is the CJK font the fallback tests draw with. libharfbuzz-dev,
# libfribidi-dev and libicu-dev: the text engine (shaping, bidi, line breaks).
# unicode-data (Unicode's conformance files in /usr/share/unicode), libharfbuzz-bin
# (hb-shape, the shaping reference) and fonts-noto-core (Arabic, Hebrew,
# Devanagari and Thai fonts): the text engine's conformance tests. libdbus-1-dev and
# libspeechd-dev: the AT-SPI bridge and narration (issue 40); at-spi2-core, python3-pyatspi,
# xdotool, dbus-x11 and speech-dispatcher-espeak-ng: scripts/atspi-check.sh, a real screen-reader client.
# patchelf: scripts/package.sh puts the C runtime first in the shipped executables' library list.
# --samples: only what building and running the samples needs (no bench or GL test tools).
packages=(libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev libcairo2-dev libpixman-1-dev libfontconfig-dev fonts-wqy-microhei pkg-config
  libharfbuzz-dev libfribidi-dev libicu-dev libfreetype-dev libdbus-1-dev libspeechd-dev patchelf)
if [ "${1:-}" != "--samples" ]; then
  packages+=(libimgui-dev xvfb xauth libgl1-mesa-dri libegl-mesa0 libgles2 libglx-mesa0
    unicode-data libharfbuzz-bin fonts-noto-core
    at-spi2-core python3-pyatspi speech-dispatcher-espeak-ng xdotool dbus-x11)
fi
missing=()
for p in "${packages[@]}"; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
echo "install-deps.sh: installing the missing Debian packages: ${missing[*]}"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
