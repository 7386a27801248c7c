import Foundation
import CSDL
import SDLViews

/// A manual check of host mode on a real GPU renderer (not run by the tests,
/// which stay on the dummy driver): under `xvfb-run` with
/// `SDL_RENDER_DRIVER=opengl` or `opengles2`, a game with a logical size draws
/// SDLViews over its scene; the renderer state must come back unchanged, the
/// button must be drawn where the game's mapping puts it, and a click there
/// (through SDL's queue, which maps it to game units) must land on it.
let hostRendererScenarios: [ProbeScenario] = [
    ProbeScenario("host-renderer-manual-check") { try HostRendererCheck.run() }
]

@MainActor
private final class Target: UIView {
    var began = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1 }
}

@MainActor
enum HostRendererCheck {
    private static func state(_ r: OpaquePointer) -> [String] {
        var c: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
        SDL_GetRenderDrawColor(r, &c.0, &c.1, &c.2, &c.3)
        var mode = SDL_BLENDMODE_NONE
        SDL_GetRenderDrawBlendMode(r, &mode)
        var clip = SDL_Rect(), viewport = SDL_Rect()
        SDL_RenderGetClipRect(r, &clip)
        SDL_RenderGetViewport(r, &viewport)
        var sx: Float = 0, sy: Float = 0
        SDL_RenderGetScale(r, &sx, &sy)
        var lw: Int32 = 0, lh: Int32 = 0
        SDL_RenderGetLogicalSize(r, &lw, &lh)
        return [
            "\(c)", "\(mode.rawValue)", "\(SDL_RenderIsClipEnabled(r).rawValue) \(clip)", "\(viewport)", "\(sx) \(sy)",
            "\(lw)x\(lh)", "\(String(describing: SDL_GetRenderTarget(r)))"
        ]
    }

    static func run() throws {
        ProbeScenario.expect(SDL_Init(SDL_INIT_VIDEO) == 0, "SDL_Init: \(String(cString: SDL_GetError()))")
        guard let window = SDL_CreateWindow("game", 0, 0, 320, 240, SDL_WINDOW_SHOWN.rawValue),
            let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED.rawValue)
        else { ProbeScenario.fail("no window or renderer: \(String(cString: SDL_GetError()))") }
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        print("renderer: \(info.name.map { String(cString: $0) } ?? "?")")
        let ui = UIWindow(sdlWindow: window, renderer: renderer)
        ui.renderPlacement = .rendererViewport
        let button = Target(frame: CGRect(x: 20, y: 20, width: 40, height: 30))
        button.backgroundColor = .red
        ui.addSubview(button)
        SDL_RenderSetLogicalSize(renderer, 160, 120)
        var clip = SDL_Rect(x: 0, y: 0, w: 150, h: 110)
        SDL_RenderSetClipRect(renderer, &clip)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_ADD)
        for _ in 0..<2 {
            SDL_SetRenderDrawColor(renderer, 0, 0, 80, 255)
            SDL_RenderClear(renderer)
            UIApplication.shared.runFrame()
            let before = state(renderer)
            ui.render()
            let after = state(renderer)
            ProbeScenario.expect(before == after, "renderer state changed: \(before) → \(after)")
        }
        var bgra: [UInt8] = [0, 0, 0, 0]
        SDL_RenderSetLogicalSize(renderer, 0, 0)
        var px = SDL_Rect(x: 80, y: 70, w: 1, h: 1)
        SDL_RenderReadPixels(renderer, &px, SDL_PIXELFORMAT_ARGB8888.rawValue, &bgra, 4)
        SDL_RenderSetLogicalSize(renderer, 160, 120)
        print("pixel at window (80, 70): rgba(\(bgra[2]), \(bgra[1]), \(bgra[0]), \(bgra[3]))")
        ProbeScenario.expect(bgra[2] > 200 && bgra[0] < 50, "the button is not drawn at the game's scale")
        SDL_RenderPresent(renderer)
        SDL_FlushEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)
        var down = SDL_Event()
        down.button.type = SDL_MOUSEBUTTONDOWN.rawValue
        down.button.button = UInt8(SDL_BUTTON_LEFT)
        down.button.windowID = SDL_GetWindowID(window)
        down.button.x = 100
        down.button.y = 80
        SDL_PushEvent(&down)
        var event = SDL_Event()
        var used = false
        while SDL_PollEvent(&event) != 0 {
            if event.type == SDL_MOUSEBUTTONDOWN.rawValue { used = UIApplication.shared.handle(event) }
        }
        print("click at window (100, 80): handled \(used), button touches \(button.began)")
        ProbeScenario.expect(used && button.began == 1, "the click did not land on the drawn button")
        ui.close()
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
        print("host mode on this renderer: OK")
    }
}
