import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// Rounded fills and borders join their straight sides without a bump: a
/// corner's arc is tangent to the side it meets, so no pixel outside the
/// layer's bounds is touched and, along the side's outermost pixel row, the
/// coverage rises from the corner to the side without a step up and back.
@MainActor
@Suite struct RoundedEdgeJoinTests {
    private static let radii: [CGFloat] = [3, 6, 10, 16, 24]

    /// White rounded shapes on black: fills in the top row, borders below.
    private func gallery(scale: CGFloat) throws -> (HeadlessScreen, [CGRect]) {
        let screen = try HeadlessScreen(width: 300, height: 140, scale: scale)
        screen.window.backgroundColor = .black
        var frames: [CGRect] = []
        for (i, radius) in Self.radii.enumerated() {
            let fill = UIView(frame: CGRect(x: 8 + CGFloat(i) * 58, y: 8, width: 52, height: 56))
            fill.backgroundColor = .white
            fill.layer.cornerRadius = radius
            let ring = UIView(frame: CGRect(x: 8 + CGFloat(i) * 58, y: 74, width: 52, height: 56))
            ring.layer.borderColor = UIColor.white.cgColor
            ring.layer.borderWidth = 2
            ring.layer.cornerRadius = radius
            screen.window.addSubview(fill)
            screen.window.addSubview(ring)
            frames += [fill.frame, ring.frame]
        }
        screen.advance(by: 0.016)
        return (screen, frames)
    }

    @Test(arguments: [1, 2] as [CGFloat])
    func nothingIsDrawnOutsideTheBounds(scale: CGFloat) throws {
        let (screen, frames) = try gallery(scale: scale)
        let image = try #require(screen.snapshot().cgImage)
        let pixels = image.pixels
        let w = image.width
        for frame in frames {
            let px = frame.applying(CGAffineTransform(scaleX: scale, y: scale))
            let x0 = Int(px.minX), x1 = Int(px.maxX), y0 = Int(px.minY), y1 = Int(px.maxY)
            var leaks: [String] = []
            for x in (x0 - 1)...x1 {
                for y in [y0 - 1, y1] where pixels[(y * w + x) * 4] != 0 { leaks.append("(\(x), \(y))") }
            }
            for y in y0..<y1 {
                for x in [x0 - 1, x1] where pixels[(y * w + x) * 4] != 0 { leaks.append("(\(x), \(y))") }
            }
            #expect(leaks.isEmpty, "scale \(scale), \(frame): drawn outside the bounds at \(leaks.prefix(8))")
        }
    }

    /// Along the outermost row (and column) of each side, from the corner to
    /// the middle, coverage never drops: the arc runs into the side.
    @Test(arguments: [1, 2] as [CGFloat])
    func theArcRunsIntoTheSideWithoutAStep(scale: CGFloat) throws {
        let (screen, frames) = try gallery(scale: scale)
        let image = try #require(screen.snapshot().cgImage)
        let pixels = image.pixels
        let w = image.width
        for frame in frames {
            let px = frame.applying(CGAffineTransform(scaleX: scale, y: scale))
            let x0 = Int(px.minX), y0 = Int(px.minY), y1 = Int(px.maxY), mid = Int(px.midX)
            let top = (x0...mid).map { Int(pixels[(y0 * w + $0) * 4]) }
            let bottom = (x0...mid).map { Int(pixels[((y1 - 1) * w + $0) * 4]) }
            let left = (y0...Int(px.midY)).map { Int(pixels[($0 * w + x0) * 4]) }
            for (name, run) in [("top", top), ("bottom", bottom), ("left", left)] {
                let drops = zip(run, run.dropFirst()).filter { $0.1 + 2 < $0.0 }
                #expect(drops.isEmpty, "scale \(scale), \(frame), \(name) edge: \(run)")
            }
        }
    }

    @Test(arguments: [1, 2] as [CGFloat])
    func golden(scale: CGFloat) throws {
        let (screen, _) = try gallery(scale: scale)
        let result = GoldenImage.compare(
            screen.snapshot(), named: "rounded-edge-join-\(Int(scale))x", in: CompositorTests.goldenDirectory)
        #expect(result.matches, "\(result)")
    }
}
