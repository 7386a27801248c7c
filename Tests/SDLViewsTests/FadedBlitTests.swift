import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// Faded copies blended by pixman on the software renderer (`PixmanWindowDrawer`):
/// every frame matches the same frame blitted by SDL to two levels per channel,
/// in the same drawing order and clip, and pixman steps aside wherever the
/// renderer draws into a texture.
@MainActor
@Suite struct FadedBlitTests {
    private func blitter(_ screen: HeadlessScreen) throws -> PixmanWindowDrawer {
        try #require(screen.window.host?.compositor.batch.windowDrawer)
    }

    private func label(_ text: String, frame: CGRect, color: UIColor = .white, alpha: CGFloat) -> UILabel {
        let label = UILabel(frame: frame)
        label.text = text
        label.textColor = color
        label.font = .systemFont(ofSize: 15)
        label.alpha = alpha
        return label
    }

    /// Composites the screen with pixman and again with SDL's blitter; returns
    /// both frames and how many copies pixman blended in the first.
    private func bothWays(_ screen: HeadlessScreen) throws -> (pixman: CGImage, sdl: CGImage, blits: Int) {
        try screen.pixmanAndSDLFrames()
    }

    /// Runs a frame, then checks that pixman blended `blits` copies in it and
    /// that SDL's blitter gives the same frame to two levels.
    private func expectBlendedLikeSDL(_ screen: HeadlessScreen, blits: Int, _ name: String) throws {
        screen.advance(by: 0.016)
        let frames = try bothWays(screen)
        #expect(frames.blits == blits)
        expectWithinTwoLevels(frames, name)
    }

    private func expectWithinTwoLevels(_ frames: (pixman: CGImage, sdl: CGImage, blits: Int), _ name: String) {
        let result = GoldenImage.difference(frames.pixman, frames.sdl, tolerance: 2, maxDifferingPixels: 0, name: name)
        #expect(result.matches, "\(result)")
    }

    @Test func fadedLabelsMatchSDLsBlendingToTwoLevels() throws {
        let screen = try HeadlessScreen(width: 240, height: 160)
        let colors: [UIColor] = [.white, .red, .systemBlue, .black, .yellow]
        let backdrop = UIView(frame: CGRect(x: 0, y: 80, width: 240, height: 80))
        backdrop.backgroundColor = UIColor(red: 0.2, green: 0.6, blue: 0.3, alpha: 1)
        screen.window.addSubview(backdrop)
        var faded = 0
        for i in 0..<10 {
            let alpha = [0.1, 0.35, 0.5, 0.77, 0.96][i % 5]
            // Whole and fractional positions, and two reaching past the window's left and right edges.
            let x: CGFloat = i == 3 ? -12.5 : i == 7 ? 205.25 : 8 + CGFloat(i % 2) * 110 + (i % 3 == 0 ? 0.5 : 0)
            let frame = CGRect(x: x, y: 6 + CGFloat(i / 2) * 30, width: 60, height: 22)
            screen.window.addSubview(label("Fade \(i)", frame: frame, color: colors[i % 5], alpha: alpha))
            faded += 1
        }
        screen.advance(by: 0.016)
        let frames = try bothWays(screen)
        #expect(frames.blits == faded)
        expectWithinTwoLevels(frames, "faded labels")
        // The labels are drawn at all: the frame is not the bare backdrop.
        let bare = GoldenImage.difference(
            frames.pixman, try #require(blankFrame(of: screen)), tolerance: 0, maxDifferingPixels: 0, name: "bare")
        #expect(bare.differingPixels > 500)
    }

    private func blankFrame(of screen: HeadlessScreen) -> CGImage? {
        let labels = screen.window.subviews.filter { $0 is UILabel }
        labels.forEach { $0.isHidden = true }
        defer { labels.forEach { $0.isHidden = false } }
        screen.window.forceComposite()
        return screen.snapshot().cgImage
    }

    @Test func fadedCopiesKeepTheirPlaceInTheDrawingOrder() throws {
        let screen = try HeadlessScreen(width: 200, height: 100)
        screen.window.addSubview(label("Under", frame: CGRect(x: 10, y: 10, width: 80, height: 30), alpha: 0.6))
        // An opaque view over the first label's right half, and a faded label over it.
        let cover = UIView(frame: CGRect(x: 50, y: 0, width: 100, height: 60))
        cover.backgroundColor = .systemOrange
        screen.window.addSubview(cover)
        screen.window.addSubview(label("Over", frame: CGRect(x: 60, y: 20, width: 80, height: 30), alpha: 0.6))
        try expectBlendedLikeSDL(screen, blits: 2, "drawing order")
    }

    @Test func clipsAreHonoured() throws {
        let screen = try HeadlessScreen(width: 200, height: 100)
        let clip = UIView(frame: CGRect(x: 20, y: 20, width: 50, height: 18))
        clip.clipsToBounds = true
        clip.backgroundColor = .darkGray
        clip.addSubview(label("Clipped text", frame: CGRect(x: -8, y: -4, width: 120, height: 26), alpha: 0.7))
        screen.window.addSubview(clip)
        try expectBlendedLikeSDL(screen, blits: 1, "clipped")
    }

    @Test func copiesIntoTexturesAreLeftToSDL() throws {
        let screen = try HeadlessScreen(width: 200, height: 100)
        // Group opacity with overlapping children draws the group into a texture first.
        let group = UIView(frame: CGRect(x: 10, y: 10, width: 150, height: 60))
        group.alpha = 0.8
        group.layer.allowsGroupOpacity = true
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        back.backgroundColor = .systemTeal
        group.addSubview(back)
        group.addSubview(label("In a group", frame: CGRect(x: 20, y: 10, width: 120, height: 30), alpha: 0.5))
        screen.window.addSubview(group)
        screen.advance(by: 0.016)
        let blitter = try blitter(screen)
        screen.window.forceComposite()
        #expect(blitter.blits == 0)
        #expect(blitter.declined == 1)
        let frames = try bothWays(screen)
        expectWithinTwoLevels(frames, "group")
    }

    @Test func aResizedWindowsNewSurfaceIsBlendedInto() throws {
        let screen = try HeadlessScreen(width: 160, height: 90)
        let faded = label("Resized", frame: CGRect(x: 20, y: 20, width: 90, height: 26), color: .systemRed, alpha: 0.5)
        screen.window.addSubview(faded)
        screen.advance(by: 0.016)
        #expect(try blitter(screen).blits == 1)
        // The window surface is reallocated at the new size; the label moves where only the new surface reaches.
        screen.resize(width: 320, height: 200)
        faded.frame.origin = CGPoint(x: 200, y: 150)
        screen.advance(by: 0.016)
        let frames = try bothWays(screen)
        #expect(frames.sdl.width == 320)
        #expect(frames.blits == 1)
        expectWithinTwoLevels(frames, "resized")
        faded.isHidden = true
        screen.advance(by: 0.016)
        let bare = try #require(screen.snapshot().cgImage)
        #expect(GoldenImage.difference(frames.pixman, bare, tolerance: 2, maxDifferingPixels: 0, name: "bare").differingPixels > 100)
    }

    @Test func premultipliedCopiesAreMadeOncePerContents() throws {
        let screen = try HeadlessScreen(width: 200, height: 100)
        let labels = (0..<3).map { i in
            label("L\(i)", frame: CGRect(x: 10 + CGFloat(i) * 60, y: 10, width: 50, height: 24), alpha: 1)
        }
        labels.forEach(screen.window.addSubview)
        screen.advance(by: 0.016)
        let textures = try #require(screen.window.host?.textures)
        // Unfaded copies are blended by pixman too, from the same copies.
        #expect(textures.premultipliedCopiesMade == 3)
        UIView.animate(withDuration: 1) { labels.forEach { $0.alpha = 0.2 } }
        for _ in 0..<5 { screen.advance(by: 0.1) }
        #expect(try blitter(screen).blits == 3)
        #expect(textures.premultipliedCopiesMade == 3)
        labels[1].text = "New"
        screen.advance(by: 0.1)
        #expect(textures.premultipliedCopiesMade == 4)
    }
}
