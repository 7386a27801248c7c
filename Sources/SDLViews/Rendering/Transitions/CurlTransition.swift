import Foundation
internal import CSDL

/// `.transitionCurlUp` / `.transitionCurlDown`. Curl up: the page lifts from
/// its bottom edge, slightly angled from the bottom right, and rolls round a
/// cylinder whose axis sweeps to the top-left; the after state shows beneath,
/// the page's back shows its content mirrored and faintly whitened, and a soft
/// shadow lies under the roll. Curl down is the same played backwards with the
/// snapshots swapped: the new page unrolls from the top over the old one. The
/// curl stays on its page (inside the bounds).
@MainActor
struct CurlTransition: TransitionEffect {
    enum Direction { case up, down }
    let direction: Direction

    var staysInBounds: Bool { true }

    func sheetPage(before: ViewTransition.Snapshot?, after: ViewTransition.Snapshot?) -> ViewTransition.Snapshot? {
        direction == .up ? before : after
    }

    func draw(_ frame: TransitionFrame, in compositor: Compositor) {
        let batch = compositor.batch
        let p = direction == .up ? frame.progress : 1 - frame.progress
        SnapshotQuad.draw(direction == .up ? frame.after : frame.before, frame.rect, frame.map, frame.alpha, batch)
        guard let page = frame.sheet else { return }
        let line = CurlLine(progress: p, rect: frame.rect)
        if let shade = frame.shade { shadow(under: line, frame: frame, shade: shade, batch: batch) }
        // The page above the axis's highest point is a plain blit of the sheet's
        // top; only the band beside the axis and the roll need triangles.
        let rect = frame.rect, white = Compositor.white(alpha: frame.alpha)
        let top = CurlMesh.flatTop(rect: rect, line: line)
        SnapshotQuad.prepare(page, alpha: frame.alpha, batch: batch)
        if top.height > 0 {
            batch.addQuad(
                top, map: frame.map, color: white, texture: page.texture,
                uv: CGRect(x: 0, y: 0, width: 1, height: top.height / rect.height * 0.5))
        }
        // The roll's outlines get anti-aliasing fringes one target pixel wide.
        let fringe =
            Compositor.qualityEnabled ? EdgeFringe.width / CurlTransition.pixelsPerPoint(frame.map, in: rect) : 0
        let mesh = CurlMesh(
            rect: rect, line: line, flatBelow: top.maxY, fringe: fringe,
            texel: CurlTransition.halfTexel(of: page.texture))
        let colors = mesh.points.indices.map {
            CurlTransition.shaded(mesh.light[$0], alpha: frame.alpha * mesh.opacity[$0])
        }
        batch.addTriangles(
            points: mesh.points, uvs: mesh.uvs, colors: colors, indices: mesh.indices, map: frame.map,
            texture: page.texture)
        if !mesh.fringeIndices.isEmpty {
            // The fringes fade out by vertex alpha, which an opaque sheet's blend mode (none) would ignore.
            SnapshotQuad.prepare(page, alpha: frame.alpha, batch: batch, blends: true)
            batch.addTriangles(
                points: mesh.points, uvs: mesh.uvs, colors: colors, indices: mesh.fringeIndices, map: frame.map,
                texture: page.texture)
        }
        batch.flush()
    }

    /// How many target pixels a point of the page covers (at its centre, the
    /// mean of the two directions): sizes the roll's fringes to one pixel.
    static func pixelsPerPoint(_ map: Homography, in rect: CGRect) -> CGFloat {
        let c = CGPoint(x: rect.midX, y: rect.midY)
        guard let o = map.apply(c), let x = map.apply(CGPoint(x: c.x + 1, y: c.y)),
            let y = map.apply(CGPoint(x: c.x, y: c.y + 1))
        else { return 1 }
        let scale = (hypot(x.x - o.x, x.y - o.y) + hypot(y.x - o.x, y.y - o.y)) / 2
        return scale > 1e-6 ? scale : 1
    }

    /// Half a texel of `texture` in texture coordinates.
    static func halfTexel(of texture: OpaquePointer?) -> CGSize {
        var w: Int32 = 0, h: Int32 = 0
        guard let texture, SDL_QueryTexture(texture, nil, nil, &w, &h) == 0, w > 0, h > 0 else { return .zero }
        return CGSize(width: 0.5 / CGFloat(w), height: 0.5 / CGFloat(h))
    }

    /// White dimmed to `light`: the texture's colour modulated by the cylinder's lighting.
    static func shaded(_ light: CGFloat, alpha: Float) -> SDL_Color {
        let v = UInt8(saturating: 255 * min(max(light, 0), 1), rounding: .toNearestOrAwayFromZero)
        return SDL_Color(r: v, g: v, b: v, a: Compositor.white(alpha: alpha).a)
    }

    /// A soft band of shade on the revealed page, next to the roll: a small
    /// gradient texture stretched over the band (cut to the page), because SDL's
    /// software renderer fills blended untextured triangles through a temporary
    /// surface the size of their bounding box.
    private func shadow(under line: CurlLine, frame: TransitionFrame, shade: OpaquePointer, batch: RenderBatch) {
        let rect = frame.rect, width = line.radius * 2.4
        let page = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)
        ]
        let band = CurlMesh.clip(CurlMesh.clip(page, line: line, above: 0), line: line, below: width)
        guard band.count >= 3 else { return }
        let uvs = band.map { CGPoint(x: 0.5, y: min(max(line.distance($0) / width, 0), 1)) }
        var indices: [Int32] = []
        for k in 1..<(band.count - 1) { indices += [0, Int32(k), Int32(k + 1)] }
        batch.flush()
        batch.addTriangles(
            points: band, uvs: uvs, colors: Array(repeating: Compositor.white(alpha: frame.alpha), count: band.count),
            indices: indices, map: frame.map, texture: shade)
        batch.flush()
    }
}
