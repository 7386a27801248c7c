import Foundation

/// The page, split where the roll begins: the part still lying flat is one
/// polygon (the page cut by the axis); the lifted part is cut into thin strips
/// parallel to the axis (the roll is straight along it, so strips need no
/// subdivision that way), each moved onto the roll and drawn from the lowest to
/// the highest (painter's order), with texture coordinates on the sheet's top
/// half (front) or bottom half (back). Strips overlap by a pixel: SDL's
/// software rasterizer leaves the last pixel column and row of each triangle unfilled.
struct CurlMesh {
    var points: [CGPoint] = []
    var uvs: [CGPoint] = []
    /// How much light each point gets (0…1): the page as a cylinder lit from
    /// the viewer, darkest where the paper turns edge-on (`light(at:)`).
    var light: [CGFloat] = []
    var indices: [Int32] = []

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

    /// `flatBelow`: the flat part above this y is drawn elsewhere (as a blit).
    init(rect: CGRect, line: CurlLine, flatBelow: CGFloat) {
        let page = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)
        ]
        let band = CurlMesh.clip(page) { $0.y - flatBelow }
        append(CurlMesh.clip(band, line: line, below: 0), rect: rect, line: line, back: false, flat: true)
        let far = page.map(line.distance).max() ?? 0
        guard far > 0 else { return }
        let step = line.radius / CurlMesh.stripsPerRadius
        // Only the outermost turn of the roll (the paper that entered it last)
        // can be seen: the turns inside it are skipped.
        let visible = min(far, 2 * .pi * line.radius + 2 * step)
        var a: CGFloat = 0
        var strips: [(z: CGFloat, polygon: [CGPoint], back: Bool)] = []
        while a < visible, strips.count < 2000 {
            let b = min(a + step, visible)
            let polygon = CurlMesh.clip(
                CurlMesh.clip(page, line: line, below: b + CurlMesh.overlap), line: line,
                above: max(0, a - CurlMesh.overlap))
            let middle = line.curled(
                CGPoint(x: line.normal.x * (line.offset + (a + b) / 2), y: line.normal.y * (line.offset + (a + b) / 2)))
            if polygon.count >= 3, !CurlMesh.isCovered(from: a, to: b, line: line, far: far) {
                strips.append((middle.z, polygon, middle.back))
            }
            a = b
        }
        strips.sort { $0.z < $1.z }
        for strip in strips { append(strip.polygon, rect: rect, line: line, back: strip.back, flat: false) }
    }

    /// The rising and falling sides of the roll's turn lie under its top
    /// wherever paper has reached the top above them: skipping them halves the
    /// pixels SDL's (slow) textured-triangle path must fill.
    static func isCovered(from a: CGFloat, to b: CGFloat, line: CurlLine, far: CGFloat) -> Bool {
        let r = line.radius, half = CGFloat.pi * r / 2
        if b <= half { return .pi * r - b + r * 0.05 <= far }  // rising side, under the top
        if a >= 3 * half { return 3 * .pi * r - a + r * 0.05 <= far }  // falling side, under the top
        return false
    }

    /// A convex polygon as a fan, moved onto the roll unless it lies flat.
    private mutating func append(_ polygon: [CGPoint], rect: CGRect, line: CurlLine, back: Bool, flat: Bool) {
        guard polygon.count >= 3 else { return }
        let first = Int32(points.count)
        for p in polygon {
            points.append(flat ? p : line.curled(p).point)
            light.append(flat ? 1 : CurlMesh.light(at: line.distance(p), radius: line.radius))
            uvs.append(
                CGPoint(x: (p.x - rect.minX) / rect.width, y: (back ? 0.5 : 0) + (p.y - rect.minY) / rect.height * 0.5))
        }
        for k in 1..<(polygon.count - 1) { indices += [first, first + Int32(k), first + Int32(k + 1)] }
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
    private static func clip(_ polygon: [CGPoint], inside: (CGPoint) -> CGFloat) -> [CGPoint] {
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
