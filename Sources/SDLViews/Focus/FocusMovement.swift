import Foundation

/// Directional focus search on frames (window coordinates): a candidate lies
/// in the pressed direction when its leading edge is past the focused
/// frame's centre that way. Candidates overlapping the focused frame across
/// the direction (straight ahead) come before diagonal ones; among them the
/// smallest gap along the direction wins, then the smallest offset across
/// it, then the earlier candidate (so ties are deterministic).
enum FocusMovement {
    static func best(from origin: CGRect, heading: UIFocusHeading, among frames: [CGRect]) -> Int? {
        var best: (index: Int, score: Score)?
        for (index, frame) in frames.enumerated() {
            guard let score = score(of: frame, from: origin, heading: heading) else { continue }
            if best.map({ score < $0.score }) ?? true { best = (index, score) }
        }
        return best?.index
    }

    /// The indices of `frames` in reading order; equal positions keep their order.
    static func readingOrder(of frames: [CGRect]) -> [Int] {
        frames.indices.sorted {
            let (a, b) = (frames[$0], frames[$1])
            return readsBefore(a, b) || (!readsBefore(b, a) && $0 < $1)
        }
    }

    /// Reading order: top to bottom, then leading to trailing.
    static func readsBefore(_ a: CGRect, _ b: CGRect) -> Bool {
        a.minY != b.minY ? a.minY < b.minY : a.minX < b.minX
    }

    struct Score: Comparable {
        let diagonal: Bool
        let gap: CGFloat
        let offset: CGFloat

        static func < (a: Score, b: Score) -> Bool {
            if a.diagonal != b.diagonal { return !a.diagonal }
            if a.diagonal { return a.gap + a.offset < b.gap + b.offset }
            return a.gap != b.gap ? a.gap < b.gap : a.offset < b.offset
        }
    }

    /// Nil when `frame` is not in the direction of `heading` from `origin`.
    static func score(of frame: CGRect, from origin: CGRect, heading: UIFocusHeading) -> Score? {
        let along: (lead: CGFloat, originEdge: CGFloat, past: Bool)
        let vertical: Bool
        switch heading {
        case .down: along = (frame.minY, origin.maxY, frame.minY >= origin.midY); vertical = true
        case .up: along = (-frame.maxY, -origin.minY, frame.maxY <= origin.midY); vertical = true
        case .right: along = (frame.minX, origin.maxX, frame.minX >= origin.midX); vertical = false
        case .left: along = (-frame.maxX, -origin.minX, frame.maxX <= origin.midX); vertical = false
        default: return nil
        }
        guard along.past else { return nil }
        let gap = max(along.lead - along.originEdge, 0)
        let (lo, hi, oLo, oHi) =
            vertical
            ? (frame.minX, frame.maxX, origin.minX, origin.maxX) : (frame.minY, frame.maxY, origin.minY, origin.maxY)
        let overlaps = lo < oHi && hi > oLo
        let offset = overlaps ? abs((lo + hi) / 2 - (oLo + oHi) / 2) : max(lo - oHi, oLo - hi)
        return Score(diagonal: !overlaps, gap: gap, offset: offset)
    }
}
