import Foundation
internal import CSDL

/// Drawing a screen's layers ahead of time (`UIWindow.prewarm`) so that
/// their textures, shadows, premultiplied copies and clipping coverage are
/// in this compositor's caches before the screen opens. The layers' own
/// draws are dropped (`RenderBatch.discardsDraws`): only the caches they
/// fill matter, and the scratch target they would land in is never read.
/// Offscreen passes inside (a shadow taken from what a layer draws, a
/// rounded clip's coverage) draw as usual, since caches are made from them.
extension Compositor {
    /// Goes through drawing `layer` (with its subtree, or only its own look:
    /// shadow, background, border, contents) at `scale` as the window would,
    /// against a scratch target, filling the caches; its own draws are
    /// dropped. Call it outside a composite.
    func warmCaches(of layer: CALayer, state: CALayer.State, scale: CGFloat, withSublayers: Bool) {
        let bounds = state.bounds
        let w = Int32(saturating: bounds.width * scale, rounding: .up),
            h = Int32(saturating: bounds.height * scale, rounding: .up)
        guard w > 0, h > 0, w <= textures.maxTextureSize, h <= textures.maxTextureSize else { return }
        // One scratch size for most layers, so the pooled target is reused.
        let side = Int32(1024)
        guard let scratch = targets.acquire(width: max(w, side), height: max(h, side)) else { return }
        defer { targets.endFrame() }
        let outer = (partial: partial, skip: skipSublayersOf)
        partial = false
        if !withSublayers { skipSublayersOf = ObjectIdentifier(layer) }
        defer { (partial, skipSublayersOf) = outer }
        _ = withRenderTarget(scratch) {
            batch.discardsDraws = true
            let local = Homography.scale(scale, scale) * .translation(-bounds.minX, -bounds.minY)
            recordingBoxes(as: layer.lastSubtreeBox) { _ = drawBody(layer, state: state, map: local, alpha: 1) }
            // Dropped while still discarding: what is left collected is never drawn.
            batch.flush()
            batch.discardsDraws = false
        }
    }
}
