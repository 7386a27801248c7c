import Foundation

/// The few rectangles a host game's kept UI is copied through
/// (`HostedUICache`): the boxes of what the tree paints, merged so that no two
/// overlap (a pixel copied twice would blend twice) and there are at most a
/// handful. A HUD in two corners of the window is then two small copies, not
/// one copy of the whole window, which costs on the software renderer even
/// where the kept texture is transparent.
enum KeptRegions {
    /// More boxes than this are merged into one (a HUD of many separate views
    /// gains little from a search over all pairs).
    static let maxBoxes = 64
    /// Copies kept at most; boxes beyond are merged where that adds the fewest pixels.
    static let maxRects = 4
    /// Two boxes merge when that adds at most this many pixels (one copy fewer costs about that much).
    static let mergeSlack: CGFloat = 4096

    /// Integral, non-empty rectangles that cover every one of `boxes` (each
    /// already in whole pixels) and do not overlap.
    static func merged(_ boxes: [CGRect]) -> [CGRect] {
        var rects = boxes.filter { !$0.isNull && $0.width > 0 && $0.height > 0 }
        guard rects.count <= maxBoxes else { return [rects.reduce(CGRect.null) { $0.union($1) }] }
        while rects.count > 1 {
            if let (i, j) = firstOverlap(rects) {
                merge(&rects, i, j)
                continue
            }
            let (i, j, added) = cheapestPair(rects)
            guard added <= mergeSlack || rects.count > maxRects else { break }
            merge(&rects, i, j)
        }
        return rects
    }

    private static func firstOverlap(_ rects: [CGRect]) -> (Int, Int)? {
        for i in rects.indices {
            for j in rects.indices where j > i && rects[i].intersects(rects[j]) { return (i, j) }
        }
        return nil
    }

    /// The pair whose union adds the fewest pixels to what the two cover.
    private static func cheapestPair(_ rects: [CGRect]) -> (Int, Int, CGFloat) {
        var best = (0, 1, CGFloat.infinity)
        for i in rects.indices {
            for j in rects.indices where j > i {
                let added = area(rects[i].union(rects[j])) - area(rects[i]) - area(rects[j])
                if added < best.2 { best = (i, j, added) }
            }
        }
        return best
    }

    private static func merge(_ rects: inout [CGRect], _ i: Int, _ j: Int) {
        rects[i] = rects[i].union(rects[j])
        rects.remove(at: j)
    }

    private static func area(_ r: CGRect) -> CGFloat { r.width * r.height }
}
