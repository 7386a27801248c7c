import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// Anti-aliased edges on SDL's software renderer (`allowsEdgeAntialiasing`,
/// `edgeAntialiasingMask`): a rotated square has partly covered pixels along
/// every edge it smooths, rounded corners are smooth, and straight edges on
/// whole pixels keep their exact pixels.
@MainActor
@Suite struct EdgeAntialiasingTests {
    static let center = CGPoint(x: 70, y: 70)
    static let half: CGFloat = 30
    static let angle: CGFloat = .pi / 6

    /// A white 60-point square rotated 30° about its centre, over black.
    static func rotatedSquare(_ configure: (CALayer) -> Void = { _ in }) throws -> HeadlessScreen {
        let screen = try HeadlessScreen(width: 140, height: 140)
        screen.window.backgroundColor = .black
        let layer = CALayer()
        layer.frame = CGRect(x: center.x - half, y: center.y - half, width: 2 * half, height: 2 * half)
        layer.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        layer.transform = CATransform3DMakeRotation(angle, 0, 0, 1)
        configure(layer)
        screen.window.layer.addSublayer(layer)
        screen.advance(by: 0.016)
        return screen
    }

    /// A layer-space point of the square on screen.
    static func onScreen(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
        CGPoint(
            x: center.x + x * cos(angle) - y * sin(angle), y: center.y + x * sin(angle) + y * cos(angle))
    }

    /// Of five points along an edge (layer space from `a` to `b`, outward
    /// normal `n`), how many have a partly covered pixel within a pixel and a
    /// half across the edge.
    static func partlyCoveredPoints(_ screen: HeadlessScreen, from a: CGPoint, to b: CGPoint, normal n: CGPoint) -> Int
    {
        var count = 0
        for t in [0.2, 0.35, 0.5, 0.65, 0.8] as [CGFloat] {
            let p = CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
            let values = stride(from: -1.5, through: 1.5, by: 0.5).map { (d: CGFloat) -> Int in
                let q = onScreen(p.x + n.x * d, p.y + n.y * d)
                return Int(screen.pixel(at: CGPoint(x: q.x.rounded(.down), y: q.y.rounded(.down))).r)
            }
            if values.contains(where: { $0 > 20 && $0 < 235 }) { count += 1 }
        }
        return count
    }

    /// Partly covered points per edge: minY (layerBottomEdge), maxX, maxY, minX.
    static func edgeCoverage(_ screen: HeadlessScreen) -> [Int] {
        let h = half
        return [
            partlyCoveredPoints(
                screen, from: CGPoint(x: -h, y: -h), to: CGPoint(x: h, y: -h), normal: CGPoint(x: 0, y: -1)),
            partlyCoveredPoints(
                screen, from: CGPoint(x: h, y: -h), to: CGPoint(x: h, y: h), normal: CGPoint(x: 1, y: 0)),
            partlyCoveredPoints(
                screen, from: CGPoint(x: h, y: h), to: CGPoint(x: -h, y: h), normal: CGPoint(x: 0, y: 1)),
            partlyCoveredPoints(
                screen, from: CGPoint(x: -h, y: h), to: CGPoint(x: -h, y: -h), normal: CGPoint(x: -1, y: 0))
        ]
    }

    @Test func defaultsSmoothEveryEdge() {
        let layer = CALayer()
        #expect(layer.allowsEdgeAntialiasing)
        #expect(
            layer.edgeAntialiasingMask == [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge])
    }

    @Test func rotatedSquareHasPartlyCoveredPixelsAlongEveryEdge() throws {
        let coverage = Self.edgeCoverage(try Self.rotatedSquare())
        #expect(coverage.allSatisfy { $0 >= 4 }, "\(coverage)")
    }

    @Test func withoutEdgeAntialiasingEveryPixelIsInOrOut() throws {
        let screen = try Self.rotatedSquare { $0.allowsEdgeAntialiasing = false }
        #expect(Self.edgeCoverage(screen) == [0, 0, 0, 0])
    }

    /// Without smoothing the quad takes the batch's direct path (two
    /// triangles, no fringe): both triangles must fill, so every point well
    /// inside the square is white and every point just outside it black.
    @Test func withoutEdgeAntialiasingTheWholeSquareFillsAndNothingAroundIt() throws {
        let screen = try Self.rotatedSquare { $0.allowsEdgeAntialiasing = false }
        let inside = stride(from: -Self.half + 2, through: Self.half - 2, by: 4)
        var missing: [String] = [], spilled: [String] = []
        for x in inside {
            for y in inside {
                let p = Self.onScreen(x, y)
                if screen.pixel(at: CGPoint(x: p.x.rounded(.down), y: p.y.rounded(.down))).r != 255 {
                    missing.append("(\(x), \(y))")
                }
            }
            for (ox, oy) in [(x, -Self.half - 2), (x, Self.half + 2), (-Self.half - 2, x), (Self.half + 2, x)] {
                let p = Self.onScreen(ox, oy)
                if screen.pixel(at: CGPoint(x: p.x.rounded(.down), y: p.y.rounded(.down))).r != 0 {
                    spilled.append("(\(ox), \(oy))")
                }
            }
        }
        #expect(missing.isEmpty, "not filled: \(missing)")
        #expect(spilled.isEmpty, "filled outside: \(spilled)")
    }

    @Test func theMaskChoosesTheSmoothedEdges() throws {
        let screen = try Self.rotatedSquare { $0.edgeAntialiasingMask = [.layerLeftEdge, .layerBottomEdge] }
        let coverage = Self.edgeCoverage(screen)
        #expect(coverage[0] >= 4 && coverage[3] >= 4, "\(coverage)")
        #expect(coverage[1] == 0 && coverage[2] == 0, "\(coverage)")
    }

    @Test func rotatedContentsAndBordersAreSmoothToo() throws {
        let screen = try Self.rotatedSquare {
            $0.backgroundColor = nil
            $0.borderWidth = 4
            $0.borderColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        }
        let coverage = Self.edgeCoverage(screen)
        #expect(coverage.allSatisfy { $0 >= 4 }, "\(coverage)")
    }

    @Test func roundedCornersAreSmoothAndStraightSidesExact() throws {
        let screen = try HeadlessScreen(width: 100, height: 100)
        screen.window.backgroundColor = .black
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 60))
        view.backgroundColor = .white
        view.layer.cornerRadius = 20
        screen.window.addSubview(view)
        screen.advance(by: 0.016)
        // Along the top-left arc (centre 30, 30; radius 20) some pixels are partly covered.
        var partial = 0
        for step in 0...8 {
            let a = CGFloat.pi + CGFloat(step) / 8 * .pi / 2
            let values = stride(from: 18.5, through: 21.5, by: 0.5).map { (r: CGFloat) -> Int in
                let p = CGPoint(x: 30 + r * cos(a), y: 30 + r * sin(a))
                return Int(screen.pixel(at: CGPoint(x: p.x.rounded(.down), y: p.y.rounded(.down))).r)
            }
            if values.contains(where: { $0 > 10 && $0 < 245 }) { partial += 1 }
        }
        // Not the two samples nearest each side: there the arc runs within a pixel
        // of the side, and its fringe stays inside the bounds (no bump past the
        // side), which on the software renderer (vertices on whole pixels) leaves
        // those pixels whole.
        #expect(partial >= 3, "\(partial) of 9 arc pixels partly covered")
        // The straight sides stay on whole pixels.
        for x in stride(from: 32, through: 68, by: 6) {
            #expect(screen.pixel(at: CGPoint(x: x, y: 10)).r == 255)
            #expect(screen.pixel(at: CGPoint(x: x, y: 9)).r == 0)
            #expect(screen.pixel(at: CGPoint(x: x, y: 69)).r == 255)
            #expect(screen.pixel(at: CGPoint(x: x, y: 70)).r == 0)
        }
        for y in stride(from: 32, through: 48, by: 4) {
            #expect(screen.pixel(at: CGPoint(x: 10, y: y)).r == 255)
            #expect(screen.pixel(at: CGPoint(x: 9, y: y)).r == 0)
            #expect(screen.pixel(at: CGPoint(x: 89, y: y)).r == 255)
            #expect(screen.pixel(at: CGPoint(x: 90, y: y)).r == 0)
        }
    }

    /// Contents copied one texel per pixel (straight, unscaled) at a
    /// fractional position land on whole pixels, edges included: an image
    /// inked to its borders at x 20.3, y 10.4 shows exactly as at 20, 10 (no
    /// fringe smearing its edge texels over the neighbouring pixels), on every renderer.
    @Test func contentsCopiedAtFractionalPositionsLandOnWholePixels() throws {
        var pixels: [UInt8] = []
        for y in 0..<12 {
            for x in 0..<16 {
                let v: UInt8 = (x + y) % 2 == 0 ? 255 : 90
                pixels += [v, 200, 255 - v, 255]
            }
        }
        let image = try #require(CGImage(width: 16, height: 12, bgraPixels: pixels))
        func frame(at origin: CGPoint) throws -> CGImage? {
            let screen = try HeadlessScreen(width: 60, height: 40)
            screen.window.backgroundColor = .black
            let layer = CALayer()
            layer.frame = CGRect(origin: origin, size: CGSize(width: 16, height: 12))
            layer.contents = image
            screen.window.layer.addSublayer(layer)
            screen.advance(by: 0.016)
            return screen.snapshot().cgImage
        }
        let whole = try #require(try frame(at: CGPoint(x: 20, y: 10)))
        let fractional = try #require(try frame(at: CGPoint(x: 20.3, y: 10.4)))
        let result = GoldenImage.difference(whole, fractional, tolerance: 0, maxDifferingPixels: 0, name: "fractional")
        #expect(result.matches, "\(result)")
    }
}
