#!/usr/bin/env bash
# A real AT-SPI client against SDLViews (issue 40). Under Xvfb (xvfb-run) and a private session bus
# (dbus-run-session, which activates at-spi-bus-launcher and at-spi2-registryd from Debian's at-spi2-core),
# starts `samples game-menu` in an X11 window with SDLVIEWS_ATSPI=1 and SDLVIEWS_NARRATION=1, and with
# python3-pyatspi:
#   1. finds the app and walks its tree (roles, names, actions);
#   2. performs Start's action and checks that the next screen (Play) is exported;
#   3. presses Down twice with xdotool (real key events through XTEST into the window) and receives
#      object:state-changed:focused for "Play", then for "Settings", the newly focused buttons, then
#      Return, and the focus event for "Sound", the first setting of the screen it opens;
# then checks what narration sent to speech-dispatcher: a private daemon (its own socket, configuration
# and home) whose only output module is sd_generic writing each utterance to a file (libao's null audio
# driver, so no sound device is needed), in order: the screen-changed announcement "Main Menu", then
# "Play, button", "Settings, button", "Sound, On, button" (label, value, trait) and, once Return toggled
# that setting, its new value alone, "Off"; the Settings tab's announcement "Audio" comes before the
# focus utterance of its first setting.
# Then the host-mode check: `sdl-game` (a game with its own SDL loop and an SDLViews HUD over its window)
# registers too, and its HUD's Score label is in its exported tree.
# Every wait polls against a deadline (a loaded CI machine is slow); nothing sleeps for a fixed time.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product samples >/dev/null
swift build --product sdl-game >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# speech-dispatcher's private setup: sd_generic runs one shell command per utterance ($DATA is the text).
mkdir -p "$work/speechd/modules" "$work/home" "$work/log"
cat > "$work/speechd/speechd.conf" <<'CONF'
AudioOutputMethod "libao"
AddModule "record" "sd_generic" "record.conf"
DefaultModule record
LanguageDefaultModule "en" "record"
DefaultLanguage "en"
CONF
cat > "$work/speechd/modules/record.conf" <<'CONF'
GenericExecuteSynth "printf '%s\\n' \'$DATA\' >> $SDLVIEWS_SPOKEN_FILE"
GenericLanguage "en" "en" "utf-8"
AddVoice "en" "MALE1" "en"
CONF
echo "default_driver=null" > "$work/home/.libao"
# The clients' one polling helper (both the menu check and the host-mode check import it).
cat > "$work/atspi_wait.py" <<'PY'
import sys, time
from gi.repository import GLib

def waited(find, seconds, what):
    # Polled, not slept: the app starts and redraws as fast as the machine allows (a loaded CI machine is slow).
    deadline = time.time() + seconds
    while time.time() < deadline:
        # Events reach pyatspi through GLib main context: dispatch what arrived before each look.
        while GLib.MainContext.default().iteration(False): pass
        found = find()
        if found: return found
        time.sleep(0.05)
    sys.exit("atspi-check: " + what)
PY
export SDLVIEWS_CHECK_WORK="$work"
exec timeout 90 xvfb-run -a -s "-screen 0 1280x800x24" dbus-run-session -- bash -c '
  set -euo pipefail
  work=$SDLVIEWS_CHECK_WORK
  export SDLVIEWS_SPOKEN_FILE=$work/spoken.txt
  : > "$SDLVIEWS_SPOKEN_FILE"
  HOME=$work/home speech-dispatcher -s -t 60 -c unix_socket -S "$work/speechd.sock" -C "$work/speechd" \
    -m /usr/lib/speech-dispatcher-modules -L "$work/log" >"$work/log/daemon.txt" 2>&1 &
  deadline=$((SECONDS + 15))
  until [ -S "$work/speechd.sock" ]; do
    [ $SECONDS -lt $deadline ] || { cat "$work/log/daemon.txt"; echo "atspi-check: speech-dispatcher did not start" >&2; exit 1; }
    sleep 0.1
  done
  SPEECHD_ADDRESS=unix_socket:$work/speechd.sock SDLVIEWS_ATSPI=1 SDLVIEWS_NARRATION=1 SDL_VIDEODRIVER=x11 \
    SDL_RENDER_DRIVER=software timeout 60 .build/debug/samples game-menu >"$work/log/app.txt" 2>&1 &
  /usr/bin/python3 - <<PY
import pyatspi, subprocess, sys
sys.path.insert(0, "$work")
from atspi_wait import waited

focus_events, announcements = [], []
def on_event(event):
    if event.type == "object:announcement": announcements.append(event.any_data)
    elif event.detail1 == 1: focus_events.append(event.source.name)
pyatspi.Registry.registerEventListener(on_event, "object:state-changed:focused", "object:announcement")

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
print("atspi-check: Start acted; the next screen shows", names)
# The menu posts .screenChanged "Main Menu" in viewDidAppear, once the push has finished: keys pressed
# during the transition are not for the new screen, so the check waits for it.
waited(lambda: "Main Menu" in announcements, 10, "no Main Menu announcement: %r" % announcements)

# Real key presses: XTEST through the X server into the focused window, as a player presses Down.
# Start was acted on through AT-SPI, so nothing has keyboard focus yet: the first Down focuses the
# first button of the menu (Play), the second moves to Settings.
window = subprocess.run(["xdotool", "search", "--sync", "--name", "SDLViews samples"],
                        check=True, capture_output=True, text=True, timeout=15).stdout.split()[0]
subprocess.run(["xdotool", "windowfocus", "--sync", window], check=True, timeout=15)
def press_down_expecting(name):
    subprocess.run(["xdotool", "key", "--clearmodifiers", "Down"], check=True, timeout=15)
    waited(lambda: name in focus_events, 10, "no focus event for %s after Down: %r" % (name, focus_events))
press_down_expecting("Play")
press_down_expecting("Settings")
assert focus_events[-2:] == ["Play", "Settings"], "focus events out of order: %r" % focus_events
# Return opens Settings: focus lands on its first setting, "Sound: On" (label Sound, value On).
subprocess.run(["xdotool", "key", "--clearmodifiers", "Return"], check=True, timeout=15)
waited(lambda: "Sound" in focus_events, 10, "no focus event for Sound in Settings: %r" % focus_events)
print("atspi-check: focus events", focus_events)
# Return toggles it: narration speaks the new value alone, as VoiceOver does.
subprocess.run(["xdotool", "key", "--clearmodifiers", "Return"], check=True, timeout=15)

spoken_file = "$SDLVIEWS_SPOKEN_FILE"
# "Audio" is the Settings tab posting .screenChanged as it appears: an important announcement, spoken before
# the focus utterance of the screen it names (the priority of NarrationQueue), never after it.
expected = ["Main Menu", "Play, button", "Settings, button", "Audio", "Sound, On, button", "Off"]
def spoken():
    lines = [line.strip() for line in open(spoken_file) if line.strip()]
    return lines if all(e in lines for e in expected) else None
lines = waited(spoken, 10, "narration did not reach speech-dispatcher: %r" % open(spoken_file).read())
order = [lines.index(e) for e in expected]
assert order == sorted(order), "narration out of order: %r" % lines
print("atspi-check: spoken through speech-dispatcher", lines)
print("atspi-check: ok")
PY
  # Host mode: the shooter game draws with its own SDL loop and renderer, its HUD is an SDLViews window
  # wrapping the game'"'"'s window; the HUD is exported the same way.
  SDLVIEWS_ATSPI=1 SDL_VIDEODRIVER=x11 SDL_RENDER_DRIVER=software timeout 60 .build/debug/sdl-game \
    >"$work/log/game.txt" 2>&1 &
  /usr/bin/python3 - <<PY
import pyatspi, sys
sys.path.insert(0, "$work")
from atspi_wait import waited

def names(node):
    found = []
    for child in node:
        if child is None: continue
        found.append((child.getRoleName(), child.name))
        found += names(child)
    return found

desktop = pyatspi.Registry.getDesktop(0)
game = waited(lambda: next((a for a in desktop if a is not None and a.name == "sdl-game"), None), 25,
              "host mode: sdl-game is not registered with the AT-SPI registry")
tree = waited(lambda: (lambda n: n if any(name.startswith("Score") for _, name in n) else None)(names(game)), 10,
              "host mode: the HUD (its Score label) is not exported")
print("atspi-check: host mode: the HUD exports", tree)
print("atspi-check: host mode ok")
PY
  kill %3 %2 %1 2>/dev/null || true'
