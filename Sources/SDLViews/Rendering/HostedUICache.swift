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
/// what the tree paints, and later unchanged frames copy the parts of that
/// texture that hold something (`KeptRegions`: a few rectangles). GPU
/// renderers keep it premultiplied and copy it with the premultiplied "over"
/// blend mode; SDL's software renderer has no custom blend modes, so there the
/// texture is read back once per rebuild (a counted readback: a memory copy on
/// that renderer) and pixman blends the premultiplied pixels onto the window
/// (`PixmanWindowDrawer`); where it cannot (the game draws into a texture of
/// its own), the texture is divided to straight alpha and copied with `BLEND`.
@MainActor
final class HostedUICache {
    private let renderer: OpaquePointer
    private var texture: OpaquePointer?
    private var textureSize: (w: Int32, h: Int32) = (0, 0)
    /// Where the texture lands on the game's target, in its pixels (nil: the UI paints nothing).
    private var destination: SDL_Rect?
    /// The parts of the texture copied, in its pixels, and where each lands on the game's target.
    private var parts: [(source: SDL_Rect, destination: SDL_Rect)] = []
    /// What the texture was made for; a different placement or target size rebuilds it.
    private var madeFor: (area: HostPlacement, target: CGSize)?
    /// Where the kept UI lands on the game's target (nil: nothing kept).
    var keptRect: SDL_Rect? { texture == nil ? nil : destination }
    /// The rectangles of the game's target the kept UI is copied to, one copy each.
    var keptParts: [SDL_Rect] { texture == nil || destination == nil ? [] : parts.map(\.destination) }
    /// Times the texture was composited again (for tests).
    private(set) var rebuilds = 0
    /// Frames drawn from the texture (for tests).
    private(set) var copies = 0
    /// The UI's premultiplied pixels for pixman to blend (software renderer,
    /// some pixel translucent), and whether the texture was made straight for SDL's copies.
    private var premultiplied: PremultipliedCopy?
    private var isStraight = true
    /// Parts of the kept UI pixman blended (for tests).
    private(set) var pixmanCopies = 0

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
    /// `painted` are the boxes of what the tree paints, in target pixels.
    func rebuild(
        area: HostPlacement, target: CGSize, painted: [CGRect], compositor: Compositor,
        render: (HostPlacement, CGSize) -> Void
    ) {
        rebuilds += 1
        let bounds = CGRect(origin: .zero, size: target)
        let rects = KeptRegions.merged(
            painted.compactMap { box in
                let inArea = box.intersection(area.pixelRect)
                return inArea.isNull ? nil : Compositor.snappedOutward(inArea).intersection(bounds)
            })
        let extent = rects.reduce(CGRect.null) { $0.union($1) }
        guard !extent.isNull, extent.width >= 1, extent.height >= 1 else {
            destination = nil
            madeFor = (area, target)
            return
        }
        let w = Int32(extent.width), h = Int32(extent.height)
        guard let texture = texture(width: w, height: h) else { return }
        parts = rects.map { (Self.sdlRect($0.offsetBy(dx: -extent.minX, dy: -extent.minY)), Self.sdlRect($0)) }
        var shifted = area
        shifted.origin = CGPoint(x: area.origin.x - extent.minX, y: area.origin.y - extent.minY)
        // Asked before the texture is current: pixman reaches the game's target only if it is the window.
        let drawer = compositor.batch.windowDrawer
        drawer?.prepare()
        let forPixman = drawer?.blendsThisComposite == true
        let drawn = compositor.withRenderTarget(texture) {
            SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
            compositor.batch.clearToTransparent()
            // Drawn once and copied while the UI holds still: blended as on the window.
            compositor.blendingIntoTargets { render(shifted, CGSize(width: CGFloat(w), height: CGFloat(h))) }
            makePresentable(texture, compositor: compositor, width: w, height: h, forPixman: forPixman)
        }
        destination = drawn ? SDL_Rect(x: Int32(extent.minX), y: Int32(extent.minY), w: w, h: h) : nil
        if drawn { madeFor = (area, target) }
    }

    /// Premultiplied "over" on GPU renderers; on the software renderer, whose
    /// target is current here, the pixels read back premultiplied for pixman
    /// (straight alpha, read back and divided, where pixman cannot reach the window).
    private func makePresentable(
        _ texture: OpaquePointer, compositor: Compositor, width: Int32, height: Int32, forPixman: Bool
    ) {
        let spare = premultiplied
        premultiplied = nil
        isStraight = true
        if let modes = compositor.blendModes {
            SDL_SetTextureBlendMode(texture, modes.over)
            return
        }
        let opaque: Bool
        if forPixman {
            let read = compositor.targets.readPremultiplied(width: width, height: height, reusing: spare)
            (opaque, premultiplied, isStraight) = (read.opaque, read.premultiplied, read.premultiplied == nil)
        } else {
            opaque = compositor.targets.unpremultiply(texture, width: width, height: height)
        }
        SDL_SetTextureBlendMode(texture, opaque ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
    }

    /// Draws the kept UI onto the current target (its state already reset for
    /// drawing), one copy per part, blended by pixman where it reaches the
    /// window; returns the number of copies.
    @discardableResult
    func copy(compositor: Compositor) -> Int {
        copies += 1
        guard let texture, destination != nil else { return 0 }
        let drawer = premultiplied == nil ? nil : compositor.batch.windowDrawer
        drawer?.prepare()
        for var part in parts {
            if let premultiplied, let drawer,
                drawer.blit(premultiplied, rect: part.source, to: Self.floatRect(part.destination), alpha: 255)
            {
                pixmanCopies += 1
                continue
            }
            if !isStraight, let premultiplied {
                compositor.targets.straighten(texture, from: premultiplied)
                isStraight = true
            }
            SDL_RenderCopy(renderer, texture, &part.source, &part.destination)
        }
        return parts.count
    }

    private static func floatRect(_ r: SDL_Rect) -> SDL_FRect {
        SDL_FRect(x: Float(r.x), y: Float(r.y), w: Float(r.w), h: Float(r.h))
    }

    private static func sdlRect(_ r: CGRect) -> SDL_Rect {
        SDL_Rect(x: Int32(r.minX), y: Int32(r.minY), w: Int32(r.width), h: Int32(r.height))
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
        premultiplied = nil
        isStraight = true
        destination = nil
        parts = []
        madeFor = nil
    }
}

extension Compositor {
    /// Where `layer`'s subtree paints, in target pixels through `map`, as the
    /// extents of its painting subtrees: layers that draw nothing themselves
    /// (transparent containers, such as a full-window view holding a HUD) add
    /// only what their sublayers paint, so the kept UI covers the HUD's parts
    /// rather than the window.
    func paintedBoxes(_ layer: CALayer, state: CALayer.State, map: Homography, depth: Int = 0, into boxes: inout [CGRect]) {
        guard !state.isHidden, depth < HierarchyDepth.limit else { return }
        guard Compositor.drawsNothingItself(layer, state: state) else {
            if let box = subtreeExtent(layer, state: state, map: map), !box.isNull { boxes.append(box) }
            return
        }
        for sublayer in layer.sublayerList {
            sublayer.withRenderState { state in
                paintedBoxes(
                    sublayer, state: state, map: LayerGeometry.map(map, throughSuperlayerOf: state),
                    depth: depth + 1, into: &boxes)
            }
        }
    }

    /// A plain container: no background, contents, border, shadow, mask,
    /// transition, replication or group pass of its own.
    private static func drawsNothingItself(_ layer: CALayer, state: CALayer.State) -> Bool {
        (state.backgroundColor?.alpha ?? 0) == 0 && !hasContents(layer, state: state) && !layer.rendersContents
            && state.appearance.borderWidth == 0 && !state.appearance.hasShadow && layer.mask == nil
            && layer.activeTransition == nil && !layer.replicatesSublayers && state.opacity >= 1
    }
}
