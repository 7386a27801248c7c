import Foundation

/// The page, split where the roll begins: the part still lying flat is one
/// polygon (the page cut by the axis); the lifted part is cut into thin strips
/// parallel to the axis (the roll is straight along it, so strips need no
/// subdivision that way), each moved onto the roll and drawn from the lowest to
/// the highest (painter's order), with texture coordinates on the sheet's top
/// half (front) or bottom half (back). Strips overlap by a pixel: SDL's
/// software rasterizer leaves the last pixel column and row of each triangle unfilled.
/// With a fringe width, the edges that are outlines on screen get
/// anti-aliasing fringes (`CurlMesh+Fringe`), indexed apart in `fringeIndices`.
struct CurlMesh {
    var points: [CGPoint] = []
    var uvs: [CGPoint] = []
    /// How much light each point gets (0…1): the page as a cylinder lit from
    /// the viewer, darkest where the paper turns edge-on (`light(at:)`).
    var light: [CGFloat] = []
    /// 1 on the paper, 0 on the outer side of a fringe.
    var opacity: [Float] = []
    /// The paper's triangles, in painter's order.
    var indices: [Int32] = []
    /// The fringes' triangles (over the same points), drawn after the paper:
    /// they must blend, and the paper need not.
    var fringeIndices: [Int32] = []

    /// Light on the paper `d` past the axis: on the roll the surface turns from
    /// facing the viewer to edge-on (a quarter turn) and back, so the diffuse
    /// term is |cos| of the turn; a little ambient keeps the edge-on paper
    /// from going black, and a soft highlight sits on the top of the roll.
    static func light(at d: CGFloat, radius: CGFloat) -> CGFloat {
        guard d > 0, radius > 0 else { return 1 }
        let facing = abs(cos(d / radius))
        let highlight = pow(max(0, -cos(d / radius)), 12) * 0.12
        return min(1, 0.5 + 0.5 * facing + highlight)
    }

    /// Strip width as a fraction of the roll's radius: 1/6 turns the
    /// cylinder in 19 steps, under half a pixel of chord error at 1280×720.
    static let stripsPerRadius: CGFloat = 6
    static let overlap: CGFloat = 0.75

    /// The part of the page that lies flat and entirely above the axis (a blit).
    static func flatTop(rect: CGRect, line: CurlLine) -> CGRect {
        let y = { (x: CGFloat) in (line.offset - x * line.normal.x) / line.normal.y }
        let lowest = min(max(min(y(rect.minX), y(rect.maxX)), rect.minY), rect.maxY)
        return CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: max(0, lowest.rounded(.down) - rect.minY))
    }

    /// A strip of the roll: the parts of it to draw (cut a little wider than
    /// the strip, `overlap`) and the same parts cut exactly to the strip, whose
    /// page edges get the fringes (so neighbouring strips' fringes do not overlap).
    struct Strip {
        var z: CGFloat
        var back: Bool
        var bodies: [[CGPoint]]
        var cores: [[CGPoint]]
    }

    /// `flatBelow`: the flat part above this y is drawn elsewhere (as a blit).
    /// `fringe`: the width of the anti-aliasing fringes in the page's units
    /// (one target pixel), 0 for none; `texel`: half a texel of the sheet in
    /// texture coordinates, how far fringes keep their samples inside the page.
    init(rect: CGRect, line: CurlLine, flatBelow: CGFloat, fringe: CGFloat = 0, texel: CGSize = .zero) {
        let page = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)
        ]
        let band = CurlMesh.clip(page) { $0.y - flatBelow }
        append(CurlMesh.clip(band, line: line, below: 0), rect: rect, line: line, back: false, flat: true)
        let strips = CurlMesh.strips(of: page, line: line)
        let style = FringeStyle(rect: rect, line: line, width: fringe, texel: texel)
        for strip in strips {
            for body in strip.bodies { append(body, rect: rect, line: line, back: strip.back, flat: false) }
            guard fringe > 0 else { continue }
            for core in strip.cores { appendPageEdgeFringes(core, back: strip.back, style: style) }
        }
        if fringe > 0 { appendOutlineFringes(of: strips, page: page, style: style) }
    }

    /// The lifted part of the page cut into strips parallel to the axis, moved
    /// onto the roll's turn they belong to, lowest first (painter's order).
    static func strips(of page: [CGPoint], line: CurlLine) -> [Strip] {
        let far = page.map(line.distance).max() ?? 0
        guard far > 0 else { return [] }
        let step = line.radius / CurlMesh.stripsPerRadius
        // Only the outermost turn of the roll (the paper that entered it last)
        // can be seen: the turns inside it are skipped.
        let visible = min(far, 2 * .pi * line.radius + 2 * step)
        var a: CGFloat = 0
        var strips: [Strip] = []
        while a < visible, strips.count < 2000 {
            let b = min(a + step, visible)
            let body = CurlMesh.clip(
                CurlMesh.clip(page, line: line, below: b + CurlMesh.overlap), line: line,
                above: max(0, a - CurlMesh.overlap))
            let core = CurlMesh.clip(CurlMesh.clip(page, line: line, below: b), line: line, above: a)
            let middle = line.curled(
                CGPoint(x: line.normal.x * (line.offset + (a + b) / 2), y: line.normal.y * (line.offset + (a + b) / 2)))
            if body.count >= 3 {
                let cover = CurlMesh.cover(from: a, to: b, page: page, line: line)
                let bodies = CurlMesh.uncovered(body, by: cover), cores = CurlMesh.uncovered(core, by: cover)
                if !bodies.isEmpty {
                    strips.append(Strip(z: middle.z, back: middle.back, bodies: bodies, cores: cores))
                }
            }
            a = b
        }
        strips.sort { $0.z < $1.z }
        return strips
    }

    /// The rising and falling sides of the roll's turn lie under its top
    /// wherever paper has reached the top above them: skipping them there
    /// halves the pixels SDL's (slow) textured-triangle path must fill. A point
    /// of a side lies under the top's point mirrored across the fold between
    /// them (the same place along the axis), so the covered part of a side is
    /// the page mirrored that way, with a little margin: the polygon returned,
    /// or nil for a strip not on a side. Where the page's lifted edge is
    /// tilted against the axis the top is shorter, and the side shows.
    static func cover(from a: CGFloat, to b: CGFloat, page: [CGPoint], line: CurlLine) -> [CGPoint]? {
        let r = line.radius, half = CGFloat.pi * r / 2
        let mirror: CGFloat
        if b <= half {
            mirror = (.pi * r + r * 0.05) / 2  // rising side, under the top
        } else if a >= 3 * half {
            mirror = (3 * .pi * r + r * 0.05) / 2  // falling side, under the top
        } else {
            return nil
        }
        return page.map { p in
            let shift = 2 * (mirror - line.distance(p))
            return CGPoint(x: p.x + shift * line.normal.x, y: p.y + shift * line.normal.y)
        }
    }

    /// The parts of a convex polygon outside the convex `cover` (none when it
    /// lies inside, itself when they miss): one piece per side of the cover
    /// it reaches past, each kept inside the sides before it so pieces do not overlap.
    static func uncovered(_ polygon: [CGPoint], by cover: [CGPoint]?) -> [[CGPoint]] {
        guard polygon.count >= 3 else { return [] }
        guard let cover else { return [polygon] }
        let n = cover.count
        let orientation: CGFloat = (0..<n).reduce(0) { sum, i in
            let p = cover[i], q = cover[(i + 1) % n]
            return sum + p.x * q.y - q.x * p.y
        } >= 0 ? 1 : -1
        // inside(i, p) ≥ 0: p on the cover's side of its edge i.
        let inside = { (i: Int, p: CGPoint) -> CGFloat in
            let s = cover[i], e = cover[(i + 1) % n]
            return orientation * ((e.x - s.x) * (p.y - s.y) - (e.y - s.y) * (p.x - s.x))
        }
        if polygon.allSatisfy({ p in (0..<n).allSatisfy { inside($0, p) >= 0 } }) { return [] }
        var pieces: [[CGPoint]] = []
        var rest = polygon
        for i in 0..<n where rest.count >= 3 {
            let outside = CurlMesh.clip(rest) { -inside(i, $0) }
            if outside.count >= 3, CurlMesh.area(outside) > 1e-6 { pieces.append(outside) }
            rest = CurlMesh.clip(rest) { inside(i, $0) }
        }
        return rest.count >= 3 && CurlMesh.area(rest) > 1e-6 ? pieces : [polygon]
    }

    /// The unsigned area of a polygon.
    static func area(_ polygon: [CGPoint]) -> CGFloat {
        var sum: CGFloat = 0
        for i in polygon.indices {
            let p = polygon[i], q = polygon[(i + 1) % polygon.count]
            sum += p.x * q.y - q.x * p.y
        }
        return abs(sum) / 2
    }

    /// A convex polygon as a fan, moved onto the roll unless it lies flat.
    mutating func append(_ polygon: [CGPoint], rect: CGRect, line: CurlLine, back: Bool, flat: Bool) {
        guard polygon.count >= 3 else { return }
        let first = Int32(points.count)
        for p in polygon {
            points.append(flat ? p : line.curled(p).point)
            light.append(flat ? 1 : CurlMesh.light(at: line.distance(p), radius: line.radius))
            opacity.append(1)
            uvs.append(CurlMesh.uv(of: p, rect: rect, back: back))
        }
        for k in 1..<(polygon.count - 1) { indices += [first, first + Int32(k), first + Int32(k + 1)] }
    }

    /// Where a page point lies on the sheet: its front on the top half, its back on the bottom half.
    static func uv(of p: CGPoint, rect: CGRect, back: Bool) -> CGPoint {
        CGPoint(x: (p.x - rect.minX) / rect.width, y: (back ? 0.5 : 0) + (p.y - rect.minY) / rect.height * 0.5)
    }

    /// The part of a convex polygon with distance ≤ `limit` past the axis.
    static func clip(_ polygon: [CGPoint], line: CurlLine, below limit: CGFloat) -> [CGPoint] {
        clip(polygon) { limit - line.distance($0) }
    }

    /// The part of a convex polygon with distance ≥ `limit` past the axis.
    static func clip(_ polygon: [CGPoint], line: CurlLine, above limit: CGFloat) -> [CGPoint] {
        clip(polygon) { line.distance($0) - limit }
    }

    /// Sutherland–Hodgman against one half-plane (`inside(p) ≥ 0` keeps p).
    static func clip(_ polygon: [CGPoint], inside: (CGPoint) -> CGFloat) -> [CGPoint] {
        var result: [CGPoint] = []
        for k in polygon.indices {
            let a = polygon[k], b = polygon[(k + 1) % polygon.count]
            let da = inside(a), db = inside(b)
            if da >= 0 { result.append(a) }
            if (da >= 0) != (db >= 0) {
                let t = da / (da - db)
                result.append(CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
            }
        }
        return result
    }
}
