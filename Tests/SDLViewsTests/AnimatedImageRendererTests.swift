import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// Kept images of animating subtrees on whichever renderer the test pass uses
/// (`SDLVIEWS_TEST_RENDERER`): SDL's software renderer in the suite, Mesa's
/// opengles2 in the golden pass, where a GPU renderer draws the image as one
/// premultiplied quad. The image is made once and reused while the panel
/// scales, and the frame looks like the pieces drawn every frame.
@MainActor
@Suite struct AnimatedImageRendererTests {
    @Test func aScalingPanelIsOneImageMadeOnceAndLooksLikeItsPieces() throws {
        let screen = try HeadlessScreen(width: 400, height: 300)
        screen.window.backgroundColor = UIColor(red: 0.15, green: 0.3, blue: 0.5, alpha: 1)
        let panel = PausePanelFixture.panel(at: CGPoint(x: 40, y: 50))
        screen.window.addSubview(panel)
        screen.advance(by: 1.0 / 60)
        let compositor = try #require(screen.window.host?.compositor)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
            panel.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
            panel.alpha = 0.6
        }
        var made = 0, drawn = 0
        for _ in 0..<12 {
            screen.advance(by: 1.0 / 60)
            made += compositor.animatedImagesMade
            drawn += compositor.animatedImagesDrawn
        }
        #expect(made == 1, "made in the first animated frame, then reused")
        #expect(drawn == 12)
        let kept = try #require(screen.snapshot().cgImage)
        runtime.keepsAnimatedImages = false
        defer { runtime.keepsAnimatedImages = true }
        screen.window.forceComposite()
        let pieces = try #require(screen.snapshot().cgImage)
        // Filtered from one image, the scaled text and edges differ from
        // pieces drawn at that size by a little (up to a pixel's shift at
        // the scaled edges), as with Core Animation's `shouldRasterize`; the
        // colours and the panel's place must not.
        // With ANIMATED_IMAGE_DUMP set, both frames are written to /tmp to look at.
        if ProcessInfo.processInfo.environment["ANIMATED_IMAGE_DUMP"] != nil {
            _ = try? UIImage(cgImage: kept).pngData()?.write(to: URL(fileURLWithPath: "/tmp/renderer-kept.png"))
            _ = try? UIImage(cgImage: pieces).pngData()?.write(to: URL(fileURLWithPath: "/tmp/renderer-pieces.png"))
        }
        let result = GoldenImage.difference(
            kept, pieces, tolerance: 8, maxDifferingPixels: 40, name: "kept image", reach: 1)
        #expect(result.matches, "\(result)")
        // Once the animation ends the pieces are drawn again.
        screen.advance(by: 1.1)
        #expect(compositor.animatedImagesDrawn == 0)
    }
}
