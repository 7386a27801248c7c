import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// On the software renderer a pixel-aligned rounded rectangle is drawn as three
/// fills and four corner fans when its colour is opaque (issue 43: SDL blends every coloured triangle
/// through a surface the size of its bounding box). The pieces must meet
/// without seams or double blending, and the corners stay round.
@MainActor
@Suite(.serialized) struct RoundedRectPiecesTests {
    private func card(_ color: UIColor, on screen: HeadlessScreen) {
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 30))
        card.backgroundColor = color
        card.layer.cornerRadius = 6
        screen.window.addSubview(card)
        screen.runFrame()
    }

    @Test func anOpaqueCardIsFilledEverywhereInsideAndRoundAtItsCorners() throws {
        let screen = try HeadlessScreen(width: 100, height: 50)
        screen.window.backgroundColor = .black
        card(.white, on: screen)
        let white = RGBA8(r: 255, g: 255, b: 255, a: 255), black = RGBA8(r: 0, g: 0, b: 0, a: 255)
        // Every pixel of the middle row and column, across the fills' and corners' seams.
        for x in 10..<90 { #expect(screen.pixel(at: CGPoint(x: CGFloat(x) + 0.5, y: 25.5)) == white, "x \(x)") }
        for y in 10..<40 { #expect(screen.pixel(at: CGPoint(x: 50.5, y: CGFloat(y) + 0.5)) == white, "y \(y)") }
        // The rows and columns just inside the corners' squares.
        for x in 10..<90 { #expect(screen.pixel(at: CGPoint(x: CGFloat(x) + 0.5, y: 16.5)) == white, "row 16, x \(x)") }
        for y in 10..<40 { #expect(screen.pixel(at: CGPoint(x: 16.5, y: CGFloat(y) + 0.5)) == white, "column 16, y \(y)") }
        // Outside the arcs: the corner pixels are background; the inner corners of the squares are filled.
        for corner in [CGPoint(x: 10.5, y: 10.5), CGPoint(x: 89.5, y: 10.5), CGPoint(x: 10.5, y: 39.5), CGPoint(x: 89.5, y: 39.5)] {
            #expect(screen.pixel(at: corner) == black, "\(corner)")
        }
        for inner in [CGPoint(x: 12.5, y: 12.5), CGPoint(x: 87.5, y: 12.5), CGPoint(x: 12.5, y: 37.5), CGPoint(x: 87.5, y: 37.5)] {
            #expect(screen.pixel(at: inner) == white, "\(inner)")
        }
        // The arc is anti-aliased: some pixels of the top-left corner's square are partly covered.
        let square = (10..<16).flatMap { y in (10..<16).map { x in screen.pixel(at: CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5)) } }
        #expect(square.contains { $0.r > 0 && $0.r < 255 })
    }

    /// Translucent cards keep the single fan: SDL's fills and triangles round a blend differently.
    @Test func aTranslucentCardIsBlendedOnceAndAlikeEverywhereInside() throws {
        let screen = try HeadlessScreen(width: 100, height: 50)
        screen.window.backgroundColor = .black
        card(UIColor(red: 1, green: 1, blue: 1, alpha: 0.5), on: screen)
        let middle = screen.pixel(at: CGPoint(x: 50.5, y: 25.5))
        #expect(middle.r >= 126 && middle.r <= 129, "\(middle)")
        #expect(screen.pixel(at: CGPoint(x: 12.5, y: 12.5)) == middle, "inside the top-left corner")
        for x in 10..<90 { #expect(screen.pixel(at: CGPoint(x: CGFloat(x) + 0.5, y: 25.5)) == middle, "x \(x)") }
        for x in 12..<88 { #expect(screen.pixel(at: CGPoint(x: CGFloat(x) + 0.5, y: 13.5)) == middle, "row 13, x \(x)") }
        for y in 12..<38 { #expect(screen.pixel(at: CGPoint(x: 13.5, y: CGFloat(y) + 0.5)) == middle, "column 13, y \(y)") }
    }
}
