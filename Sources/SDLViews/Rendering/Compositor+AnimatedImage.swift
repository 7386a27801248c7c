import Foundation
internal import CSDL

/// Animated subtrees drawn from a kept image.
///
/// A menu panel growing in, a card sliding away: while an animation moves,
/// scales or fades a layer (or fades a group holding it, which draws it into
/// an offscreen pass every frame), its subtree usually stays as it is. That
/// renderer pays every piece of it every frame (a shadow, a rounded
/// background, a clipped picture, each title), and a scaled piece pays a
/// stretch and a blend. So a layer with sublayers whose animation changes
/// nothing below it is drawn once into a texture in its own space (at the
/// scale its superlayer draws it, as if its own transform were identity),
/// and then, while it animates, that image is drawn with the layer's
/// transform and opacity: one copy, filtered when scaled, unfiltered when
/// only moved by whole pixels (moved by a fraction, the pieces are drawn).
/// A layer its app changes every frame without an animation, keeping its
/// look (a screen slid in by setting its frame), is drawn from its image
/// too, from its second such frame; moving twice running, by fractions or
/// not, its image lands on the nearest pixel. A translucent image keeps its
/// premultiplied pixels, and pixman blends its moved copies onto the window
/// (`PixmanWindowDrawer`). (Rotated or flipped layers keep their pieces:
/// that renderer samples a rotated quad at the nearest pixel, while the
/// pieces have filtered copies of their own.) This is what Core Animation's `shouldRasterize`
/// does; its opacity is group opacity, as Core Animation's for a layer with
/// sublayers. The image is made again when anything below the layer, or the
/// layer's own look, changes; a subtree that keeps changing is drawn piece by
/// piece. Once the animation ends, the layer is drawn piece by piece again,
/// so a still interface keeps its exact pixels.
///
/// GPU renderers keep such images too: a software rasterizer such as Mesa's
/// llvmpipe pays for every blended pixel of every piece, as SDL's software
/// renderer does. There the image stays premultiplied (no readback) and is
/// drawn as one quad with the premultiplied "over" blend mode.
extension Compositor {
    /// An image covering more than this share of the target is not kept
    /// unless it is opaque: a translucent one's blended copy would cost about
    /// what its pieces do.
    static let largestAnimatedImageShare: CGFloat = 0.5

    /// Draws an animating `layer` from its kept image, making the image when
    /// it is missing or out of date; returns the box it covers on the target.
    /// Nil when the layer does not qualify now: the caller draws it the usual way.
    func drawAnimatedImage(_ layer: CALayer, state: CALayer.State, map: Homography, alpha: Float) -> CGRect? {
        guard keepsAnimatedImages, !layer.sublayerList.isEmpty, Compositor.mayKeepImage(of: layer, state: state),
            map.isAffine, let scale = Compositor.restingScale(state: state, map: map)
        else { return nil }
        let animating = layer.presentationBox != nil || animatedPassDepth > 0
        let motion =
            animating
            ? animatedMotion(of: layer, state: state, scale: scale, map: map)
            : selfMotion(of: layer, state: state, scale: scale, map: map)
        guard animating || motion != .none, let frame = animatedImageFrame(layer, state: state, scale: scale)
        else { return nil }
        let place = map * .scale(1 / scale, 1 / scale) * .translation(frame.minX, frame.minY)
        // Rotated, SDL's software renderer samples a quad at the nearest
        // pixel: the pieces' own filtered copies look better.
        guard place.isAxisAligned, place.m00 > 0, place.m11 > 0 else { return nil }
        // Moved by a fraction of a pixel, the pieces land on pixels of their
        // own (shapes by the pixel centres they cover, copies truncated): one
        // image cannot be placed where all of them are. A layer its app moves
        // every frame (a screen sliding in) is in motion: its image is placed
        // at the nearest pixel, a pixel at most from where a piece would land.
        // (Set again where it was, it is not moving: snapped, it would jump.)
        guard motion == .moved || !Compositor.isMovedOnly(place)
            || Compositor.isNearlyWhole(place.m02) && Compositor.isNearlyWhole(place.m12)
        else { return nil }
        let whole = CGRect(x: 0, y: 0, width: frame.width, height: frame.height)
        guard let box = place.boundingBox(of: whole) else { return nil }
        guard box.meets(visibleRect) else { return box }
        guard let copy = keptImage(layer, state: state, scale: scale, frame: frame, box: box) else { return nil }
        presentKeptImage(copy, whole: whole, place: place, alpha: alpha)
        return box
    }

    /// How the app moves `layer` by itself, frame after frame: it changed
    /// since the last composite and in the one before, each time keeping its
    /// look (so only where it is, its transform or its opacity changed), as a
    /// screen slid in by setting its frame every frame; `.moved` when its place
    /// on the target changed in this composite and the last. A layer changing once
    /// (a layout pass) does not qualify: its image would be made for nothing.
    private func selfMotion(of layer: CALayer, state: CALayer.State, scale: CGFloat, map: Homography) -> SelfMotion {
        guard layer.selfChangeStamp >= previousFrameStamp, previousFrameStamp > 0 else { return .none }
        return trackedMotion(of: layer, state: state, scale: scale, map: map, byAnimation: false)
    }

    /// How an animation moves `layer`: `.moved` when its place on the target
    /// changed in this composite and the last (a screen sliding in by a
    /// position animation), so its image may land on the nearest pixel; a
    /// layer an animation scales or fades in place stays `.inPlace`.
    private func animatedMotion(of layer: CALayer, state: CALayer.State, scale: CGFloat, map: Homography)
        -> SelfMotion
    {
        guard previousFrameStamp > 0 else { return .inPlace }
        let motion = trackedMotion(of: layer, state: state, scale: scale, map: map, byAnimation: true)
        return motion == .none ? .inPlace : motion
    }

    /// Remembers where `layer` was placed in this composite with its look;
    /// `.none` when it was not seen in the last composite with the same look,
    /// moved the same way (an animation's last frame is no evidence that the
    /// app moves the layer by itself).
    private func trackedMotion(
        of layer: CALayer, state: CALayer.State, scale: CGFloat, map: Homography, byAnimation: Bool
    ) -> SelfMotion {
        let id = ObjectIdentifier(layer)
        let look = AnimatedImageKey(layer: layer, state: state, scale: scale, origin: .zero)
        let place = CGPoint(x: map.m02, y: map.m12)
        let seen = movingLayers[id].flatMap {
            $0.seenAt == previousFrameStamp && $0.look == look && $0.byAnimation == byAnimation ? $0 : nil
        }
        let moved = seen.map { $0.place != place } ?? false
        movingLayers[id] = MovingLayer(
            seenAt: frameStamp, look: look, place: place, moved: moved, byAnimation: byAnimation)
        if movingLayers.count > Compositor.movingLayersKept { forgetStillLayers() }
        guard let seen else { return .none }
        // Moved twice running: one move is a layout jump, after which it may rest.
        return moved && seen.moved ? .moved : .inPlace
    }

    /// How many moving layers are remembered before the still ones are forgotten.
    static let movingLayersKept = 64

    private func forgetStillLayers() {
        movingLayers = movingLayers.filter { $0.value.seenAt >= previousFrameStamp }
    }

    /// The window's area in pixels (an offscreen pass's target may be smaller
    /// than the image a layer in it keeps).
    private var outputArea: CGFloat {
        guard let size = cullingSetup?.outputSize else { return targetRect.width * targetRect.height }
        return size.width * size.height
    }

    /// Whether keeping images applies on this renderer now.
    var animatedImagesApply: Bool {
        (batch.blitsStraightQuads || blendModes != nil) && !flatteningUnavailable && runtime.keepsAnimatedImages
    }

    /// The layer's image when it is current (or was made now); nil when the
    /// subtree keeps changing or SDL could not make the image.
    private func keptImage(_ layer: CALayer, state: CALayer.State, scale: CGFloat, frame: CGRect, box: CGRect)
        -> FlattenedCopy?
    {
        let look = AnimatedImageKey(layer: layer, state: state, scale: scale, origin: frame.origin)
        // Animations below change the subtree every frame: an image would be
        // made for one frame (a dimmed backdrop fading in while its panel
        // grows). Asked only where no image of this look is held (the walk is not free).
        if layer.renderRecord?.flattenedCopy?.animatedKey != look, Compositor.hasAnimationBelow(layer) { return nil }
        guard
            let copy = textures.flattenedCopy(
                for: layer, width: Int32(frame.width), height: Int32(frame.height), purpose: .animatedImage)
        else {
            stopFlattening()
            return nil
        }
        defer { copy.checkedAt = frameStamp }
        if copy.animatedKey == look, copy.drawnAt > cullValidFrom,
            Compositor.subtreeUnchanged(below: layer, since: copy.drawnAt)
        {
            copy.uses += 1
            return copy
        }
        // A subtree that changed again before its image was used once must
        // hold still for a frame first: images made every frame cost more than pieces.
        let made = copy.drawnAt != 0
        if made, copy.uses == 0, !Compositor.subtreeUnchanged(below: layer, since: copy.checkedAt) { return nil }
        guard drawImage(layer, state: state, scale: scale, frame: frame, box: box, into: copy) else { return nil }
        copy.animatedKey = look
        copy.drawnAt = frameStamp
        copy.uses = 0
        animatedImagesMade += 1
        return copy
    }

    /// Draws the layer and its subtree into `copy` in its own space at
    /// `scale`, then (the software renderer has no premultiplied blend mode)
    /// turns the image to straight alpha: a counted readback, a memory copy there.
    private func drawImage(
        _ layer: CALayer, state: CALayer.State, scale: CGFloat, frame: CGRect, box: CGRect, into copy: FlattenedCopy
    ) -> Bool {
        let local = Homography.translation(-frame.minX, -frame.minY) * .scale(scale, scale)
        let outerPartial = partial
        // Layers inside are drawn in pieces: the image is all that is kept.
        partial = false
        keepsAnimatedImages = false
        defer { (partial, keepsAnimatedImages) = (outerPartial, true) }
        var opaque = false
        let made = withRenderTarget(copy.texture) {
            batch.clearToTransparent()
            blendingIntoTargets { recordingBoxes(as: box) { _ = drawBody(layer, state: state, map: local, alpha: 1) } }
            batch.flush()
            // A GPU renderer blends the premultiplied image as it is.
            if let modes = blendModes {
                SDL_SetTextureBlendMode(copy.texture, modes.over)
                return
            }
            // Where pixman blends its copies, the texture stays premultiplied
            // until SDL has to copy it (scaled, or inside an offscreen pass).
            let forPixman = batch.windowDrawer?.blendsThisComposite == true
            let made =
                forPixman
                ? targets.readPremultiplied(width: copy.width, height: copy.height, reusing: copy.premultiplied)
                : (opaque: targets.unpremultiply(copy.texture, width: copy.width, height: copy.height), premultiplied: nil)
            opaque = made.opaque
            textures.keep(made.premultiplied, in: copy)
            copy.isStraight = made.premultiplied == nil
        }
        guard made else {
            stopFlattening()
            copy.drawnAt = 0
            return false
        }
        // The sublayers' boxes were recorded as the image's: they are drawn in
        // full again when the layer is drawn piece by piece.
        Compositor.invalidateBoxes(below: layer)
        copy.isOpaque = opaque
        return true
    }

    /// One copy of the image: snapped to whole pixels and unfiltered when
    /// only moved, filtered otherwise; unblended when opaque and not faded.
    /// Moved and translucent, pixman blends it from its premultiplied pixels.
    private func presentKeptImage(_ copy: FlattenedCopy, whole: CGRect, place: Homography, alpha: Float) {
        layersDrawn += 1
        animatedImagesDrawn += 1
        let moved = Compositor.isMovedOnly(place)
        let map = moved ? Homography.translation(place.m02.rounded(), place.m12.rounded()) : place
        if blendModes != nil {
            return batch.addQuad(
                whole, map: map, color: Compositor.premultiplied(Compositor.white(alpha: alpha)), texture: copy.texture,
                scaleMode: moved ? SDL_ScaleModeNearest : SDL_ScaleModeLinear)
        }
        SDL_SetTextureBlendMode(copy.texture, copy.isOpaque && alpha >= 1 && moved ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        if !moved { targets.straighten(copy) }
        batch.addQuad(
            whole, map: map, color: Compositor.white(alpha: alpha), texture: copy.texture,
            scaleMode: moved ? SDL_ScaleModeNearest : SDL_ScaleModeLinear, premultiplied: moved ? copy.premultiplied : nil,
            beforeSDLCopy: copy.isStraight ? nil : { [targets] in targets.straighten(copy) })
    }

    /// The image's rectangle in the layer's space scaled to pixels (whole
    /// pixels, one transparent pixel around for filtering); nil when it would
    /// be too large to keep.
    private func animatedImageFrame(_ layer: CALayer, state: CALayer.State, scale: CGFloat) -> CGRect? {
        guard let extent = subtreeExtent(layer, state: state, map: .scale(scale, scale)), !extent.isNull else {
            return nil
        }
        let frame = Compositor.snappedOutward(extent).insetBy(dx: -1, dy: -1)
        let maxSide = CGFloat(textures.maxTextureSize)
        guard frame.width >= 1, frame.height >= 1, frame.width <= maxSide, frame.height <= maxSide,
            frame.width * frame.height <= outputArea * Compositor.largestAnimatedImageShare
                || Compositor.drawsOpaque(layer, state: state) && state.masksToBounds
                || Compositor.background(of: state, covers: frame, scale: scale)
        else { return nil }
        return frame
    }

    /// The layer's own background covers most of the image: its pieces
    /// blend at least that area every frame, so one copy of the image costs
    /// about as much, however large and translucent (a screen's dimmed
    /// backdrop, with a shadow of its subtree reaching past its edges).
    static func background(of state: CALayer.State, covers frame: CGRect, scale: CGFloat) -> Bool {
        guard let color = state.backgroundColor, color.alpha > 0 else { return false }
        let covered = state.bounds.applying(CGAffineTransform(scaleX: scale, y: scale)).intersection(frame)
        guard !covered.isNull else { return false }
        return covered.width * covered.height >= frame.width * frame.height * backgroundShareOfLargeImage
    }

    /// How much of a large translucent image its layer's background must cover to keep it.
    static let backgroundShareOfLargeImage: CGFloat = 0.75

    /// Within float error of a whole pixel (an animation's arithmetic).
    static func isNearlyWhole(_ value: CGFloat) -> Bool { abs(value - value.rounded()) < 1.0 / 1024 }

    /// The image is copied one to one, only moved.
    static func isMovedOnly(_ place: Homography) -> Bool {
        place.m00 == 1 && place.m11 == 1 && place.m01 == 0 && place.m10 == 0
    }

    /// Pixels per point the layer's superlayer draws it at (its own transform
    /// left out), when that transform is affine and invertible.
    static func restingScale(state: CALayer.State, map: Homography) -> CGFloat? {
        let own = Homography(state.transform)
        guard own.isAffine, let inverse = own.inverse else { return nil }
        let anchor = CGPoint(
            x: state.bounds.minX + state.anchorPoint.x * state.bounds.width,
            y: state.bounds.minY + state.anchorPoint.y * state.bounds.height)
        let resting = map * .translation(anchor.x, anchor.y) * inverse * .translation(-anchor.x, -anchor.y)
        // Rounded, so that the float error of undoing the transform does not
        // make a new image every frame.
        let scale = (localScale(of: resting) * 1024).rounded() / 1024
        return scale.isFinite && scale > 0 ? scale : nil
    }

    /// A layer whose subtree may be kept as one image: nothing that draws
    /// differently every frame by itself (a transition, a replicator, a
    /// subclass's own rendering or drawing), no mask, and a fade that is
    /// group opacity.
    static func mayKeepImage(of layer: CALayer, state: CALayer.State) -> Bool {
        (state.opacity >= 1 || state.allowsGroupOpacity) && layer.mask == nil && layer.activeTransition == nil
            && !layer.replicatesSublayers && !layer.rendersContents && layer.renderRecord?.backingStore == nil
    }

    /// Some layer below `layer` is animating.
    static func hasAnimationBelow(_ layer: CALayer) -> Bool {
        layer.sublayerList.contains { $0.presentationBox != nil || hasAnimationBelow($0) }
    }

    /// Nothing below `layer` changed since the stamp, and its sublayers are the same.
    static func subtreeUnchanged(below layer: CALayer, since stamp: UInt64) -> Bool {
        layer.sublayerList.allSatisfy { $0.subtreeChangeStamp < stamp }
    }
}

/// What a kept image of an animating layer was drawn from, besides its
/// subtree: the layer's own look (everything but where it is placed and how
/// opaque it is), its sublayer list, and the scale and origin of the image.
struct AnimatedImageKey: Equatable {
    let bounds: CGRect
    let masksToBounds: Bool
    let backgroundColor: CGColor?
    let contents: ObjectIdentifier?
    let contentsScale: CGFloat
    let contentsCenter: CGRect
    let cornerRadius: CGFloat
    let appearance: LayerAppearance
    let sublayersVersion: UInt64
    let scale: CGFloat
    let origin: CGPoint

    @MainActor init(layer: CALayer, state: CALayer.State, scale: CGFloat, origin: CGPoint) {
        bounds = state.bounds
        masksToBounds = state.masksToBounds
        backgroundColor = state.backgroundColor
        contents = state.contents.map(ObjectIdentifier.init)
        contentsScale = state.contentsScale
        contentsCenter = state.contentsCenter
        cornerRadius = state.cornerRadius
        appearance = state.appearance
        sublayersVersion = layer.sublayersVersion
        self.scale = scale
        self.origin = origin
    }
}

/// A layer seen changing by itself or by an animation: the composite that saw
/// it, its look and where its origin was on the target then, whether that had
/// moved, and whether an animation moved it.
struct MovingLayer {
    let seenAt: UInt64
    let look: AnimatedImageKey
    let place: CGPoint
    let moved: Bool
    let byAnimation: Bool
}

/// How a layer without an animation changes from frame to frame (`Compositor.selfMotion`).
enum SelfMotion {
    /// Still, or changed once.
    case none
    /// Changed in consecutive frames in the same place (its opacity, say).
    case inPlace
    /// Changed in three consecutive frames, its place on the target in the last two.
    case moved
}
