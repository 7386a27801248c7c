import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// Animating subtrees drawn from a kept image on the software renderer
/// (`Compositor+AnimatedImage`): when the image is made, reused and made
/// again, and that its frames look like the pieces drawn every frame (the
/// same pixels when the layer only moves by whole pixels).
@MainActor
@Suite(.softwareRendererOnly) struct AnimatedImageTests {
    @MainActor private struct Scene {
        let screen: HeadlessScreen
        let panel: UIView
        var compositor: Compositor { screen.window.host!.compositor }
    }

    private func scene() throws -> Scene {
        let screen = try HeadlessScreen(width: 320, height: 200)
        screen.window.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        let panel = PausePanelFixture.panel(at: CGPoint(x: 40, y: 50))
        screen.window.addSubview(panel)
        screen.advance(by: 1.0 / 60)
        return Scene(screen: screen, panel: panel)
    }

    /// With ANIMATED_IMAGE_DUMP set, writes both frames to /tmp to look at.
    private func dump(_ kept: CGImage, _ pieces: CGImage, as name: String) {
        guard ProcessInfo.processInfo.environment["ANIMATED_IMAGE_DUMP"] != nil else { return }
        _ = try? UIImage(cgImage: kept).pngData()?.write(to: URL(fileURLWithPath: "/tmp/kept-\(name).png"))
        _ = try? UIImage(cgImage: pieces).pngData()?.write(to: URL(fileURLWithPath: "/tmp/pieces-\(name).png"))
    }

    /// The same frame composited with images kept and with pieces.
    private func framePair(_ screen: HeadlessScreen) throws -> (kept: CGImage, pieces: CGImage) {
        screen.window.forceComposite()
        return try keptAndPieces(screen)
    }

    @Test func anAnimatingPanelIsDrawnFromOneImageMadeOnce() throws {
        let s = try scene()
        UIView.animate(withDuration: 0.5, delay: 0, options: [.curveLinear]) {
            s.panel.transform = CGAffineTransform(scaleX: 0.85, y: 0.85)
        }
        s.screen.advance(by: 1.0 / 60)
        #expect(s.compositor.animatedImagesMade == 1)
        #expect(s.compositor.animatedImagesDrawn == 1)
        var made = 0, drawn = 0
        for _ in 0..<10 {
            s.screen.advance(by: 1.0 / 60)
            made += s.compositor.animatedImagesMade
            drawn += s.compositor.animatedImagesDrawn
        }
        #expect(made == 0)
        #expect(drawn == 10)
        // The window and the panel's image (the panel, its title and card).
        #expect(s.compositor.layersDrawn == 2)
        // Once the animation has ended the pieces are drawn again.
        s.screen.advance(by: 0.5)
        #expect(s.compositor.animatedImagesDrawn == 0)
        let (kept, pieces) = try framePair(s.screen)
        let result = GoldenImage.difference(kept, pieces, tolerance: 0, maxDifferingPixels: 0, name: "at rest")
        #expect(result.matches, "\(result)")
    }

    /// The image holds the pass's premultiplied pixels, blended once more by
    /// pixman: translucent pixels round differently from SDL's blend of the
    /// pieces by up to four levels, nothing else differs.
    @Test func aPanelMovedByWholePixelsHasThePiecesPixels() throws {
        let s = try scene()
        // 60 points in 1 s, linear: whole points at every 1/60 s frame.
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
            s.panel.center.x += 60
        }
        for step in 1...3 {
            s.screen.advance(by: 1.0 / 60)
            #expect(s.compositor.animatedImagesDrawn == 1)
            let (kept, pieces) = try framePair(s.screen)
            dump(kept, pieces, as: "moved")
            // Known difference: the corners of an opaque rounded card (the
            // blue one) drawn in pieces straight into the window differ from
            // the same card drawn into the image's texture in a few pixels.
            let result = GoldenImage.difference(kept, pieces, tolerance: 4, maxDifferingPixels: 32, name: "moved \(step)")
            #expect(result.matches, "\(result)")
        }
    }

    @Test func aScaledPanelLooksLikeItsPieces() throws {
        let s = try scene()
        UIView.animate(withDuration: 0.5, delay: 0, options: [.curveLinear]) {
            s.panel.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
            s.panel.alpha = 0.5
        }
        s.screen.advance(by: 0.25)
        #expect(s.compositor.animatedImagesDrawn == 1)
        let (kept, pieces) = try framePair(s.screen)
        dump(kept, pieces, as: "scaled")
        // Filtered from one image at its exact place rather than each piece
        // drawn scaled at whole pixels: edges and glyphs land up to a pixel
        // apart (a few hundred pixels), nothing moves further or vanishes.
        let result = GoldenImage.difference(kept, pieces, tolerance: 40, maxDifferingPixels: 1_300, name: "scaled")
        #expect(result.matches, "\(result)")
        // Inside the card both are its colour at the group's opacity.
        let inside = try #require(kept.pixel(x: 100, y: 105)), reference = try #require(pieces.pixel(x: 100, y: 105))
        #expect(inside.distance(to: reference) <= 3)
    }

    @Test func aChangeBelowMakesTheImageAgainOnce() throws {
        let s = try scene()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
            s.panel.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
        }
        s.screen.advance(by: 1.0 / 60)
        s.screen.advance(by: 1.0 / 60)
        #expect(s.compositor.animatedImagesMade == 0)
        s.panel.subviews[1].backgroundColor = .systemRed
        s.screen.advance(by: 1.0 / 60)
        #expect(s.compositor.animatedImagesMade == 1)
        s.screen.advance(by: 1.0 / 60)
        #expect(s.compositor.animatedImagesMade == 0)
        #expect(s.compositor.animatedImagesDrawn == 1)
        // The panel's own look: its colour.
        s.panel.backgroundColor = .white
        s.screen.advance(by: 1.0 / 60)
        #expect(s.compositor.animatedImagesMade == 1)
    }

    @Test func aSubtreeThatKeepsChangingIsDrawnInPieces() throws {
        let s = try scene()
        let title = try #require(s.panel.subviews.first as? UILabel)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
            s.panel.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
        }
        var made = 0
        for frame in 0..<20 {
            title.text = "Frame \(frame)"
            s.screen.advance(by: 1.0 / 60)
            made += s.compositor.animatedImagesMade
        }
        // The first image, unused once the text changed: no more images after it.
        #expect(made == 1)
        #expect(s.compositor.animatedImagesDrawn == 0)
    }

    @Test func aLayerWithoutSublayersOrNotAnimatingIsDrawnAsUsual() throws {
        let s = try scene()
        let plain = UIView(frame: CGRect(x: 200, y: 20, width: 40, height: 40))
        plain.backgroundColor = .systemGreen
        s.screen.window.addSubview(plain)
        UIView.animate(withDuration: 1) { plain.transform = CGAffineTransform(rotationAngle: 0.3) }
        s.screen.advance(by: 1.0 / 60)
        s.screen.advance(by: 1.0 / 60)
        #expect(s.compositor.animatedImagesMade == 0)
        #expect(s.compositor.animatedImagesDrawn == 0)
    }

    /// The pause menu's case: a dimming backdrop fading in while its panel
    /// (shadow, a rounded card clipping a picture, buttons) grows: the panel
    /// is one image, made once, inside the backdrop's pass.
    @Test func aPanelGrowingOnAFadingBackdropIsOneImage() throws {
        let screen = try HeadlessScreen(width: 480, height: 360)
        let backdrop = UIView(frame: screen.window.bounds)
        backdrop.backgroundColor = UIColor(white: 0, alpha: 0.4)
        let menu = PausePanelFixture.panel(at: CGPoint(x: 180, y: 130))
        let card = UIView(frame: CGRect(x: 10, y: 36, width: 100, height: 40))
        card.layer.cornerRadius = 8
        card.clipsToBounds = true
        let picture = UIImageView(
            image: UIImage(cgImage: CGImage(width: 2, height: 2, bgraPixels: [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255])!))
        picture.frame = CGRect(x: -5, y: -5, width: 110, height: 50)
        card.addSubview(picture)
        menu.addSubview(card)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 10, y: 60, width: 100, height: 24)
        button.setTitle("Resume", for: .normal)
        menu.addSubview(button)
        backdrop.addSubview(menu)
        screen.window.addSubview(backdrop)
        Self.growIn(menu, fadingIn: backdrop)
        let compositor = try #require(screen.window.host?.compositor)
        // The first frames also display the button's title (its subtree changes).
        var made = 0, drawn = 0, splits = 0
        for _ in 0..<3 {
            screen.advance(by: 1.0 / 60)
            made += compositor.animatedImagesMade
        }
        #expect(made >= 1 && made <= 2)
        made = 0
        for _ in 0..<8 {
            screen.advance(by: 1.0 / 60)
            made += compositor.animatedImagesMade
            drawn += compositor.animatedImagesDrawn
            splits += compositor.backdropSplits
        }
        #expect(made == 0)
        #expect(drawn == 8)
        #expect(splits == 8)
    }

    /// The pause menu's opening: the backdrop fades in while the panel grows from 85 %.
    private static func growIn(_ menu: UIView, fadingIn backdrop: UIView) {
        backdrop.alpha = 0
        menu.transform = CGAffineTransform(scaleX: 0.85, y: 0.85)
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut]) {
            backdrop.alpha = 1
            menu.transform = .identity
        }
    }

    /// A backdrop fading in while its panel grows changes below every frame:
    /// only the panel gets an image, not the backdrop for one frame.
    @Test func aFadingBackdropOverAnAnimatingPanelMakesNoImageOfItsOwn() throws {
        let screen = try HeadlessScreen(width: 480, height: 360)
        let backdrop = UIView(frame: screen.window.bounds)
        backdrop.backgroundColor = UIColor(white: 0, alpha: 0.4)
        let menu = PausePanelFixture.panel(at: CGPoint(x: 180, y: 130))
        backdrop.addSubview(menu)
        screen.window.addSubview(backdrop)
        screen.advance(by: 1.0 / 60)
        Self.growIn(menu, fadingIn: backdrop)
        let compositor = try #require(screen.window.host?.compositor)
        var made: [Int] = []
        for _ in 0..<4 {
            screen.advance(by: 1.0 / 60)
            made.append(compositor.animatedImagesMade)
        }
        #expect(made == [1, 0, 0, 0], "the panel's image, made once")
    }

    /// A still panel on a fading backdrop is drawn into the backdrop's pass
    /// every frame: from one image.
    @Test func aStillPanelOnAFadingBackdropIsOneImage() throws {
        let screen = try HeadlessScreen(width: 480, height: 360)
        let backdrop = UIView(frame: screen.window.bounds)
        backdrop.backgroundColor = UIColor(white: 0, alpha: 0.4)
        backdrop.addSubview(PausePanelFixture.panel(at: CGPoint(x: 180, y: 130)))
        screen.window.addSubview(backdrop)
        screen.advance(by: 1.0 / 60)
        UIView.animate(withDuration: 0.5) { backdrop.alpha = 0.2 }
        var made = 0, drawn = 0
        for _ in 0..<6 {
            screen.advance(by: 1.0 / 60)
            made += screen.window.host!.compositor.animatedImagesMade
            drawn += screen.window.host!.compositor.animatedImagesDrawn
        }
        #expect(made == 1)
        #expect(drawn == 6)
        // Still again: the panel is drawn in pieces.
        screen.advance(by: 1)
        #expect(screen.window.host!.compositor.animatedImagesDrawn == 0)
    }

    // MARK: Layers their app moves every frame (no animation)

    /// The composited frame and the same frame drawn in pieces.
    private func keptAndPieces(_ screen: HeadlessScreen) throws -> (kept: CGImage, pieces: CGImage) {
        let kept = try #require(screen.snapshot().cgImage)
        runtime.keepsAnimatedImages = false
        defer { runtime.keepsAnimatedImages = true }
        screen.window.forceComposite()
        return (kept, try #require(screen.snapshot().cgImage))
    }

    /// A screen slid in by setting its frame every frame (by whole points):
    /// one image made once and moved, from the second frame that changes it
    /// (the first, its insertion here, may have been a one-off).
    @Test func aPanelItsAppMovesEveryFrameIsDrawnFromOneImage() throws {
        let s = try scene()
        var made = 0, drawn = 0
        for _ in 0..<8 {
            s.panel.frame.origin.x += 4
            s.screen.advance(by: 1.0 / 60)
            made += s.compositor.animatedImagesMade
            drawn += s.compositor.animatedImagesDrawn
        }
        #expect(made == 1)
        #expect(drawn == 8)
        #expect(s.compositor.layersDrawn == 2)
        let (kept, pieces) = try keptAndPieces(s.screen)
        dump(kept, pieces, as: "self-moved")
        let result = GoldenImage.difference(kept, pieces, tolerance: 4, maxDifferingPixels: 32, name: "self-moved")
        #expect(result.matches, "\(result)")
        // At rest: its pieces.
        s.screen.advance(by: 1.0 / 60)
        #expect(s.compositor.animatedImagesDrawn == 0)
    }

    /// Moved by fractions, the image goes to the nearest pixel once the layer
    /// has moved twice running (one move may be a layout jump, then rest: snapped,
    /// it would jump again): the frame is the pieces' frame with the panel there.
    @Test func aPanelMovedByFractionsIsPlacedAtTheNearestPixel() throws {
        let s = try scene()
        // Inserted in the frame before, then moved once: pieces.
        s.panel.frame.origin.x += 1.3
        s.screen.advance(by: 1.0 / 60)
        #expect(s.compositor.animatedImagesDrawn == 0)
        s.panel.frame.origin.x += 1.3
        s.screen.advance(by: 1.0 / 60)
        // At 42.6 points.
        #expect(s.compositor.animatedImagesDrawn == 1)
        let kept = try #require(s.screen.snapshot().cgImage)
        s.panel.frame.origin.x = 43
        runtime.keepsAnimatedImages = false
        defer { runtime.keepsAnimatedImages = true }
        s.screen.window.forceComposite()
        let pieces = try #require(s.screen.snapshot().cgImage)
        dump(kept, pieces, as: "nearest")
        let result = GoldenImage.difference(kept, pieces, tolerance: 4, maxDifferingPixels: 32, name: "nearest pixel")
        #expect(result.matches, "\(result)")
    }

    /// Changed every frame where it is (its opacity): from an image only at a
    /// whole-pixel origin, where the image lands exactly on the pieces.
    @Test(arguments: [(40.0, true), (40.4, false)])
    func aPanelFadedByItsAppIsAnImageOnlyAtWholePixels(x: Double, usesImage: Bool) throws {
        let s = try scene()
        s.panel.frame.origin.x = x
        s.screen.advance(by: 1.0 / 60)
        var drawn = 0
        for frame in 0..<6 {
            s.panel.alpha = frame.isMultiple(of: 2) ? 0.8 : 0.9
            s.screen.advance(by: 1.0 / 60)
            drawn += s.compositor.animatedImagesDrawn
        }
        // Changed in every frame since its insertion: an image in each.
        #expect(drawn == (usesImage ? 6 : 0))
    }

    /// A panel whose size changes every frame changes its look: no image.
    @Test func aPanelResizedEveryFrameKeepsItsPieces() throws {
        let s = try scene()
        var made = 0
        for _ in 0..<6 {
            s.panel.frame.origin.x += 2
            s.panel.frame.size.width += 2
            s.screen.advance(by: 1.0 / 60)
            made += s.compositor.animatedImagesMade
        }
        #expect(made == 0)
        #expect(s.compositor.animatedImagesDrawn == 0)
    }

    /// A pushed screen: a translucent background over the whole window, with
    /// content. Larger than the share an image may cover, it still qualifies:
    /// its own background blends the image's whole area anyway.
    @Test func aTranslucentScreenSlidingInIsOneImage() throws {
        let s = try scene()
        let pushed = UIView(frame: s.screen.window.bounds.offsetBy(dx: 320, dy: 0))
        pushed.backgroundColor = UIColor(white: 0.1, alpha: 0.85)
        let title = UILabel(frame: CGRect(x: 20, y: 20, width: 200, height: 24))
        title.text = "Options"
        title.textColor = .white
        pushed.addSubview(title)
        pushed.addSubview(PausePanelFixture.panel(at: CGPoint(x: 150, y: 60)))
        s.screen.window.addSubview(pushed)
        s.screen.advance(by: 1.0 / 60)
        var drawn = 0
        for _ in 0..<15 {
            pushed.frame.origin.x -= 20
            s.screen.advance(by: 1.0 / 60)
            drawn += s.compositor.animatedImagesDrawn
        }
        // Inserted in the frame before: an image in each; the panel under it
        // is still (pieces). Translucent, the image is blended by pixman, and
        // so are the still panel's title and its shadow.
        #expect(drawn == 15)
        #expect(s.compositor.batch.windowDrawer?.blits == 3)
        let (kept, pieces) = try keptAndPieces(s.screen)
        dump(kept, pieces, as: "pushed")
        let result = GoldenImage.difference(kept, pieces, tolerance: 4, maxDifferingPixels: 64, name: "pushed")
        #expect(result.matches, "\(result)")
    }

    /// Without pixman the same image is copied by SDL from its straight-alpha
    /// texture: the same frame within the two blends' rounding.
    @Test func aTranslucentImageBlendedByPixmanMatchesSDLsBlend() throws {
        let s = try scene()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { s.panel.center.x += 60 }
        s.screen.advance(by: 1.0 / 60)
        #expect(s.compositor.animatedImagesDrawn == 1)
        // The image made in this frame (its title and shadow blended into it
        // by pixman, as on the window), then the image onto the window.
        #expect(s.compositor.batch.windowDrawer?.blits == 3)
        let byPixman = try #require(s.screen.snapshot().cgImage)
        runtime.blendsFadedCopiesWithPixman = false
        defer { runtime.blendsFadedCopiesWithPixman = true }
        s.screen.window.forceComposite()
        #expect(s.compositor.batch.windowDrawer?.blits == 0)
        let bySDL = try #require(s.screen.snapshot().cgImage)
        let result = GoldenImage.difference(byPixman, bySDL, tolerance: 4, maxDifferingPixels: 0, name: "pixman ÷ SDL")
        #expect(result.matches, "\(result)")
    }
}
