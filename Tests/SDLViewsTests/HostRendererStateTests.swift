import Foundation
import Testing
import CSDL
@testable import SDLViews
import SDLViewsTesting

/// The host contract's first rule: every SDLViews call a game makes in host
/// mode (`handle(_:)`, `runFrame()`, `render()`, transitions, also one a
/// button's action starts inside `handle(_:)`) leaves each renderer getter as
/// the game set it. Runs on the golden pass's renderer too (`scripts/test.sh`
/// runs this suite on opengles2).
@MainActor
@Suite struct HostRendererStateTests {
    /// The game's setups: a split-screen viewport over a logical size (and the
    /// same letterboxed), a target texture with its own viewport and clip, a
    /// render scale with a viewport and clip.
    /// Each with a click point (SDL event coordinates, mapped as SDL maps them
    /// for the game) that lands on the full-window button, off the card.
    private func setups(_ r: OpaquePointer, target: OpaquePointer) -> [(String, CGPoint, () -> Void)] {
        [
            ("split screen over a logical size", CGPoint(x: 250, y: 150), {
                SDL_RenderSetLogicalSize(r, 320, 200)
                var viewport = SDL_Rect(x: 0, y: 0, w: 160, h: 200)
                SDL_RenderSetViewport(r, &viewport)
                var clip = SDL_Rect(x: 10, y: 12, w: 100, h: 90)
                SDL_RenderSetClipRect(r, &clip)
                SDL_SetRenderDrawColor(r, 1, 2, 3, 4)
                SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_ADD)
            }),
            ("right half, letterboxed, integer scale", CGPoint(x: 100, y: 150), {
                SDL_RenderSetLogicalSize(r, 300, 170)
                SDL_RenderSetIntegerScale(r, SDL_TRUE)
                var viewport = SDL_Rect(x: 150, y: 0, w: 150, h: 170)
                SDL_RenderSetViewport(r, &viewport)
                SDL_SetRenderDrawColor(r, 200, 100, 50, 25)
            }),
            ("a target texture with a viewport and clip", CGPoint(x: 300, y: 300), {
                SDL_SetRenderTarget(r, target)
                SDL_SetTextureBlendMode(target, SDL_BLENDMODE_ADD)
                SDL_SetTextureColorMod(target, 10, 20, 30)
                SDL_SetTextureAlphaMod(target, 40)
                var viewport = SDL_Rect(x: 8, y: 4, w: 100, h: 80)
                SDL_RenderSetViewport(r, &viewport)
                var clip = SDL_Rect(x: 2, y: 3, w: 50, h: 40)
                SDL_RenderSetClipRect(r, &clip)
                SDL_SetRenderDrawColor(r, 9, 8, 7, 6)
                SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_MOD)
            }),
            ("a scale, viewport and clip on the window", CGPoint(x: 300, y: 300), {
                SDL_RenderSetScale(r, 2, 1.5)
                var viewport = SDL_Rect(x: 5, y: 6, w: 150, h: 140)
                SDL_RenderSetViewport(r, &viewport)
                var clip = SDL_Rect(x: 3, y: 4, w: 60, h: 50)
                SDL_RenderSetClipRect(r, &clip)
                SDL_SetRenderDrawColor(r, 0, 0, 0, 0)
                SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND)
            })
        ]
    }

    /// A game with a full-window button whose action flips a rounded card.
    private func makeScene() throws -> (GameHost, UIView, OpaquePointer, FlipCounter) {
        let game = try GameHost(width: 640, height: 400, followsTestRenderer: true)
        let counter = FlipCounter()
        let card = UIView(frame: CGRect(x: 40, y: 30, width: 120, height: 80))
        card.backgroundColor = .systemBlue
        card.layer.cornerRadius = 12
        card.layer.borderWidth = 2
        card.layer.borderColor = UIColor.white.cgColor
        let button = UIButton(
            frame: game.window.bounds,
            primaryAction: UIAction { _ in
                counter.flips += 1
                UIView.transition(
                    with: card, duration: 0.5, options: .transitionFlipFromLeft,
                    animations: { card.backgroundColor = counter.flips.isMultiple(of: 2) ? .systemBlue : .systemRed })
            })
        game.window.addSubview(button)
        game.window.addSubview(card)
        let target = try #require(
            SDL_CreateTexture(
                game.renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), 200, 150))
        return (game, card, target, counter)
    }

    @MainActor final class FlipCounter { var flips = 0 }

    @Test func everyCallLeavesTheGamesRendererStateAsItWas() throws {
        let (game, card, target, counter) = try makeScene()
        defer {
            SDL_DestroyTexture(target)
            game.tearDown()
        }
        let r = game.renderer
        var step = 0
        for (name, click, setup) in setups(r, target: target) {
            RendererStateProbe.reset(r)
            game.frame()
            setup()
            let before = RendererStateProbe(r)
            func check(_ call: String, _ body: () -> Void) {
                body()
                let after = RendererStateProbe(r)
                #expect(after == before, "\(name), \(call): \(before) → \(after)")
            }
            let flipsBefore = counter.flips
            check("runFrame()") { UIApplication.shared.runFrame() }
            check("render()") { game.window.render() }
            check("render() of the kept UI") { game.window.render() }
            // A click: the button's action starts a flip (two snapshots) inside handle(_:).
            check("handle(_:) starting a transition") {
                _ = game.handle(game.button(SDL_MOUSEBUTTONDOWN, at: click))
                _ = game.handle(game.button(SDL_MOUSEBUTTONUP, at: click))
            }
            #expect(counter.flips == flipsBefore + 1, "\(name): the click reached the button")
            check("runFrame() mid-transition") {
                VirtualClock.advance(by: 0.1)
                UIApplication.shared.runFrame()
            }
            check("render() mid-transition") { game.window.render() }
            check("UIView.transition(with:) called by the game") {
                UIView.transition(
                    with: card, duration: 0.3, options: [.transitionCurlUp, .allowAnimatedContent],
                    animations: { card.alpha = 0.8 })
            }
            check("runFrame() and render() of a live curl") {
                VirtualClock.advance(by: 0.1)
                UIApplication.shared.runFrame()
                game.window.render()
            }
            check("handle(_:) of a key") { _ = game.handle(game.key(SDL_KEYDOWN, SDL_SCANCODE_A)) }
            check("the transition's end") {
                VirtualClock.advance(by: 1)
                UIApplication.shared.runFrame()
                game.window.render()
            }
            step += 1
        }
        #expect(step == 4)
    }

    /// The viewport a split-screen game sets on top of its logical size
    /// comes back exactly, also when it starts off the letterbox's grid.
    @Test func aSplitScreenViewportSurvivesRender() throws {
        let game = try GameHost(width: 643, height: 401, followsTestRenderer: true)
        defer { game.tearDown() }
        let label = UIView(frame: CGRect(x: 4, y: 4, width: 40, height: 20))
        label.backgroundColor = .red
        game.window.addSubview(label)
        let r = game.renderer
        for half in [SDL_Rect(x: 0, y: 0, w: 160, h: 200), SDL_Rect(x: 160, y: 0, w: 160, h: 200)] {
            SDL_RenderSetLogicalSize(r, 320, 200)
            var viewport = half
            SDL_RenderSetViewport(r, &viewport)
            let before = RendererStateProbe(r)
            #expect(before.viewport == [half.x, half.y, half.w, half.h])
            game.window.render()
            #expect(RendererStateProbe(r) == before)
            RendererStateProbe.reset(r)
        }
    }
}
