#!/usr/bin/env bash
# A real AT-SPI client against SDLViews (issue 40): under a private session bus (dbus-run-session, which
# activates at-spi-bus-launcher and at-spi2-registryd from Debian's at-spi2-core), starts `samples game-menu`
# with SDLVIEWS_ATSPI=1 on SDL's dummy driver, and with python3-pyatspi finds the app, walks its tree (roles,
# names, actions), performs Start's action and checks that the next screen (Play) is exported.
# Not yet: a focus event after an xdotool key press (needs the X11 driver under xvfb-run).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product samples >/dev/null
exec timeout 60 dbus-run-session -- bash -c '
  SDLVIEWS_ATSPI=1 SDL_VIDEODRIVER=dummy timeout 40 .build/debug/samples game-menu >/dev/null 2>&1 &
  /usr/bin/python3 - <<PY
import pyatspi, sys, time
def waited(find, seconds, what):
    # Polled, not slept: the app starts and redraws as fast as the machine allows (a loaded CI machine is slow).
    deadline = time.time() + seconds
    while time.time() < deadline:
        found = find()
        if found: return found
        time.sleep(0.2)
    sys.exit("atspi-check: " + what)
desktop = pyatspi.Registry.getDesktop(0)
app = waited(lambda: next((a for a in desktop if a is not None and a.name == "samples"), None), 25,
             "samples is not registered with the AT-SPI registry")
waited(lambda: app.childCount > 0 and any(c.name == "Start" for c in app[0]), 10, "no Start button exported")
def walk(node, depth):
    for child in node:
        actions = []
        try:
            action = child.queryAction(); actions = [action.getName(i) for i in range(action.nActions)]
        except NotImplementedError: pass
        print("  " * depth + child.getRoleName(), repr(child.name), actions)
        walk(child, depth + 1)
walk(app, 0)
start = [c for c in app[0] if c.name == "Start"][0]
assert start.queryAction().doAction(0), "Start did not act"
names = waited(lambda: (lambda n: n if "Play" in n else None)([c.name for c in app[0]]), 10,
               "the next screen (Play) was not exported after Start acted")
print("atspi-check: ok (Start acted; the next screen shows", names, ")")
PY
  kill %1 2>/dev/null || true'
