import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// The compositor's inlined `joined(with:)` and `meets(_:)` give Foundation's
/// `union` and `intersects` exactly, over rectangles that are null, empty,
/// unstandardized (negative sizes), touching and overlapping.
@Suite struct RectInlineTests {
    private static func rects(_ random: inout SeededGenerator) -> [CGRect] {
        let special: [CGRect] = [.null, .zero, CGRect(x: 5, y: 5, width: 0, height: 0), CGRect(x: 0, y: 0, width: 10, height: 10)]
        var all = special
        for _ in 0..<300 {
            // Small integer grids make touching edges common.
            func v() -> CGFloat { CGFloat(Int.random(in: -6...6, using: &random)) }
            all.append(CGRect(x: v(), y: v(), width: v(), height: v()))
        }
        return all
    }

    @Test func joinedIsFoundationsUnion() {
        var random = SeededGenerator(seed: 77)
        let all = Self.rects(&random)
        var checked = 0
        for a in all {
            for b in all.prefix(60) {
                let mine = a.joined(with: b), theirs = a.union(b)
                #expect(mine == theirs || (mine.isNull && theirs.isNull), "\(a) ∪ \(b)")
                checked += 1
            }
        }
        #expect(checked == all.count * 60)
        #expect(CGRect.null.joined(with: CGRect(x: 1, y: 2, width: -3, height: 4)) == CGRect(x: 1, y: 2, width: -3, height: 4))
        #expect(CGRect(x: 0, y: 0, width: 2, height: 2).joined(with: CGRect(x: 5, y: -1, width: -1, height: 1))
            == CGRect(x: 0, y: -1, width: 5, height: 3))
    }

    @Test func meetsIsFoundationsIntersects() {
        var random = SeededGenerator(seed: 78)
        let all = Self.rects(&random)
        var touching = 0
        for a in all {
            for b in all.prefix(60) {
                #expect(a.meets(b) == a.intersects(b), "\(a) ∩ \(b)")
                if a.meets(b), a.intersection(b).width == 0 { touching += 1 }
            }
        }
        // The sample does exercise edges that only touch.
        #expect(touching > 50)
        #expect(!CGRect.null.meets(.null))
        #expect(CGRect(x: 0, y: 0, width: 1, height: 1).meets(CGRect(x: 1, y: 0, width: 1, height: 1)))
    }

    @Test func enclosesIsFoundationsContainsAndUnitIsEquality() {
        var random = SeededGenerator(seed: 79)
        let all = Self.rects(&random)
        var inside = 0
        for a in all {
            for b in all.prefix(60) {
                #expect(a.encloses(b) == a.contains(b), "\(a) ⊇ \(b)")
                if a.encloses(b), a != b { inside += 1 }
            }
            #expect(a.isUnitRect == (a == CGRect(x: 0, y: 0, width: 1, height: 1)))
        }
        #expect(inside > 50)
        #expect(CGRect(x: 0, y: 0, width: 1, height: 1).isUnitRect)
    }
}
