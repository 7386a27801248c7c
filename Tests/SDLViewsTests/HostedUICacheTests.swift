import Foundation
import Testing
import CSDL
@testable import SDLViews
import SDLViewsTesting

/// Host mode keeps an idle UI in a texture between the game's frames
/// (`HostedUICache`): the copied frame matches the composited one, an
/// animating UI still changes every frame, and a device reset rebuilds it.
/// Runs on the golden pass's renderer too (`SDLVIEWS_TEST_RENDERER`).
@MainActor
@Suite struct HostedUICacheTests {
    /// A HUD with what blends: a translucent rounded panel with a shadow, text,
    /// a button, a group-opacity card and a rotated badge, inside a
    /// transparent full-window container.
    private func buildHUD(in window: UIWindow) -> UIView {
        let container = UIView(frame: window.bounds)
        window.addSubview(container)
        let panel = UIView(frame: CGRect(x: 12, y: 10, width: 120, height: 70))
        panel.backgroundColor = UIColor(white: 0, alpha: 0.55)
        panel.layer.cornerRadius = 9
        panel.layer.shadowOpacity = 0.5
        panel.layer.shadowRadius = 3
        container.addSubview(panel)
        let label = UILabel(frame: CGRect(x: 8, y: 6, width: 104, height: 22))
        label.text = "Score 1200"
        label.textColor = .white
        panel.addSubview(label)
        let button = UIButton(frame: CGRect(x: 8, y: 36, width: 70, height: 26))
        button.setTitle("Pause", for: .normal)
        button.backgroundColor = UIColor.systemBlue.withAlphaComponent(0.8)
        panel.addSubview(button)
        let card = UIView(frame: CGRect(x: 140, y: 90, width: 50, height: 40))
        card.backgroundColor = .systemYellow
        card.alpha = 0.6
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 20))
        inner.backgroundColor = .systemRed
        card.addSubview(inner)
        container.addSubview(card)
        let badge = UIView(frame: CGRect(x: 150, y: 20, width: 30, height: 30))
        badge.backgroundColor = UIColor.systemGreen.withAlphaComponent(0.7)
        badge.transform = CGAffineTransform(rotationAngle: .pi / 7)
        container.addSubview(badge)
        return panel
    }

    /// Levels a channel of a copied frame may differ from the composited one:
    /// SDL's software blend divides by 256 at each of the stacked layers, and
    /// the kept texture is divided back to straight alpha; GPU blending rounds once per layer.
    static let tolerance = HeadlessScreen.rendererName == "software" ? 6 : 2

    /// The game's scene: stripes of colour, so any blending error shows.
    private func gameScene(_ game: GameHost) {
        let r = game.renderer
        SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_NONE)
        for i in 0..<20 {
            SDL_SetRenderDrawColor(r, UInt8(i * 12), UInt8(255 - i * 11), UInt8((i * 53) % 256), 255)
            var stripe = SDL_Rect(x: Int32(i * 10), y: 0, w: 10, h: 150)
            SDL_RenderFillRect(r, &stripe)
        }
    }

    private func frame(_ game: GameHost) -> [UInt8] {
        gameScene(game)
        UIApplication.shared.runFrame()
        game.window.render()
        return readFrame(game)
    }

    private func readFrame(_ game: GameHost) -> [UInt8] {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(game.renderer, &w, &h)
        var pixels = [UInt8](repeating: 0, count: Int(w * h * 4))
        _ = pixels.withUnsafeMutableBytes {
            SDL_RenderReadPixels(game.renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, $0.baseAddress, w * 4)
        }
        return pixels
    }

    /// The largest difference of one colour channel between two frames.
    private func largestDifference(_ a: [UInt8], _ b: [UInt8]) -> Int {
        zip(a, b).reduce(0) { max($0, abs(Int($1.0) - Int($1.1))) }
    }

    @Test func anIdleUIIsCopiedAndLooksTheSameAsComposited() throws {
        let game = try GameHost(width: 200, height: 150, followsTestRenderer: true)
        defer { game.tearDown() }
        _ = buildHUD(in: game.window)
        let host = try #require(game.window.host)
        host.keepsHostedUI = false
        let composited = frame(game)
        host.keepsHostedUI = true
        _ = frame(game)
        #expect(host.hostedCache.rebuilds == 1)
        let copied = frame(game)
        let copiedAgain = frame(game)
        #expect(host.hostedCache.rebuilds == 1, "nothing changed: the kept UI is not composited again")
        #expect(host.hostedCache.copies == 3)
        #expect(copied == copiedAgain)
        #expect(copied != readGameAlone(game), "the UI is drawn")
        // Blending into the kept texture and then over the game rounds once
        // more than blending straight onto the game.
        #expect(
            largestDifference(composited, copied) <= Self.tolerance,
            "\(differenceReport(composited, copied, width: 200))")
    }

    /// On the software renderer pixman blends the kept UI onto the window from
    /// its premultiplied pixels; a game drawing into a texture of its own gets
    /// the kept UI through SDL's copy, made straight first: the same look.
    @Test(.softwareRendererOnly) func pixmanBlendsTheKeptUIAndATextureTargetGetsSDLsCopy() throws {
        let game = try GameHost(width: 200, height: 150)
        defer { game.tearDown() }
        _ = buildHUD(in: game.window)
        let host = try #require(game.window.host)
        _ = frame(game)
        _ = frame(game)
        let onWindow = frame(game)
        #expect(host.hostedCache.rebuilds == 1)
        #expect(host.hostedCache.pixmanCopies > 0)
        let pixmanCopies = host.hostedCache.pixmanCopies
        let target = try #require(
            SDL_CreateTexture(
                game.renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), 200, 150))
        defer { SDL_DestroyTexture(target) }
        SDL_SetRenderTarget(game.renderer, target)
        let inTexture = frame(game)
        SDL_SetRenderTarget(game.renderer, nil)
        #expect(host.hostedCache.rebuilds == 1, "the same kept UI, copied by SDL this time")
        #expect(host.hostedCache.pixmanCopies == pixmanCopies)
        #expect(
            largestDifference(onWindow, inTexture) <= Self.tolerance,
            "\(differenceReport(onWindow, inTexture, width: 200))")
        // Back on the window: pixman again, the same pixels as before.
        #expect(frame(game) == onWindow)
        #expect(host.hostedCache.pixmanCopies > pixmanCopies)
    }

    /// A view that counts its layout and drawing passes.
    private final class CountingView: UIView {
        var layouts = 0
        var draws = 0
        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
        }
        override func draw(_ rect: CGRect) {
            draws += 1
            UIColor.systemOrange.setFill()
            UIRectFill(bounds.insetBy(dx: 2, dy: 2))
        }
    }

    @Test func anIdleHostedFrameIssuesOnlyTheCopy() throws {
        let game = try GameHost(width: 200, height: 150, followsTestRenderer: true)
        defer { game.tearDown() }
        let panel = buildHUD(in: game.window)
        let probe = CountingView(frame: CGRect(x: 150, y: 100, width: 30, height: 30))
        probe.isOpaque = false
        game.window.addSubview(probe)
        let host = try #require(game.window.host)
        _ = frame(game)
        let direct = host.hostedDrawCalls
        #expect(direct > 1, "the first frame composites the whole HUD onto the game")
        _ = frame(game)
        #expect(host.hostedDrawCalls > 1, "the HUD is drawn into the kept texture, which is then copied")
        let layouts = probe.layouts, draws = probe.draws, composited = game.window.compositedFrameCount
        #expect(layouts >= 1 && draws == 1)
        for _ in 0..<3 {
            VirtualClock.advance(by: 1.0 / 60)
            _ = frame(game)
            #expect(host.hostedDrawCalls == host.hostedCache.keptParts.count, "an idle UI is only copied")
            #expect((1...KeptRegions.maxRects).contains(host.hostedCache.keptParts.count))
        }
        #expect(probe.layouts == layouts, "no layout pass")
        #expect(probe.draws == draws, "no display pass")
        #expect(game.window.compositedFrameCount == composited, "no composite")
        #expect(host.hostedCache.rebuilds == 1)
        // A change is composited directly again.
        panel.backgroundColor = UIColor(white: 0.2, alpha: 0.55)
        _ = frame(game)
        #expect(host.hostedDrawCalls > 1)
        #expect(game.window.compositedFrameCount == composited + 1)
    }

    private func differenceReport(_ a: [UInt8], _ b: [UInt8], width: Int) -> String {
        var worst = (0, 0), count = 0
        for i in 0..<min(a.count, b.count) where a[i] != b[i] {
            count += 1
            let d = abs(Int(a[i]) - Int(b[i]))
            if d > worst.0 { worst = (d, i) }
        }
        let p = worst.1 / 4
        return "\(count) channels differ; worst \(worst.0) at (\(p % width), \(p / width)): "
            + "\(a[p * 4..<p * 4 + 4]) vs \(b[p * 4..<p * 4 + 4])"
    }

    private func readGameAlone(_ game: GameHost) -> [UInt8] {
        gameScene(game)
        return readFrame(game)
    }

    @Test func theKeptUICoversWhatThePaintedViewsCoverOnly() throws {
        let game = try GameHost(width: 200, height: 150)
        defer { game.tearDown() }
        let container = UIView(frame: game.window.bounds)
        game.window.addSubview(container)
        let badge = UIView(frame: CGRect(x: 50, y: 40, width: 30, height: 20))
        badge.backgroundColor = .systemRed
        container.addSubview(badge)
        let host = try #require(game.window.host)
        _ = frame(game)
        _ = frame(game)
        let kept = try #require(host.hostedCache.keptRect)
        // The badge (and at most a pixel of rounding around it); the transparent container adds nothing.
        #expect(kept.x >= 48 && kept.x <= 50 && kept.y >= 38 && kept.y <= 40, "\(kept)")
        #expect(kept.w >= 30 && kept.w <= 34 && kept.h >= 20 && kept.h <= 24, "\(kept)")
        #expect(host.hostedCache.keptParts.count == 1)
    }

    @Test func aHUDInTwoCornersIsCopiedAsTwoParts() throws {
        let game = try GameHost(width: 200, height: 150, followsTestRenderer: true)
        defer { game.tearDown() }
        let container = UIView(frame: game.window.bounds)
        game.window.addSubview(container)
        let score = UIView(frame: CGRect(x: 4, y: 4, width: 40, height: 16))
        score.backgroundColor = UIColor(white: 0, alpha: 0.5)
        let map = UIView(frame: CGRect(x: 150, y: 100, width: 44, height: 44))
        map.backgroundColor = UIColor.systemGreen.withAlphaComponent(0.7)
        map.layer.cornerRadius = 6
        container.addSubview(score)
        container.addSubview(map)
        let host = try #require(game.window.host)
        host.keepsHostedUI = false
        let composited = frame(game)
        host.keepsHostedUI = true
        _ = frame(game)
        let copied = frame(game)
        let parts = host.hostedCache.keptParts
        #expect(parts.count == 2, "\(parts)")
        #expect(host.hostedDrawCalls == 2, "one copy per part")
        let kept = try #require(host.hostedCache.keptRect)
        #expect(kept.x <= 4 && kept.y <= 4 && kept.x + kept.w >= 194 && kept.y + kept.h >= 144, "\(kept)")
        // What is between the parts is the game's, untouched.
        #expect(try game.pixel(100, 70) == readGamePixel(game, 100, 70))
        #expect(largestDifference(composited, copied) <= Self.tolerance)
    }

    private func readGamePixel(_ game: GameHost, _ x: Int32, _ y: Int32) throws -> RGBA8 {
        gameScene(game)
        return try game.pixel(x, y)
    }

    @Test func anAnimatingUIChangesEveryFrame() throws {
        let game = try GameHost(width: 200, height: 150, followsTestRenderer: true)
        defer { game.tearDown() }
        let panel = buildHUD(in: game.window)
        let host = try #require(game.window.host)
        _ = frame(game)
        _ = frame(game)
        UIView.animate(withDuration: 1) { panel.center.x += 50 }
        var previous = frame(game)
        for _ in 0..<5 {
            VirtualClock.advance(by: 0.1)
            let now = frame(game)
            #expect(now != previous)
            previous = now
        }
        VirtualClock.advance(by: 1)
        let ended = frame(game)
        let copied = frame(game)
        #expect(largestDifference(ended, copied) <= Self.tolerance)
        #expect(host.hostedCache.copies >= 2)
    }

    @Test func aDeviceResetRebuildsTheKeptUI() throws {
        let game = try GameHost(width: 200, height: 150)
        defer { game.tearDown() }
        _ = buildHUD(in: game.window)
        let host = try #require(game.window.host)
        _ = frame(game)
        let before = frame(game)
        let rebuilds = host.hostedCache.rebuilds
        var reset = SDL_Event()
        reset.type = SDL_RENDER_DEVICE_RESET.rawValue
        #expect(!game.handle(reset))
        #expect(host.hostedCache.keptRect == nil, "the texture went with the device")
        _ = frame(game)
        let after = frame(game)
        #expect(host.hostedCache.rebuilds == rebuilds + 1)
        #expect(largestDifference(before, after) == 0)
    }

    @Test func aPlacementChangeRebuildsTheKeptUI() throws {
        let game = try GameHost(width: 200, height: 150)
        defer { game.tearDown() }
        let dot = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        dot.backgroundColor = .red
        game.window.addSubview(dot)
        _ = frame(game)
        _ = frame(game)
        game.window.renderPlacement = .pixelRect(CGRect(x: 100, y: 50, width: 100, height: 100))
        _ = frame(game)
        _ = frame(game)
        #expect(try game.pixel(105, 55) == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(try game.pixel(5, 5) != RGBA8(r: 255, g: 0, b: 0, a: 255))
    }
}
