import Foundation
internal import CCairo

/// The part of a path between two fractions of its length (`strokeStart`,
/// `strokeEnd`): Cairo flattens the curves to lines at its tolerance, and the
/// polyline is cut by arc length, subpath by subpath in drawing order.
@MainActor
enum PathTrimming {
    static func appendTrimmed(_ path: CGPath, from start: CGFloat, to end: CGFloat, in cr: OpaquePointer) {
        let polylines = flattened(path, in: cr)
        let total = polylines.reduce(0) { $0 + length(of: $1) }
        guard total > 0 else { return }
        let a = start * total, b = end * total
        var offset: CGFloat = 0
        cairo_new_path(cr)
        for line in polylines {
            var penDown = false
            for i in 1..<max(line.count, 1) {
                let p = line[i - 1], q = line[i]
                let d = hypot(q.x - p.x, q.y - p.y)
                defer { offset += d }
                guard d > 0, offset + d > a, offset < b else { continue }
                let t0 = max(0, (a - offset) / d), t1 = min(1, (b - offset) / d)
                let from = CGPoint(x: p.x + (q.x - p.x) * t0, y: p.y + (q.y - p.y) * t0)
                let to = CGPoint(x: p.x + (q.x - p.x) * t1, y: p.y + (q.y - p.y) * t1)
                if !penDown || t0 > 0 { cairo_move_to(cr, from.x, from.y); penDown = true }
                cairo_line_to(cr, to.x, to.y)
            }
        }
    }

    private static func length(of line: [CGPoint]) -> CGFloat {
        var total: CGFloat = 0
        for i in line.indices.dropFirst() {
            let dx = line[i].x - line[i - 1].x, dy = line[i].y - line[i - 1].y
            total += (dx * dx + dy * dy).squareRoot()
        }
        return total
    }

    /// The path as polylines (a closed subpath ends at its start point).
    private static func flattened(_ path: CGPath, in cr: OpaquePointer) -> [[CGPoint]] {
        cairo_save(cr)
        cairo_new_path(cr)
        path.append(to: cr)
        guard let flat = cairo_copy_path_flat(cr) else { cairo_restore(cr); return [] }
        defer { cairo_path_destroy(flat); cairo_new_path(cr); cairo_restore(cr) }
        var lines: [[CGPoint]] = []
        var current: [CGPoint] = []
        var i = 0
        let data = flat.pointee.data!
        while i < Int(flat.pointee.num_data) {
            let header = data[i].header
            switch header.type {
            case CAIRO_PATH_MOVE_TO:
                if current.count > 1 { lines.append(current) }
                current = [CGPoint(x: data[i + 1].point.x, y: data[i + 1].point.y)]
            case CAIRO_PATH_LINE_TO:
                current.append(CGPoint(x: data[i + 1].point.x, y: data[i + 1].point.y))
            case CAIRO_PATH_CLOSE_PATH:
                if let first = current.first { current.append(first) }
                if current.count > 1 { lines.append(current) }
                current = current.first.map { [$0] } ?? []
            default: break
            }
            i += Int(header.length)
        }
        if current.count > 1 { lines.append(current) }
        return lines
    }
}
