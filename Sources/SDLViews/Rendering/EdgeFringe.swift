import Foundation

/// Anti-aliased edges that every SDL renderer can draw, the software one
/// included: along each smoothed edge of a shape a one-pixel fringe goes
/// outward, its inner vertices with the shape's colour and its outer ones with
/// alpha 0, so the vertex colour SDL interpolates across it fades the edge out
/// over the pixel it crosses. The body is not moved, so edges without a fringe
/// (a rounded rectangle's straight sides on whole pixels) keep their pixels.
enum EdgeFringe {
    /// The fringe's width, in target pixels.
    static let width: CGFloat = 1
    /// How far past a shape's box its fringe can reach: a mitred corner goes
    /// past the width (√2 at a right angle), and the software renderer moves
    /// vertices to whole pixels.
    static let reach: CGFloat = 3

    /// The convex `polygon` (target pixels, either winding) with edge `i` (from
    /// point `i` to `i + 1`) moved outward by `offsets[i]`. Corners between two
    /// moved edges meet where the edges cross (limited to a few widths, so a
    /// sharp corner stays near the shape); a corner between a moved and an
    /// unmoved edge moves along the moved edge's normal. Repeated points (the
    /// square corners of rounded outlines) move with their neighbours.
    static func offset(_ polygon: [CGPoint], by offsets: [CGFloat]) -> [CGPoint] {
        let n = polygon.count
        guard n >= 3 else { return polygon }
        let normals = outwardNormals(polygon)
        var result: [CGPoint] = []
        result.reserveCapacity(n)
        for i in 0..<n {
            var before = (i + n - 1) % n, after = i
            for _ in 0..<n where normals[before] == .zero { before = (before + n - 1) % n }
            for _ in 0..<n where normals[after] == .zero { after = (after + 1) % n }
            let shift = corner(normals[before], offsets[before], normals[after], offsets[after])
            result.append(CGPoint(x: polygon[i].x + shift.x, y: polygon[i].y + shift.y))
        }
        return result
    }

    /// Moves the fringe's outer points into the box of `outline`. For an
    /// outline whose straight sides lie on whole pixels and get no fringe (a
    /// rounded rectangle's), the box is the layer's bounds, which its corners'
    /// arcs touch only where they meet the sides: a fringe laid outward there
    /// would add half a pixel of coverage past the unfringed side (on the
    /// software renderer, which moves vertices to whole pixels, a whole pixel
    /// row), a bump where the arc joins the side. Kept in the box, the arc's
    /// fringe thins to nothing as the arc runs into the side.
    static func keep(_ fringe: inout [CGPoint], inBoxOf outline: [CGPoint]) {
        guard var minX = outline.first?.x, var minY = outline.first?.y else { return }
        var maxX = minX, maxY = minY
        for p in outline {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        for i in fringe.indices {
            fringe[i] = CGPoint(x: min(max(fringe[i].x, minX), maxX), y: min(max(fringe[i].y, minY), maxY))
        }
    }

    /// A border's inner outline (its fringe laid inward, into the hole) moved
    /// so that its fringes straddle their edges, half on each side, ending
    /// flush with the unfringed straight sides: laid wholly into the hole, a
    /// corner's fringe adds half a pixel where its arc runs along a straight
    /// inner side, which has none (a bump into the hole). Points between two
    /// fringed edges move back by half their fringe; a point where a fringed
    /// edge meets an unfringed one, or where `split` says so (to stay paired
    /// with the outer outline), becomes two: the unfringed side's end stays,
    /// the fringed side's moves along its normal, and the short edge between
    /// them gets no fringe. Returns the new outline and its edges' fringes.
    static func straddling(
        _ polygon: [CGPoint], offsets: [CGFloat], split: [Bool]
    ) -> (outline: [CGPoint], offsets: [CGFloat]) {
        let n = polygon.count
        guard n >= 3 else { return (polygon, offsets) }
        let normals = outwardNormals(polygon)
        let moved = offset(polygon, by: offsets)
        var outline: [CGPoint] = [], widths: [CGFloat] = []
        for i in 0..<n {
            let (before, after) = neighbourEdges(i, normals: normals)
            let p = polygon[i]
            let back = { (edge: Int) -> CGPoint in
                let o = offsets[edge] / 2
                return CGPoint(x: p.x - normals[edge].x * o, y: p.y - normals[edge].y * o)
            }
            if split[i] {
                outline.append(back(before))
                widths.append(0)
                outline.append(back(after))
            } else {
                outline.append(CGPoint(x: p.x - (moved[i].x - p.x) / 2, y: p.y - (moved[i].y - p.y) / 2))
            }
            widths.append(offsets[i])
        }
        return (outline, widths)
    }

    /// `polygon` with each point where `split` says so given twice (joined by
    /// an edge of no length and no fringe), to stay paired with a straddled outline.
    static func doubling(_ polygon: [CGPoint], offsets: [CGFloat], split: [Bool]) -> (
        outline: [CGPoint], offsets: [CGFloat]
    ) {
        var outline: [CGPoint] = [], widths: [CGFloat] = []
        for i in polygon.indices {
            if split[i] {
                outline.append(polygon[i])
                widths.append(0)
            }
            outline.append(polygon[i])
            widths.append(offsets[i])
        }
        return (outline, widths)
    }

    /// Where a fringed edge meets an unfringed one (`straddling` splits there).
    static func junctions(_ polygon: [CGPoint], offsets: [CGFloat]) -> [Bool] {
        let normals = outwardNormals(polygon)
        return polygon.indices.map { i in
            let (before, after) = neighbourEdges(i, normals: normals)
            return (offsets[before] == 0) != (offsets[after] == 0)
        }
    }

    /// The nearest edges of nonzero length ending and starting at point `i`.
    private static func neighbourEdges(_ i: Int, normals: [CGPoint]) -> (before: Int, after: Int) {
        let n = normals.count
        var before = (i + n - 1) % n, after = i
        for _ in 0..<n where normals[before] == .zero { before = (before + n - 1) % n }
        for _ in 0..<n where normals[after] == .zero { after = (after + 1) % n }
        return (before, after)
    }

    /// Unit normals of each edge pointing away from the polygon's inside.
    static func outwardNormals(_ polygon: [CGPoint]) -> [CGPoint] {
        let n = polygon.count
        var area: CGFloat = 0
        for i in 0..<n {
            let a = polygon[i], b = polygon[(i + 1) % n]
            area += a.x * b.y - b.x * a.y
        }
        let sign: CGFloat = area >= 0 ? 1 : -1
        return (0..<n).map { i in
            let a = polygon[i], b = polygon[(i + 1) % n]
            let dx = b.x - a.x, dy = b.y - a.y
            let length = (dx * dx + dy * dy).squareRoot()
            guard length > 1e-9 else { return .zero }
            return CGPoint(x: sign * dy / length, y: -sign * dx / length)
        }
    }

    /// The shift of a vertex whose two edges (normals `n1`, `n2`) move by `o1`, `o2`.
    private static func corner(_ n1: CGPoint, _ o1: CGFloat, _ n2: CGPoint, _ o2: CGFloat) -> CGPoint {
        if o1 == 0 || o2 == 0 {
            let n = o1 == 0 ? n2 : n1, o = o1 == 0 ? o2 : o1
            return CGPoint(x: n.x * o, y: n.y * o)
        }
        let det = n1.x * n2.y - n1.y * n2.x
        guard abs(det) > 1e-6 else { return CGPoint(x: n2.x * o2, y: n2.y * o2) }
        var shift = CGPoint(x: (o1 * n2.y - o2 * n1.y) / det, y: (n1.x * o2 - n2.x * o1) / det)
        let length = (shift.x * shift.x + shift.y * shift.y).squareRoot()
        let limit = 4 * max(abs(o1), abs(o2))
        if length > limit { shift = CGPoint(x: shift.x * limit / length, y: shift.y * limit / length) }
        return shift
    }

    /// Whether the edges of `rect` under `map` fall on whole target pixels with
    /// no rotation, so drawing them with a fringe would change nothing.
    static func isPixelAligned(_ rect: CGRect, map: Homography) -> Bool {
        guard map.isAxisAligned else { return false }
        // Plain comparisons: this runs for every quad of every frame.
        func whole(_ v: CGFloat) -> Bool { abs(v - v.rounded()) < 1e-3 }
        return whole(map.m00 * rect.minX + map.m02) && whole(map.m00 * rect.maxX + map.m02)
            && whole(map.m11 * rect.minY + map.m12) && whole(map.m11 * rect.maxY + map.m12)
    }
}
