import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting
import CSDL

/// Plain colour fills drawn by pixman into the window on the software
/// renderer (`PixmanWindowDrawer`): every scene is drawn with pixman and again
/// with SDL's fills, in the same order and clip. Opaque fills store the very
/// pixel value SDL stores; translucent ones differ by at most one level per
/// channel (SDL truncates the destination's share where pixman rounds). Both
/// cover exactly the pixels SDL's software renderer covers.
@MainActor
@Suite struct PixmanFillTests {
    private func drawer(_ screen: HeadlessScreen) throws -> PixmanWindowDrawer {
        try #require(screen.window.host?.compositor.batch.windowDrawer)
    }

    private func view(_ frame: CGRect, _ color: UIColor) -> UIView {
        let view = UIView(frame: frame)
        view.backgroundColor = color
        return view
    }

    /// Stripes of opaque colours under everything, so a blend shows what it mixed with.
    private func addBackdrop(to screen: HeadlessScreen, width: CGFloat, height: CGFloat) {
        let colors: [UIColor] = [.systemRed, .white, .systemBlue, .black, .systemYellow, .systemGreen]
        let stripe = width / CGFloat(colors.count)
        for (i, color) in colors.enumerated() {
            screen.window.addSubview(view(CGRect(x: CGFloat(i) * stripe, y: 0, width: stripe, height: height), color))
        }
    }

    private struct Frames {
        let pixman: CGImage, sdl: CGImage
        let stored: Int, blended: Int
    }

    /// Composites the screen with pixman's fills and again with SDL's.
    private func bothWays(_ screen: HeadlessScreen) throws -> Frames {
        let drawer = try drawer(screen)
        screen.window.forceComposite()
        let stored = drawer.fills, blended = drawer.blendedFills
        let pixman = try #require(screen.snapshot().cgImage)
        drawer.fillsWithPixman = false
        defer { drawer.fillsWithPixman = true }
        screen.window.forceComposite()
        #expect(drawer.fills == 0)
        #expect(drawer.blendedFills == 0)
        return Frames(pixman: pixman, sdl: try #require(screen.snapshot().cgImage), stored: stored, blended: blended)
    }

    /// Runs a frame and draws it both ways: pixman stored and blended so many
    /// fills, and SDL's frame matches to `tolerance` levels.
    @discardableResult
    private func expectBothWays(
        _ screen: HeadlessScreen, stored: Int, blended: Int, tolerance: Int, _ name: String
    ) throws -> Frames {
        screen.advance(by: 0.016)
        let both = try bothWays(screen)
        #expect(both.stored == stored)
        #expect(both.blended == blended)
        let result = difference(both.pixman, both.sdl, tolerance: tolerance, name)
        #expect(result.matches, "\(result)")
        #expect(result.maxChannelDifference <= tolerance)
        return both
    }

    /// A view of `color` clipping subviews of the given frames and colours.
    private func addClip(
        _ frame: CGRect, _ color: UIColor, holding children: [(CGRect, UIColor)], to screen: HeadlessScreen
    ) {
        let clip = view(frame, color)
        clip.clipsToBounds = true
        for (frame, color) in children { clip.addSubview(view(frame, color)) }
        screen.window.addSubview(clip)
    }

    private func difference(_ a: CGImage, _ b: CGImage, tolerance: Int, _ name: String) -> GoldenImage.Result {
        GoldenImage.difference(a, b, tolerance: tolerance, maxDifferingPixels: 0, name: name)
    }

    // MARK: Scenes

    @Test func opaqueBackgroundsStoreSDLsPixelsExactly() throws {
        let screen = try HeadlessScreen(width: 240, height: 160)
        // The clipping view would be a flattened card, drawn into its own texture.
        runtime.flattensStaticCards = false
        defer { runtime.flattensStaticCards = true }
        screen.window.backgroundColor = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)
        // Whole and fractional origins and sizes, one past each window edge, two inside a clipping view.
        let frames = [
            CGRect(x: 10, y: 10, width: 40, height: 18), CGRect(x: 60.5, y: 10.25, width: 33.75, height: 17.5),
            CGRect(x: -12.5, y: 40, width: 50, height: 20), CGRect(x: 220.4, y: 150.6, width: 40, height: 30),
            CGRect(x: 100.99, y: 60.01, width: 0.6, height: 12.3)
        ]
        for (i, frame) in frames.enumerated() {
            screen.window.addSubview(view(frame, [.systemOrange, .systemTeal, .magenta, .cyan, .white][i]))
        }
        addClip(
            CGRect(x: 120, y: 90, width: 60, height: 40), .darkGray,
            holding: [
                (CGRect(x: -10.5, y: 5.5, width: 40, height: 50), .systemPink),
                (CGRect(x: 45.3, y: -3, width: 30, height: 20.7), .systemGreen)
            ], to: screen)
        // The clear, five backgrounds, the clipping view's and its two subviews'.
        try expectBothWays(screen, stored: 9, blended: 0, tolerance: 0, "opaque")
        // A fill at x 100.99, 0.6 wide covers SDL's one pixel, column 100.
        #expect(screen.pixel(at: CGPoint(x: 100.5, y: 65)) == RGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect(screen.pixel(at: CGPoint(x: 101.5, y: 65)) != RGBA8(r: 255, g: 255, b: 255, a: 255))
    }

    @Test(arguments: [1, 128, 254])
    func translucentBackgroundsBlendWithinOneLevelOfSDL(alpha: Int) throws {
        let screen = try HeadlessScreen(width: 240, height: 160)
        addBackdrop(to: screen, width: 240, height: 160)
        let a = CGFloat(alpha) / 255
        let colors: [UIColor] = [.white, .black, .systemPurple, .systemOrange, UIColor(white: 0.5, alpha: 1)]
        let frames = [
            CGRect(x: 10, y: 10, width: 100, height: 30), CGRect(x: 30.5, y: 20.75, width: 150.25, height: 40.5),
            CGRect(x: -20.7, y: 70.3, width: 80.9, height: 30.2), CGRect(x: 200.5, y: 130.5, width: 90, height: 50),
            CGRect(x: 5.2, y: 110.9, width: 230.6, height: 0.7)
        ]
        for (frame, color) in zip(frames, colors) {
            screen.window.addSubview(view(frame, color.withAlphaComponent(a)))
        }
        addClip(
            CGRect(x: 120.5, y: 80, width: 60.5, height: 40), .clear,
            holding: [(CGRect(x: -10.5, y: 5.5, width: 100, height: 50), UIColor.cyan.withAlphaComponent(a))],
            to: screen)
        // The clear and six stripes are stored; the six translucent fills blended, each to a level of SDL's
        // blend: where two of them overlap, two.
        let both = try expectBothWays(screen, stored: 7, blended: 6, tolerance: 2, "alpha \(alpha)")
        // The fills are drawn at all: the frame is not the bare backdrop.
        let views = screen.window.subviews.suffix(6)
        views.forEach { $0.isHidden = true }
        screen.window.forceComposite()
        let bare = try #require(screen.snapshot().cgImage)
        views.forEach { $0.isHidden = false }
        // At alpha 1/255 a blend moves a channel by a level at most, and leaves many as they were.
        #expect(difference(both.pixman, bare, tolerance: 0, "bare").differingPixels > (alpha == 1 ? 500 : 10_000))
    }

    /// A fill at every fractional offset of a pixel, in both directions,
    /// opaque and at half alpha: the pixels pixman covers are SDL's.
    @Test func fractionalPlacementsCoverSDLsPixels() throws {
        let screen = try HeadlessScreen(width: 200, height: 120)
        screen.window.backgroundColor = .black
        for i in 0..<24 {
            let offset = CGFloat(i % 8) / 8 + (i >= 16 ? 0.999 : 0)
            let frame = CGRect(
                x: 4 + CGFloat(i % 6) * 32 + offset, y: 4 + CGFloat(i / 6) * 28 + offset / 2,
                width: 20 + offset, height: 10.5 - offset / 3)
            let color = i.isMultiple(of: 2) ? UIColor.white : UIColor.white.withAlphaComponent(0.5)
            screen.window.addSubview(view(frame, color))
        }
        // The clear and twelve opaque fills stored, twelve blended; no two overlap: one level at most.
        try expectBothWays(screen, stored: 13, blended: 12, tolerance: 1, "fractional")
    }

    // MARK: The batch directly

    /// Draws `rects` through the batch after a composite of the screen, under
    /// `clip`, with pixman's fills or SDL's; returns the window's pixels.
    private func drawDirectly(
        _ screen: HeadlessScreen, _ rects: [CGRect], color: SDL_Color, clip: SDL_Rect?, pixman: Bool
    ) throws -> (image: CGImage, stored: Int, blended: Int) {
        let host = try #require(screen.window.host)
        let batch = host.compositor.batch, drawer = try drawer(screen)
        drawer.fillsWithPixman = pixman
        defer { drawer.fillsWithPixman = true }
        screen.window.forceComposite()
        batch.resetCounters()
        if var clip { SDL_RenderSetClipRect(host.renderer, &clip) }
        for rect in rects { batch.addQuad(rect, map: .identity, color: color, texture: nil) }
        batch.flush()
        SDL_RenderFlush(host.renderer)
        SDL_RenderSetClipRect(host.renderer, nil)
        return (try #require(screen.snapshot().cgImage), drawer.fills, drawer.blendedFills)
    }

    @Test(arguments: [255, 128])
    func edgeCaseRectanglesAreFilledAsSDLFillsThem(alpha: Int) throws {
        let screen = try HeadlessScreen(width: 160, height: 100)
        screen.window.backgroundColor = .systemBlue
        let color = SDL_Color(r: 250, g: 200, b: 20, a: UInt8(alpha))
        let placed = [
            CGRect(x: 10.7, y: 5.2, width: 5.9, height: 3.99), CGRect(x: 30, y: 5, width: 0.2, height: 0.2),
            CGRect(x: -3.5, y: 20.5, width: 10, height: 4), CGRect(x: 150.5, y: 90.5, width: 30, height: 30),
            CGRect(x: 40, y: 40, width: 1e6, height: 3), CGRect(x: 60, y: 60, width: 5, height: CGFloat.infinity),
            // A negative height stands for the standardized rectangle, as everywhere in Core Graphics.
            CGRect(x: 100, y: 10, width: 20, height: -5.5)
        ]
        let bare = try drawDirectly(screen, [], color: color, clip: nil, pixman: true).image
        let pixman = try drawDirectly(screen, placed, color: color, clip: nil, pixman: true)
        let sdl = try drawDirectly(screen, placed, color: color, clip: nil, pixman: false)
        #expect(alpha == 255 ? pixman.stored == 7 : pixman.blended == 7)
        let result = difference(pixman.image, sdl.image, tolerance: 1, "placed")
        #expect(result.matches, "\(result)")
        // SDL truncates origin and size: x 10.7, 5.9 wide covers columns 10 to 14.
        #expect(pixman.image.pixel(x: 14, y: 6) != bare.pixel(x: 14, y: 6))
        #expect(pixman.image.pixel(x: 15, y: 6) == bare.pixel(x: 15, y: 6))
        #expect(pixman.image.pixel(x: 9, y: 6) == bare.pixel(x: 9, y: 6))
        // A fill smaller than a pixel covers one.
        #expect(pixman.image.pixel(x: 30, y: 5) != bare.pixel(x: 30, y: 5))
        #expect(pixman.image.pixel(x: 31, y: 5) == bare.pixel(x: 31, y: 5))
        #expect(pixman.image.pixel(x: 100, y: 4) != bare.pixel(x: 100, y: 4))
        #expect(pixman.image.pixel(x: 100, y: 3) == bare.pixel(x: 100, y: 3))
        // Empty rectangles, NaN edges and rectangles at infinity draw nothing, either way (and do not trap).
        let empty = [
            CGRect(x: 10, y: 10, width: 0, height: 20), CGRect(x: 10, y: 10, width: 20, height: -0.0),
            CGRect(x: CGFloat.nan, y: 10, width: 20, height: 20), CGRect(x: 10, y: 10, width: 20, height: CGFloat.nan),
            CGRect(x: CGFloat.infinity, y: 10, width: 20, height: 5),
            CGRect(x: -CGFloat.infinity, y: 10, width: CGFloat.infinity, height: 5)
        ]
        for pixmanFills in [true, false] {
            let drawn = try drawDirectly(screen, empty, color: color, clip: nil, pixman: pixmanFills).image
            let same = difference(drawn, bare, tolerance: 0, "empty, pixman \(pixmanFills)")
            #expect(same.matches, "\(same)")
        }
    }

    @Test func theRenderersClipIsHonoured() throws {
        let screen = try HeadlessScreen(width: 160, height: 100)
        screen.window.backgroundColor = .darkGray
        let rects = [CGRect(x: 0, y: 0, width: 160, height: 100), CGRect(x: 30.5, y: 30.5, width: 20, height: 20)]
        let clip = SDL_Rect(x: 20, y: 25, w: 50, h: 30)
        for color in [SDL_Color(r: 0, g: 255, b: 0, a: 255), SDL_Color(r: 255, g: 0, b: 255, a: 128)] {
            let bare = try drawDirectly(screen, [], color: color, clip: nil, pixman: true).image
            let pixman = try drawDirectly(screen, rects, color: color, clip: clip, pixman: true)
            let sdl = try drawDirectly(screen, rects, color: color, clip: clip, pixman: false)
            let result = difference(pixman.image, sdl.image, tolerance: 1, "clipped")
            #expect(result.matches, "\(result)")
            #expect(pixman.image.pixel(x: 20, y: 25) != bare.pixel(x: 20, y: 25))
            #expect(pixman.image.pixel(x: 69, y: 54) != bare.pixel(x: 69, y: 54))
            #expect(pixman.image.pixel(x: 19, y: 25) == bare.pixel(x: 19, y: 25))
            #expect(pixman.image.pixel(x: 70, y: 54) == bare.pixel(x: 70, y: 54))
            #expect(pixman.image.pixel(x: 69, y: 55) == bare.pixel(x: 69, y: 55))
        }
    }

    // MARK: Where SDL still fills

    @Test func fillsIntoTexturesAreLeftToSDL() throws {
        let screen = try HeadlessScreen(width: 200, height: 100)
        addBackdrop(to: screen, width: 200, height: 100)
        // Group opacity with overlapping children draws the group into a texture first.
        let group = UIView(frame: CGRect(x: 10, y: 10, width: 150, height: 60))
        group.alpha = 0.8
        group.layer.allowsGroupOpacity = true
        group.addSubview(view(CGRect(x: 0, y: 0, width: 100, height: 40), .systemTeal))
        group.addSubview(view(CGRect(x: 20.5, y: 10.5, width: 120, height: 30), UIColor.red.withAlphaComponent(0.5)))
        screen.window.addSubview(group)
        screen.advance(by: 0.016)
        let drawer = try drawer(screen)
        screen.window.forceComposite()
        // Only the clear and the six stripes reach the window's pixels; the group's fills land in its texture.
        #expect(drawer.fills == 7)
        #expect(drawer.blendedFills == 0)
        #expect(drawer.declined == 1)
        let both = try bothWays(screen)
        let result = difference(both.pixman, both.sdl, tolerance: 0, "group")
        #expect(result.matches, "\(result)")
    }

    /// A static card holding a translucent fill is flattened too: pixman
    /// blends the fill into its copy as it does on screen, so the copy shows
    /// exactly the pixels its pieces do (SDL's blend there would differ by a level).
    @Test func cardsWithTranslucentFillsAreDrawnLikeUnflattenedOnes() throws {
        let screen = try HeadlessScreen(width: 400, height: 300)
        screen.window.backgroundColor = .black
        for (i, inner) in [UIColor.systemPink, UIColor.white.withAlphaComponent(0.3)].enumerated() {
            let card = view(CGRect(x: 20, y: 20 + CGFloat(i) * 80, width: 120, height: 50), .systemBlue)
            card.addSubview(view(CGRect(x: 10, y: 10, width: 60, height: 20), inner))
            screen.window.addSubview(card)
        }
        for _ in 0..<3 { screen.advance(by: 0.016) }
        screen.window.forceComposite()
        let flattened = try #require(screen.snapshot().cgImage)
        let compositor = try #require(screen.window.host?.compositor)
        // Both cards are copied, the one holding a translucent fill too.
        #expect(compositor.cardsCopied == 2)
        runtime.flattensStaticCards = false
        defer { runtime.flattensStaticCards = true }
        screen.window.forceComposite()
        #expect(compositor.cardsCopied == 0)
        let pieces = try #require(screen.snapshot().cgImage)
        let result = difference(flattened, pieces, tolerance: 0, "card")
        #expect(result.matches, "\(result)")
    }

    @Test func aPartialRedrawsClearIsStoredWithinItsDamage() throws {
        let screen = try HeadlessScreen(width: 200, height: 100)
        screen.window.backgroundColor = UIColor(red: 0.3, green: 0.1, blue: 0.2, alpha: 1)
        let moving = view(CGRect(x: 10, y: 10, width: 30, height: 30), UIColor.yellow.withAlphaComponent(0.6))
        screen.window.addSubview(moving)
        screen.window.addSubview(view(CGRect(x: 120, y: 50, width: 40, height: 30), .systemGreen))
        screen.advance(by: 0.016)
        let drawer = try drawer(screen)
        moving.frame.origin = CGPoint(x: 50.5, y: 20)
        screen.advance(by: 0.016)
        // The damaged part is cleared (one store) and the moved view blended again; the still one is not drawn.
        #expect(drawer.fills == 1)
        #expect(drawer.blendedFills == 1)
        let partial = try #require(screen.snapshot().cgImage)
        drawer.fillsWithPixman = false
        defer { drawer.fillsWithPixman = true }
        screen.window.forceComposite()
        let sdl = try #require(screen.snapshot().cgImage)
        let result = difference(partial, sdl, tolerance: 1, "partial")
        #expect(result.matches, "\(result)")
    }
}
