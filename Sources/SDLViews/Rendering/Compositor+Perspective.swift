import Foundation
internal import CSDL

/// Snapshots seen in perspective (a flip transition) drawn by pixman on SDL's
/// software renderer, filtered through the exact projective map
/// (`PixmanProjection`), instead of SDL's grid of triangles with corners
/// snapped to whole pixels. GPU renderers interpolate the triangles'
/// texture coordinates smoothly and keep them.
extension Compositor {
    /// Transparent texels around a bordered copy: the content's filtered
    /// outline lies within them, and pixman never samples left of or above the copy.
    static let perspectiveBorder: Int32 = 2

    /// Draws `snapshot` over `rect` through the projective `map` at `alpha`
    /// with pixman; false where that does not apply (an affine map, a GPU
    /// renderer, an offscreen target, pixels that could not be read).
    func drawInPerspective(
        _ snapshot: ViewTransition.Snapshot, _ rect: CGRect, _ map: Homography, _ alpha: Float
    ) -> Bool {
        guard !map.isAffine, alpha > 0, let drawer = batch.windowDrawer, drawer.blendsThisComposite,
            SDL_GetRenderTarget(renderer) == nil, let copy = borderedPixels(of: snapshot)
        else { return false }
        let border = CGFloat(Compositor.perspectiveBorder)
        let pixels =
            map * .translation(rect.minX, rect.minY)
            * .scale(rect.width / CGFloat(snapshot.width), rect.height / CGFloat(snapshot.height))
            * .translation(-border, -border)
        return drawer.blit(copy, projecting: pixels, alpha: Compositor.white(alpha: alpha).a)
    }

    /// The snapshot's pixels, premultiplied, inside a transparent border;
    /// read from its texture the first time (a counted readback).
    private func borderedPixels(of snapshot: ViewTransition.Snapshot) -> PremultipliedCopy? {
        if let copy = snapshot.bordered { return copy }
        guard !snapshot.unreadable else { return nil }
        let border = Compositor.perspectiveBorder
        let (w, h) = (snapshot.width, snapshot.height)
        let (outerW, outerH) = (w + 2 * border, h + 2 * border)
        var copy: PremultipliedCopy?
        _ = withRenderTarget(snapshot.texture) {
            targets.countReadback()
            copy = PremultipliedCopy(width: outerW, height: outerH, version: 0) { [renderer] pixels in
                let pitch = outerW * 4
                pixels.initializeMemory(as: UInt8.self, repeating: 0, count: Int(pitch * outerH))
                let inside = pixels + Int(border * pitch + border * 4)
                let format = SDL_PIXELFORMAT_ARGB8888.rawValue
                return SDL_RenderReadPixels(renderer, nil, format, inside, pitch) == 0
                    && SDL_PremultiplyAlpha(w, h, format, inside, pitch, format, inside, pitch) == 0
            }
        }
        if copy == nil {
            SDLViewsLog.error("could not read a \(w)×\(h) snapshot back for perspective: \(SDLRuntime.lastError)")
            snapshot.unreadable = true
        }
        snapshot.bordered = copy
        return copy
    }
}
