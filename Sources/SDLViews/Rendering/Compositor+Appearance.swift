import Foundation
internal import CSDL

/// Layer appearance in the compositor, in Core Animation's order: shadow,
/// background, contents (placed by gravity), sublayers, then the border on
/// top of everything. Rounded `masksToBounds` and `mask` layers draw the
/// layer into an offscreen target in its own space, then map it onto the
/// screen like content (so rotated and perspective layers clip too): a rounded
/// clip through `ClipMesh`, a mask by a destination-in blend on GPU renderers
/// (on the software renderer by coverage multiplied on the CPU).
extension Compositor {
    /// Draws a layer's own pixels and its sublayers; returns their box on the target.
    func drawBody(_ layer: CALayer, state: CALayer.State, map: Homography, alpha: Float) -> CGRect {
        if needsClippingPass(layer, state: state) { return drawClipped(layer, state: state, map: map, alpha: alpha) }
        var box = drawShadow(layer, state: state, map: map, alpha: alpha)
        box = box.union(drawOwnContent(layer, state: state, map: map, alpha: alpha))
        if layer.replicatesSublayers, let replicator = layer as? CAReplicatorLayer {
            box = box.union(drawReplicated(replicator, state: state, map: map, alpha: alpha))
        } else {
            box = box.union(drawSublayers(of: layer, state: state, map: map, opacity: alpha))
        }
        drawBorder(state: state, map: map, alpha: alpha)
        return box
    }

    /// A mask layer, or `masksToBounds` with rounded corners over something the
    /// rounded background alone does not describe (contents, sublayers, a
    /// shadow), or a shadow that `masksToBounds` must cut.
    private func needsClippingPass(_ layer: CALayer, state: CALayer.State) -> Bool {
        if layer.mask != nil { return true }
        guard state.masksToBounds else { return false }
        let look = state.appearance
        if look.hasShadow { return true }
        guard state.cornerRadius > 0, !look.maskedCorners.isEmpty else { return false }
        return state.contents != nil || layer.rendersContents || !layer.sublayerList.isEmpty
    }

    // MARK: Background, contents, border

    func drawBackground(_ color: CGColor, state: CALayer.State, map: Homography, alpha: Float) {
        let fill = Compositor.sdlColor(color, alpha: alpha)
        guard state.cornerRadius > 0 else {
            return batch.addQuad(
                state.bounds, map: map, color: fill, texture: nil, edges: Compositor.smoothedEdges(state))
        }
        let corners = state.appearance.maskedCorners
        guard corners != .all else {
            return batch.addRoundedRect(state.bounds, radius: state.cornerRadius, map: map, color: fill)
        }
        let shape = RoundedRect(rect: state.bounds, radius: state.cornerRadius, corners: corners)
        let outline = shape.outline(
            segments: RoundedRect.segments(radius: state.cornerRadius, scale: Compositor.localScale(of: map)))
        batch.addConvexPolygon(
            outline, map: map, color: fill, straightSidesAligned: EdgeFringe.isPixelAligned(state.bounds, map: map))
    }

    /// The edges a layer's quads smooth: `edgeAntialiasingMask` when
    /// `allowsEdgeAntialiasing`, else none.
    static func smoothedEdges(_ state: CALayer.State) -> CAEdgeAntialiasingMask {
        let look = state.appearance
        return look.allowsEdgeAntialiasing ? look.edgeAntialiasingMask : []
    }

    /// Contents (an image, a backing store, or a subclass's rendered content)
    /// placed by gravity and contentsRect; returns the box of whatever landed
    /// outside the bounds. The default placement (resize, whole contents) is
    /// `drawContents(of:)`, which also nine-slices.
    func drawPlacedContents(_ layer: CALayer, state: CALayer.State, map: Homography, alpha: Float) -> CGRect {
        let tint = Compositor.white(alpha: alpha)
        if let drawn = layer as? RenderTargetLayer {
            drawRenderTarget(drawn, state: state, map: map, tint: tint)
            return .null
        }
        if layer.rendersContents, let tiled = layer as? CATiledLayer {
            return drawTiles(tiled, state: state, map: map, alpha: alpha)
        }
        if layer.rendersContents, let renderer = layer as? LayerContentRenderer {
            guard let rendered = renderer.renderedContents(for: state, scale: Compositor.contentScale(of: map)),
                let placement = textures.placement(for: layer, image: rendered.image)
            else { return .null }
            var piece = ContentsPlacement.Piece(rect: rendered.rect, uv: Compositor.unitRect)
            if state.masksToBounds {
                guard let clipped = piece.clipped(to: state.bounds) else { return .null }; piece = clipped
            }
            batch.addQuad(
                piece.rect, map: map, color: tint, texture: placement.texture,
                uv: Compositor.subrect(piece.uv, of: placement.uv), edges: Compositor.smoothedEdges(state))
            return map.boundingBox(of: piece.rect) ?? .null
        }
        let look = state.appearance
        if look.contentsGravity == .resize, look.contentsRect.isUnitRect {
            drawContents(of: layer, state: state, map: map, color: tint)
            return .null
        }
        guard let content = contentsPlacement(of: layer, state: state),
            let placed = ContentsPlacement.make(
                bounds: state.bounds, naturalSize: content.pointSize, gravity: look.contentsGravity,
                contentsRect: look.contentsRect, contentsCenter: state.contentsCenter,
                tiled: layer.contentsCenterTiles)
        else { return .null }
        var box = CGRect.null
        let whole = state.masksToBounds ? placed.extent.intersection(state.bounds) : placed.extent
        // One piece may be rescaled (it shows the whole contentsRect at one scale); slices keep the original.
        let sampled = sampling(
            of: layer, state: state, content: content, pixels: Compositor.contentPixelSize(of: layer, state: state),
            drawnSize: CGSize(
                width: whole.width / max(look.contentsRect.width, 1e-6),
                height: whole.height / max(look.contentsRect.height, 1e-6)),
            map: map, resamples: placed.pieces.count == 1)
        for piece in placed.pieces {
            guard let shown = state.masksToBounds ? piece.clipped(to: state.bounds) : piece else { continue }
            let texture = sampled.placement.texture
            batch.addQuad(
                shown.rect, map: map, color: tint, texture: texture,
                uv: partUV(
                    shown.uv, of: sampled.placement.uv, texture: texture, mode: sampled.scaleMode, rect: shown.rect,
                    map: map),
                scaleMode: sampled.scaleMode,
                edges: Compositor.outerEdges(of: shown.rect, in: whole, Compositor.smoothedEdges(state)))
            if let b = map.boundingBox(of: shown.rect) { box = box.union(b) }
        }
        return box
    }

    /// The border, inset from the bounds, above contents and sublayers (Core
    /// Animation composites it last), rounded like the background.
    /// In a rounded clipping pass the border's outside is pushed out by
    /// `bleed` (points): the clip's coverage cuts it, so its colour reaches the
    /// clip's anti-aliased edge and nothing under it shows past the border.
    func drawBorder(state: CALayer.State, map: Homography, alpha: Float, bleed: CGFloat = 0) {
        let look = state.appearance
        let b = state.bounds
        guard look.hasBorder, let color = look.borderColor, b.width > 0, b.height > 0 else { return }
        let fill = Compositor.sdlColor(color, alpha: alpha)
        let w = min(look.borderWidth, b.width / 2, b.height / 2)
        let outer = RoundedRect(rect: b, radius: state.cornerRadius, corners: look.maskedCorners)
        let aligned = EdgeFringe.isPixelAligned(b, map: map)
        guard outer.isRounded || (!aligned && !Compositor.smoothedEdges(state).isEmpty) else {
            for edge in [
                CGRect(x: b.minX, y: b.minY, width: b.width, height: w),
                CGRect(x: b.minX, y: b.maxY - w, width: b.width, height: w),
                CGRect(x: b.minX, y: b.minY + w, width: w, height: b.height - 2 * w),
                CGRect(x: b.maxX - w, y: b.minY + w, width: w, height: b.height - 2 * w)
            ] where edge.height > 0 {
                batch.addQuad(edge, map: map, color: fill, texture: nil)
            }
            return
        }
        // Rounded, or slanted on screen: one ring, so its sides meet without seams.
        let segments = RoundedRect.segments(radius: outer.radii.max() ?? 0, scale: Compositor.localScale(of: map))
        let outside =
            bleed > 0
            ? RoundedRect(rect: b.insetBy(dx: -bleed, dy: -bleed), radii: outer.radii.map { $0 > 0 ? $0 + bleed : 0 })
            : outer
        batch.addRing(
            outer: outside.outline(segments: segments), inner: outer.insetBy(w).outline(segments: segments), map: map,
            color: fill, straightSidesAligned: aligned && bleed == 0)
    }

    // MARK: Shadows

    /// The cached blurred shadow, tinted with the shadow colour and opacity.
    func drawShadow(_ layer: CALayer, state: CALayer.State, map: Homography, alpha: Float) -> CGRect {
        let look = state.appearance
        guard look.hasShadow, let color = look.shadowColor,
            let shadow = shadowImage(layer, state: state, scale: Compositor.contentScale(of: map))
        else { return .null }
        let rect = shadow.rect.offsetBy(dx: look.shadowOffset.width, dy: look.shadowOffset.height)
        guard let box = map.boundingBox(of: rect) ?? (map.isAffine ? nil : visibleRect) else { return .null }
        guard box.intersects(visibleRect),
            let placement = textures.placement(for: layer.appearanceCacheOrNew.shadowCarrier, image: shadow.image)
        else { return box }
        batch.addQuad(
            rect, map: map, color: Compositor.sdlColor(color, alpha: alpha * look.shadowOpacity),
            texture: placement.texture, uv: placement.uv, premultiplied: placement.uv.isUnitRect ? shadow.plane : nil)
        return box
    }

    /// The shadow image for the current inputs, rebuilt only when they change.
    private func shadowImage(_ layer: CALayer, state: CALayer.State, scale: CGFloat) -> ShadowRenderer.Shadow? {
        let look = state.appearance
        var hasher = Hasher()
        hasher.combine(scale)
        hasher.combine(look.shadowRadius)
        if let path = look.shadowPath {
            // By its elements: a path rebuilt to the same shape each layout keeps the shadow.
            hasher.combine(path)
        } else {
            hashShadowShape(of: layer, state: state, into: &hasher)
        }
        let key = hasher.finalize()
        let cache = layer.appearanceCacheOrNew
        if cache.shadowKey == key { return cache.shadow }
        let shadow: ShadowRenderer.Shadow?
        if let path = look.shadowPath ?? ownOutline(of: layer, state: state) {
            shadow = ShadowRenderer.shadow(path: path, scale: scale, radius: look.shadowRadius)
        } else {
            shadow = renderedShadow(layer, state: state, scale: scale, radius: look.shadowRadius)
        }
        cache.storeShadow(shadow, key: key)
        return shadow
    }

    /// Without a path the shadow takes the alpha of everything the layer draws:
    /// it is rendered (without its own shadow) into a target, read back and blurred.
    private func renderedShadow(_ layer: CALayer, state: CALayer.State, scale: CGFloat, radius: CGFloat)
        -> ShadowRenderer.Shadow?
    {
        var noShadow = state
        noShadow.appearance.shadowOpacity = 0
        guard let extent = subtreeExtent(layer, state: noShadow, map: .scale(scale, scale)) else { return nil }
        let pixels = Compositor.snappedOutward(extent)
        let w = Int32(saturating: pixels.width), h = Int32(saturating: pixels.height)
        guard w > 0, h > 0, w <= textures.maxTextureSize, h <= textures.maxTextureSize else { return nil }
        let local = Homography.translation(-pixels.minX, -pixels.minY) * .scale(scale, scale)
        var coverage: [UInt8] = []
        // Boxes recorded while rendering the shape are placeholders: the real
        // draw that follows records the true ones.
        recordingBoxes(as: CGRect(x: -1e6, y: -1e6, width: 2e6, height: 2e6)) {
            _ = passTarget(width: w, height: h) {
                _ = drawBody(layer, state: noShadow, map: local, alpha: 1)
                batch.flush()
                coverage = targets.readAlpha(width: w, height: h)
            }
        }
        let rect = CGRect(
            x: pixels.minX / scale, y: pixels.minY / scale, width: pixels.width / scale, height: pixels.height / scale)
        return ShadowRenderer.shadow(
            coverage: coverage, width: Int(w), height: Int(h), rect: rect, scale: scale, radius: radius)
    }

    /// The outline of everything the layer draws, when that is its own opaque
    /// rounded rectangle: an opaque background drawing nothing else (no
    /// contents, drawing or mask) and sublayers that cannot show past it
    /// (inside its opaque core, or clipped). Its shadow is then the shadow of
    /// that outline, rasterized as a `shadowPath` is rather than drawn
    /// offscreen and read back: the same shape, much cheaper to build (a
    /// panel full of labels). Rendered coverage and the outline's differ only
    /// in how the edge's pixels are anti-aliased, which a blur of a few pixels
    /// evens out; narrower blurs keep the rendered shape.
    func ownOutline(of layer: CALayer, state: CALayer.State) -> CGPath? {
        let look = state.appearance
        guard look.shadowRadius >= Compositor.outlineShadowRadius, let core = Compositor.opaqueCore(of: state),
            look.maskedCorners == .all, look.cornerCurve == .circular, layer.mask == nil,
            !Compositor.hasContents(layer, state: state), !layer.rendersContents,
            layer.renderRecord?.backingStore == nil, layer.activeTransition == nil, !layer.replicatesSublayers
        else { return nil }
        if !state.masksToBounds {
            for sublayer in layer.sublayerList {
                let s = sublayer.renderState
                guard !s.isHidden else { continue }
                guard let extent = subtreeExtent(sublayer, state: s, map: LayerGeometry.toSuperlayer(s)),
                    core.contains(extent)
                else { return nil }
            }
        }
        let bounds = state.bounds
        let radius = min(max(0, state.cornerRadius), bounds.width / 2, bounds.height / 2)
        guard radius > 0 else { return CGPath(rect: bounds, transform: nil) }
        return CGPath(roundedRect: bounds, cornerWidth: radius, cornerHeight: radius, transform: nil)
    }

    /// The narrowest `shadowRadius` (points) whose shadow may come from the layer's outline.
    static let outlineShadowRadius: CGFloat = 2

    /// The shape of a shadow taken from the layer's content. Where the layer's
    /// own background is opaque, sublayers lying wholly inside it (or all of
    /// them under `masksToBounds`) cannot change that alpha, so content
    /// animating inside a card keeps its shadow.
    private func hashShadowShape(of layer: CALayer, state: CALayer.State, into h: inout Hasher) {
        guard let core = Compositor.opaqueCore(of: state) else {
            return Compositor.hashShape(of: layer, state: state, own: true, into: &h)
        }
        Compositor.hashShape(of: layer, state: state, own: true, sublayers: false, into: &h)
        // Clipped to the shape its opaque background fills: no sublayer shows past it.
        guard !state.masksToBounds else { return }
        for sublayer in layer.sublayerList {
            let s = sublayer.renderState
            if let extent = subtreeExtent(sublayer, state: s, map: LayerGeometry.toSuperlayer(s)),
                core.contains(extent)
            {
                continue
            }
            Compositor.hashShape(of: sublayer, state: s, own: false, into: &h)
        }
    }

    /// The part of the bounds the layer's own background covers opaquely (a
    /// rectangle inside its rounded corners), or nil.
    static func opaqueCore(of state: CALayer.State) -> CGRect? {
        guard let color = state.backgroundColor, color.alpha >= 1 else { return nil }
        let corners = state.appearance.maskedCorners.isEmpty ? 0 : state.cornerRadius
        let inset = min(max(0, corners), state.bounds.width / 2, state.bounds.height / 2) * (1 - 1 / 2.0.squareRoot())
        let core = state.bounds.insetBy(dx: inset, dy: inset)
        return core.isNull || core.isEmpty ? nil : core
    }

    /// What decides the alpha a layer and its sublayers draw: sizes, radii,
    /// background and border alpha, contents, placement of sublayers. Colours
    /// (other than alpha) and the layer's own position do not count.
    static func hashShape(
        of layer: CALayer, state s: CALayer.State, own: Bool, sublayers: Bool = true, into h: inout Hasher
    ) {
        if !own {
            let m = LayerGeometry.toSuperlayer(s)
            for v in [m.m00, m.m01, m.m02, m.m10, m.m11, m.m12, m.m20, m.m21, m.m22] { h.combine(v) }
            h.combine(s.opacity)
            h.combine(s.isHidden)
            if s.appearance.hasShadow {
                h.combine(s.appearance.shadowRadius); h.combine(s.appearance.shadowOffset.width);
                h.combine(s.appearance.shadowOffset.height)
            }
        }
        h.combine(s.bounds.width); h.combine(s.bounds.height)
        h.combine(s.cornerRadius)
        h.combine(s.masksToBounds)
        h.combine(s.backgroundColor?.alpha ?? 0)
        let look = s.appearance
        h.combine(look.maskedCorners.rawValue)
        h.combine(look.hasBorder ? look.borderWidth : 0)
        h.combine(look.borderColor?.alpha ?? 0)
        if let contents = s.contents {
            h.combine(contents.serial)
            h.combine(look.contentsGravity)
            h.combine(s.contentsScale)
            for r in [look.contentsRect, s.contentsCenter] {
                h.combine(r.minX); h.combine(r.minY); h.combine(r.width); h.combine(r.height)
            }
        }
        if let store = layer.renderRecord?.backingStore { h.combine(store.serial); h.combine(store.revision) }
        if layer.rendersContents, let renderer = layer as? LayerContentRenderer {
            h.combine(renderer.renderedContentsKey(for: s))
        }
        if let mask = layer.mask {
            h.combine(ObjectIdentifier(mask)); hashShape(of: mask, state: mask.renderState, own: false, into: &h)
        }
        guard sublayers else { return }
        for sublayer in layer.sublayerList {
            hashShape(of: sublayer, state: sublayer.renderState, own: false, into: &h)
        }
    }

    // MARK: Clipping pass (rounded masksToBounds, mask layers)

    private func drawClipped(_ layer: CALayer, state: CALayer.State, map: Homography, alpha: Float) -> CGRect {
        let scale = Compositor.localScale(of: map)
        let shape =
            state.masksToBounds
            ? RoundedRect(rect: state.bounds, radius: state.cornerRadius, corners: state.appearance.maskedCorners)
            : nil
        let rounded = shape?.isRounded == true, custom = blendModes != nil
        // GPU renderers present a rounded clip through its vector mesh; the
        // software renderer (whose triangles snap to whole pixels) cuts rounded
        // clips and masks by a cached per-pixel coverage.
        let meshClip = rounded && custom
        let coverageClip = !custom && (rounded || layer.mask != nil)
        guard let clip = clippingRegion(layer, state: state),
            let region = visiblePart(of: meshClip ? state.bounds : clip, map: map, scale: scale),
            let box = Compositor.fringed(map.boundingBox(of: region), state: state, map: map)
                ?? (map.isAffine ? nil : visibleRect)
        else { return .null }
        guard box.intersects(visibleRect) else { return box }
        // SDL's software renderer samples a rotated pass at the nearest pixel:
        // there the cut is made on the target's own pixels instead, the content
        // drawn already rotated (filtered, fringed) and the pass blitted.
        let onTarget = coverageClip && map.isAffine && !(map.isAxisAligned && map.m00 > 0 && map.m11 > 0)
        guard let grid = onTarget ? targetGrid(of: region, map: map) : passGrid(of: region, map: map, scale: scale)
        else { return onTarget ? box : .null }
        let (w, h, local) = (grid.width, grid.height, grid.local)
        let drawAll = {
            _ = self.drawShadow(layer, state: state, map: local, alpha: 1)
            _ = self.drawOwnContent(layer, state: state, map: local, alpha: 1)
            if state.masksToBounds, grid.onTarget {
                // The pass's coverage already cuts them to the bounds.
                _ = self.drawEach(Compositor.drawingOrder(layer), map: local, opacity: 1)
            } else {
                _ = self.drawSublayers(of: layer, state: state, map: local, opacity: 1)
            }
            let clipsRounded = state.masksToBounds && state.cornerRadius > 0
            self.drawBorder(state: state, map: local, alpha: 1, bleed: clipsRounded ? 2 / grid.pixelsPerPoint : 0)
        }
        recordingBoxes(as: box) {
            guard !coverageClip else {
                return drawCovered(layer, shape: shape, grid: grid, alpha: alpha, draw: drawAll)
            }
            let mask = layer.mask.flatMap { maskTarget($0, map: local, width: w, height: h) }
            offscreen(width: w, height: h) {
                drawAll()
                if let mask { keepOnly(where: mask) }
            } present: { image in
                let tint = Compositor.white(alpha: alpha)
                guard meshClip, let shape, region == shape.rect else {
                    return present(image, region, map: map, color: tint, edges: Compositor.smoothedEdges(state))
                }
                let mesh = ClipMesh(shape: shape, region: region, pixel: 1 / scale, rings: map.isAffine ? 1 : 8)
                present(image, through: mesh, map: map, color: tint)
            }
        }
        return box
    }

    /// A pass's pixel grid: its target's size, the map from layer space to
    /// its pixels, and where its pixels are presented (`rect` through `map`).
    struct PassGrid {
        let width: Int32, height: Int32
        let local: Homography
        let rect: CGRect, map: Homography
        let pixelsPerPoint: CGFloat
        /// On the target's own pixels: the pass covers more than the clip, so
        /// even a square clip cuts by its coverage.
        var onTarget = false
    }

    /// A pass in the layer's own (unrotated) space over `region`, presented through `map`.
    private func passGrid(of region: CGRect, map: Homography, scale: CGFloat) -> PassGrid? {
        let w = Int32(saturating: region.width * scale, rounding: .up),
            h = Int32(saturating: region.height * scale, rounding: .up)
        guard w > 0, h > 0, w <= textures.maxTextureSize, h <= textures.maxTextureSize else { return nil }
        let sx = CGFloat(w) / region.width, sy = CGFloat(h) / region.height
        return PassGrid(
            width: w, height: h, local: .scale(sx, sy) * .translation(-region.minX, -region.minY), rect: region,
            map: map, pixelsPerPoint: min(sx, sy))
    }

    /// A pass on the target's own pixels under `region` mapped by `map` (cut
    /// to the whole target, not the damage, so partial and full composites
    /// draw the same), presented one to one.
    private func targetGrid(of region: CGRect, map: Homography) -> PassGrid? {
        guard let drawn = map.boundingBox(of: region) else { return nil }
        let pixels = Compositor.snappedOutward(drawn.intersection(targetRect))
        guard !pixels.isNull, pixels.width >= 1, pixels.height >= 1,
            pixels.width <= CGFloat(textures.maxTextureSize), pixels.height <= CGFloat(textures.maxTextureSize)
        else { return nil }
        return PassGrid(
            width: Int32(pixels.width), height: Int32(pixels.height),
            local: .translation(-pixels.minX, -pixels.minY) * map, rect: pixels, map: .identity,
            pixelsPerPoint: Compositor.localScale(of: map), onTarget: true)
    }

    /// A rotated or skewed `masksToBounds` over sublayers on the software
    /// renderer, which would sample a rotated pass at the nearest pixel: the
    /// sublayers are drawn rotated onto the target's own pixels and cut by the
    /// bounds' coverage there. False where this does not apply.
    func drawClippedOnTarget(
        _ layer: CALayer, state: CALayer.State, sublayers: [CALayer], map: Homography, opacity: Float, box: CGRect
    ) -> Bool {
        guard blendModes == nil, map.isAffine, let grid = targetGrid(of: state.bounds, map: map) else { return false }
        let shape = RoundedRect(rect: state.bounds, radius: 0, corners: [])
        recordingBoxes(as: box) {
            drawCovered(layer, shape: shape, grid: grid, alpha: opacity) {
                _ = self.drawEach(sublayers, map: grid.local, opacity: 1)
            }
        }
        return true
    }

    /// The software renderer's rounded clips and mask layers, without reading
    /// the pass back: its coverage (the rounded shape's, times the mask's, both
    /// cached) cuts the presented pass. On the window it is a texture the
    /// two-draw form is cut by (`clipped`); inside another pass, whose alpha
    /// must come out right too, the pass is drawn through the coverage as a mesh.
    private func drawCovered(_ layer: CALayer, shape: RoundedRect?, grid: PassGrid, alpha: Float, draw: () -> Void) {
        guard let (key, coverage) = clipCoverage(layer, shape: shape, grid: grid) else { return }
        let (w, h) = (grid.width, grid.height)
        let tint = Compositor.white(alpha: alpha)
        guard SDL_GetRenderTarget(renderer) != nil else {
            let outside = outsideCoverage(layer, coverage: coverage, key: key, width: w, height: h)
            return offscreen(width: w, height: h, draw: draw) { image in
                guard let outside, let cut = clipped(image, outside: outside, width: w, height: h) else { return }
                present(cut, grid.rect, map: grid.map, color: tint)
            }
        }
        let cache = layer.appearanceCacheOrNew
        if cache.coverageMesh?.key != key {
            let mesh = CoverageMesh(values: coverage, width: Int(w), height: Int(h), region: grid.rect)
            cache.coverageMesh = (key, mesh)
        }
        guard let mesh = cache.coverageMesh?.mesh else { return }
        offscreen(width: w, height: h, draw: draw) { image in
            present(image, covered: mesh, map: grid.map, color: tint)
        }
    }

    /// The rounded clip's coverage times the mask's on the pass's grid, with a
    /// key that changes when either does; nil when the mask could not be rendered.
    private func clipCoverage(_ layer: CALayer, shape: RoundedRect?, grid: PassGrid) -> (Int, [UInt8])? {
        var parts: [(key: Int, coverage: [UInt8])] = []
        if let shape, shape.isRounded || grid.onTarget {
            parts.append(roundedCoverage(layer, shape: shape, grid: grid))
        }
        if let mask = layer.mask {
            guard let part = maskCoverage(layer, mask: mask, grid: grid) else { return nil }
            parts.append(part)
        }
        guard let first = parts.first else { return nil }
        guard parts.count > 1 else { return first }
        var hasher = Hasher()
        for part in parts { hasher.combine(part.key) }
        let key = hasher.finalize()
        let cache = layer.appearanceCacheOrNew
        if cache.clipKey != key {
            cache.clipCoverage = zip(parts[0].coverage, parts[1].coverage).map {
                UInt8((Int($0) * Int($1) + 127) / 255)
            }
            cache.clipKey = key
        }
        return (key, cache.clipCoverage)
    }

    /// The part of the layer's space the pass covers: the bounds with
    /// `masksToBounds`, and with a mask what the mask draws (nothing shows
    /// outside it). That is more than the mask's frame: the usual iOS idiom
    /// is a `CAShapeLayer` mask with zero bounds whose path gives the shape.
    private func clippingRegion(_ layer: CALayer, state: CALayer.State) -> CGRect? {
        var region = state.masksToBounds ? state.bounds : CGRect.null
        if let mask = layer.mask {
            let maskState = mask.renderState
            let toLayer = LayerGeometry.toSuperlayer(maskState)
            guard !maskState.isHidden else { return nil }
            let drawn =
                toLayer.isAffine
                ? subtreeExtent(mask, state: maskState, map: toLayer) : toLayer.boundingBox(of: maskState.bounds)
            guard let drawn else { return nil }
            region = region.isNull ? drawn : region.intersection(drawn)
        }
        guard !region.isNull, region.isFinite, region.width > 0, region.height > 0 else { return nil }
        return region
    }

    /// The part of a pass's `region` (layer space) that can show on the target,
    /// when rendering all of it would need a target larger than a texture: a
    /// huge clipped layer renders only what is on screen instead of nothing.
    /// Regions that fit are kept whole; the cut is to the whole target, not the
    /// damage, so partial and full composites draw the same pixels.
    func visiblePart(of region: CGRect, map: Homography, scale: CGFloat) -> CGRect? {
        let limit = CGFloat(textures.maxTextureSize)
        guard region.width * scale > limit || region.height * scale > limit else { return region }
        guard map.isAffine, let seen = map.inverse?.boundingBox(of: targetRect) else { return region }
        let cut = region.intersection(seen)
        return cut.isNull || cut.width <= 0 || cut.height <= 0 ? nil : cut
    }

    /// A coverage as a texture region (white, alpha 1 − coverage), uploaded
    /// again only when the coverage changes.
    private func outsideCoverage(_ layer: CALayer, coverage: [UInt8], key: Int, width: Int32, height: Int32)
        -> TextureCache.Placement?
    {
        let cache = layer.appearanceCacheOrNew
        if cache.outsideCoverage?.key != key {
            var pixels = [UInt8](repeating: 255, count: coverage.count * 4)
            for (i, c) in coverage.enumerated() { pixels[i * 4 + 3] = 255 - c }
            cache.outsideCoverage = CGImage(width: Int(width), height: Int(height), bgraPixels: pixels).map {
                (key, $0)
            }
        }
        guard let image = cache.outsideCoverage?.image else { return nil }
        return textures.placement(for: cache.coverageCarrier, image: image)
    }

    private func roundedCoverage(_ layer: CALayer, shape: RoundedRect, grid: PassGrid) -> (key: Int, coverage: [UInt8])
    {
        let m = grid.local
        var hasher = Hasher()
        for v in [shape.rect.minX, shape.rect.minY, shape.rect.width, shape.rect.height] + shape.radii {
            hasher.combine(v)
        }
        Compositor.hashAffine(m, into: &hasher)
        hasher.combine(grid.width); hasher.combine(grid.height)
        let key = hasher.finalize()
        let cache = layer.appearanceCacheOrNew
        if cache.coverageKey != key {
            cache.coverage = shape.coverage(
                width: Int(grid.width), height: Int(grid.height),
                transform: CGAffineTransform(a: m.m00, b: m.m10, c: m.m01, d: m.m11, tx: m.m02, ty: m.m12))
            cache.coverageKey = key
        }
        return (key, cache.coverage)
    }

    /// The six numbers of an affine map.
    static func hashAffine(_ m: Homography, into hasher: inout Hasher) {
        for v in [m.m00, m.m01, m.m02, m.m10, m.m11, m.m12] { hasher.combine(v) }
    }

    /// The mask layer's alpha (with its sublayers) on the pass's pixel grid:
    /// rendered and read back when its shape or the grid changes, else the
    /// cached one, so steady frames read nothing back.
    private func maskCoverage(_ layer: CALayer, mask: CALayer, grid: PassGrid) -> (key: Int, coverage: [UInt8])? {
        var hasher = Hasher()
        hasher.combine(ObjectIdentifier(mask))
        Compositor.hashShape(of: mask, state: mask.renderState, own: false, into: &hasher)
        Compositor.hashAffine(grid.local, into: &hasher)
        hasher.combine(grid.width); hasher.combine(grid.height)
        let key = hasher.finalize()
        let cache = layer.appearanceCacheOrNew
        if cache.maskKey == key { return (key, cache.maskCoverage) }
        let (w, h) = (grid.width, grid.height)
        var alpha: [UInt8]?
        _ = maskTarget(mask, map: grid.local, width: w, height: h) { alpha = targets.readAlpha(width: w, height: h) }
        guard let alpha, alpha.count == Int(w) * Int(h) else { return nil }
        cache.storeMask(alpha, key: key)
        return (key, alpha)
    }

    /// The mask layer (with its sublayers) rendered into a target on the pass's pixel grid.
    private func maskTarget(
        _ mask: CALayer, map: Homography, width: Int32, height: Int32, then read: () -> Void = {}
    ) -> OpaquePointer? {
        let maskState = mask.renderState
        return passTarget(width: width, height: height) {
            drawLayer(mask, state: maskState, map: map * LayerGeometry.toSuperlayer(maskState), opacity: 1)
            batch.flush()
            read()
        }
    }

    // MARK: Extents

    /// What a layer's appearance draws outside its bounds, on the target:
    /// its shadow, overflowing contents, a subclass's rendered content.
    func appearanceExtent(_ layer: CALayer, state: CALayer.State, map: Homography) -> CGRect {
        let look = state.appearance
        guard look.hasShadow || state.contents != nil || layer.rendersContents else { return .null }
        var local = CGRect.null
        if layer.rendersContents, let rect = (layer as? LayerContentRenderer)?.renderedContentsExtent(for: state) {
            local = rect
        }
        if let image = state.contents, !state.masksToBounds,
            look.contentsGravity != .resize || look.contentsRect != Compositor.unitRect,
            let placed = ContentsPlacement.make(
                bounds: state.bounds,
                naturalSize: CGSize(
                    width: CGFloat(image.width) / state.contentsScale,
                    height: CGFloat(image.height) / state.contentsScale),
                gravity: look.contentsGravity, contentsRect: look.contentsRect, contentsCenter: state.contentsCenter,
                tiled: layer.contentsCenterTiles)
        {
            local = local.union(placed.extent)
        }
        if look.hasShadow, !state.masksToBounds {
            var shape = look.shadowPath?.boundingBoxOfPath ?? state.bounds.union(local)
            if look.shadowPath == nil, let cached = layer.renderRecord?.appearanceCache?.shadow?.rect {
                shape = shape.union(cached)
            }
            let spread = 3 * look.shadowRadius + 1
            local = local.union(
                shape.insetBy(dx: -spread, dy: -spread).offsetBy(
                    dx: look.shadowOffset.width, dy: look.shadowOffset.height))
        }
        guard !local.isNull, local.isFinite else { return .null }
        return map.boundingBox(of: local) ?? visibleRect
    }

    /// A change below a layer whose shadow takes its shape from its content
    /// (no `shadowPath`), or below a replicator (the change shows in every
    /// instance), may show anywhere around that layer: the damage covers such
    /// ancestors' whole extent, before and now.
    func shadowDamage(above layer: CALayer, root: CALayer, base: Homography) -> CGRect {
        var region = CGRect.null
        var current = layer.superlayer
        while let ancestor = current {
            let state = ancestor.renderState
            if (state.appearance.hasShadow && state.appearance.shadowPath == nil) || ancestor.replicatesSublayers {
                region = region.union(ancestor.lastSubtreeBox)
                if let map = ancestor.renderTransform(toAncestor: root),
                    let now = subtreeExtent(ancestor, state: state, map: base * map)
                {
                    region = region.union(now)
                }
            }
            current = ancestor.superlayer
        }
        return region
    }

    // MARK: Scales

    /// Pixels per point for content rendered for this map, in quarter steps,
    /// so a layer that only moves (or barely rescales) keeps its cached images.
    static func contentScale(of map: Homography) -> CGFloat {
        max(0.25, (localScale(of: map) * 4).rounded(.up) / 4)
    }
}

extension ContentsPlacement.Piece {
    /// The part inside `bounds`, its image rectangle cut in proportion.
    func clipped(to bounds: CGRect) -> ContentsPlacement.Piece? {
        let shown = rect.intersection(bounds)
        guard !shown.isNull, shown.width > 0, shown.height > 0, rect.width > 0, rect.height > 0 else { return nil }
        guard shown != rect else { return self }
        let fx = uv.width / rect.width, fy = uv.height / rect.height
        return ContentsPlacement.Piece(
            rect: shown,
            uv: CGRect(
                x: uv.minX + (shown.minX - rect.minX) * fx, y: uv.minY + (shown.minY - rect.minY) * fy,
                width: shown.width * fx, height: shown.height * fy))
    }
}
