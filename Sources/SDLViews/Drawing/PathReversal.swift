import Foundation

/// Reverses the direction of each subpath, keeping the subpaths' order.
enum PathReversal {
    static func reverse(_ elements: [PathElement]) -> [PathElement] {
        subpaths(elements).flatMap(reverseSubpath)
    }

    private static func subpaths(_ elements: [PathElement]) -> [[PathElement]] {
        var result: [[PathElement]] = []
        for e in elements {
            if case .move = e {
                result.append([e])
            } else if result.isEmpty {
                result.append([e])
            } else {
                result[result.count - 1].append(e)
            }
        }
        return result
    }

    /// Walks the segments backward: each segment's end becomes its start and
    /// its control points swap order.
    private static func reverseSubpath(_ sub: [PathElement]) -> [PathElement] {
        guard case .move(let start) = sub.first else { return sub }
        let closed = sub.last == .close
        var points = [start]
        var segments: [PathElement] = []
        for e in sub.dropFirst() where e != .close {
            segments.append(e)
            points.append(e.points.last!)
        }
        var out: [PathElement] = [.move(points.last!)]
        for (i, segment) in segments.enumerated().reversed() {
            let target = points[i]
            switch segment {
            case .quad(let c, _): out.append(.quad(c, target))
            case .curve(let c1, let c2, _): out.append(.curve(c2, c1, target))
            default: out.append(.line(target))
            }
        }
        if closed { out.append(.close) }
        return out
    }
}
