import Foundation

/// Anti-aliased outlines for the roll (see `EdgeFringe`): each edge of the
/// paper that is an outline on screen gets a fringe one target pixel wide,
/// its outer vertices with opacity 0 and the edge's texture coordinates and
/// light. The outlines are the page's own edges on the roll (the lifted edge
/// and the roll's ends) and the roll's two long sides, where the paper turns
/// edge-on. The seams between strips and the line where the roll leaves the
/// flat part continue the paper and get none.
///
/// The fringes are drawn after all the paper (in their strips' order), so
/// only they pay for blending on SDL's software renderer. A fringe then lies
/// over any higher strip it reaches too, but what it reaches there is the same
/// paper a strip's width away: a page edge's fringe points off the page, where
/// the only paper is the roll's other layers, lower than the edge's own where
/// they meet (a rolled end lies over the rising paper it passes, the lifted
/// edge over the paper below it), and nothing reaches past the long sides.
extension CurlMesh {
    /// What the fringes need to know.
    struct FringeStyle {
        let rect: CGRect
        let line: CurlLine
        /// One target pixel in the page's units.
        let width: CGFloat
        /// Half a texel in texture coordinates.
        let texel: CGSize
    }

    /// The longest piece of a long fringe, in fringe widths (target pixels).
    static let fringePiece: CGFloat = 32

    /// How far across the axis a page point lands once rolled (signed, towards the lifted edge).
    static func along(_ p: CGPoint, line: CurlLine) -> CGFloat {
        let q = line.curled(p).point
        return q.x * line.normal.x + q.y * line.normal.y - line.offset
    }

    /// Fringes on the edges of a strip's piece that lie on the page's border,
    /// pointing away from the piece as it lies on screen. Pieces cut exactly
    /// to their strip, so the fringes of neighbouring strips meet end to end
    /// instead of overlapping (which would darken the overlaps), and each end
    /// moves out square to the rolled border there, the same for both strips,
    /// so they share it and leave no notch between them.
    mutating func appendPageEdgeFringes(_ core: [CGPoint], back: Bool, style: FringeStyle) {
        guard core.count >= 3 else { return }
        let rolled = core.map { style.line.curled($0).point }
        for i in core.indices {
            let j = (i + 1) % core.count
            guard CurlMesh.onSameSide(core[i], core[j], of: style.rect) else { continue }
            let dx = rolled[j].x - rolled[i].x, dy = rolled[j].y - rolled[i].y
            let length = (dx * dx + dy * dy).squareRoot()
            guard length > 1e-4 else { continue }
            var normal = CGPoint(x: -dy / length, y: dx / length)
            // The piece lies on the inner side: its other corners pull the normal back.
            let pull = rolled.reduce(CGFloat(0)) { sum, q in
                sum + (q.x - rolled[i].x) * normal.x + (q.y - rolled[i].y) * normal.y
            }
            if pull > 0 { normal = CGPoint(x: -normal.x, y: -normal.y) }
            let side = CGPoint(x: core[j].x - core[i].x, y: core[j].y - core[i].y), line = style.line
            appendFringe(
                core[i], core[j], outward: CurlMesh.squareOut(at: core[i], along: side, toward: normal, line: line),
                CurlMesh.squareOut(at: core[j], along: side, toward: normal, line: line), back: back, style: style)
        }
    }

    /// The unit normal of the rolled image of a page edge (direction `along`
    /// on the page) at page point `p`, on the side of `toward`.
    static func squareOut(at p: CGPoint, along: CGPoint, toward: CGPoint, line: CurlLine) -> CGPoint {
        let length = hypot(along.x, along.y), h: CGFloat = 1e-3
        guard length > 0 else { return toward }
        let e = CGPoint(x: along.x / length * h, y: along.y / length * h)
        let a = line.curled(CGPoint(x: p.x - e.x, y: p.y - e.y)).point
        let b = line.curled(CGPoint(x: p.x + e.x, y: p.y + e.y)).point
        let tx = b.x - a.x, ty = b.y - a.y, t = hypot(tx, ty)
        guard t > 1e-9 else { return toward }
        let normal = CGPoint(x: -ty / t, y: tx / t)
        return normal.x * toward.x + normal.y * toward.y >= 0 ? normal : CGPoint(x: -normal.x, y: -normal.y)
    }

    /// Fringes along the roll's long sides: across the axis the drawn paper
    /// reaches farthest out on either side where it turns edge-on, and that
    /// line runs the length of the page there. An extreme on the page's far
    /// corner or on the axis is no fold: the page's edge, or the flat part,
    /// continues there.
    mutating func appendOutlineFringes(of strips: [Strip], page: [CGPoint], style: FringeStyle) {
        let line = style.line
        var most = (along: -CGFloat.infinity, d: CGFloat(0)), least = (along: CGFloat.infinity, d: CGFloat(0))
        for strip in strips {
            for body in strip.bodies {
                for p in body {
                    let v = CurlMesh.along(p, line: line)
                    if v > most.along { most = (v, line.distance(p)) }
                    if v < least.along { least = (v, line.distance(p)) }
                }
            }
        }
        // Both folds bound the top of the roll, the highest paper there, which
        // shows the page's back (the extreme's own strip may lie just past the
        // fold, on the side that turns under). The light changes steeply at a
        // fold (the paper turns edge-on over a sliver of screen), so the fringe
        // takes the light of the paper half its width inside, as the pixels
        // along the outline show, rather than the edge-on minimum, which would
        // draw a dark rim.
        let r = line.radius, inside = acos(max(-1, 1 - style.width / (2 * r)))
        let light = CurlMesh.light(at: (CGFloat.pi / 2 + inside) * r, radius: r)
        for (extreme, side) in [(most, CGFloat(1)), (least, -1)] where extreme.d > 1e-6 {
            guard let (p, q) = CurlMesh.crossing(of: page, line: line, at: extreme.d) else { continue }
            let outward = CGPoint(x: side * line.normal.x, y: side * line.normal.y)
            // In pieces: SDL's software renderer tests every pixel of a
            // triangle's bounding box, which for a long slanted sliver is most
            // of the page.
            let pieces = max(1, Int((hypot(q.x - p.x, q.y - p.y) / (CurlMesh.fringePiece * style.width)).rounded(.up)))
            for k in 0..<pieces {
                let s = CGFloat(k) / CGFloat(pieces), t = CGFloat(k + 1) / CGFloat(pieces)
                appendFringe(
                    CGPoint(x: p.x + (q.x - p.x) * s, y: p.y + (q.y - p.y) * s),
                    CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t), outward: outward, outward,
                    back: true, light: light, style: style)
            }
        }
    }

    /// Where the line `d` past the axis crosses the page, if along more than a hair.
    static func crossing(of page: [CGPoint], line: CurlLine, at d: CGFloat) -> (CGPoint, CGPoint)? {
        var ends: [CGPoint] = []
        for k in page.indices {
            let a = page[k], b = page[(k + 1) % page.count]
            let da = line.distance(a) - d, db = line.distance(b) - d
            guard (da >= 0) != (db >= 0) else { continue }
            let t = da / (da - db)
            ends.append(CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
        }
        guard ends.count == 2, hypot(ends[1].x - ends[0].x, ends[1].y - ends[0].y) > 1e-3 else { return nil }
        return (ends[0], ends[1])
    }

    /// A quad from the rolled edge `p`–`q` out by the fringe's width, fading to
    /// transparent, sampling the edge's texels (half a texel inside the page's
    /// half of the sheet, never its neighbour) under the edge's light.
    /// (`outP` and `outQ`: the unit directions the ends move out; `light`
    /// replaces the edge's own.)
    private mutating func appendFringe(
        _ p: CGPoint, _ q: CGPoint, outward outP: CGPoint, _ outQ: CGPoint, back: Bool, light edgeLight: CGFloat? = nil,
        style: FringeStyle
    ) {
        let first = Int32(points.count)
        let line = style.line, w = style.width, top: CGFloat = back ? 0.5 : 0
        for (point, opacity, out) in [(p, Float(1), outP), (q, 1, outQ), (q, 0, outQ), (p, 0, outP)] {
            let rolled = line.curled(point).point
            points.append(opacity > 0 ? rolled : CGPoint(x: rolled.x + out.x * w, y: rolled.y + out.y * w))
            light.append(edgeLight ?? CurlMesh.light(at: line.distance(point), radius: line.radius))
            self.opacity.append(opacity)
            let uv = CurlMesh.uv(of: point, rect: style.rect, back: back)
            uvs.append(
                CGPoint(
                    x: min(max(uv.x, style.texel.width), 1 - style.texel.width),
                    y: min(max(uv.y, top + style.texel.height), top + 0.5 - style.texel.height)))
        }
        fringeIndices += [first, first + 1, first + 2, first, first + 2, first + 3]
    }

    /// Whether two points lie on the same side of the page's border.
    static func onSameSide(_ p: CGPoint, _ q: CGPoint, of rect: CGRect) -> Bool {
        let on = { (a: CGFloat, b: CGFloat) in abs(a - b) < 1e-6 }
        return (on(p.x, rect.minX) && on(q.x, rect.minX)) || (on(p.x, rect.maxX) && on(q.x, rect.maxX))
            || (on(p.y, rect.minY) && on(q.y, rect.minY)) || (on(p.y, rect.maxY) && on(q.y, rect.maxY))
    }
}
