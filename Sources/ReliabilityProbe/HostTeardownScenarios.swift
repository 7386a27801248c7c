import Foundation
import CSDL
import SDLViews
import SDLViewsTesting

/// Issue 20's teardown orders: a game destroys its SDL renderer (or window)
/// while an SDLViews window over it is still open, with textures, offscreen
/// passes and a transition's snapshots alive. Each must end normally.
let hostTeardownScenarios: [ProbeScenario] = [
    ProbeScenario("host-renderer-destroyed-first") { try HostTeardown.run(destroyWindowToo: false, announce: false) },
    ProbeScenario("host-window-destroyed-first") { try HostTeardown.run(destroyWindowToo: true, announce: false) },
    ProbeScenario("host-renderer-destroyed-announced") { try HostTeardown.run(destroyWindowToo: false, announce: true) }
]

@MainActor
enum HostTeardown {
    static func run(destroyWindowToo: Bool, announce: Bool) throws {
        let screen = try HeadlessScreen(width: 4, height: 4)  // brings up SDL's dummy video driver
        guard let sdlWindow = SDL_CreateWindow("game", 0, 0, 200, 150, SDL_WINDOW_HIDDEN.rawValue),
            let renderer = SDL_CreateRenderer(sdlWindow, -1, SDL_RENDERER_SOFTWARE.rawValue)
        else { ProbeScenario.fail("no SDL window or renderer") }
        let window = UIWindow(sdlWindow: sdlWindow, renderer: renderer)
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 120, height: 90))
        card.backgroundColor = .blue
        card.alpha = 0.5  // an offscreen pass
        card.layer.cornerRadius = 12
        card.layer.shadowOpacity = 0.5
        let label = UILabel(frame: CGRect(x: 8, y: 8, width: 100, height: 20))
        label.text = "Inventory"
        card.addSubview(label)
        window.addSubview(card)
        var completed: Bool?
        UIView.transition(
            with: card, duration: 1, options: .transitionFlipFromLeft,
            animations: {
                label.text = "Map"
            }
        ) { completed = $0 }
        for _ in 0..<3 {
            VirtualClock.advance(by: 0.1)
            UIApplication.shared.runFrame()
            window.render()
        }
        if announce { window.sdlRendererWillBeDestroyed() }
        SDL_DestroyRenderer(renderer)
        if destroyWindowToo { SDL_DestroyWindow(sdlWindow) }
        // The UI keeps running frames and being asked to draw after its renderer went.
        for _ in 0..<12 {
            VirtualClock.advance(by: 0.1)
            UIApplication.shared.runFrame()
            window.render()
        }
        ProbeScenario.expect(
            completed == true, "the transition ends with its completion (got \(String(describing: completed)))")
        window.close()
        if !destroyWindowToo { SDL_DestroyWindow(sdlWindow) }
        _ = screen
    }
}
