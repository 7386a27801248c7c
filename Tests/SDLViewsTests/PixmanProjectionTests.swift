import Foundation
import Testing
@testable import SDLViews
import CSDL
import SDLViewsTesting

/// A flip drawn by pixman through the exact projective map on the software
/// renderer (`PixmanProjection`, `Compositor.drawInPerspective`).
@MainActor
@Suite struct PixmanProjectionTests {
    /// A 160×120 red page at (20, 15) on white, flipping from the top, at a quarter of the flip.
    private func flipAtAQuarter(_ edge: UIView.AnimationOptions) throws -> (HeadlessScreen, UIImage) {
        let screen = try HeadlessScreen(width: 200, height: 150)
        screen.window.backgroundColor = .white
        let page = UIView(frame: CGRect(x: 20, y: 15, width: 160, height: 120))
        page.backgroundColor = .red
        screen.window.addSubview(page)
        screen.advance(by: 0.1)
        UIView.transition(
            with: page, duration: 1, options: [edge, .curveLinear], animations: { page.backgroundColor = .red })
        screen.runFrame()
        screen.advance(by: 0.25)
        return (screen, screen.snapshot())
    }

    /// How much of the pixel the red page covers (white shows through the rest).
    private func coverage(_ image: UIImage, _ x: Int, _ y: Int) -> Double {
        1 - Double(image.cgImage!.pixel(x: x, y: y)!.g) / 255
    }

    @Test func aFlipsEdgesCoverThePixelsTheExactProjectionCovers() throws {
        let (_, image) = try flipAtAQuarter(.transitionFlipFromTop)
        let flip = FlipTransition(edge: .top).rotation(progress: 0.25, rect: CGRect(x: 0, y: 0, width: 160, height: 120))
        let map = Homography.translation(20, 15) * flip
        // Rotated about a horizontal line, the top and bottom edges stay level.
        let top = try #require(map.apply(CGPoint(x: 80, y: 0))).y
        let bottom = try #require(map.apply(CGPoint(x: 80, y: 120))).y
        for x in [60, 100, 140] {
            for row in Int(top) - 1...Int(top) + 1 {
                let expected = min(max(CGFloat(row + 1) - top, 0), 1)
                #expect(abs(coverage(image, x, row) - expected) <= 0.25, "top edge at \(top), pixel (\(x), \(row))")
            }
            for row in Int(bottom) - 1...Int(bottom) + 1 {
                let expected = min(max(bottom - CGFloat(row), 0), 1)
                #expect(abs(coverage(image, x, row) - expected) <= 0.25, "bottom edge at \(bottom), pixel (\(x), \(row))")
            }
        }
    }

    @Test func theSnapshotIsReadBackOnceForTheWholeFlip() throws {
        let (screen, _) = try flipAtAQuarter(.transitionFlipFromLeft)
        let compositor = try #require(screen.window.host?.compositor)
        let readbacks = compositor.targets.readbacks
        for _ in 0..<2 {
            screen.advance(by: 0.1)
            #expect(compositor.batch.windowDrawer?.blits == 1, "pixman drew the flipping page")
        }
        #expect(compositor.targets.readbacks == readbacks, "the bordered copy is kept while the same snapshot flips")
    }

    @Test func tilesCoverTheBoxOnceAndFollowTheExactMap() throws {
        var generator = SystemRandomNumberGenerator()
        let area = SDL_Rect(x: 0, y: 0, w: 400, h: 300)
        for _ in 0..<40 {
            let progress = Double.random(in: 0.05...0.45, using: &generator)
            let edge: FlipTransition.Edge = [.left, .right, .top, .bottom].randomElement(using: &generator)!
            let rect = CGRect(x: 0, y: 0, width: 300, height: 200)
            let map = Homography.translation(50, 50) * FlipTransition(edge: edge).rotation(progress: progress, rect: rect)
            let projection = try #require(PixmanProjection(copyToWindow: map, width: 300, height: 200, within: area))
            var covered: [Int: Int] = [:]
            var worst: CGFloat = 0
            for tile in projection.tiles {
                let t = tile.transform.matrix
                let entry = { (v: Int32) in CGFloat(v) / 65_536 }
                for y in tile.rect.y..<tile.rect.y + tile.rect.h {
                    for x in tile.rect.x..<tile.rect.x + tile.rect.w {
                        covered[Int(y) * 1000 + Int(x), default: 0] += 1
                        let (cx, cy) = (CGFloat(x) + 0.5, CGFloat(y) + 0.5)
                        let u = entry(t.0.0) * cx + entry(t.0.1) * cy + entry(t.0.2)
                        let v = entry(t.1.0) * cx + entry(t.1.1) * cy + entry(t.1.2)
                        // Where the texel sampled lands under the exact map, against the pixel's centre.
                        guard let landed = map.apply(CGPoint(x: u, y: v)) else {
                            worst = .infinity
                            continue
                        }
                        let e = max(abs(landed.x - cx), abs(landed.y - cy))
                        worst = max(worst, e)
                    }
                }
            }
            #expect(worst < 0.15, "a texel lands \(worst) px from its pixel, \(edge) at \(progress)")
            let box = try #require(map.boundingBox(of: rect))
            #expect(covered.values.allSatisfy { $0 == 1 }, "no pixel is drawn twice")
            let inside = Int(box.minY.rounded(.up)) * 1000 + Int(box.midX)
            #expect(covered[inside] == 1, "the quad's pixels are covered")
        }
    }

    @Test func mapsPixmanCannotDrawAreDeclined() {
        let area = SDL_Rect(x: 0, y: 0, w: 200, h: 150)
        var behind = Homography.identity
        behind.m20 = -0.02  // w ≤ 0 from x = 50 on: part of the copy is behind the eye
        #expect(PixmanProjection(copyToWindow: behind, width: 100, height: 100, within: area) == nil)
        let flat = Homography.scale(0, 1)
        #expect(PixmanProjection(copyToWindow: flat, width: 100, height: 100, within: area) == nil)
        var broken = Homography.identity
        broken.m02 = .nan
        #expect(PixmanProjection(copyToWindow: broken, width: 100, height: 100, within: area) == nil)
        var tilted = Homography.identity
        tilted.m20 = 0.001
        let offscreen = tilted.shifted(-1000, 0)
        let none = PixmanProjection(copyToWindow: offscreen, width: 100, height: 100, within: area)
        #expect(none?.tiles.isEmpty == true, "a copy entirely off the window composites nothing")
        #expect(PixmanProjection(copyToWindow: tilted, width: 100, height: 100, within: area)?.tiles.isEmpty == false)
    }
}
