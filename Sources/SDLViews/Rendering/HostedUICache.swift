import Foundation
internal import CSDL

/// A wrapped window's composited UI kept between the game's frames. A game
/// redraws its whole frame every time, so without it SDLViews would walk and
/// draw the whole layer tree over each one; with it an idle UI costs one
/// `SDL_RenderCopy` of the pixels it covers.
///
/// A frame in which the UI changed is composited directly over the game's
/// frame (an animating UI pays no extra pass); the first unchanged frame after
/// it composites the UI once into a transparent target texture covering only
/// what the tree paints, and later unchanged frames copy that texture. GPU
/// renderers keep it premultiplied and copy it with the premultiplied "over"
/// blend mode; SDL's software renderer has no custom blend modes, so there the
/// texture is read back once per rebuild (a counted readback: a memory copy on
/// that renderer) and divided to straight alpha, then copied with `BLEND`.
@MainActor
final class HostedUICache {
    private let renderer: OpaquePointer
    private var texture: OpaquePointer?
    private var textureSize: (w: Int32, h: Int32) = (0, 0)
    /// Where the texture lands on the game's target, in its pixels (nil: the UI paints nothing).
    private var destination: SDL_Rect?
    /// What the texture was made for; a different placement or target size rebuilds it.
    private var madeFor: (area: HostPlacement, target: CGSize)?
    /// Where the kept UI lands on the game's target (nil: nothing kept).
    var keptRect: SDL_Rect? { texture == nil ? nil : destination }
    /// Times the texture was composited again (for tests).
    private(set) var rebuilds = 0
    /// Frames drawn from the texture (for tests).
    private(set) var copies = 0

    init(renderer: OpaquePointer) { self.renderer = renderer }

    /// True when the texture holds the UI for `area` on a target of `target` pixels.
    func isCurrent(area: HostPlacement, target: CGSize) -> Bool {
        guard let madeFor else { return false }
        return madeFor.area == area && madeFor.target == target
    }

    /// The UI changed: the texture no longer shows it.
    func invalidate() { madeFor = nil }

    /// Composites `root` into the texture: `render` draws it into the current
    /// target with the given placement (already shifted onto the texture).
    func rebuild(
        area: HostPlacement, target: CGSize, painted: CGRect, compositor: Compositor,
        render: (HostPlacement, CGSize) -> Void
    ) {
        rebuilds += 1
        let extent = Compositor.snappedOutward(painted.intersection(area.pixelRect)).intersection(
            CGRect(origin: .zero, size: target))
        guard !extent.isNull, extent.width >= 1, extent.height >= 1 else {
            destination = nil
            madeFor = (area, target)
            return
        }
        let w = Int32(extent.width), h = Int32(extent.height)
        guard let texture = texture(width: w, height: h) else { return }
        var shifted = area
        shifted.origin = CGPoint(x: area.origin.x - extent.minX, y: area.origin.y - extent.minY)
        let drawn = compositor.withRenderTarget(texture) {
            SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
            SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0)
            SDL_RenderClear(renderer)
            SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
            render(shifted, CGSize(width: CGFloat(w), height: CGFloat(h)))
            makePresentable(texture, compositor: compositor, width: w, height: h)
        }
        destination = drawn ? SDL_Rect(x: Int32(extent.minX), y: Int32(extent.minY), w: w, h: h) : nil
        if drawn { madeFor = (area, target) }
    }

    /// Premultiplied "over" on GPU renderers; straight alpha (read back and
    /// divided) on the software renderer, whose target is current here.
    private func makePresentable(_ texture: OpaquePointer, compositor: Compositor, width: Int32, height: Int32) {
        if let modes = compositor.blendModes {
            SDL_SetTextureBlendMode(texture, modes.over)
            return
        }
        let opaque = compositor.targets.unpremultiply(texture, width: width, height: height)
        SDL_SetTextureBlendMode(texture, opaque ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
    }

    /// Draws the kept UI onto the current target (its state already reset for
    /// drawing); false when there is nothing to draw (the UI paints nothing).
    @discardableResult
    func copy() -> Bool {
        copies += 1
        guard let texture, var rect = destination else { return false }
        SDL_RenderCopy(renderer, texture, nil, &rect)
        return true
    }

    private func texture(width: Int32, height: Int32) -> OpaquePointer? {
        if let texture, textureSize == (width, height) { return texture }
        drop()
        guard
            let made = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), width, height)
        else {
            SDLViewsLog.error("could not keep the UI in a \(width)×\(height) texture: \(SDLRuntime.lastError)")
            return nil
        }
        SDL_SetTextureScaleMode(made, SDL_ScaleModeNearest)
        texture = made
        textureSize = (width, height)
        return made
    }

    /// Frees the texture (or forgets it when its renderer is gone) and marks the UI to be composited again.
    func drop() {
        if let texture { RendererLifetime.destroy(texture, of: renderer) }
        texture = nil
        textureSize = (0, 0)
        destination = nil
        madeFor = nil
    }
}

extension Compositor {
    /// Where `layer`'s subtree paints, in target pixels through `map`: layers
    /// that draw nothing themselves (transparent containers, such as a
    /// full-window view holding a HUD) add only what their sublayers paint,
    /// so the kept UI covers the HUD rather than the window.
    func paintedExtent(_ layer: CALayer, state: CALayer.State, map: Homography, depth: Int = 0) -> CGRect {
        guard !state.isHidden, depth < HierarchyDepth.limit else { return .null }
        guard Compositor.drawsNothingItself(layer, state: state) else {
            return subtreeExtent(layer, state: state, map: map) ?? .null
        }
        var box = CGRect.null
        for sublayer in layer.sublayerList {
            let sublayerState = sublayer.renderState
            box = box.union(
                paintedExtent(
                    sublayer, state: sublayerState, map: map * LayerGeometry.toSuperlayer(sublayerState),
                    depth: depth + 1))
        }
        return box
    }

    /// A plain container: no background, contents, border, shadow, mask,
    /// transition, replication or group pass of its own.
    private static func drawsNothingItself(_ layer: CALayer, state: CALayer.State) -> Bool {
        (state.backgroundColor?.alpha ?? 0) == 0 && !hasContents(layer, state: state) && !layer.rendersContents
            && state.appearance.borderWidth == 0 && !state.appearance.hasShadow && layer.mask == nil
            && layer.activeTransition == nil && !layer.replicatesSublayers && state.opacity >= 1
    }
}
