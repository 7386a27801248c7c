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

    @Test func spansHoldThePixelsWhoseCentresLieInsideTheQuad() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            // A convex quad: four points on an ellipse, in order round it.
            let centre = CGPoint(x: .random(in: 20...80, using: &generator), y: .random(in: 20...80, using: &generator))
            let angles = (0..<4).map { CGFloat($0) * .pi / 2 + .random(in: -0.6...0.6, using: &generator) }
            let quad = angles.map {
                CGPoint(x: centre.x + 30 * cos($0), y: centre.y + 20 * sin($0))
            }
            let area = SDL_Rect(x: 10, y: 5, w: 90, h: 95)
            let spans = PixmanProjection.spans(of: quad, rows: 0..<110, within: area)
            var inside = Set<Int>()
            for span in spans { for x in span.x..<span.x + span.width { inside.insert(Int(span.y) * 1000 + Int(x)) } }
            for y in 0..<110 {
                for x in 0..<110 {
                    let centreInside = Self.contains(quad, CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5))
                    let inArea = x >= 10 && x < 100 && y >= 5 && y < 100
                    #expect(inside.contains(y * 1000 + x) == (centreInside && inArea), "pixel (\(x), \(y))")
                }
            }
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
        #expect(none?.spans.isEmpty == true, "a copy entirely off the window composites nothing")
        #expect(PixmanProjection(copyToWindow: tilted, width: 100, height: 100, within: area)?.spans.isEmpty == false)
    }

    /// Whether `point` lies inside the convex `quad` (either winding).
    private static func contains(_ quad: [CGPoint], _ point: CGPoint) -> Bool {
        let sides = quad.indices.map { i -> CGFloat in
            let a = quad[i], b = quad[(i + 1) % quad.count]
            return (b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x)
        }
        return sides.allSatisfy { $0 >= 0 } || sides.allSatisfy { $0 <= 0 }
    }
}
