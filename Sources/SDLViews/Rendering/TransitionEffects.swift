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
    /// Mesh cells per side for curls: at 1280×720 a cell is under 20 px.
    static let curlGrid = 64

    static func draw(_ kind: ViewTransition.Kind, progress p: Double, before: OpaquePointer?, after: OpaquePointer?,
                     sheet: OpaquePointer?, rect: CGRect, map: Homography, alpha: Float, batch: RenderBatch) {
        switch kind {
        case .crossDissolve:
            quad(before, rect, map, alpha * Float(1 - p), batch)
            quad(after, rect, map, alpha * Float(p), batch)
        case .flipFromLeft, .flipFromRight, .flipFromTop, .flipFromBottom:
            let firstHalf = p < 0.5
            let flip = flipMap(kind, progress: p, rect: rect)
            quad(firstHalf ? before : after, rect, map * flip, alpha, batch)
        case .curlUp:
            curl(page: sheet, beneath: after, progress: p, rect: rect, map: map, alpha: alpha, batch: batch)
        case .curlDown:
            curl(page: sheet, beneath: before, progress: 1 - p, rect: rect, map: map, alpha: alpha, batch: batch)
        }
    }

    private static func quad(_ texture: OpaquePointer?, _ rect: CGRect, _ map: Homography, _ alpha: Float, _ batch: RenderBatch) {
        guard let texture, alpha > 0 else { return }
        batch.addQuad(rect, map: map, color: Compositor.white(alpha: alpha), texture: texture)
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

        /// The signed distance of a point past the axis (positive: lifted).
        func distance(_ p: CGPoint) -> CGFloat { p.x * normal.x + p.y * normal.y - offset }

        /// Where a page point lands once rolled up (a slowly widening spiral, so
        /// the layers of the roll do not coincide), its height, and whether the
        /// page's back faces the viewer there.
        func curled(_ p: CGPoint) -> (point: CGPoint, z: CGFloat, back: Bool) {
            let d = distance(p)
            guard d > 0 else { return (p, 0, false) }
            let foot = CGPoint(x: p.x - d * normal.x, y: p.y - d * normal.y)
            let a = d / radius
            let r = radius * (1 + 0.06 * a / (2 * .pi))
            let along = r * sin(a)
            return (CGPoint(x: foot.x + along * normal.x, y: foot.y + along * normal.y), r * (1 - cos(a)), cos(a) < 0)
        }
    }

    /// The axis for a progress: it sweeps from beyond the bottom-right corner to
    /// beyond the top-left, tilted by about 17°.
    static func curlLine(progress p: Double, rect: CGRect) -> CurlLine {
        let tilt: CGFloat = 0.3
        let normal = CGPoint(x: sin(tilt), y: cos(tilt))
        let radius = max(rect.height, rect.width) * 0.06
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)]
        let dots = corners.map { $0.x * normal.x + $0.y * normal.y }
        let start = dots.max()!, end = dots.min()! - 2.2 * radius
        return CurlLine(normal: normal, offset: start + (end - start) * CGFloat(p), radius: radius)
    }

    /// `page` is the sheet texture: the page on its top half, its whitened
    /// back on the bottom half, so the roll's cells draw in one sorted batch.
    private static func curl(page: OpaquePointer?, beneath: OpaquePointer?, progress p: Double, rect: CGRect,
                             map: Homography, alpha: Float, batch: RenderBatch) {
        quad(beneath, rect, map, alpha, batch)
        guard let page else { return }
        let line = curlLine(progress: p, rect: rect)
        shadow(under: line, rect: rect, map: map, alpha: alpha, batch: batch)
        let mesh = CurlMesh(rect: rect, line: line, cells: curlGrid)
        batch.addTriangles(points: mesh.points, uvs: mesh.uvs, colors: Array(repeating: Compositor.white(alpha: alpha), count: mesh.points.count),
                           indices: mesh.indices, map: map, texture: page)
    }

    /// A soft band of shade on the revealed page, next to the roll.
    private static func shadow(under line: CurlLine, rect: CGRect, map: Homography, alpha: Float, batch: RenderBatch) {
        let along = CGPoint(x: line.normal.y, y: -line.normal.x)
        let reach = max(rect.width, rect.height) * 2
        let axisPoint = CGPoint(x: line.normal.x * line.offset, y: line.normal.y * line.offset)
        let width = line.radius * 1.6
        func at(_ s: CGFloat, _ t: CGFloat) -> CGPoint {
            CGPoint(x: axisPoint.x + along.x * s + line.normal.x * t, y: axisPoint.y + along.y * s + line.normal.y * t)
        }
        let points = [at(-reach, 0), at(reach, 0), at(reach, width), at(-reach, width)]
        let dark = SDL_Color(r: 0, g: 0, b: 0, a: UInt8(90 * alpha)), clear = SDL_Color(r: 0, g: 0, b: 0, a: 0)
        batch.addTriangles(points: points, uvs: Array(repeating: .zero, count: 4), colors: [dark, dark, clear, clear],
                           indices: [0, 1, 2, 0, 2, 3], map: map, texture: nil)
    }
}

/// The page, split where the roll begins: the part still lying flat is one
/// polygon (the page cut by the axis), the rest a grid of cells moved onto the
/// roll and drawn from the lowest to the highest (painter's order) with
/// texture coordinates on the sheet's top half (front) or bottom half (back).
/// Cells overlap their neighbours by a fraction of a cell: SDL's software
/// rasterizer leaves the last pixel column and row of each triangle unfilled.
struct CurlMesh {
    var points: [CGPoint] = []
    var uvs: [CGPoint] = []
    var indices: [Int32] = []
    static let overlap: CGFloat = 0.35

    init(rect: CGRect, line: TransitionEffects.CurlLine, cells n: Int) {
        appendFlatPart(rect: rect, line: line)
        var cells: [(z: CGFloat, corners: [(point: CGPoint, z: CGFloat, back: Bool)], uv: [CGPoint], back: Bool)] = []
        for j in 0..<n {
            for i in 0..<n {
                guard let cell = curledCell(i, j, n: n, rect: rect, line: line) else { continue }
                cells.append(cell)
            }
        }
        cells.sort { $0.z < $1.z }
        for cell in cells {
            let first = Int32(points.count)
            for (corner, uv) in zip(cell.corners, cell.uv) {
                points.append(corner.point)
                uvs.append(CGPoint(x: uv.x, y: (cell.back ? 0.5 : 0) + uv.y * 0.5))
            }
            indices += [first, first + 1, first + 3, first, first + 3, first + 2]
        }
    }

    /// A cell past the axis (nil for cells that lie entirely flat), slightly enlarged.
    private func curledCell(_ i: Int, _ j: Int, n: Int, rect: CGRect, line: TransitionEffects.CurlLine)
        -> (z: CGFloat, corners: [(point: CGPoint, z: CGFloat, back: Bool)], uv: [CGPoint], back: Bool)? {
        let e = CurlMesh.overlap
        let grid = [(CGFloat(i) - e, CGFloat(j) - e), (CGFloat(i + 1) + e, CGFloat(j) - e),
                    (CGFloat(i) - e, CGFloat(j + 1) + e), (CGFloat(i + 1) + e, CGFloat(j + 1) + e)]
        let uv = grid.map { CGPoint(x: min(max($0.0 / CGFloat(n), 0), 1), y: min(max($0.1 / CGFloat(n), 0), 1)) }
        let page = uv.map { CGPoint(x: rect.minX + $0.x * rect.width, y: rect.minY + $0.y * rect.height) }
        guard page.contains(where: { line.distance($0) > 0 }) else { return nil }
        let corners = page.map { line.curled($0) }
        let z = corners.map(\.z).reduce(0, +) / 4
        return (z, corners, uv, corners.filter(\.back).count > 2)
    }

    /// The page cut by the half-plane behind the axis, as a triangle fan.
    private mutating func appendFlatPart(rect: CGRect, line: TransitionEffects.CurlLine) {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)]
        var polygon: [CGPoint] = []
        for k in 0..<4 {
            let a = corners[k], b = corners[(k + 1) % 4]
            let da = line.distance(a), db = line.distance(b)
            if da <= 0 { polygon.append(a) }
            if (da <= 0) != (db <= 0) {
                let t = da / (da - db)
                polygon.append(CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
            }
        }
        guard polygon.count >= 3 else { return }
        let first = Int32(points.count)
        for p in polygon {
            points.append(p)
            uvs.append(CGPoint(x: (p.x - rect.minX) / rect.width, y: (p.y - rect.minY) / rect.height * 0.5))
        }
        for k in 1..<(polygon.count - 1) { indices += [first, first + Int32(k), first + Int32(k + 1)] }
    }
}
