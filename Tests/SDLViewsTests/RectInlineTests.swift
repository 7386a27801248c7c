import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// The compositor's inlined `joined(with:)`, `meets(_:)`, `encloses(_:)` and
/// `isUnitRect` give Foundation's `union`, `intersects`, `contains` and `==`
/// exactly, over rectangles that are null, empty, unstandardized (negative
/// sizes), touching and overlapping.
@Suite struct RectInlineTests {
    /// Every pair of a random sample (small integer grids make touching edges common).
    private static func forEachPair(seed: UInt64, _ body: (CGRect, CGRect) -> Void) {
        var random = SeededGenerator(seed: seed)
        var all: [CGRect] = [.null, .zero, CGRect(x: 5, y: 5, width: 0, height: 0), CGRect(x: 0, y: 0, width: 1, height: 1)]
        func v() -> CGFloat { CGFloat(Int.random(in: -6...6, using: &random)) }
        for _ in 0..<300 { all.append(CGRect(x: v(), y: v(), width: v(), height: v())) }
        for a in all { for b in all.prefix(60) { body(a, b) } }
    }

    @Test func joinedIsFoundationsUnion() {
        var checked = 0
        Self.forEachPair(seed: 77) { a, b in
            let mine = a.joined(with: b), theirs = a.union(b)
            #expect(mine == theirs || (mine.isNull && theirs.isNull), "\(a) ∪ \(b)")
            checked += 1
        }
        #expect(checked == 304 * 60)
        #expect(CGRect.null.joined(with: CGRect(x: 1, y: 2, width: -3, height: 4)) == CGRect(x: 1, y: 2, width: -3, height: 4))
        #expect(CGRect(x: 0, y: 0, width: 2, height: 2).joined(with: CGRect(x: 5, y: -1, width: -1, height: 1))
            == CGRect(x: 0, y: -1, width: 5, height: 3))
    }

    @Test func meetsIsFoundationsIntersects() {
        var touching = 0
        Self.forEachPair(seed: 78) { a, b in
            #expect(a.meets(b) == a.intersects(b), "\(a) ∩ \(b)")
            if a.meets(b), a.intersection(b).width == 0 { touching += 1 }
        }
        // The sample does exercise edges that only touch.
        #expect(touching > 50)
        #expect(!CGRect.null.meets(.null))
        #expect(CGRect(x: 0, y: 0, width: 1, height: 1).meets(CGRect(x: 1, y: 0, width: 1, height: 1)))
    }

    @Test func enclosesIsFoundationsContainsAndUnitIsEquality() {
        var inside = 0, units = 0
        Self.forEachPair(seed: 79) { a, b in
            #expect(a.encloses(b) == a.contains(b), "\(a) ⊇ \(b)")
            if a.encloses(b), a != b { inside += 1 }
            #expect(b.isUnitRect == (b == CGRect(x: 0, y: 0, width: 1, height: 1)))
            if b.isUnitRect { units += 1 }
        }
        #expect(inside > 50)
        #expect(units > 0)
        #expect(CGRect.null.encloses(.null) && !CGRect.null.encloses(.zero))
    }
}
