import Foundation
import CSDL

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

    init(renderer: OpaquePointer, atlas: TextureAtlas) {
        self.renderer = renderer
        self.atlas = atlas
        vertices.reserveCapacity(4096)
        indices.reserveCapacity(6144)
    }

    /// A quad covering `rect` (in the space `map` projects from) with texture
    /// coordinates `uv` (unit square if nil). Non-affine maps are subdivided so
    /// perspective texturing shows no visible facets.
    func addQuad(_ rect: CGRect, map: Homography, color: SDL_Color, texture: OpaquePointer?, uv: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1)) {
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
