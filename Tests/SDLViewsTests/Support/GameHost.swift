import Foundation
import Testing
import CSDL
@testable import SDLViews
import SDLViewsTesting

/// A game that owns its SDL window, software renderer and event loop, with
/// SDLViews wrapped over them (host mode), on SDL's dummy video driver.
@MainActor
final class GameHost {
    let sdlWindow: OpaquePointer
    let renderer: OpaquePointer
    let window: UIWindow

    /// With `followsTestRenderer`, the game's renderer is the golden pass's
    /// (`SDLVIEWS_TEST_RENDERER` on `SDLVIEWS_TEST_VIDEO`) instead of software on dummy.
    init(width: Int32 = 160, height: Int32 = 120, followsTestRenderer: Bool = false) throws {
        VirtualClock.start(at: 0)
        let rendererName = followsTestRenderer ? HeadlessScreen.rendererName : "software"
        let video = ProcessInfo.processInfo.environment["SDLVIEWS_TEST_VIDEO"] ?? ""
        try SDLRuntime.startVideo(driver: rendererName == "software" ? "dummy" : video.isEmpty ? "offscreen" : video)
        UIApplication.shared.resetRuntime()
        // Called outside #require: the macro would keep the title's temporary C string past its call (ASan).
        let created = SDL_CreateWindow("game", 0, 0, width, height, SDL_WINDOW_HIDDEN.rawValue)
        sdlWindow = try #require(created)
        renderer = try #require(GameHost.makeRenderer(named: rendererName, for: sdlWindow))
        window = UIWindow(sdlWindow: sdlWindow, renderer: renderer)
    }

    private static func makeRenderer(named name: String, for window: OpaquePointer) -> OpaquePointer? {
        guard name != "software" else { return SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) }
        for index in 0..<SDL_GetNumRenderDrivers() {
            var info = SDL_RendererInfo()
            if SDL_GetRenderDriverInfo(index, &info) == 0, String(cString: info.name) == name {
                return SDL_CreateRenderer(window, index, 0)
            }
        }
        return nil
    }

    /// Closes the UI first, then the game's objects (the usual order).
    func tearDown() {
        window.close()
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(sdlWindow)
    }

    var windowID: UInt32 { SDL_GetWindowID(sdlWindow) }

    /// One game frame: its scene, the UI's frame and the UI drawn on top.
    func frame(clear: SDL_Color = SDL_Color(r: 0, g: 0, b: 80, a: 255)) {
        SDL_SetRenderDrawColor(renderer, clear.r, clear.g, clear.b, clear.a)
        SDL_RenderClear(renderer)
        UIApplication.shared.runFrame()
        window.render()
    }

    // MARK: Events, fed to handle(_:) as the game's loop would

    func button(_ type: SDL_EventType, at point: CGPoint, button: Int32 = SDL_BUTTON_LEFT) -> SDL_Event {
        var event = SDL_Event()
        event.button.type = type.rawValue
        event.button.button = UInt8(button)
        event.button.windowID = windowID
        event.button.x = Int32(point.x)
        event.button.y = Int32(point.y)
        return event
    }

    func motion(to point: CGPoint, buttons: UInt32 = 0) -> SDL_Event {
        var event = SDL_Event()
        event.motion.type = SDL_MOUSEMOTION.rawValue
        event.motion.windowID = windowID
        event.motion.state = buttons
        event.motion.x = Int32(point.x)
        event.motion.y = Int32(point.y)
        return event
    }

    func wheel(at point: CGPoint) -> SDL_Event {
        var event = SDL_Event()
        event.wheel.type = SDL_MOUSEWHEEL.rawValue
        event.wheel.windowID = windowID
        event.wheel.y = -1
        event.wheel.preciseY = -1
        event.wheel.mouseX = Int32(point.x)
        event.wheel.mouseY = Int32(point.y)
        return event
    }

    func key(_ type: SDL_EventType, _ scancode: SDL_Scancode, repeating: Bool = false) -> SDL_Event {
        var event = SDL_Event()
        event.key.type = type.rawValue
        event.key.windowID = windowID
        event.key.repeat = repeating ? 1 : 0
        event.key.keysym.scancode = scancode
        event.key.keysym.sym = SDL_GetKeyFromScancode(scancode)
        return event
    }

    func text(_ string: String) -> SDL_Event {
        var event = SDL_Event()
        event.text.type = SDL_TEXTINPUT.rawValue
        event.text.windowID = windowID
        let bytes = Array(string.utf8.prefix(31))
        withUnsafeMutableBytes(of: &event.text.text) { raw in
            for (i, byte) in bytes.enumerated() { raw[i] = byte }
            raw[bytes.count] = 0
        }
        return event
    }

    func windowEvent(_ id: SDL_WindowEventID) -> SDL_Event {
        var event = SDL_Event()
        event.window.type = SDL_WINDOWEVENT.rawValue
        event.window.windowID = windowID
        event.window.event = UInt8(id.rawValue)
        return event
    }

    func handle(_ event: SDL_Event) -> Bool { UIApplication.shared.handle(event) }

    /// A click (press and release); the two answers of `handle(_:)`.
    func click(at point: CGPoint) -> [Bool] {
        [handle(button(SDL_MOUSEBUTTONDOWN, at: point)), handle(button(SDL_MOUSEBUTTONUP, at: point))]
    }

    /// The pixel at (x, y) of the render target now current.
    func pixel(_ x: Int32, _ y: Int32) throws -> RGBA8 {
        var rect = SDL_Rect(x: x, y: y, w: 1, h: 1)
        var bgra: [UInt8] = [0, 0, 0, 0]
        let status = SDL_RenderReadPixels(renderer, &rect, SDL_PIXELFORMAT_ARGB8888.rawValue, &bgra, 4)
        try #require(status == 0)
        return RGBA8(r: bgra[2], g: bgra[1], b: bgra[0], a: bgra[3])
    }
}
