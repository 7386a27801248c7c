import Foundation
internal import CSDL

/// What drawing a layer's whole contents as one quad on a GPU renderer
/// worked out (`Compositor.drawContents`: sampling, snapping to whole
/// pixels, the inked part), kept in the layer's render record and reused
/// while everything it depends on stays but the map's translation: a layer
/// that only moves and fades, the usual animation, skips working it out again
/// each frame. Only the snapping's sub-pixel shift depends on the
/// translation; it is worked out each time.
@MainActor
struct ContentQuad {
    /// Everything the result depends on: the placement in the texture, the
    /// contents' pixel size, the bounds, the map's linear and perspective part,
    /// the filters and anti-aliased edges, and whether quality is on.
    struct Key: Equatable {
        let texture: OpaquePointer
        /// uv, ink (4 each), bounds (4), pixel size (2, or -1 when unknown), m00, m01.
        let geometry: SIMD16<Double>
        /// m10, m11, m20, m21, m22, the minification bias.
        let rest: SIMD8<Double>
        let magnification: CALayerContentsFilter
        let minification: CALayerContentsFilter
        let edges: CAEdgeAntialiasingMask
        let quality: Bool

        @MainActor
        init(placement: TextureCache.Placement, pixels: CGSize?, state: CALayer.State, map: Homography) {
            let uv = placement.uv, ink = placement.ink, bounds = state.bounds, look = state.appearance
            let size = pixels ?? CGSize(width: -1, height: -1)
            texture = placement.texture
            geometry = SIMD16(
                uv.origin.x, uv.origin.y, uv.size.width, uv.size.height,
                ink.origin.x, ink.origin.y, ink.size.width, ink.size.height,
                bounds.origin.x, bounds.origin.y, bounds.size.width, bounds.size.height,
                size.width, size.height, map.m00, map.m01)
            rest = SIMD8(map.m10, map.m11, map.m20, map.m21, map.m22, Double(look.minificationFilterBias), 0, 0)
            magnification = look.magnificationFilter
            minification = look.minificationFilter
            edges = Compositor.smoothedEdges(state)
            quality = Compositor.qualityEnabled
        }

        static func == (a: Key, b: Key) -> Bool {
            a.texture == b.texture && a.geometry == b.geometry && a.rest == b.rest && a.edges == b.edges
                && a.quality == b.quality && a.magnification == b.magnification && a.minification == b.minification
        }
    }

    let key: Key
    /// The point of the layer's space moved onto a whole pixel
    /// (`Compositor.snapped`), or nil when the map is used as given.
    let snapsOrigin: CGPoint?
    /// What to draw, in the layer's space; nil when the contents have no ink.
    let drawn: (rect: CGRect, uv: CGRect, edges: CAEdgeAntialiasingMask)?
    let texture: OpaquePointer
    let scaleMode: SDL_ScaleMode

    /// The map to draw under for `map`, whose translation may differ from the one the quad was worked out for.
    func map(for map: Homography) -> Homography {
        guard let origin = snapsOrigin else { return map }
        return Compositor.snapped(map, origin: origin)
    }
}
