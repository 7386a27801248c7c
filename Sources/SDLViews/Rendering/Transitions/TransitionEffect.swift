import Foundation
internal import CSDL

/// One kind of `UIView.transition` effect (cross dissolve, flip, curl): how it
/// draws a frame, where it may draw (the damage it causes), and whether it
/// draws from a curl sheet. The compositor asks these questions of the running
/// transition's effect and holds no per-kind logic itself.
@MainActor
protocol TransitionEffect {
    /// Draws the effect for `frame` (in the transitioning layer's own space:
    /// `frame.rect` is its bounds and `frame.map` places it on the target).
    func draw(_ frame: TransitionFrame, in compositor: Compositor)

    /// Where the effect may draw on the target: what a frame of it damages.
    /// - Parameters:
    ///   - rect: the layer's bounds.
    ///   - progress: the eased progress, 0 to 1.
    ///   - map: places the bounds on the target.
    /// - Returns: a box in target pixels, or nil when the map sends the bounds
    ///   behind the viewer (the compositor then takes the visible area).
    func extent(of rect: CGRect, progress: Double, map: Homography) -> CGRect?

    /// The effect stays inside the layer's bounds (the compositor clips it there
    /// when the layer is straight on screen).
    var staysInBounds: Bool { get }

    /// The snapshot to lay on the page of a sheet (the page over its whitened
    /// back, see `Compositor.curlSheet`), or nil when the effect draws no sheet.
    /// `after` is the live rendering when the transition animates its content.
    func sheetPage(before: ViewTransition.Snapshot?, after: ViewTransition.Snapshot?) -> ViewTransition.Snapshot?
}

extension TransitionEffect {
    var staysInBounds: Bool { false }

    func extent(of rect: CGRect, progress: Double, map: Homography) -> CGRect? { map.boundingBox(of: rect) }

    func sheetPage(before: ViewTransition.Snapshot?, after: ViewTransition.Snapshot?) -> ViewTransition.Snapshot? {
        nil
    }
}

/// What one frame of a transition draws from.
@MainActor
struct TransitionFrame {
    /// The eased progress, 0 (before) to 1 (after).
    let progress: Double
    let before: ViewTransition.Snapshot?
    /// The after snapshot, or the live rendering with `.allowAnimatedContent`.
    let after: ViewTransition.Snapshot?
    /// The page over its whitened back, for effects that draw a sheet.
    let sheet: ViewTransition.Snapshot?
    /// A soft vertical gradient for shadows (see `Compositor.shadeTexture`).
    let shade: OpaquePointer?
    /// The layer's bounds.
    let rect: CGRect
    /// Places the bounds on the current target.
    let map: Homography
    /// The opacity the layer is drawn with (its own and its ancestors').
    let alpha: Float
}

/// Drawing a snapshot as one quad, shared by the effects.
@MainActor
enum SnapshotQuad {
    /// Draws `snapshot` over `rect` through `map` at `alpha` (nothing at 0),
    /// its `edges` anti-aliased (which needs blending even for an opaque snapshot).
    static func draw(
        _ snapshot: ViewTransition.Snapshot?, _ rect: CGRect, _ map: Homography, _ alpha: Float, _ batch: RenderBatch,
        edges: CAEdgeAntialiasingMask = []
    ) {
        guard let snapshot, alpha > 0 else { return }
        prepare(snapshot, alpha: alpha, batch: batch, blends: !edges.isEmpty)
        batch.addQuad(rect, map: map, color: Compositor.white(alpha: alpha), texture: snapshot.texture, edges: edges)
    }

    /// Opaque snapshots drawn fully opaque skip blending (far cheaper on the
    /// software renderer); anything translucent blends. SDL reads the mode
    /// when the batch is submitted, so the batch is flushed first.
    static func prepare(_ snapshot: ViewTransition.Snapshot, alpha: Float, batch: RenderBatch, blends: Bool = false) {
        batch.flush()
        SDL_SetTextureBlendMode(
            snapshot.texture, snapshot.isOpaque && alpha >= 1 && !blends ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
    }
}
