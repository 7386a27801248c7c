import Foundation
internal import CSDL

/// Draws a layer tree with SDL's renderer: each layer's background and
/// contents as quads under its accumulated (possibly perspective) transform,
/// batched per texture. Clipping uses SDL's clip rectangle when the clipping
/// layer is axis-aligned on screen and an offscreen pass when it is rotated or
/// in perspective; a translucent layer with sublayers is flattened in an
/// offscreen pass first (group opacity, as UIKit renders it).
@MainActor
final class Compositor {
    let renderer: OpaquePointer
    let textures: TextureCache
    let batch: RenderBatch
    let targets: OffscreenTargets
    /// The renderer's premultiplied blend modes; nil on SDL's software renderer.
    let blendModes: PremultipliedBlendModes?
    /// The pixel rectangle drawing may touch on the current target (viewport ∩ clip).
    @exclusivity(unchecked) var visibleRect = CGRect.zero
    /// The whole current target (the window's drawable, or an offscreen target).
    @exclusivity(unchecked) var targetRect = CGRect.zero
    @exclusivity(unchecked) private var clipRect: CGRect?
    @exclusivity(unchecked) var layersDrawn = 0
    var offscreenPasses = 0
    /// `SDL_RenderReadPixels` calls in the last composite (see "Readback policy").
    private(set) var readbacks = 0
    private var readbacksBefore = 0
    /// Replicator instances placed, and instance maps computed, in the last composite.
    var instancesPlaced = 0
    var instanceSteps = 0
    /// `drawLayer` calls and subtrees culled whole in the last composite.
    @exclusivity(unchecked) var layersVisited = 0
    @exclusivity(unchecked) var subtreesCulled = 0
    /// The current composite's stamp (`RuntimeContext.changeClock` is the stamp of changes from now on; see
    /// `Compositor+Culling`).
    @exclusivity(unchecked) var frameStamp: UInt64 = 0
    /// Boxes recorded at or before this stamp are not trusted for culling.
    @exclusivity(unchecked) var cullValidFrom: UInt64 = 0
    /// How many layers on the way down changed themselves: culling waits below them.
    @exclusivity(unchecked) var cullingSuspended = 0
    var cullingSetup: CullingSetup?
    /// Cards drawn into their flattened copy, and copies drawn, in the last
    /// composite (`Compositor+Flattening`).
    var cardsFlattened = 0
    var cardsCopied = 0
    /// Group passes narrowed to their sublayers over a plain backdrop fill in
    /// the last composite (`Compositor+Backdrop`).
    var backdropSplits = 0
    /// Animating subtrees' images made and drawn in the last composite
    /// (`Compositor+AnimatedImage`), and whether they are kept in this one.
    var animatedImagesMade = 0
    var animatedImagesDrawn = 0
    @exclusivity(unchecked) var keepsAnimatedImages = false
    /// How many offscreen group passes of animating layers are under way:
    /// what is drawn in them is drawn again every frame the group fades.
    @exclusivity(unchecked) var animatedPassDepth = 0
    /// Layers with sublayers seen moving by themselves (changed, same look) in
    /// the last composite, and that composite's stamp (`Compositor+AnimatedImage`).
    @exclusivity(unchecked) var movingLayers: [ObjectIdentifier: MovingLayer] = [:]
    @exclusivity(unchecked) var previousFrameStamp: UInt64 = 0
    /// Set when SDL could not make a copy's texture or target: no more flattening in this window.
    @exclusivity(unchecked) var flatteningUnavailable = false
    /// `flatteningApplies`, for the composite under way.
    @exclusivity(unchecked) var flattensCards = false

    init(renderer: OpaquePointer, textures: TextureCache) {
        self.renderer = renderer
        self.textures = textures
        self.batch = RenderBatch(renderer: renderer, atlas: textures.atlas)
        self.targets = OffscreenTargets(renderer: renderer)
        self.blendModes = PremultipliedBlendModes.probe(renderer)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    }

    /// Composites `root` (its bounds space at `pixelScale` pixels per point) into
    /// the current render target, cleared to `clearColor` first when given.
    /// With `damage` (target pixels), only that region is cleared and redrawn;
    /// everything outside it keeps the previous frame's pixels. With `area`
    /// (target pixels), the root's bounds are drawn there, clipped to it.
    func render(
        root: CALayer, pixelScale: CGFloat, outputSize: CGSize, clearColor: SDL_Color?, damage: CGRect? = nil,
        area: CGRect? = nil
    ) {
        layersDrawn = 0
        offscreenPasses = 0
        readbacksBefore = targets.readbacks
        instancesPlaced = 0
        instanceSteps = 0
        cardsFlattened = 0
        cardsCopied = 0
        backdropSplits = 0
        animatedImagesMade = 0
        animatedImagesDrawn = 0
        flattensCards = flatteningApplies
        keepsAnimatedImages = animatedImagesApply
        batch.resetCounters()
        let origin = area?.origin ?? .zero
        beginCulling(root: root, pixelScale: pixelScale, outputSize: outputSize, origin: origin)
        visibleRect = CGRect(origin: .zero, size: outputSize)
        targetRect = visibleRect
        clipRect = nil
        SDL_RenderSetClipRect(renderer, nil)
        partial = damage != nil
        if let clip = damage ?? area.map({ $0.intersection(visibleRect) }) { setClip(Compositor.snappedOutward(clip)) }
        let base =
            Homography.translation(origin.x, origin.y) * .scale(pixelScale, pixelScale)
            * .translation(-root.bounds.minX, -root.bounds.minY)
        let rootFill = Compositor.opaqueFill(of: root, map: base, covering: visibleRect)
        if let c = rootFill ?? clearColor { clear(to: c) }
        skipBackgroundOf = rootFill == nil ? nil : ObjectIdentifier(root)
        root.lastSubtreeBox = drawLayer(root, state: root.renderState, map: base, opacity: 1)
        batch.flush()
        if damage != nil || area != nil { setClip(nil) }
        targets.endFrame()
        skipBackgroundOf = nil
        readbacks = targets.readbacks - readbacksBefore
    }

    /// Clears what the clip allows (SDL_RenderClear would ignore the clip).
    private func clear(to c: SDL_Color) {
        batch.clear(to: c, within: clipRect == nil ? nil : Compositor.pixelRect(visibleRect))
    }

    /// The pixels that changed layers covered in the last composite and cover
    /// now, snapped outward to whole pixels plus one for edge pixels that
    /// rasterization may touch; nil as soon as that covers all of `output`
    /// (a frame where everything moves composites in full, and the layers not
    /// looked at yet need nothing: full composites cull by change stamps, not
    /// by the boxes this grows).
    func damage(of layers: [CALayer], root: CALayer, base: Homography, output: CGRect) -> CGRect? {
        var region = CGRect.null
        for layer in layers {
            if region.contains(output) { return nil }
            var changed = layer.lastSubtreeBox
            if layer.rootLayer === root, let map = layer.renderTransform(toAncestor: root),
                let now = subtreeExtent(layer, state: layer.renderState, map: base * map)
            {
                changed = changed.union(now)
            }
            changed = changed.union(shadowDamage(above: layer, root: root, base: base))
            region = region.union(changed)
            Compositor.grow(layer, by: changed)
        }
        return region.isNull ? region : region.insetBy(dx: -1, dy: -1)
    }

    /// A changed layer and its ancestors must not be skipped by a partial
    /// composite's culling: their recorded boxes grow to cover the change.
    private static func grow(_ layer: CALayer, by box: CGRect) {
        invalidateBoxes(below: layer)
        var current: CALayer? = layer
        // Layers not drawn yet get a box here too: a grown box stops the
        // next change's walk early (a deep chain stays linear).
        while let ancestor = current, !ancestor.lastSubtreeBox.contains(box) {
            ancestor.lastSubtreeBox = ancestor.lastSubtreeBox.union(box)
            current = ancestor.superlayer
        }
    }

    /// A changed layer's subtree is drawn again in full wherever it meets the damage.
    static func invalidateBoxes(below layer: CALayer) {
        layer.forEachInSubtree {
            $0.lastSubtreeBoxIsCurrent = false; return true
        }
    }

    /// True during a partial composite: unchanged subtrees outside the damage are skipped.
    @exclusivity(unchecked) var partial = false
    /// How many `drawLayer` and `subtreeExtent` calls are under way on the stack.
    @exclusivity(unchecked) private var drawDepth = 0
    @exclusivity(unchecked) private var extentDepth = 0

    static func snappedOutward(_ r: CGRect) -> CGRect {
        let x0 = r.minX.rounded(.down), y0 = r.minY.rounded(.down)
        return CGRect(x: x0, y: y0, width: r.maxX.rounded(.up) - x0, height: r.maxY.rounded(.up) - y0)
    }

    /// A layer whose background is already on the target (cleared to it).
    /// An identity, not a weak reference: it is compared for every layer drawn,
    /// and the root it names lives through the composite that set it.
    @exclusivity(unchecked) private(set) var skipBackgroundOf: ObjectIdentifier?
    /// A layer drawn without its sublayers (`warmCaches(of:state:scale:withSublayers:)`).
    @exclusivity(unchecked) var skipSublayersOf: ObjectIdentifier?

    /// The root's background colour when it is opaque and covers the whole
    /// target: clearing to it replaces blending a window-sized quad, the largest
    /// single cost of a typical frame on the software renderer.
    static func opaqueFill(of root: CALayer, map: Homography, covering target: CGRect) -> SDL_Color? {
        let state = root.renderState
        guard let color = state.backgroundColor, color.alpha >= 1, state.opacity >= 1, !state.isHidden,
            state.cornerRadius == 0,
            map.isAxisAligned, let box = map.boundingBox(of: state.bounds), box.contains(target)
        else { return nil }
        return sdlColor(color, alpha: 1)
    }

    func dropOffscreenTargets() { targets.removeAll() }

    // MARK: Layers

    /// Draws a layer and its sublayers; returns (and records for damage
    /// tracking) where they landed in window pixels.
    /// Layers more than `HierarchyDepth.limit` levels deep are not drawn.
    @discardableResult
    func drawLayer(_ layer: CALayer, state: CALayer.State, map: Homography, opacity: Float) -> CGRect {
        // Outside the damage nothing below this layer changed (changed layers and
        // their ancestors had their boxes grown), so its recorded box still holds.
        if partial, boxOverride == nil, layer.lastSubtreeBoxIsCurrent, !layer.lastSubtreeBox.meets(visibleRect) {
            return layer.lastSubtreeBox
        }
        guard drawDepth < HierarchyDepth.limit else {
            runtime.hierarchyDepth.reportTooDeep("compositing")
            return .null
        }
        layersVisited += 1
        let changed = changedSinceRecorded(layer)
        if changed { cullingSuspended += 1 }
        drawDepth += 1
        let box = drawLayerContents(layer, state: state, map: map, opacity: opacity)
        drawDepth -= 1
        if changed { cullingSuspended -= 1 }
        layer.lastSubtreeBox = boxOverride ?? box
        stampRecordedBox(of: layer)
        layer.lastSubtreeBoxIsCurrent = true
        layer.hasBeenRendered = true
        return box
    }

    private func drawLayerContents(_ layer: CALayer, state: CALayer.State, map: Homography, opacity: Float) -> CGRect {
        guard !state.isHidden, state.opacity > 0, opacity > 0 else { return .null }
        if let transition = layer.activeTransition {
            return drawTransition(transition, layer: layer, state: state, map: map, alpha: opacity * state.opacity)
        }
        if let box = drawAnimatedImage(layer, state: state, map: map, alpha: opacity * state.opacity) { return box }
        if state.opacity < 1, state.allowsGroupOpacity, !layer.sublayerList.isEmpty {
            return drawGroup(layer, state: state, map: map, opacity: opacity * state.opacity)
        }
        if let box = drawFlattened(layer, state: state, map: map, alpha: opacity * state.opacity) { return box }
        return drawBody(layer, state: state, map: map, alpha: opacity * state.opacity)
    }

    /// Draws background and contents; returns where they landed on the target
    /// (the bounds, grown by contents that overflow them).
    func drawOwnContent(_ layer: CALayer, state: CALayer.State, map: Homography, alpha: Float) -> CGRect {
        let rect = state.bounds
        guard
            let box = Compositor.fringed(map.boundingBox(of: rect), state: state, map: map)
                ?? (map.isAffine ? nil : visibleRect)
        else { return .null }
        guard state.backgroundColor != nil || Compositor.hasContents(layer, state: state) || layer.rendersContents
        else { return box }
        guard map.isAffine ? box.meets(visibleRect) : true else { return box }
        layersDrawn += 1
        if let color = state.backgroundColor, color.alpha > 0, ObjectIdentifier(layer) != skipBackgroundOf {
            drawBackground(color, state: state, map: map, alpha: alpha)
        }
        return box.joined(with: drawPlacedContents(layer, state: state, map: map, alpha: alpha))
    }

    func drawSublayers(of layer: CALayer, state: CALayer.State, map: Homography, opacity: Float) -> CGRect {
        // Most drawn layers are leaves: they leave before the drawing order is worked out.
        guard !layer.sublayerList.isEmpty, ObjectIdentifier(layer) != skipSublayersOf else { return .null }
        let sublayers = Compositor.drawingOrder(layer)
        let index = boxOverride == nil ? SublayerCullIndex.current(for: layer) : nil
        guard state.masksToBounds else { return drawEach(sublayers, map: map, opacity: opacity, index: index) }
        guard let bounds = map.boundingBox(of: state.bounds) else { return .null }
        if map.isAxisAligned {
            withClip(bounds) { _ = drawEach(sublayers, map: map, opacity: opacity, index: index) }
        } else if !drawClippedOnTarget(
            layer, state: state, sublayers: sublayers, map: map, opacity: opacity,
            box: Compositor.fringed(bounds, state: state, map: map) ?? bounds)
        {
            drawClippedOffscreen(state: state, sublayers: sublayers, map: map, opacity: opacity)
        }
        return Compositor.fringed(bounds, state: state, map: map) ?? bounds
    }

    /// Draws `sublayers` in order. With their container's `index` (outside
    /// offscreen passes), culled ones are skipped without touching them, and
    /// what culling needs of each drawn one is copied into the index.
    func drawEach(_ sublayers: [CALayer], map: Homography, opacity: Float, index: SublayerCullIndex? = nil) -> CGRect {
        var box = CGRect.null
        for slot in sublayers.indices {
            if let culled = culledBox(slot, of: sublayers, index: index) {
                box = box.joined(with: culled)
                continue
            }
            let sublayer = sublayers[slot]
            box = box.joined(with: sublayer.withRenderState { state in
                drawLayer(
                    sublayer, state: state, map: LayerGeometry.map(map, throughSuperlayerOf: state), opacity: opacity)
            })
            index?.record(slot, from: sublayer)
        }
        return box
    }

    /// Inside an offscreen pass boxes are in the target's space, so every layer
    /// drawn there records the pass's window-space extent instead.
    @exclusivity(unchecked) var boxOverride: CGRect?

    /// Sublayers in Core Animation's drawing order: by zPosition, then array order.
    static func drawingOrder(_ layer: CALayer) -> [CALayer] {
        let list = layer.sublayerList
        guard layer.sublayersNeedZSort else { return list }
        return list.enumerated().sorted { a, b in
            a.element.zPosition != b.element.zPosition ? a.element.zPosition < b.element.zPosition : a.offset < b.offset
        }.map(\.element)
    }

    // MARK: Clipping

    func withClip(_ box: CGRect, _ body: () -> Void) {
        let saved = (clipRect, visibleRect)
        let clip = (clipRect ?? visibleRect).intersection(box)
        guard !clip.isNull, clip.width > 0, clip.height > 0 else { return }
        setClip(clip)
        body()
        setClip(saved.0)
        visibleRect = saved.1
    }

    private func setClip(_ clip: CGRect?) {
        batch.flush()
        clipRect = clip
        if let clip {
            let pixels = Compositor.pixelRect(clip)
            var rect = pixels
            SDL_RenderSetClipRect(renderer, &rect)
            visibleRect = visibleRect.intersection(
                CGRect(
                    x: CGFloat(pixels.x), y: CGFloat(pixels.y),
                    width: CGFloat(pixels.w), height: CGFloat(pixels.h)))
        } else {
            SDL_RenderSetClipRect(renderer, nil)
        }
    }

    /// Clip rectangles snap outward to whole pixels, as a scissor does.
    static func pixelRect(_ r: CGRect) -> SDL_Rect {
        let x0 = Int32(saturating: r.minX, rounding: .toNearestOrAwayFromZero),
            y0 = Int32(saturating: r.minY, rounding: .toNearestOrAwayFromZero)
        let x1 = Int32(saturating: r.maxX, rounding: .toNearestOrAwayFromZero),
            y1 = Int32(saturating: r.maxY, rounding: .toNearestOrAwayFromZero)
        return SDL_Rect(
            x: x0, y: y0, w: max(0, Int32(clamping: Int(x1) - Int(x0))), h: max(0, Int32(clamping: Int(y1) - Int(y0))))
    }

    // MARK: Transitions and snapshots

    /// A transition replaces the layer's subtree: its effect draws in the
    /// layer's bounds (clipped to them when it stays inside and the layer is
    /// straight on screen).
    private func drawTransition(
        _ transition: ViewTransition, layer: CALayer, state: CALayer.State, map: Homography, alpha: Float
    ) -> CGRect {
        let rect = state.bounds, effect = transition.effect
        let live = transition.live ? snapshot(of: layer, state: state, scale: Compositor.localScale(of: map)) : nil
        let after = live ?? transition.after
        layersDrawn += 1
        // A before snapshot lost to a device reset (or never made) shows the
        // view live instead: a flip in its first half still shows the card.
        let frame = TransitionFrame(
            progress: transition.progress, before: transition.before ?? after, after: after,
            sheet: sheet(for: transition, after: after, live: live), shade: shadeTexture,
            rect: rect, map: map, alpha: alpha)
        let box = effect.extent(of: rect, progress: transition.progress, map: map) ?? visibleRect
        if effect.staysInBounds && map.isAxisAligned {
            withClip(box) { effect.draw(frame, in: self) }
        } else {
            effect.draw(frame, in: self)
        }
        batch.flush()
        return box
    }

    /// A 2×32 vertical gradient from a soft shadow to clear, for the curl's shade.
    private lazy var shadeTexture: OpaquePointer? = {
        guard
            let texture = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue), 2, 32)
        else { return nil }
        var pixels = [UInt8](repeating: 0, count: 2 * 32 * 4)
        for y in 0..<32 {
            let a = UInt8(Double(90) * pow(1 - Double(y) / 31, 1.6))
            for x in 0..<2 { pixels[(y * 2 + x) * 4 + 3] = a }
        }
        pixels.withUnsafeBytes { _ = SDL_UpdateTexture(texture, nil, $0.baseAddress, 8) }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        return texture
    }()

    /// The effect's page (if it draws a sheet) over its whitened back, made once
    /// per transition, or each frame when the page is the live rendering.
    private func sheet(
        for transition: ViewTransition, after: ViewTransition.Snapshot?,
        live: ViewTransition.Snapshot?
    ) -> ViewTransition.Snapshot? {
        guard let page = transition.effect.sheetPage(before: transition.before, after: after) else { return nil }
        if let sheet = transition.sheet, page !== live { return sheet }
        guard
            let texture = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue),
                page.width, page.height * 2)
        else {
            SDLViewsLog.error(
                "could not create a \(page.width)×\(page.height * 2) transition sheet: \(SDLRuntime.lastError)")
            return nil
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        guard withRenderTarget(texture, { drawSheet(page) }) else {
            SDL_DestroyTexture(texture)
            return nil
        }
        let sheet = ViewTransition.Snapshot(
            texture: texture, renderer: renderer, width: page.width, height: page.height * 2, isOpaque: page.isOpaque)
        transition.sheet = sheet
        return sheet
    }

    /// The page on the top half of the current target, its back (the page
    /// faintly over near-white) on the bottom half.
    private func drawSheet(_ page: ViewTransition.Snapshot) {
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0)
        SDL_RenderClear(renderer)
        var top = SDL_Rect(x: 0, y: 0, w: page.width, h: page.height),
            bottom = SDL_Rect(x: 0, y: page.height, w: page.width, h: page.height)
        SDL_SetRenderDrawColor(renderer, 250, 250, 250, 255)
        SDL_RenderFillRect(renderer, &bottom)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        SDL_SetTextureBlendMode(page.texture, SDL_BLENDMODE_NONE)
        SDL_RenderCopy(renderer, page.texture, nil, &top)
        SDL_SetTextureBlendMode(page.texture, SDL_BLENDMODE_BLEND)
        SDL_SetTextureAlphaMod(page.texture, 80)
        SDL_RenderCopy(renderer, page.texture, nil, &bottom)
        SDL_SetTextureAlphaMod(page.texture, 255)
        SDL_SetTextureBlendMode(page.texture, page.isOpaque ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
    }

    /// Renders a layer and its sublayers (presentation values) into a new
    /// texture of its bounds at `scale` pixels per point, in its own space.
    /// Works inside or outside a composite: the render target and clip are restored.
    /// - Returns: the snapshot, or nil (logged) when SDL could not make or draw into the texture.
    func snapshot(of layer: CALayer, state: CALayer.State, scale: CGFloat) -> ViewTransition.Snapshot? {
        let bounds = state.bounds
        let w = Int32(saturating: bounds.width * scale, rounding: .up),
            h = Int32(saturating: bounds.height * scale, rounding: .up)
        guard w > 0, h > 0, w <= textures.maxTextureSize, h <= textures.maxTextureSize,
            let texture = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), w, h)
        else {
            SDLViewsLog.error(
                "could not snapshot a \(bounds.width)×\(bounds.height) view at scale \(scale) for a transition")
            return nil
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        let outerPartial = partial
        partial = false
        defer { partial = outerPartial }
        var opaque = false
        let drawn = withRenderTarget(texture) {
            batch.clearToTransparent()
            let local =
                Homography.scale(CGFloat(w) / bounds.width, CGFloat(h) / bounds.height)
                * .translation(-bounds.minX, -bounds.minY)
            recordingBoxes(as: layer.lastSubtreeBox) {
                _ = drawBody(layer, state: state, map: local, alpha: 1)
            }
            batch.flush()
            // A layer known to cover its bounds opaquely needs no straight-alpha
            // copy (its pixels are the same either way): no readback.
            opaque =
                (ObjectIdentifier(layer) != skipBackgroundOf && Compositor.drawsOpaque(layer, state: state))
                || targets.unpremultiply(texture, width: w, height: h)
        }
        guard drawn else {
            SDL_DestroyTexture(texture)
            return nil
        }
        return ViewTransition.Snapshot(texture: texture, renderer: renderer, width: w, height: h, isOpaque: opaque)
    }

    /// True when the layer's own background covers its bounds opaquely, so
    /// everything it draws there is opaque (what lies outside a snapshot is cut).
    static func drawsOpaque(_ layer: CALayer, state: CALayer.State) -> Bool {
        guard let color = state.backgroundColor, color.alpha >= 1, layer.mask == nil else { return false }
        return state.cornerRadius <= 0 || state.appearance.maskedCorners.isEmpty
    }

    // MARK: Render targets

    /// Makes `texture` the render target for `body` (unclipped, its whole area
    /// visible), then restores the outer target, clip and visible area. The
    /// batch is flushed on both sides, since SDL draws it into whichever target
    /// is current at submission.
    /// - Returns: false when SDL refuses the target: the reason is logged and
    ///   `body` is skipped (nothing is drawn into the wrong target).
    @discardableResult
    func withRenderTarget(_ texture: OpaquePointer, _ body: () -> Void) -> Bool {
        batch.flush()
        // A pass's pixels are read (shadows, coverage, cards): it draws even while warming.
        let outerDiscards = batch.discardsDraws
        batch.discardsDraws = false
        defer { batch.discardsDraws = outerDiscards }
        let outer = (target: SDL_GetRenderTarget(renderer), clip: clipRect, visible: visibleRect, whole: targetRect)
        // Whether the outer target holds nothing yet, as it did before this pass.
        let outerUntouched = batch.targetUntouched
        batch.targetUntouched = false
        defer { batch.targetUntouched = outerUntouched }
        guard SDL_SetRenderTarget(renderer, texture) == 0 else {
            SDLViewsLog.error("could not draw into an offscreen texture, skipped: \(SDLRuntime.lastError)")
            return false
        }
        var width: Int32 = 0, height: Int32 = 0
        SDL_QueryTexture(texture, nil, nil, &width, &height)
        SDL_RenderSetClipRect(renderer, nil)
        clipRect = nil
        visibleRect = CGRect(x: 0, y: 0, width: CGFloat(width), height: CGFloat(height))
        targetRect = visibleRect
        body()
        batch.flush()
        if SDL_SetRenderTarget(renderer, outer.target) != 0 {
            SDLViewsLog.error("could not restore the render target after an offscreen pass: \(SDLRuntime.lastError)")
        }
        targetRect = outer.whole
        visibleRect = outer.visible
        setClip(outer.clip)
        visibleRect = outer.visible
        return true
    }

    // MARK: Offscreen passes

    /// Group opacity: the layer and its sublayers drawn opaque-together into a
    /// target covering their on-screen extent, then blended once with `opacity`
    /// (a plain backdrop fill only where its sublayers are: `drawBackdropGroup`).
    private func drawGroup(_ layer: CALayer, state: CALayer.State, map: Homography, opacity: Float) -> CGRect {
        guard let full = subtreeExtent(layer, state: state, map: map) else { return .null }
        guard full.intersects(visibleRect) else { return full }
        // The pass covers the group's whole visible extent, not just the damaged
        // part, so its pixels (and SDL's rounding of vertex positions in it) are
        // the same in partial and full composites.
        let extent = full.intersection(targetRect)
        guard !extent.isNull, extent.width >= 1, extent.height >= 1 else { return full }
        let region = Compositor.pixelRect(extent)
        let animating = layer.presentationBox != nil
        if animating { animatedPassDepth += 1 }
        defer { if animating { animatedPassDepth -= 1 } }
        if drawBackdropGroup(layer, state: state, map: map, opacity: opacity, region: region, full: full) {
            return full
        }
        let pixelRect = CGRect(
            x: CGFloat(region.x), y: CGFloat(region.y), width: CGFloat(region.w), height: CGFloat(region.h))
        recordingBoxes(as: full) {
            drawGroupPass(layer, state: state, map: map, opacity: opacity, region: pixelRect)
        }
        return full
    }

    /// Rotated or perspective clipping on GPU renderers (and perspective on
    /// the software renderer): the sublayers drawn in the layer's own
    /// (unrotated) pixel space, where the bounds are the target's edges, then the
    /// target mapped onto the screen like the layer's content.
    private func drawClippedOffscreen(state: CALayer.State, sublayers: [CALayer], map: Homography, opacity: Float) {
        let scale = Compositor.localScale(of: map)
        guard let bounds = visiblePart(of: state.bounds, map: map, scale: scale) else { return }
        let w = Int32(saturating: bounds.width * scale, rounding: .up),
            h = Int32(saturating: bounds.height * scale, rounding: .up)
        guard w > 0, h > 0, w <= textures.maxTextureSize, h <= textures.maxTextureSize else { return }
        let local =
            Homography.scale(CGFloat(w) / bounds.width, CGFloat(h) / bounds.height)
            * .translation(-bounds.minX, -bounds.minY)
        recordingBoxes(as: Compositor.fringed(map.boundingBox(of: state.bounds), state: state, map: map) ?? visibleRect)
        {
            offscreen(width: w, height: h) {
                _ = drawEach(sublayers, map: local, opacity: 1)
            } present: { image in
                present(
                    image, bounds, map: map, color: Compositor.white(alpha: opacity),
                    edges: Compositor.smoothedEdges(state))
            }
        }
    }

    /// Layers drawn inside `body` record `box` (the outermost pass's window extent).
    func recordingBoxes(as box: CGRect, _ body: () -> Void) {
        let outer = boxOverride
        if outer == nil { boxOverride = box }
        body()
        boxOverride = outer
    }

    /// Runs `draw` into a fresh transparent target of the given pixel size,
    /// restores the outer target and clip and lets `present` draw the result
    /// (`Compositor.present`), without reading the pixels back.
    func offscreen(width: Int32, height: Int32, draw: () -> Void, present: (OffscreenImage) -> Void) {
        guard let target = passTarget(width: width, height: height, draw: draw),
            let image = presentable(target, width: width, height: height)
        else { return }
        present(image)
        batch.flush()
    }

    /// The on-screen bounding box of a layer and everything drawn below it.
    func subtreeExtent(_ layer: CALayer, state: CALayer.State, map: Homography) -> CGRect? {
        guard !state.isHidden, extentDepth < HierarchyDepth.limit else { return nil }
        extentDepth += 1
        defer { extentDepth -= 1 }
        let box = (Compositor.fringed(map.boundingBox(of: state.bounds), state: state, map: map) ?? visibleRect).union(
            appearanceExtent(layer, state: state, map: map))
        if let transition = layer.activeTransition {
            let effect = transition.effect.extent(of: state.bounds, progress: transition.progress, map: map)
            return box.union(effect ?? visibleRect)
        }
        if state.masksToBounds { return box }
        if layer.replicatesSublayers, let replicator = layer as? CAReplicatorLayer {
            return box.union(replicatedExtent(replicator, state: state, map: map))
        }
        return box.union(sublayersExtent(layer, map: map) ?? .null)
    }

    /// The on-screen bounding box of everything drawn below a layer (its own
    /// drawing left out); nil when its sublayers draw nothing.
    func sublayersExtent(_ layer: CALayer, map: Homography) -> CGRect? {
        var box: CGRect?
        for sublayer in layer.sublayerList {
            let extent = sublayer.withRenderState { state in
                subtreeExtent(sublayer, state: state, map: LayerGeometry.map(map, throughSuperlayerOf: state))
            }
            if let child = extent { box = box?.union(child) ?? child }
        }
        return box
    }

    /// Filtering and anti-aliased edges on (the default; see `RuntimeContext`).
    static var qualityEnabled: Bool { runtime.renderQualityEnabled }

    /// A layer's box grown by the anti-aliasing fringe its edges get when they
    /// are not straight on whole pixels (or are rounded), so damage and culling
    /// cover the fringe's pixels.
    static func fringed(_ box: CGRect?, state: CALayer.State, map: Homography) -> CGRect? {
        guard let box, !box.isNull, state.cornerRadius > 0 || !EdgeFringe.isPixelAligned(state.bounds, map: map)
        else { return box }
        // Not `insetBy`: Foundation's is a call, made for every drawn layer.
        let reach = EdgeFringe.reach
        return CGRect(
            x: box.minX - reach, y: box.minY - reach, width: box.width + 2 * reach, height: box.height + 2 * reach)
    }

    /// Pixels per point along the map's larger axis, at least 1 point per pixel.
    static func localScale(of map: Homography) -> CGFloat {
        let sx = (map.m00 * map.m00 + map.m10 * map.m10).squareRoot()
        let sy = (map.m01 * map.m01 + map.m11 * map.m11).squareRoot()
        let s = max(sx, sy) / max(abs(map.m22), 1e-6)
        return min(max(s, 0.01), 8)
    }

    // MARK: Colours

    static func sdlColor(_ color: CGColor, alpha: Float) -> SDL_Color {
        let c = color.rgba8
        return SDL_Color(
            r: c.r, g: c.g, b: c.b, a: UInt8(saturating: Float(c.a) * alpha, rounding: .toNearestOrAwayFromZero))
    }

    static func white(alpha: Float) -> SDL_Color {
        SDL_Color(r: 255, g: 255, b: 255, a: UInt8(saturating: 255 * alpha, rounding: .toNearestOrAwayFromZero))
    }
}
