import Foundation
internal import CSDL

/// Collects textured or coloured triangles and submits each run that shares a
/// texture as one `SDL_RenderGeometry` call: a grid of same-texture quads costs
/// one call, not one per layer.
@MainActor
final class RenderBatch {
    private let renderer: OpaquePointer
    private let atlas: TextureAtlas
    private var vertices: [SDL_Vertex] = []
    private var indices: [Int32] = []
    private var texture: OpaquePointer?
    private(set) var drawCalls = 0
    /// On SDL's software renderer a straight, unrotated quad is cheapest as a
    /// blit (`SDL_RenderCopy`/`SDL_RenderFillRect` use SDL's optimized blitters;
    /// geometry goes through its triangle rasterizer), so such quads are
    /// submitted that way there. GPU renderers keep everything in geometry batches.
    var blitsStraightQuads: Bool

    init(renderer: OpaquePointer, atlas: TextureAtlas) {
        self.renderer = renderer
        self.atlas = atlas
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        blitsStraightQuads = info.flags & SDL_RENDERER_SOFTWARE.rawValue != 0
        vertices.reserveCapacity(4096)
        indices.reserveCapacity(6144)
    }

    /// A quad covering `rect` (in the space `map` projects from) with texture
    /// coordinates `uv` (unit square if nil). Non-affine maps are subdivided so
    /// perspective texturing shows no visible facets.
    func addQuad(
        _ rect: CGRect, map: Homography, color: SDL_Color, texture: OpaquePointer?,
        uv: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    ) {
        if blitsStraightQuads, map.isAxisAligned, map.m00 > 0, map.m11 > 0 {
            return blit(rect, map: map, color: color, texture: texture, uv: uv)
        }
        if texture == nil, let current = self.texture, let white = atlas.whiteTexels[current] {
            // A plain colour samples the atlas page's white block, so it joins the current batch.
            return addQuad(
                rect, map: map, color: color, texture: current,
                uv: CGRect(x: CGFloat(white.x), y: CGFloat(white.y), width: 0, height: 0))
        }
        if texture != self.texture { flush(); self.texture = texture }
        let steps = map.isAffine ? 1 : RenderBatch.perspectiveSubdivisions
        guard let first = appendGrid(rect, map: map, color: color, uv: uv, steps: steps) else { return }
        appendGridIndices(first: first, steps: steps)
    }

    static let perspectiveSubdivisions = 16

    private func blit(_ rect: CGRect, map: Homography, color: SDL_Color, texture: OpaquePointer?, uv: CGRect) {
        var target = CGRect(
            x: map.m00 * rect.minX + map.m02, y: map.m11 * rect.minY + map.m12, width: map.m00 * rect.width,
            height: map.m11 * rect.height)
        var uv = uv
        if !RenderBatch.guardBand.contains(target) {
            let cut = target.intersection(RenderBatch.guardBand)
            guard !cut.isNull, cut.width > 0, cut.height > 0 else { return }
            uv = CGRect(
                x: uv.minX + (cut.minX - target.minX) / target.width * uv.width,
                y: uv.minY + (cut.minY - target.minY) / target.height * uv.height,
                width: cut.width / target.width * uv.width, height: cut.height / target.height * uv.height)
            target = cut
        }
        flush()
        drawCalls += 1
        var destination = SDL_FRect(
            x: Float(target.minX), y: Float(target.minY), w: Float(target.width), h: Float(target.height))
        guard let texture else {
            // Opaque fills keep the blend mode too: at alpha 255 blending gives
            // the same pixels, and SDL's software renderer fills far faster on
            // its blending path than through `SDL_FillRect` (blend mode none).
            SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
            SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
            SDL_RenderFillRectF(renderer, &destination)
            return
        }
        var w: Int32 = 0, h: Int32 = 0
        SDL_QueryTexture(texture, nil, nil, &w, &h)
        var source = SDL_Rect(
            x: Int32(saturating: uv.minX * CGFloat(w), rounding: .toNearestOrAwayFromZero),
            y: Int32(saturating: uv.minY * CGFloat(h), rounding: .toNearestOrAwayFromZero),
            w: max(1, Int32(saturating: uv.width * CGFloat(w), rounding: .toNearestOrAwayFromZero)),
            h: max(1, Int32(saturating: uv.height * CGFloat(h), rounding: .toNearestOrAwayFromZero)))
        SDL_SetTextureColorMod(texture, color.r, color.g, color.b)
        SDL_SetTextureAlphaMod(texture, color.a)
        SDL_RenderCopyF(renderer, texture, &source, &destination)
        SDL_SetTextureColorMod(texture, 255, 255, 255)
        SDL_SetTextureAlphaMod(texture, 255)
    }

    /// Arbitrary triangles: `points` in the space `map` projects from, with
    /// texture coordinates and colours per vertex (transition meshes).
    func addTriangles(
        points: [CGPoint], uvs: [CGPoint], colors: [SDL_Color], indices triangleIndices: [Int32], map: Homography,
        texture: OpaquePointer?
    ) {
        if texture != self.texture { flush(); self.texture = texture }
        let first = Int32(vertices.count)
        for i in points.indices {
            let h = map.project(points[i].x, points[i].y)
            guard h.w > 1e-6 else { vertices.removeLast(vertices.count - Int(first)); return }
            vertices.append(
                SDL_Vertex(
                    position: SDL_FPoint(x: Float(h.x / h.w), y: Float(h.y / h.w)), color: colors[i],
                    tex_coord: SDL_FPoint(x: Float(uvs[i].x), y: Float(uvs[i].y))))
        }
        for index in triangleIndices { indices.append(first + index) }
    }

    /// A rounded rectangle in a plain colour: a triangle fan over its outline
    /// (8 segments per corner, finer when the corner is large on screen, at most
    /// `RoundedRect.segments`' cap however large: a huge corner costs no more than a small one).
    func addRoundedRect(_ rect: CGRect, radius: CGFloat, map: Homography, color: SDL_Color) {
        let r = min(radius, rect.width / 2, rect.height / 2)
        guard r > 0 else { return addQuad(rect, map: map, color: color, texture: nil) }
        if self.texture != nil { flush(); self.texture = nil }
        let outline = RenderBatch.roundedOutline(
            rect, radius: r, segments: RoundedRect.segments(radius: r, scale: Compositor.localScale(of: map)))
        var ring: [CGPoint] = []
        ring.reserveCapacity(outline.count + 1)
        for point in [CGPoint(x: rect.midX, y: rect.midY)] + outline {
            let h = map.project(point.x, point.y)
            guard h.w > 1e-6 else { return }
            ring.append(CGPoint(x: h.x / h.w, y: h.y / h.w))
        }
        guard ring.allSatisfy({ RenderBatch.guardBand.contains($0) }) else {
            // The outline is convex: cut to the band, fan from its first corner.
            let cut = RenderBatch.clipConvex(Array(ring.dropFirst()), to: RenderBatch.guardBand)
            if cut.count >= 3 { appendFan(hub: cut[0], rim: Array(cut.dropFirst()), closed: false, color: color) }
            return
        }
        appendFan(hub: ring[0], rim: Array(ring.dropFirst()), closed: true, color: color)
    }

    /// SDL's software triangle filler multiplies fixed-point coordinate
    /// differences in 32 bits, so a triangle more than about 23,000 px across
    /// overflows and is lost (a huge view then draws nothing). Geometry reaching
    /// past this band, which holds any target (at most 16,384 px a side) with a
    /// margin, is cut to it first: a huge view still fills what is on screen.
    static let guardBand = CGRect(x: -2048, y: -2048, width: 20480, height: 20480)

    /// Triangles (hub, rim[i], rim[i + 1]), closing back to rim[0] when `closed`.
    private func appendFan(hub: CGPoint, rim: [CGPoint], closed: Bool, color: SDL_Color) {
        let first = Int32(vertices.count)
        for point in [hub] + rim {
            vertices.append(
                SDL_Vertex(
                    position: SDL_FPoint(x: Float(point.x), y: Float(point.y)), color: color, tex_coord: SDL_FPoint()))
        }
        let count = Int32(rim.count)
        for i in 0..<(closed ? count : count - 1) {
            indices.append(first); indices.append(first + 1 + i); indices.append(first + 1 + (i + 1) % count)
        }
    }

    /// A convex polygon cut to `rect` (Sutherland–Hodgman, one edge of the rect at a time).
    static func clipConvex(_ polygon: [CGPoint], to rect: CGRect) -> [CGPoint] {
        let insideDistances: [(CGPoint) -> CGFloat] = [
            { $0.x - rect.minX }, { rect.maxX - $0.x }, { $0.y - rect.minY }, { rect.maxY - $0.y }
        ]
        var result = polygon
        for inside in insideDistances {
            guard var previous = result.last else { return [] }
            let input = result
            result = []
            for current in input {
                let before = inside(previous), now = inside(current)
                if (before >= 0) != (now >= 0) {
                    let t = before / (before - now)
                    result.append(
                        CGPoint(
                            x: previous.x + (current.x - previous.x) * t, y: previous.y + (current.y - previous.y) * t))
                }
                if now >= 0 { result.append(current) }
                previous = current
            }
        }
        return result
    }

    /// The outline of a rounded rectangle, clockwise from the top-left corner's end.
    static func roundedOutline(_ rect: CGRect, radius r: CGFloat, segments: Int) -> [CGPoint] {
        let corners: [(CGPoint, CGFloat)] = [
            (CGPoint(x: rect.maxX - r, y: rect.minY + r), -.pi / 2), (CGPoint(x: rect.maxX - r, y: rect.maxY - r), 0),
            (CGPoint(x: rect.minX + r, y: rect.maxY - r), .pi / 2), (CGPoint(x: rect.minX + r, y: rect.minY + r), .pi)
        ]
        var points: [CGPoint] = []
        points.reserveCapacity(4 * (segments + 1))
        for (center, start) in corners {
            for i in 0...segments {
                let angle = start + CGFloat(i) / CGFloat(segments) * .pi / 2
                points.append(CGPoint(x: center.x + r * cos(angle), y: center.y + r * sin(angle)))
            }
        }
        return points
    }

    private func appendGrid(_ rect: CGRect, map: Homography, color: SDL_Color, uv: CGRect, steps: Int) -> Int32? {
        let first = Int32(vertices.count)
        let n = CGFloat(steps)
        for j in 0...steps {
            for i in 0...steps {
                let fx = CGFloat(i) / n, fy = CGFloat(j) / n
                let h = map.project(rect.minX + fx * rect.width, rect.minY + fy * rect.height)
                guard h.w > 1e-6 else { vertices.removeLast(vertices.count - Int(first)); return nil }
                let position = SDL_FPoint(x: Float(h.x / h.w), y: Float(h.y / h.w))
                let tex = SDL_FPoint(x: Float(uv.minX + fx * uv.width), y: Float(uv.minY + fy * uv.height))
                vertices.append(SDL_Vertex(position: position, color: color, tex_coord: tex))
            }
        }
        return first
    }

    private func appendGridIndices(first: Int32, steps: Int) {
        let row = Int32(steps + 1)
        for j in 0..<Int32(steps) {
            for i in 0..<Int32(steps) {
                let a = first + j * row + i, b = a + 1, c = a + row, d = c + 1
                indices.append(a); indices.append(b); indices.append(d)
                indices.append(a); indices.append(d); indices.append(c)
            }
        }
    }

    /// Submits what is collected; call before anything else touches the renderer.
    func flush() {
        guard !indices.isEmpty else { return }
        if texture == nil { SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND) }
        vertices.withUnsafeBufferPointer { v in
            indices.withUnsafeBufferPointer { i in
                _ = SDL_RenderGeometry(renderer, texture, v.baseAddress, Int32(v.count), i.baseAddress, Int32(i.count))
            }
        }
        drawCalls += 1
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
    }

    func resetCounters() { drawCalls = 0 }
}
