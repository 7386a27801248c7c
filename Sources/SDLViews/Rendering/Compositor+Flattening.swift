import Foundation
internal import CSDL

/// Static opaque cards drawn from a flattened copy, on SDL's software renderer.
///
/// That renderer blends each piece of a layer tree pixel by pixel: a button
/// with an opaque background and a title costs a fill and a blended blit on
/// every composite that draws it. A *card* (a layer whose square-cornered,
/// opaque background covers everything its sublayers draw) that has not
/// changed since it was last drawn, and is drawn unrotated at whole pixels, is
/// drawn once into a texture of its own and from then on copied unblended. The
/// pixels are the same: its pieces blend over the same opaque background in
/// the copy as on screen, with the same blitters, at the same whole-pixel
/// offsets. A change anywhere in the card (the change stamps culling and
/// partial redraw rely on) or another scale draws it the usual way again; it is
/// flattened again once it has held still for a composite. Moving the card by
/// whole pixels with its superlayer (scrolling) keeps the copy.
///
/// This is what Core Animation's `shouldRasterize` does, applied only where
/// it is exact and cheaper. GPU renderers batch a card's pieces into one draw
/// call and do not flatten: a texture per card would split the batch.
extension Compositor {
    /// A card covering more than this share of the target is never flattened: a
    /// screen-sized container changes whenever anything in it does, and its copy
    /// would cost as much as the composite it saves.
    static let largestFlattenedShare: CGFloat = 1.0 / 8

    /// Draws `layer` from its flattened copy, making the copy when it is missing
    /// or out of date; returns the box it covers on the target. Nil when the
    /// layer is not a card that may be flattened now: the caller draws it the usual way.
    func drawFlattened(_ layer: CALayer, state: CALayer.State, map: Homography, alpha: Float) -> CGRect? {
        // Cheapest first: most layers drawn have no background (labels, images).
        guard state.backgroundColor != nil, alpha >= 1, flattensCards, !layer.sublayerList.isEmpty,
            boxOverride == nil, ObjectIdentifier(layer) != skipBackgroundOf,
            Compositor.heldStill(layer, since: cullValidFrom),
            let box = Compositor.flattenedBox(of: layer, state: state, map: map, target: targetRect),
            state.masksToBounds || box.encloses(layer.lastSubtreeBox)
        else { return nil }
        guard box.meets(visibleRect) else { return box }
        let scale = CGSize(width: map.m00, height: map.m11)
        guard
            let copy = textures.flattenedCopy(
                for: layer, width: Int32(saturating: box.width, rounding: .toNearestOrAwayFromZero),
                height: Int32(saturating: box.height, rounding: .toNearestOrAwayFromZero))
        else {
            stopFlattening()
            return nil
        }
        guard copy.fadedContentsAt != layer.subtreeChangeStamp else { return nil }
        if !Compositor.isCurrent(copy, of: layer, scale: scale, since: cullValidFrom) {
            guard flatten(layer, state: state, map: map, box: box, into: copy) else { return nil }
            copy.scale = scale
            copy.drawnAt = frameStamp
            cardsFlattened += 1
        }
        layersDrawn += 1
        cardsCopied += 1
        batch.addQuad(box, map: .identity, color: Compositor.white(alpha: 1), texture: copy.texture,
            scaleMode: SDL_ScaleModeNearest)
        return box
    }

    /// Runs `body` with copies and translucent fills into textures blended by
    /// pixman, as on the window (`PixmanWindowDrawer.blendsIntoTargets`): for
    /// what is drawn once into a texture and shown many frames (a card, an
    /// animating subtree's image, a host game's kept UI), whose pixels should
    /// be the window's, and which SDL's blitter would blend a pixel at a time.
    func blendingIntoTargets<T>(_ body: () -> T) -> T {
        let drawer = batch.windowDrawer, outer = drawer?.blendsIntoTargets ?? false
        drawer?.blendsIntoTargets = true
        defer { drawer?.blendsIntoTargets = outer }
        return body()
    }

    /// Whether flattening applies on this renderer now (read once per composite into `flattensCards`).
    var flatteningApplies: Bool {
        batch.blitsStraightQuads && !flatteningUnavailable && runtime.flattensStaticCards
    }

    /// SDL could not make or draw into a copy's texture (logged where it
    /// failed): this window draws cards piece by piece from now on.
    func stopFlattening() {
        flatteningUnavailable = true
        flattensCards = false
    }

    /// Nothing in the layer's subtree changed since it was last drawn (in a
    /// composite whose recorded boxes are still trusted).
    private static func heldStill(_ layer: CALayer, since validFrom: UInt64) -> Bool {
        layer.boxStamp > validFrom && layer.subtreeChangeStamp < layer.boxStamp
    }

    private static func isCurrent(_ copy: FlattenedCopy, of layer: CALayer, scale: CGSize, since validFrom: UInt64)
        -> Bool
    {
        copy.drawnAt > validFrom && layer.subtreeChangeStamp < copy.drawnAt && copy.scale == scale
    }

    /// The layer's bounds on the target when it is a card drawn unrotated at
    /// whole pixels: opaque, square-cornered background, no mask, shadow or
    /// replication, small enough. Nil otherwise.
    static func flattenedBox(of layer: CALayer, state: CALayer.State, map: Homography, target: CGRect) -> CGRect? {
        guard map.isAxisAligned, map.m00 > 0, map.m11 > 0, state.cornerRadius == 0, drawsOpaque(layer, state: state),
            !state.appearance.hasShadow, !layer.replicatesSublayers
        else { return nil }
        let r = state.bounds
        let box = CGRect(
            x: map.m00 * r.minX + map.m02, y: map.m11 * r.minY + map.m12, width: map.m00 * r.width,
            height: map.m11 * r.height)
        guard box.width >= 1, box.height >= 1, isWholePixels(box),
            box.width * box.height <= target.width * target.height * largestFlattenedShare
        else { return nil }
        return box
    }

    static func isWholePixels(_ r: CGRect) -> Bool {
        r.minX == r.minX.rounded() && r.minY == r.minY.rounded() && r.width == r.width.rounded()
            && r.height == r.height.rounded()
    }

    /// Draws the card into its copy, in the copy's pixels; false (nothing to
    /// copy) when SDL refused the target or something landed outside it.
    private func flatten(_ layer: CALayer, state: CALayer.State, map: Homography, box: CGRect, into copy: FlattenedCopy)
        -> Bool
    {
        let local = Homography.translation(-box.minX, -box.minY) * map
        let outerPartial = partial
        partial = false
        defer { partial = outerPartial }
        var drawn = CGRect.null
        let fadedBefore = batch.windowDrawer?.declined ?? 0
        // Copies are blended into the card as pixman blends them on the window.
        let made = blendingIntoTargets {
            withRenderTarget(copy.texture) {
                batch.clearToTransparent()
                // Layers drawn into the copy record the card's box on the target.
                recordingBoxes(as: box) { drawn = drawBody(layer, state: state, map: local, alpha: 1) }
            }
        }
        let whole = CGRect(x: 0, y: 0, width: box.width, height: box.height)
        if !made { stopFlattening() }
        guard made, whole.encloses(drawn) else {
            copy.drawnAt = 0
            return false
        }
        // Faded contents or translucent fills SDL blended into the copy could differ by a
        // level or two from those `PixmanWindowDrawer` blends on screen: such a card is
        // drawn piece by piece until it changes.
        guard batch.windowDrawer?.declined ?? 0 == fadedBefore else {
            copy.drawnAt = 0
            copy.fadedContentsAt = layer.subtreeChangeStamp
            return false
        }
        return true
    }
}
