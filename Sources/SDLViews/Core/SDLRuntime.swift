import Foundation
internal import CSDL

/// Errors SDLViews reports instead of crashing.
public enum SDLViewsError: Error, CustomStringConvertible, Equatable {
    /// No display could be opened; the message names the fix.
    case noDisplay(String)
    /// An SDL call failed; the message is SDL's.
    case sdl(String)

    public var description: String {
        switch self {
        case .noDisplay(let message), .sdl(let message): return message
        }
    }
}

/// Process-wide SDL set-up: which video driver runs, started once.
@MainActor
package enum SDLRuntime {
    /// Starts SDL's video subsystem with `driver` (nil: SDL's choice). A running
    /// subsystem with another driver is restarted, so a headless screen can follow
    /// a real window in one process.
    static func startVideo(driver: String?) throws {
        if SDL_WasInit(UInt32(SDL_INIT_VIDEO)) != 0 {
            let current = SDL_GetCurrentVideoDriver().map { String(cString: $0) }
            if driver == nil || current == driver { return }
            SDL_QuitSubSystem(UInt32(SDL_INIT_VIDEO))
        }
        SDL_SetMainReady()
        if let driver = driver ?? driverWithoutWaylandProbe() { SDL_SetHint(SDL_HINT_VIDEODRIVER, driver) }
        // Explicitly chosen drivers disable batching unless asked for (SDL's rule).
        SDL_SetHint(SDL_HINT_RENDER_BATCHING, "1")
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        guard SDL_InitSubSystem(UInt32(SDL_INIT_VIDEO) | UInt32(SDL_INIT_EVENTS)) == 0 else {
            throw SDLViewsError.noDisplay(noDisplayMessage(sdlError: lastError))
        }
        try refuseSilentHeadlessFallback(requested: driver)
        gameControllersWaiting = SDL_WasInit(UInt32(SDL_INIT_GAMECONTROLLER)) == 0
    }

    /// Whether the game-controller subsystem waits for the first frame:
    /// starting it scans the machine's input devices (udev, hidraw), which
    /// would delay the first frame by about as much as opening the window.
    /// Pads already plugged in arrive as `SDL_CONTROLLERDEVICEADDED` events
    /// when it starts, so none is missed.
    private static var gameControllersWaiting = false

    /// Starts the game-controller subsystem if `startVideo` left it for later
    /// (the frame pipeline calls this from the second frame on; a test that
    /// plugs a virtual pad calls it first).
    package static func startWaitingGameControllers() {
        guard gameControllersWaiting else { return }
        gameControllersWaiting = false
        startGameControllers()
    }

    /// Without `XDG_RUNTIME_DIR` and `WAYLAND_DISPLAY` no Wayland compositor can
    /// be reached, and libwayland's attempt only prints an alarming line before
    /// SDL moves on: SDL's other display drivers are tried directly instead
    /// (a comma-separated SDL_VIDEODRIVER list). Nil when the user chose a driver.
    private static func driverWithoutWaylandProbe() -> String? {
        let unset = ["SDL_VIDEODRIVER", "WAYLAND_DISPLAY", "XDG_RUNTIME_DIR"].allSatisfy {
            ProcessEnvironment.value($0) == nil
        }
        guard unset else { return nil }
        return "x11,kmsdrm"
    }

    /// Game controllers are optional: without the subsystem, pads are ignored (logged).
    private static func startGameControllers() {
        guard SDL_WasInit(UInt32(SDL_INIT_GAMECONTROLLER)) == 0 else { return }
        if SDL_InitSubSystem(UInt32(SDL_INIT_GAMECONTROLLER)) != 0 {
            SDLViewsLog.error("game controllers unavailable: \(lastError)")
        }
    }

    /// Without a display SDL quietly falls back to its `offscreen` driver, and
    /// an app would run invisibly forever. Unless that driver was asked for
    /// (argument or SDL_VIDEODRIVER), it counts as "no display".
    private static func refuseSilentHeadlessFallback(requested: String?) throws {
        let current = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        let explicit = requested ?? ProcessEnvironment.value("SDL_VIDEODRIVER")
        guard ["offscreen", "dummy"].contains(current), explicit?.contains(current) != true else { return }
        SDL_QuitSubSystem(UInt32(SDL_INIT_VIDEO))
        throw SDLViewsError.noDisplay(
            noDisplayMessage(sdlError: "no display found (SDL fell back to its '\(current)' driver)"))
    }

    static func noDisplayMessage(sdlError: String) -> String {
        "SDLViews could not open a window: \(sdlError). Run it where a display is available "
            + "(an X11 or Wayland session; on a server, `xvfb-run -a \(CommandLine.arguments.first ?? "PROGRAM")`), "
            + "or render headless: `HeadlessScreen` in code, `samples NAME --screenshot out.png` for the launcher."
    }

    static var lastError: String { String(cString: SDL_GetError()) }

    /// The running video driver's name ("none" before video starts).
    static var currentVideoDriver: String { SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none" }
}
