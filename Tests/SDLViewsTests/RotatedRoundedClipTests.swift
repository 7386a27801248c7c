import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// A rotated, rounded, clipping layer with a light border over dark contents
/// (the layer gallery's "rotated rounded clip" card): nothing of the
/// contents may show outside the border.
@MainActor
@Suite struct RotatedRoundedClipTests {
    @Test func contentsDoNotLeakOutsideTheBorder() throws {
        let screen = try HeadlessScreen(width: 240, height: 200)
        screen.window.backgroundColor = UIColor(white: 0.94, alpha: 1)
        let card = UIView(frame: CGRect(x: 40, y: 50, width: 160, height: 100))
        var pixels = [UInt8](repeating: 255, count: 16 * 10 * 4)
        for i in stride(from: 0, to: pixels.count, by: 4) { pixels[i] = 20; pixels[i + 1] = 70; pixels[i + 2] = 10 }
        card.layer.contents = CGImage(width: 16, height: 10, bgraPixels: pixels)
        card.layer.cornerRadius = 30
        card.layer.borderWidth = 3
        card.layer.borderColor = UIColor.white.cgColor
        card.clipsToBounds = true
        card.transform = CGAffineTransform(rotationAngle: -0.2)
        screen.window.addSubview(card)
        screen.advance(by: 0.016)
        let shape = RoundedRect(rect: card.bounds, radius: 30, corners: .all)
        let outline = shape.outline(segments: 64)
        let normals = EdgeFringe.outwardNormals(outline)
        var darkest = 255
        for (i, p) in outline.enumerated() where normals[i] != .zero {
            for d in [0.6, 1.2, 1.8] as [CGFloat] {
                let local = CGPoint(x: p.x + normals[i].x * d, y: p.y + normals[i].y * d)
                let q = card.convert(local, to: screen.window)
                let c = screen.pixel(at: CGPoint(x: q.x.rounded(.down), y: q.y.rounded(.down)))
                darkest = min(darkest, Int(c.r), Int(c.b))
            }
        }
        #expect(darkest >= 190, "a pixel just outside the border is dark (\(darkest)): the contents leak")
    }
    /// A rotated circle cut from a red view by its corner radius, on white:
    /// its rim is anti-aliased (most pixels across the outline partly
    /// covered), as on iOS and on GL. On the software renderer the cut is
    /// made on the window's own pixels, not by sampling a rotated pass at the
    /// nearest pixel.
    @Test func aRotatedRoundedClipHasAnAntialiasedRim() throws {
        let screen = try HeadlessScreen(width: 120, height: 120)
        screen.window.backgroundColor = .white
        let clip = UIView(frame: CGRect(x: 20, y: 20, width: 80, height: 80))
        clip.layer.cornerRadius = 40
        clip.clipsToBounds = true
        let fill = UIView(frame: CGRect(x: -10, y: -10, width: 100, height: 100))
        fill.backgroundColor = .red
        clip.addSubview(fill)
        clip.transform = CGAffineTransform(rotationAngle: .pi / 7)
        screen.window.addSubview(clip)
        screen.advance(by: 0.016)
        var partial = 0, inside = 0, total = 0
        for angle in stride(from: 0.0, to: 2 * Double.pi, by: Double.pi / 90) {
            // Walk across the rim along the radius: one partly covered pixel is expected on the way.
            let values = stride(from: 38.0, through: 42.0, by: 0.5).map { r in
                Int(screen.pixel(at: CGPoint(x: 60 + r * cos(angle), y: 60 + r * sin(angle))).g)
            }
            total += 1
            if values.contains(where: { $0 > 20 && $0 < 235 }) { partial += 1 }
            if Int(screen.pixel(at: CGPoint(x: 60 + 30 * cos(angle), y: 60 + 30 * sin(angle))).g) == 0 { inside += 1 }
        }
        #expect(inside == total, "the inside is red")
        #expect(partial * 4 >= total * 3, "\(partial) of \(total) rim crossings partly covered")
    }
}
