import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// `KeptRegions`: the rectangles a host game's kept UI is copied through.
@Suite struct KeptRegionsTests {
    @Test func boxesFarApartStaySeparateAndNearOnesMerge() {
        let corners = KeptRegions.merged([
            CGRect(x: 0, y: 0, width: 100, height: 40), CGRect(x: 1100, y: 600, width: 180, height: 120),
        ])
        #expect(corners == [CGRect(x: 0, y: 0, width: 100, height: 40), CGRect(x: 1100, y: 600, width: 180, height: 120)])
        // Side by side with a gap of 10 pixels: joining adds 10 × 40 pixels, less than a copy costs.
        let near = KeptRegions.merged([CGRect(x: 0, y: 0, width: 50, height: 40), CGRect(x: 60, y: 0, width: 50, height: 40)])
        #expect(near == [CGRect(x: 0, y: 0, width: 110, height: 40)])
        // Overlapping boxes always merge: a pixel copied twice would blend twice.
        let crossing = KeptRegions.merged([
            CGRect(x: 0, y: 0, width: 10, height: 300), CGRect(x: 0, y: 0, width: 300, height: 10),
        ])
        #expect(crossing == [CGRect(x: 0, y: 0, width: 300, height: 300)])
        #expect(KeptRegions.merged([]).isEmpty)
        #expect(KeptRegions.merged([.null, CGRect(x: 5, y: 5, width: 0, height: 9)]).isEmpty)
    }

    /// Seeded boxes: the result covers every box, no two rectangles overlap,
    /// there are at most `maxRects`, and every rectangle lies in the boxes' union.
    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func theRectanglesCoverEveryBoxWithoutOverlapping(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        for _ in 0..<40 {
            let boxes = (0..<Int.random(in: 1...12, using: &random)).map { _ in
                CGRect(
                    x: CGFloat(Int.random(in: 0...1200, using: &random)), y: CGFloat(Int.random(in: 0...700, using: &random)),
                    width: CGFloat(Int.random(in: 1...300, using: &random)),
                    height: CGFloat(Int.random(in: 1...200, using: &random)))
            }
            let rects = KeptRegions.merged(boxes)
            let union = boxes.reduce(CGRect.null) { $0.union($1) }
            #expect(rects.count >= 1 && rects.count <= KeptRegions.maxRects)
            for box in boxes { #expect(rects.contains { $0.contains(box) }, "\(box) not covered by \(rects)") }
            for (i, a) in rects.enumerated() {
                #expect(union.contains(a))
                for b in rects[(i + 1)...] { #expect(!a.intersects(b), "\(a) overlaps \(b)") }
            }
        }
    }
}
