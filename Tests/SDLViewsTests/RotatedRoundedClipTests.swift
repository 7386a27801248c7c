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
}
