import Foundation
import CSDL

/// The geometry of the view transitions, drawn into a `RenderBatch` in the
/// transitioning layer's own space (`rect` is its bounds; `map` places it).
///
/// - Cross dissolve: the snapshots blended by progress.
/// - Flips: a rotation about the vertical or horizontal centre line with
///   perspective; the before-state for the first half, the after-state for the
///   second, edge-on at half time.
/// - Curl up: the page lifts from its bottom edge, slightly angled from the
///   bottom right, and rolls round a cylinder whose axis sweeps to the top-left;
///   the after-state shows beneath, the page's back shows its content mirrored
///   and faintly whitened, and a soft shadow lies under the roll. Curl down is
///   the same played backwards with the snapshots swapped: the new page unrolls
///   from the top over the old one.
@MainActor
enum TransitionEffects {
    typealias Snapshot = ViewTransition.Snapshot

    static func draw(_ kind: ViewTransition.Kind, progress p: Double, before: Snapshot?, after: Snapshot?,
                     sheet: Snapshot?, shade: OpaquePointer?, rect: CGRect, map: Homography, alpha: Float, batch: RenderBatch) {
        switch kind {
        case .crossDissolve:
            quad(before, rect, map, alpha * Float(1 - p), batch)
            quad(after, rect, map, alpha * Float(p), batch)
        case .flipFromLeft, .flipFromRight, .flipFromTop, .flipFromBottom:
            let firstHalf = p < 0.5
            let flip = flipMap(kind, progress: p, rect: rect)
            quad(firstHalf ? before : after, rect, map * flip, alpha, batch)
        case .curlUp:
            curl(page: sheet, beneath: after, shade: shade, progress: p, rect: rect, map: map, alpha: alpha, batch: batch)
        case .curlDown:
            curl(page: sheet, beneath: before, shade: shade, progress: 1 - p, rect: rect, map: map, alpha: alpha, batch: batch)
        }
    }

    private static func quad(_ snapshot: Snapshot?, _ rect: CGRect, _ map: Homography, _ alpha: Float, _ batch: RenderBatch) {
        guard let snapshot, alpha > 0 else { return }
        prepare(snapshot, alpha: alpha, batch: batch)
        batch.addQuad(rect, map: map, color: Compositor.white(alpha: alpha), texture: snapshot.texture)
    }

    /// Opaque snapshots drawn fully opaque skip blending (far cheaper on the
    /// software renderer); anything translucent blends. SDL reads the mode
    /// when the batch is submitted, so the batch is flushed first.
    private static func prepare(_ snapshot: Snapshot, alpha: Float, batch: RenderBatch) {
        batch.flush()
        SDL_SetTextureBlendMode(snapshot.texture, snapshot.isOpaque && alpha >= 1 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
    }

    // MARK: Flips

    /// Rotation about the centre line through `angle`, with perspective.
    static func flipMap(_ kind: ViewTransition.Kind, progress p: Double, rect: CGRect) -> Homography {
        var angle = CGFloat(p) * .pi
        if p >= 0.5 { angle -= .pi }
        let aboutY = kind == .flipFromLeft || kind == .flipFromRight
        let sign: CGFloat = (kind == .flipFromLeft || kind == .flipFromTop) ? 1 : -1
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / (2 * max(rect.width, rect.height))
        let rotation = aboutY ? CATransform3DMakeRotation(sign * angle, 0, 1, 0) : CATransform3DMakeRotation(-sign * angle, 1, 0, 0)
        let toCenter = CATransform3DMakeTranslation(-rect.midX, -rect.midY, 0)
        let back = CATransform3DMakeTranslation(rect.midX, rect.midY, 0)
        return Homography(CATransform3DConcat(CATransform3DConcat(CATransform3DConcat(toCenter, rotation), perspective), back))
    }

    // MARK: Curl

    /// Where the roll's axis is and which way the page is lifted.
    struct CurlLine {
        let normal: CGPoint      // unit vector from the axis towards the lifted edge
        let offset: CGFloat      // the axis: points with dot(p, normal) == offset
        let radius: CGFloat
        /// How far past the axis the page's lifted edge is (the roll's innermost paper).
        let far: CGFloat

        /// The signed distance of a point past the axis (positive: lifted).
        func distance(_ p: CGPoint) -> CGFloat { p.x * normal.x + p.y * normal.y - offset }

        /// Where a page point lands once rolled up, its height, and whether the
        /// page's back faces the viewer there. The roll is a spiral like a rolled
        /// shade: the lifted edge innermost, each later turn a little wider, so
        /// the paper entering the roll is its visible outer layer.
        func curled(_ p: CGPoint) -> (point: CGPoint, z: CGFloat, back: Bool) {
            let d = distance(p)
            guard d > 0 else { return (p, 0, false) }
            let foot = CGPoint(x: p.x - d * normal.x, y: p.y - d * normal.y)
            let a = d / radius
            let r = radius * (1 + 0.06 * max(0, far - d) / (2 * .pi * radius))
            let along = r * sin(a)
            return (CGPoint(x: foot.x + along * normal.x, y: foot.y + along * normal.y), r * (1 - cos(a)), cos(a) < 0)
        }
    }

    /// The axis for a progress: it sweeps from beyond the bottom-right corner to
    /// beyond the top-left, tilted by about 9°.
    static func curlLine(progress p: Double, rect: CGRect) -> CurlLine {
        let tilt: CGFloat = 0.15
        let normal = CGPoint(x: sin(tilt), y: cos(tilt))
        let radius = max(rect.height, rect.width) * 0.06
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)]
        let dots = corners.map { $0.x * normal.x + $0.y * normal.y }
        let start = dots.max()!, end = dots.min()! - 2.2 * radius
        let offset = start + (end - start) * CGFloat(p)
        return CurlLine(normal: normal, offset: offset, radius: radius, far: max(0, start - offset))
    }

    /// `page` is the sheet texture: the page on its top half, its whitened
    /// back on the bottom half, so the roll's cells draw in one sorted batch.
    private static func curl(page: Snapshot?, beneath: Snapshot?, shade: OpaquePointer?, progress p: Double, rect: CGRect,
                             map: Homography, alpha: Float, batch: RenderBatch) {
        quad(beneath, rect, map, alpha, batch)
        guard let page else { return }
        let line = curlLine(progress: p, rect: rect)
        if let shade { shadow(under: line, rect: rect, map: map, alpha: alpha, shade: shade, batch: batch) }
        // The page above the axis's highest point is a plain blit of the sheet's
        // top; only the band beside the axis and the roll need triangles.
        let top = CurlMesh.flatTop(rect: rect, line: line)
        prepare(page, alpha: alpha, batch: batch)
        if top.height > 0 {
            batch.addQuad(top, map: map, color: Compositor.white(alpha: alpha), texture: page.texture,
                          uv: CGRect(x: 0, y: 0, width: 1, height: top.height / rect.height * 0.5))
        }
        let mesh = CurlMesh(rect: rect, line: line, flatBelow: top.maxY)
        batch.addTriangles(points: mesh.points, uvs: mesh.uvs, colors: Array(repeating: Compositor.white(alpha: alpha), count: mesh.points.count),
                           indices: mesh.indices, map: map, texture: page.texture)
        batch.flush()
    }

    /// A soft band of shade on the revealed page, next to the roll: a small
    /// gradient texture stretched over the band (cut to the page), because SDL's
    /// software renderer fills blended untextured triangles through a temporary
    /// surface the size of their bounding box.
    private static func shadow(under line: CurlLine, rect: CGRect, map: Homography, alpha: Float, shade: OpaquePointer, batch: RenderBatch) {
        let width = line.radius * 1.6
        let page = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                    CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)]
        let band = CurlMesh.clip(CurlMesh.clip(page, line: line, above: 0), line: line, below: width)
        guard band.count >= 3 else { return }
        let uvs = band.map { CGPoint(x: 0.5, y: min(max(line.distance($0) / width, 0), 1)) }
        var indices: [Int32] = []
        for k in 1..<(band.count - 1) { indices += [0, Int32(k), Int32(k + 1)] }
        batch.flush()
        batch.addTriangles(points: band, uvs: uvs, colors: Array(repeating: Compositor.white(alpha: alpha), count: band.count),
                           indices: indices, map: map, texture: shade)
        batch.flush()
    }
}

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
    var indices: [Int32] = []

    /// Strip width as a fraction of the roll's radius: 1/6 turns the
    /// cylinder in 19 steps, under half a pixel of chord error at 1280×720.
    static let stripsPerRadius: CGFloat = 6
    static let overlap: CGFloat = 0.75

    /// The part of the page that lies flat and entirely above the axis (a blit).
    static func flatTop(rect: CGRect, line: TransitionEffects.CurlLine) -> CGRect {
        let y = { (x: CGFloat) in (line.offset - x * line.normal.x) / line.normal.y }
        let lowest = min(max(min(y(rect.minX), y(rect.maxX)), rect.minY), rect.maxY)
        return CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: max(0, lowest.rounded(.down) - rect.minY))
    }

    /// `flatBelow`: the flat part above this y is drawn elsewhere (as a blit).
    init(rect: CGRect, line: TransitionEffects.CurlLine, flatBelow: CGFloat) {
        let page = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                    CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)]
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
            let polygon = CurlMesh.clip(CurlMesh.clip(page, line: line, below: b + CurlMesh.overlap), line: line, above: max(0, a - CurlMesh.overlap))
            let middle = line.curled(CGPoint(x: line.normal.x * (line.offset + (a + b) / 2), y: line.normal.y * (line.offset + (a + b) / 2)))
            if polygon.count >= 3, !CurlMesh.isCovered(from: a, to: b, line: line, far: far) { strips.append((middle.z, polygon, middle.back)) }
            a = b
        }
        strips.sort { $0.z < $1.z }
        for strip in strips { append(strip.polygon, rect: rect, line: line, back: strip.back, flat: false) }
    }

    /// The rising and falling sides of the roll's turn lie under its top
    /// wherever paper has reached the top above them: skipping them halves the
    /// pixels SDL's (slow) textured-triangle path must fill.
    static func isCovered(from a: CGFloat, to b: CGFloat, line: TransitionEffects.CurlLine, far: CGFloat) -> Bool {
        let r = line.radius, half = CGFloat.pi * r / 2
        if b <= half { return .pi * r - b + r * 0.05 <= far }          // rising side, under the top
        if a >= 3 * half { return 3 * .pi * r - a + r * 0.05 <= far }  // falling side, under the top
        return false
    }

    /// A convex polygon as a fan, moved onto the roll unless it lies flat.
    private mutating func append(_ polygon: [CGPoint], rect: CGRect, line: TransitionEffects.CurlLine, back: Bool, flat: Bool) {
        guard polygon.count >= 3 else { return }
        let first = Int32(points.count)
        for p in polygon {
            points.append(flat ? p : line.curled(p).point)
            uvs.append(CGPoint(x: (p.x - rect.minX) / rect.width, y: (back ? 0.5 : 0) + (p.y - rect.minY) / rect.height * 0.5))
        }
        for k in 1..<(polygon.count - 1) { indices += [first, first + Int32(k), first + Int32(k + 1)] }
    }

    /// The part of a convex polygon with distance ≤ `limit` past the axis.
    static func clip(_ polygon: [CGPoint], line: TransitionEffects.CurlLine, below limit: CGFloat) -> [CGPoint] {
        clip(polygon) { limit - line.distance($0) }
    }

    /// The part of a convex polygon with distance ≥ `limit` past the axis.
    static func clip(_ polygon: [CGPoint], line: TransitionEffects.CurlLine, above limit: CGFloat) -> [CGPoint] {
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
