import Foundation
import Testing
import CSDL
@testable import SDLViews
import SDLViewsTesting

/// Teardown in any order, and device resets, under a game's renderer.
@MainActor
@Suite struct HostTeardownTests {
    /// A card with contents (a label's texture), an offscreen pass (group opacity) and a running flip.
    private func flippingCard(in window: UIWindow) -> UILabel {
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 120, height: 90))
        card.backgroundColor = .blue
        card.alpha = 0.5
        let label = UILabel(frame: CGRect(x: 8, y: 8, width: 100, height: 20))
        label.text = "Inventory"
        card.addSubview(label)
        window.addSubview(card)
        UIView.transition(
            with: card, duration: 1, options: .transitionFlipFromLeft,
            animations: {
                label.text = "Map"
            })
        return label
    }

    /// A layer remembers which host its changes go to; closing the window
    /// (its root loses the host) makes it look again, so a view kept after
    /// its window closed does not mark the closed host (held here) as changed.
    @Test func changesAfterCloseDoNotReachTheClosedHost() throws {
        let screen = try HeadlessScreen(width: 100, height: 100)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        screen.window.addSubview(view)
        view.backgroundColor = .red
        let host = try #require(screen.window.host)
        screen.runFrame()
        #expect(!host.needsComposite)
        view.backgroundColor = .green
        #expect(host.needsComposite, "a change before closing reaches the host")
        screen.runFrame()
        screen.window.close()
        let composited = host.needsComposite
        view.backgroundColor = .blue
        #expect(host.needsComposite == composited)
        #expect(!host.needsComposite)
    }

    @Test func aRendererDestroyedBeforeCloseIsNeverCalledAgain() throws {
        let game = try GameHost(width: 200, height: 150)
        _ = flippingCard(in: game.window)
        for _ in 0..<2 {
            VirtualClock.advance(by: 0.1)
            game.frame()
        }
        let host = try #require(game.window.host)
        #expect(host.textures.count > 0)
        let forgottenBefore = RendererLifetime.texturesForgotten
        SDL_DestroyRenderer(game.renderer)
        VirtualClock.advance(by: 2)  // the transition ends: its snapshots go
        UIApplication.shared.runFrame()
        game.window.render()
        #expect(host.sdlObjectsAreGone)
        #expect(host.textures.count == 0)
        #expect(RendererLifetime.texturesForgotten > forgottenBefore, "textures were forgotten, not destroyed")
        game.window.close()
        SDL_DestroyWindow(game.sdlWindow)
    }

    @Test func aGameCanAnnounceItsRendererIsGoing() throws {
        let game = try GameHost(width: 200, height: 150)
        _ = flippingCard(in: game.window)
        game.frame()
        let host = try #require(game.window.host)
        game.window.sdlRendererWillBeDestroyed()
        #expect(host.textures.count == 0, "freed while the renderer existed")
        #expect(RendererLifetime.isGone(game.renderer))
        SDL_DestroyRenderer(game.renderer)
        SDL_DestroyWindow(game.sdlWindow)
        VirtualClock.advance(by: 2)
        UIApplication.shared.runFrame()
        game.window.render()
        game.window.close()
    }

    @Test func theTeardownReproducersEndNormally() throws {
        for name in [
            "host-renderer-destroyed-first", "host-window-destroyed-first", "host-renderer-destroyed-announced"
        ] {
            let outcome = try ProbeProcess.run(name)
            #expect(outcome.ending == .exited(0), "\(name): \(outcome.output)")
        }
    }

    @Test func aDeviceResetRebuildsEveryTextureTransitionsIncluded() throws {
        let game = try GameHost(width: 200, height: 150)
        defer { game.tearDown() }
        let label = flippingCard(in: game.window)
        VirtualClock.advance(by: 0.6)  // past the flip's middle: the after side shows
        game.frame()
        let host = try #require(game.window.host)
        let card = try #require(label.superview)
        let transition = try #require(card.layer.animationEntries.compactMap { $0.animation as? ViewTransition }.first)
        #expect(transition.after != nil)
        let uploaded = host.textures.uploadedBytes
        var reset = SDL_Event()
        reset.type = SDL_RENDER_DEVICE_RESET.rawValue
        #expect(!game.handle(reset))
        #expect(host.textures.count == 0)
        #expect(transition.after == nil && transition.before == nil && transition.live)
        VirtualClock.advance(by: 0.1)
        game.frame()
        #expect(host.textures.count > 0, "textures rebuilt from the layers' contents")
        #expect(host.textures.uploadedBytes > uploaded)
        // The flipping card is drawn again (blue at half opacity over the game's dark blue).
        let middle = try game.pixel(70, 80)
        #expect(middle.b > 100)
    }
}
