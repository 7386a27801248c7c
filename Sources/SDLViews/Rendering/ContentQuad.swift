import Foundation
internal import CSDL

/// What drawing a layer's whole contents as one quad on a GPU renderer
/// worked out (`Compositor.drawContents`: sampling, snapping to whole
/// pixels, the inked part), kept in the layer's render record and reused
/// while everything it depends on stays but the map's translation: a layer
/// that only moves and fades, the usual animation, skips working it out again
/// each frame. Only the snapping's sub-pixel shift depends on the
/// translation; it is worked out each time.
///
/// What it depends on is kept as plain values and compared with the inputs
/// where they are, one by one: it is checked for every drawn layer, so no
/// key is built or copied.
@MainActor
final class ContentQuad {
    // What the quad was worked out from: the placement in the texture, the
    // bounds, the contents' pixel size (-1 by -1 when unknown), the map's
    // linear and perspective part, the filters' known indices (nil for a name
    // Core Animation does not know: such a quad never matches), the
    // minification bias, the anti-aliased edges and whether quality is on.
    private let placed: OpaquePointer
    private let uv: CGRect, ink: CGRect, bounds: CGRect
    private let pixels: CGSize
    private let m00: CGFloat, m01: CGFloat, m10: CGFloat, m11: CGFloat, m20: CGFloat, m21: CGFloat, m22: CGFloat
    private let filters: UInt8?
    private let bias: Float
    private let edges: CAEdgeAntialiasingMask
    private let quality: Bool

    /// The point of the layer's space moved onto a whole pixel
    /// (`Compositor.snapped`), or nil when the map is used as given.
    let snapsOrigin: CGPoint?
    /// What to draw, in the layer's space; nil when the contents have no ink.
    let drawn: (rect: CGRect, uv: CGRect, edges: CAEdgeAntialiasingMask)?
    let texture: OpaquePointer
    let scaleMode: SDL_ScaleMode

    init(
        for placement: TextureCache.Placement, pixels: CGSize?, state: CALayer.State, edges: CAEdgeAntialiasingMask,
        map: Homography, snapsOrigin: CGPoint?, drawn: (rect: CGRect, uv: CGRect, edges: CAEdgeAntialiasingMask)?,
        texture: OpaquePointer, scaleMode: SDL_ScaleMode
    ) {
        let look = state.appearance
        (placed, uv, ink, bounds) = (placement.texture, placement.uv, placement.ink, state.bounds)
        self.pixels = pixels ?? CGSize(width: -1, height: -1)
        (m00, m01, m10, m11, m20, m21, m22) = (map.m00, map.m01, map.m10, map.m11, map.m20, map.m21, map.m22)
        let magnification = look.magnificationFilter.known, minification = look.minificationFilter.known
        filters = magnification != 0 && minification != 0 ? magnification | minification << 2 : nil
        (bias, self.edges, quality) = (look.minificationFilterBias, edges, Compositor.qualityEnabled)
        (self.snapsOrigin, self.drawn, self.texture, self.scaleMode) = (snapsOrigin, drawn, texture, scaleMode)
    }

    /// Whether this quad was worked out from these inputs, but for the map's translation.
    func matches(
        _ placement: TextureCache.Placement, pixels: CGSize?, state: CALayer.State, edges: CAEdgeAntialiasingMask,
        map: Homography
    ) -> Bool {
        guard let filters, placement.texture == placed, map.m00 == m00, map.m01 == m01, map.m10 == m10,
            map.m11 == m11, map.m20 == m20, map.m21 == m21, map.m22 == m22,
            ContentQuad.same(placement.uv, uv), ContentQuad.same(placement.ink, ink),
            ContentQuad.same(state.bounds, bounds), edges == self.edges, quality == Compositor.qualityEnabled
        else { return false }
        let size = pixels ?? CGSize(width: -1, height: -1)
        let look = state.appearance
        return size.width == self.pixels.width && size.height == self.pixels.height
            && look.magnificationFilter.known | look.minificationFilter.known << 2 == filters
            && look.minificationFilterBias == bias
    }

    /// Component by component, inlined (Foundation's `==` is a call).
    private static func same(_ a: CGRect, _ b: CGRect) -> Bool {
        a.origin.x == b.origin.x && a.origin.y == b.origin.y && a.size.width == b.size.width
            && a.size.height == b.size.height
    }

    /// The map to draw under for `map`, whose translation may differ from the one the quad was worked out for.
    func map(for map: Homography) -> Homography {
        guard let origin = snapsOrigin else { return map }
        return Compositor.snapped(map, origin: origin)
    }
}
