import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// Unfaded copies with per-pixel alpha (labels, icons) blended by pixman on
/// the software renderer (`PixmanWindowDrawer`): the frame matches SDL's
/// blitter to two levels per channel, a backing store's copy shares its
/// pixels, an image's copy is counted against the texture budget (and, for
/// an image that replaced another, made from the second composite that draws
/// it), and cards flattened with such copies keep exactly the window's pixels.
@MainActor
@Suite struct UnfadedBlitTests {
    private func drawer(_ screen: HeadlessScreen) throws -> PixmanWindowDrawer {
        try #require(screen.window.host?.compositor.batch.windowDrawer)
    }

    private func label(_ text: String, frame: CGRect, color: UIColor = .white) -> UILabel {
        let label = UILabel(frame: frame)
        label.text = text
        label.textColor = color
        label.font = .systemFont(ofSize: 15)
        return label
    }

    /// A `side`-pixel icon: a disc whose alpha falls off toward its rim, in
    /// colours that change across it (straight-alpha BGRA).
    private func icon(side: Int) -> CGImage {
        var pixels = [UInt8](repeating: 0, count: side * side * 4)
        let centre = CGFloat(side) / 2
        for y in 0..<side {
            for x in 0..<side {
                let d = hypot(CGFloat(x) + 0.5 - centre, CGFloat(y) + 0.5 - centre) / centre
                let i = (y * side + x) * 4
                pixels[i] = UInt8(x * 255 / side)
                pixels[i + 1] = 200
                pixels[i + 2] = UInt8(y * 255 / side)
                pixels[i + 3] = UInt8(max(0, min(255, (1 - d) * 400)))
            }
        }
        return CGImage(width: side, height: side, bgraPixels: pixels)!
    }

    /// Composites with pixman, then with SDL's blitter; both frames and pixman's copies in the first.
    private func bothWays(_ screen: HeadlessScreen) throws -> (pixman: CGImage, sdl: CGImage, blits: Int) {
        try screen.pixmanAndSDLFrames()
    }

    /// Composites the frame both ways: pixman blended `blits` copies, and SDL's
    /// frame is the same within two levels per channel.
    private func expectSDLsPixels(_ screen: HeadlessScreen, blits: Int, _ name: String) throws {
        let frames = try bothWays(screen)
        #expect(frames.blits == blits)
        let result = GoldenImage.difference(frames.pixman, frames.sdl, tolerance: 2, maxDifferingPixels: 0, name: name)
        #expect(result.matches, "\(result)")
    }

    @Test func labelsAndIconsMatchSDLsBlendingToTwoLevels() throws {
        let screen = try HeadlessScreen(width: 240, height: 160)
        let backdrop = UIView(frame: CGRect(x: 0, y: 70, width: 240, height: 90))
        backdrop.backgroundColor = UIColor(red: 0.2, green: 0.6, blue: 0.3, alpha: 1)
        screen.window.addSubview(backdrop)
        let colors: [UIColor] = [.white, .red, .systemBlue, .black, .yellow]
        for i in 0..<8 {
            // Whole and fractional positions, one reaching past the window's left edge.
            let x: CGFloat = i == 6 ? -10.5 : 8 + CGFloat(i % 2) * 110 + (i % 3 == 0 ? 0.5 : 0)
            let frame = CGRect(x: x, y: 6 + CGFloat(i / 2) * 36, width: 70, height: 22)
            screen.window.addSubview(label("Text \(i)", frame: frame, color: colors[i % 5]))
        }
        let image = UIImageView(image: UIImage(cgImage: icon(side: 24)))
        image.frame = CGRect(x: 180, y: 100, width: 24, height: 24)
        screen.window.addSubview(image)
        screen.advance(by: 0.016)
        try expectSDLsPixels(screen, blits: 9, "unfaded")
    }

    /// A view drawn by `draw(_:)`: its backing store holds the pixels.
    private final class Dot: UIView {
        override func draw(_ rect: CGRect) {
            UIColor.systemRed.setFill()
            UIBezierPath(ovalIn: bounds.insetBy(dx: 2, dy: 2)).fill()
        }
    }

    /// Composites once with SDL's blitter (no premultiplied copies), then
    /// with pixman; the texture bytes the copies added.
    private func bytesAdded(_ screen: HeadlessScreen) throws -> Int {
        let textures = try #require(screen.window.host?.textures)
        runtime.blendsFadedCopiesWithPixman = false
        screen.advance(by: 0.016)
        runtime.blendsFadedCopiesWithPixman = true
        let before = textures.bytesInUse
        screen.window.forceComposite()
        return textures.bytesInUse - before
    }

    @Test func imagesCopiesAreCountedAndAStoresSharesItsPixels() throws {
        let screen = try HeadlessScreen(width: 200, height: 100)
        let textures = try #require(screen.window.host?.textures)
        screen.window.addSubview(label("Counted", frame: CGRect(x: 10, y: 10, width: 80, height: 24)))
        // A label's text is an image: its premultiplied copy is memory of its own.
        #expect(try bytesAdded(screen) == 80 * 24 * 4)
        #expect(try drawer(screen).blits == 1)
        #expect(textures.premultipliedCopiesMade == 1)
        let dot = Dot(frame: CGRect(x: 120, y: 10, width: 32, height: 32))
        dot.isOpaque = false
        dot.backgroundColor = nil
        screen.window.addSubview(dot)
        // A drawn view's copy reads its backing store in place.
        #expect(try bytesAdded(screen) == 0)
        #expect(try drawer(screen).blits == 2)
        #expect(textures.premultipliedCopiesMade == 2)
        // Made once: later frames reuse both copies.
        screen.window.forceComposite()
        #expect(textures.premultipliedCopiesMade == 2)
        // The label's copy goes with its texture, within the budget's sweep.
        let withLabel = textures.bytesInUse
        screen.window.subviews.first { $0 is UILabel }?.removeFromSuperview()
        screen.advance(by: 0.016)
        for _ in 0..<Int(TextureCache.sweepInterval) { screen.window.forceComposite() }
        #expect(textures.bytesInUse == withLabel - 2 * 80 * 24 * 4)
    }

    @Test func aDrawnViewMatchesSDLsBlendingToTwoLevels() throws {
        let screen = try HeadlessScreen(width: 120, height: 60)
        let backdrop = UIView(frame: CGRect(x: 0, y: 30, width: 120, height: 30))
        backdrop.backgroundColor = .systemTeal
        screen.window.addSubview(backdrop)
        for i in 0..<3 {
            let dot = Dot(frame: CGRect(x: 4 + CGFloat(i) * 38, y: 10 + CGFloat(i) * 8, width: 32, height: 32))
            dot.isOpaque = false
            dot.backgroundColor = nil
            screen.window.addSubview(dot)
        }
        screen.advance(by: 0.016)
        try expectSDLsPixels(screen, blits: 3, "drawn")
    }

    /// Text replaced every frame (a counter, rows re-rendered as they
    /// scroll) is left to SDL: no copy is made per frame.
    @Test func textReplacedEveryFrameGetsNoCopies() throws {
        let screen = try HeadlessScreen(width: 200, height: 60)
        let text = label("0", frame: CGRect(x: 10, y: 10, width: 120, height: 24))
        screen.window.addSubview(text)
        screen.advance(by: 0.016)
        let textures = try #require(screen.window.host?.textures)
        #expect(textures.premultipliedCopiesMade == 1)
        for i in 1...5 {
            text.text = "\(i)"
            screen.advance(by: 0.016)
            #expect(try drawer(screen).blits == 0)
        }
        #expect(textures.premultipliedCopiesMade == 1)
        // Held still, it is blended by pixman again from the next composite.
        screen.window.forceComposite()
        #expect(try drawer(screen).blits == 1)
        #expect(textures.premultipliedCopiesMade == 2)
    }

    @Test func aRedrawnLabelIsBlendedFromItsNewPixels() throws {
        let screen = try HeadlessScreen(width: 200, height: 60)
        let text = label("Before", frame: CGRect(x: 10, y: 10, width: 120, height: 24))
        screen.window.addSubview(text)
        screen.advance(by: 0.016)
        text.text = "After it"
        screen.advance(by: 0.016)
        try expectSDLsPixels(screen, blits: 1, "redrawn")
    }

    @Test func cardsFlattenWithTheirTitlesBlendedByPixman() throws {
        let screen = try HeadlessScreen(width: 200, height: 60)
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 60, height: 22))
        card.backgroundColor = .systemBlue
        card.addSubview(label("Card", frame: card.bounds))
        screen.window.addSubview(card)
        screen.advance(by: 0.016)
        // Drawn in pieces again: the title's copy is made in this second composite.
        runtime.flattensStaticCards = false
        screen.window.forceComposite()
        runtime.flattensStaticCards = true
        #expect(try drawer(screen).blits == 1)
        let pieces = try #require(screen.snapshot().cgImage)
        let compositor = try #require(screen.window.host?.compositor)
        screen.window.forceComposite()
        #expect(compositor.cardsFlattened == 1)
        // The title went into the card through pixman.
        #expect(try drawer(screen).blits == 1)
        screen.window.forceComposite()
        #expect(compositor.cardsCopied == 1)
        let copied = try #require(screen.snapshot().cgImage)
        let result = GoldenImage.difference(copied, pieces, tolerance: 0, maxDifferingPixels: 0, name: "card")
        #expect(result.matches, "\(result)")
    }
}
