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
/// A class, worked out again in place when its inputs change (a layer that
/// scales or turns every frame allocates nothing), and compared with the
/// inputs where they are, one by one: it is checked for every drawn layer,
/// so no key is built or copied.
@MainActor
final class ContentQuad {
    /// What the quad is worked out from: the placement in the texture, the
    /// bounds, the contents' pixel size (-1 by -1 when unknown), the map's
    /// linear and perspective part, the filters' known indices (nil for a
    /// name Core Animation does not know: such a quad never matches), the
    /// minification bias, the anti-aliased edges and whether quality is on.
    struct Inputs {
        let placed: OpaquePointer
        let uv: CGRect, ink: CGRect, bounds: CGRect
        let pixels: CGSize
        let m00: CGFloat, m01: CGFloat, m10: CGFloat, m11: CGFloat, m20: CGFloat, m21: CGFloat, m22: CGFloat
        let filters: UInt8?
        let bias: Float
        let edges: CAEdgeAntialiasingMask
        let quality: Bool

        @MainActor
        init(
            _ placement: TextureCache.Placement, pixels: CGSize?, state: CALayer.State,
            edges: CAEdgeAntialiasingMask, map: Homography
        ) {
            let look = state.appearance
            (placed, uv, ink, bounds) = (placement.texture, placement.uv, placement.ink, state.bounds)
            self.pixels = pixels ?? CGSize(width: -1, height: -1)
            (m00, m01, m10, m11, m20, m21, m22) = (map.m00, map.m01, map.m10, map.m11, map.m20, map.m21, map.m22)
            let magnification = look.magnificationFilter.known, minification = look.minificationFilter.known
            filters = magnification != 0 && minification != 0 ? magnification | minification << 2 : nil
            (bias, self.edges, quality) = (look.minificationFilterBias, edges, Compositor.qualityEnabled)
        }
    }

    /// What is drawn: the inked rectangle, its texture coordinates and
    /// anti-aliased edges in the layer's space (nil when the contents have no
    /// ink), under the map moved so that `snapsOrigin` lands on a whole pixel
    /// (`Compositor.snapped`) or as given.
    struct Result {
        let snapsOrigin: CGPoint?
        let drawn: (rect: CGRect, uv: CGRect, edges: CAEdgeAntialiasingMask)?
        let texture: OpaquePointer
        let scaleMode: SDL_ScaleMode

        /// The map to draw under for `map`, whose translation may differ from the one the quad was worked out for.
        @MainActor
        func map(for map: Homography) -> Homography {
            guard let origin = snapsOrigin else { return map }
            return Compositor.snapped(map, origin: origin)
        }
    }

    private var inputs: Inputs
    private(set) var result: Result
    /// How often the quad was worked out (once when made, then at each change of its inputs).
    private(set) var timesWorkedOut = 1

    init(_ inputs: Inputs, _ result: Result) { (self.inputs, self.result) = (inputs, result) }

    func rework(_ inputs: Inputs, _ result: Result) {
        (self.inputs, self.result) = (inputs, result)
        timesWorkedOut += 1
    }

    /// Whether this quad was worked out from these inputs, but for the map's translation.
    func matches(
        _ placement: TextureCache.Placement, pixels: CGSize?, state: CALayer.State, edges: CAEdgeAntialiasingMask,
        map: Homography
    ) -> Bool {
        guard let filters = inputs.filters, placement.texture == inputs.placed, map.m00 == inputs.m00,
            map.m01 == inputs.m01, map.m10 == inputs.m10, map.m11 == inputs.m11, map.m20 == inputs.m20,
            map.m21 == inputs.m21, map.m22 == inputs.m22, ContentQuad.same(placement.uv, inputs.uv),
            ContentQuad.same(placement.ink, inputs.ink), ContentQuad.same(state.bounds, inputs.bounds),
            edges == inputs.edges, inputs.quality == Compositor.qualityEnabled
        else { return false }
        let size = pixels ?? CGSize(width: -1, height: -1)
        let look = state.appearance
        return size.width == inputs.pixels.width && size.height == inputs.pixels.height
            && look.magnificationFilter.known | look.minificationFilter.known << 2 == filters
            && look.minificationFilterBias == inputs.bias
    }

    /// Component by component, inlined (Foundation's `==` is a call).
    private static func same(_ a: CGRect, _ b: CGRect) -> Bool {
        a.origin.x == b.origin.x && a.origin.y == b.origin.y && a.size.width == b.size.width
            && a.size.height == b.size.height
    }
}
