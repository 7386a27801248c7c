import Foundation
internal import CSDL

/// Snapshots seen in perspective (a flip transition) drawn by pixman on SDL's
/// software renderer, filtered, in tiles that follow the projective map
/// (`PixmanProjection`), instead of SDL's grid of triangles with corners
/// snapped to whole pixels. GPU renderers interpolate the triangles'
/// texture coordinates smoothly and keep them.
extension Compositor {
    /// Draws `snapshot` over `rect` through the projective `map` at `alpha`
    /// with pixman; false where that does not apply (an affine map, a GPU
    /// renderer, an offscreen target, pixels that could not be read).
    func drawInPerspective(
        _ snapshot: ViewTransition.Snapshot, _ rect: CGRect, _ map: Homography, _ alpha: Float
    ) -> Bool {
        guard !map.isAffine, alpha > 0, let drawer = batch.windowDrawer, drawer.blendsThisComposite,
            SDL_GetRenderTarget(renderer) == nil, let copy = premultipliedPixels(of: snapshot)
        else { return false }
        let pixels =
            map * .translation(rect.minX, rect.minY)
            * .scale(rect.width / CGFloat(snapshot.width), rect.height / CGFloat(snapshot.height))
        return drawer.blit(copy, projecting: pixels, alpha: Compositor.white(alpha: alpha).a)
    }

    /// The snapshot's pixels, premultiplied, read from its texture the first
    /// time (a counted readback).
    private func premultipliedPixels(of snapshot: ViewTransition.Snapshot) -> PremultipliedCopy? {
        if let copy = snapshot.premultiplied { return copy }
        guard !snapshot.unreadable else { return nil }
        let (w, h) = (snapshot.width, snapshot.height)
        var copy: PremultipliedCopy?
        _ = withRenderTarget(snapshot.texture) { copy = targets.readStraightAsPremultiplied(width: w, height: h) }
        if copy == nil {
            SDLViewsLog.error("could not read a \(w)×\(h) snapshot back for perspective: \(SDLRuntime.lastError)")
            snapshot.unreadable = true
        }
        snapshot.premultiplied = copy
        return copy
    }
}
