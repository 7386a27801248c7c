import Foundation
internal import CCairo

/// A `CAKeyframeAnimation.path` prepared for evaluation: its vertices (the
/// end points of its elements, which Core Animation times like keyframe
/// values) and, between each pair, the element flattened by Cairo into a
/// polyline, so a point moves along curves rather than their chords.
@MainActor
struct KeyframePath {
    /// The path this was made from; a new path object means a new preparation.
    let source: CGPath
    private(set) var vertices: [CGPoint] = []
    /// `segments[i]` runs from `vertices[i]` to `vertices[i + 1]`.
    private(set) var segments: [[CGPoint]] = []

    init(_ path: CGPath) {
        source = path
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1) else { return }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return }
        defer { cairo_destroy(cr) }
        var subpathStart = CGPoint.zero
        for element in path.elements {
            if case .move(let p) = element { subpathStart = p }
            append(element, subpathStart: subpathStart, in: cr)
        }
    }

    /// Arc length of each segment (the paced calculation modes share time by it).
    var segmentLengths: [Double] { segments.map(Self.length) }

    /// The point a fraction of the way along a segment by arc length, and the
    /// direction of travel there (for `rotationMode`).
    func point(inSegment index: Int, fraction: Double) -> (point: CGPoint, direction: CGVector) {
        let line = segments[index]
        var remaining = Self.length(line) * min(max(fraction, 0), 1)
        for i in line.indices.dropFirst() {
            let a = line[i - 1], b = line[i]
            let d = Double(hypot(b.x - a.x, b.y - a.y))
            let direction = CGVector(dx: b.x - a.x, dy: b.y - a.y)
            if remaining <= d || i == line.count - 1 {
                let t = d > 0 ? min(remaining / d, 1) : 1
                return (CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t), direction)
            }
            remaining -= d
        }
        return (line.last ?? vertices[index], CGVector(dx: 0, dy: 0))
    }

    private mutating func append(_ element: PathElement, subpathStart: CGPoint, in cr: OpaquePointer) {
        guard let from = vertices.last else {
            if let first = Self.endPoint(of: element, subpathStart: subpathStart) { vertices.append(first) }
            return
        }
        guard let to = Self.endPoint(of: element, subpathStart: subpathStart) else { return }
        vertices.append(to)
        segments.append(Self.flatten(element, from: from, to: to, in: cr))
    }

    private static func endPoint(of element: PathElement, subpathStart: CGPoint) -> CGPoint? {
        switch element {
        case .move(let p), .line(let p), .quad(_, let p), .curve(_, _, let p): return p
        case .close: return subpathStart
        }
    }

    /// Curves go through Cairo's flattening (its default tolerance, 0.1 unit);
    /// lines, moves and closes are single straight segments.
    private static func flatten(_ element: PathElement, from: CGPoint, to: CGPoint, in cr: OpaquePointer) -> [CGPoint] {
        switch element {
        case .quad, .curve:
            cairo_new_path(cr)
            CGPath(elements: [.move(from), element]).append(to: cr)
            return flattenedPoints(cr) ?? [from, to]
        default:
            return [from, to]
        }
    }

    private static func flattenedPoints(_ cr: OpaquePointer) -> [CGPoint]? {
        guard let flat = cairo_copy_path_flat(cr) else { return nil }
        defer { cairo_path_destroy(flat) }
        var points: [CGPoint] = []
        var i = 0
        while i < Int(flat.pointee.num_data), let data = flat.pointee.data {
            let header = data[i].header
            if header.type == CAIRO_PATH_MOVE_TO || header.type == CAIRO_PATH_LINE_TO {
                points.append(CGPoint(x: data[i + 1].point.x, y: data[i + 1].point.y))
            }
            i += Int(header.length)
        }
        return points.count > 1 ? points : nil
    }

    private static func length(_ line: [CGPoint]) -> Double {
        zip(line, line.dropFirst()).reduce(0) { $0 + Double(hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y)) }
    }
}
