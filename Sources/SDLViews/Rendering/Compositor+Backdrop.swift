import Foundation
internal import CSDL

/// Group opacity over a plain fill: a dimming backdrop fading with a panel on it.
///
/// A translucent layer with sublayers is drawn into an offscreen target and
/// blended once (group opacity). When the layer itself draws only a square
/// fill on whole pixels (a window-sized dimming view) and its sublayers cover
/// a small part of it (the panel), the target need only cover the sublayers:
/// outside them the group's pixels are the fill alone, and the fill drawn
/// directly at the group's opacity gives the same colour. So the pass covers
/// the sublayers' extent (the fill under them included) and the rest of the
/// fill is drawn as up to four bands around it, which never overlap the pass.
/// On SDL's software renderer an offscreen pass costs a clear, a second target
/// and two blended copies of its whole area, so the backdrop's area is what
/// this saves.
extension Compositor {
    /// The pass covers at most this share of the fill's area, or the split is
    /// not worth its extra draws.
    static let largestBackdropPassShare: CGFloat = 0.6

    /// Draws the group split into a pass over its sublayers and the fill's
    /// bands around it; false when the layer is not such a backdrop (the caller
    /// draws the whole group through one pass). `region` is the group's pass
    /// rectangle (whole pixels on the target).
    func drawBackdropGroup(
        _ layer: CALayer, state: CALayer.State, map: Homography, opacity: Float, region: SDL_Rect, full: CGRect
    ) -> Bool {
        guard runtime.splitsBackdropGroups, let color = state.backgroundColor,
            Compositor.isPlainFill(layer, state: state),
            ObjectIdentifier(layer) != skipBackgroundOf, map.isAxisAligned,
            let fillBox = map.boundingBox(of: state.bounds), Compositor.isWholePixels(fillBox)
        else { return false }
        let regionBox = CGRect(
            x: CGFloat(region.x), y: CGFloat(region.y), width: CGFloat(region.w), height: CGFloat(region.h))
        let fill = fillBox.intersection(regionBox)
        guard !fill.isNull, fill.width >= 1, fill.height >= 1 else { return false }
        let inner = sublayersExtent(layer, map: map).map { Compositor.snappedOutward($0).intersection(regionBox) }
        let pass = inner.flatMap { $0.isNull || $0.width < 1 || $0.height < 1 ? nil : $0 }
        if let pass, pass.width * pass.height > fill.width * fill.height * Compositor.largestBackdropPassShare {
            return false
        }
        recordingBoxes(as: full) {
            if let pass { drawGroupPass(layer, state: state, map: map, opacity: opacity, region: pass) }
            for band in Compositor.bands(of: fill, around: pass) {
                withClip(band) { drawBackground(color, state: state, map: map, alpha: opacity) }
            }
        }
        backdropSplits += 1
        return true
    }

    /// The group (layer and sublayers) drawn into a target covering `region`
    /// (whole pixels on the target), blended once with `opacity`.
    func drawGroupPass(_ layer: CALayer, state: CALayer.State, map: Homography, opacity: Float, region: CGRect) {
        let pixels = Compositor.pixelRect(region)
        guard pixels.w > 0, pixels.h > 0 else { return }
        let shift = Homography.translation(-CGFloat(pixels.x), -CGFloat(pixels.y))
        let placed = CGRect(
            x: CGFloat(pixels.x), y: CGFloat(pixels.y), width: CGFloat(pixels.w), height: CGFloat(pixels.h))
        offscreen(width: pixels.w, height: pixels.h) {
            _ = drawBody(layer, state: state, map: shift * map, alpha: 1)
        } present: { image in
            present(image, placed, map: .identity, color: Compositor.white(alpha: opacity))
        }
    }

    /// The layer draws a square background and nothing else of its own: no
    /// contents, border, shadow, mask or replication.
    static func isPlainFill(_ layer: CALayer, state: CALayer.State) -> Bool {
        guard let color = state.backgroundColor, color.alpha > 0 else { return false }
        let look = state.appearance
        return (state.cornerRadius <= 0 || look.maskedCorners.isEmpty) && !hasContents(layer, state: state)
            && !layer.rendersContents && look.borderWidth == 0 && !look.hasShadow && layer.mask == nil
            && !layer.replicatesSublayers
    }

    /// `whole` without `hole`: the bands above and below the hole across the
    /// whole width, and left and right of it across its height (none empty,
    /// none overlapping).
    static func bands(of whole: CGRect, around hole: CGRect?) -> [CGRect] {
        guard let hole, case let cut = hole.intersection(whole), !cut.isNull, cut.width > 0, cut.height > 0
        else { return [whole] }
        let candidates = [
            CGRect(x: whole.minX, y: whole.minY, width: whole.width, height: cut.minY - whole.minY),
            CGRect(x: whole.minX, y: cut.maxY, width: whole.width, height: whole.maxY - cut.maxY),
            CGRect(x: whole.minX, y: cut.minY, width: cut.minX - whole.minX, height: cut.height),
            CGRect(x: cut.maxX, y: cut.minY, width: whole.maxX - cut.maxX, height: cut.height),
        ]
        return candidates.filter { $0.width > 0 && $0.height > 0 }
    }
}
