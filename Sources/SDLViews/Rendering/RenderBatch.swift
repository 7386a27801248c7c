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
    func addQuad(_ rect: CGRect, map: Homography, color: SDL_Color, texture: OpaquePointer?, uv: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1)) {
        if blitsStraightQuads, map.isAxisAligned, map.m00 > 0, map.m11 > 0 {
            return blit(rect, map: map, color: color, texture: texture, uv: uv)
        }
        if texture == nil, let current = self.texture, let white = atlas.whiteTexels[current] {
            // A plain colour samples the atlas page's white block, so it joins the current batch.
            return addQuad(rect, map: map, color: color, texture: current, uv: CGRect(x: CGFloat(white.x), y: CGFloat(white.y), width: 0, height: 0))
        }
        if texture != self.texture { flush(); self.texture = texture }
        let steps = map.isAffine ? 1 : RenderBatch.perspectiveSubdivisions
        guard let first = appendGrid(rect, map: map, color: color, uv: uv, steps: steps) else { return }
        appendGridIndices(first: first, steps: steps)
    }

    static let perspectiveSubdivisions = 16

    private func blit(_ rect: CGRect, map: Homography, color: SDL_Color, texture: OpaquePointer?, uv: CGRect) {
        flush()
        drawCalls += 1
        var destination = SDL_FRect(x: Float(map.m00 * rect.minX + map.m02), y: Float(map.m11 * rect.minY + map.m12),
                                    w: Float(map.m00 * rect.width), h: Float(map.m11 * rect.height))
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
        var source = SDL_Rect(x: Int32((uv.minX * CGFloat(w)).rounded()), y: Int32((uv.minY * CGFloat(h)).rounded()),
                              w: Int32((uv.width * CGFloat(w)).rounded()), h: Int32((uv.height * CGFloat(h)).rounded()))
        SDL_SetTextureColorMod(texture, color.r, color.g, color.b)
        SDL_SetTextureAlphaMod(texture, color.a)
        SDL_RenderCopyF(renderer, texture, &source, &destination)
        SDL_SetTextureColorMod(texture, 255, 255, 255)
        SDL_SetTextureAlphaMod(texture, 255)
    }

    /// Arbitrary triangles: `points` in the space `map` projects from, with
    /// texture coordinates and colours per vertex (transition meshes).
    func addTriangles(points: [CGPoint], uvs: [CGPoint], colors: [SDL_Color], indices triangleIndices: [Int32], map: Homography, texture: OpaquePointer?) {
        if texture != self.texture { flush(); self.texture = texture }
        let first = Int32(vertices.count)
        for i in points.indices {
            let h = map.project(points[i].x, points[i].y)
            guard h.w > 1e-6 else { vertices.removeLast(vertices.count - Int(first)); return }
            vertices.append(SDL_Vertex(position: SDL_FPoint(x: Float(h.x / h.w), y: Float(h.y / h.w)), color: colors[i],
                                       tex_coord: SDL_FPoint(x: Float(uvs[i].x), y: Float(uvs[i].y))))
        }
        for index in triangleIndices { indices.append(first + index) }
    }

    /// A rounded rectangle in a plain colour: a triangle fan over its outline
    /// (8 segments per corner, finer when the corner is large on screen).
    func addRoundedRect(_ rect: CGRect, radius: CGFloat, map: Homography, color: SDL_Color) {
        let r = min(radius, rect.width / 2, rect.height / 2)
        guard r > 0 else { return addQuad(rect, map: map, color: color, texture: nil) }
        if self.texture != nil { flush(); self.texture = nil }
        let outline = RenderBatch.roundedOutline(rect, radius: r, segments: max(8, Int(r * Compositor.localScale(of: map) / 2)))
        let center = map.project(rect.midX, rect.midY)
        guard center.w > 1e-6 else { return }
        let first = Int32(vertices.count)
        vertices.append(SDL_Vertex(position: SDL_FPoint(x: Float(center.x / center.w), y: Float(center.y / center.w)), color: color, tex_coord: SDL_FPoint()))
        for point in outline {
            let h = map.project(point.x, point.y)
            guard h.w > 1e-6 else { vertices.removeLast(vertices.count - Int(first)); return }
            vertices.append(SDL_Vertex(position: SDL_FPoint(x: Float(h.x / h.w), y: Float(h.y / h.w)), color: color, tex_coord: SDL_FPoint()))
        }
        let count = Int32(outline.count)
        for i in 0..<count {
            indices.append(first); indices.append(first + 1 + i); indices.append(first + 1 + (i + 1) % count)
        }
    }

    /// The outline of a rounded rectangle, clockwise from the top-left corner's end.
    static func roundedOutline(_ rect: CGRect, radius r: CGFloat, segments: Int) -> [CGPoint] {
        let corners: [(CGPoint, CGFloat)] = [
            (CGPoint(x: rect.maxX - r, y: rect.minY + r), -.pi / 2), (CGPoint(x: rect.maxX - r, y: rect.maxY - r), 0),
            (CGPoint(x: rect.minX + r, y: rect.maxY - r), .pi / 2), (CGPoint(x: rect.minX + r, y: rect.minY + r), .pi),
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
