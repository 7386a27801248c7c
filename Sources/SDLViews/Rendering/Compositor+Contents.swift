import Foundation
internal import CSDL

extension Compositor {
    static let unitRect = CGRect(x: 0, y: 0, width: 1, height: 1)

    /// Draws the layer's contents (an image, or the backing store its
    /// `draw(in:)` painted) over its bounds; a `contentsCenter` smaller than the
    /// whole cuts it nine-slice (`NineSlice`), tiling the middle for resizable
    /// images in `.tile` mode.
    func drawContents(of layer: CALayer, state: CALayer.State, map: Homography, color: SDL_Color) {
        // A whole copy on the software renderer may be blended by pixman from
        // a backing store's own pixels: the store's texture gets them only if SDL samples it.
        let defersUpload = batch.blitsStraightQuads && state.contentsCenter.isUnitRect
        guard let content = contentsPlacement(of: layer, state: state, uploading: !defersUpload) else { return }
        let edges = Compositor.smoothedEdges(state)
        guard !state.contentsCenter.isUnitRect else {
            // Read once: the sampling and the snapping both need it.
            let pixels = Compositor.contentPixelSize(of: layer, state: state)
            guard batch.blitsStraightQuads else {
                let quad = wholeContentsQuad(
                    of: layer, state: state, content: content, pixels: pixels, map: map, edges: edges)
                return drawQuad(quad, map: map, color: color)
            }
            if let (copy, box) = transformedCopy(of: layer, state: state, map: map, edges: edges) {
                return batch.addQuad(
                    box, map: .identity, color: color, texture: copy.texture, scaleMode: SDL_ScaleModeNearest)
            }
            let sampled = sampling(
                of: layer, state: state, content: content, pixels: pixels, drawnSize: state.bounds.size, map: map)
            guard
                let (rect, uv, reached) = inked(
                    state.bounds, of: sampled.placement, map: map, edges: edges, scaleMode: sampled.scaleMode)
            else { return }
            let premultiplied =
                sampled.placement.texture == content.placement.texture && sampled.scaleMode == SDL_ScaleModeNearest
                ? premultipliedSource(of: layer, state: state, placement: content.placement, color: color, map: map)
                : nil
            return batch.addQuad(
                rect, map: map, color: color, texture: sampled.placement.texture, uv: uv,
                scaleMode: sampled.scaleMode, edges: reached, premultiplied: premultiplied,
                beforeSDLCopy: sampled.placement.texture == content.placement.texture ? pendingUpload(of: layer) : nil)
        }
        let mode = sampling(
            of: layer, state: state, content: content, pixels: Compositor.contentPixelSize(of: layer, state: state),
            drawnSize: state.bounds.size, map: map, resamples: false
        ).scaleMode
        for piece in NineSlice.pieces(
            center: state.contentsCenter, imageSize: content.pointSize, in: state.bounds,
            tiled: layer.contentsCenterTiles)
        {
            batch.addQuad(
                piece.destination, map: map, color: color, texture: content.placement.texture,
                uv: partUV(
                    piece.source, of: content.placement.uv, texture: content.placement.texture, mode: mode,
                    rect: piece.destination, map: map),
                scaleMode: mode,
                edges: Compositor.outerEdges(of: piece.destination, in: state.bounds, edges))
        }
    }

    /// The quad of a layer's whole contents on a GPU renderer: the one worked
    /// out last time when nothing it depends on moved but the map's
    /// translation (`ContentQuad`), else worked out now and kept (unless it
    /// samples a resampled copy, which the texture cache must see used each frame).
    private func wholeContentsQuad(
        of layer: CALayer, state: CALayer.State, content: (placement: TextureCache.Placement, pointSize: CGSize),
        pixels: CGSize?, map: Homography, edges: CAEdgeAntialiasingMask
    ) -> ContentQuad {
        let record = layer.renderRecordOrCreate
        if let kept = record.contentQuad,
            kept.matches(content.placement, pixels: pixels, state: state, edges: edges, map: map)
        {
            return kept
        }
        let sampled = sampling(
            of: layer, state: state, content: content, pixels: pixels, drawnSize: state.bounds.size, map: map)
        // Whether a copy snaps does not depend on the map's translation, only how far it moves.
        let snaps =
            sampled.scaleMode == SDL_ScaleModeNearest
            && Compositor.copiesTexelPerPixel(state.bounds, map: map, pixels: pixels)
        let quad = ContentQuad(
            for: content.placement, pixels: pixels, state: state, edges: edges, map: map,
            snapsOrigin: snaps ? state.bounds.origin : nil,
            drawn: inked(
                state.bounds, of: sampled.placement, map: map, edges: snaps ? [] : edges, scaleMode: sampled.scaleMode),
            texture: sampled.placement.texture, scaleMode: sampled.scaleMode)
        record.contentQuad = sampled.placement.texture == content.placement.texture ? quad : nil
        return quad
    }

    private func drawQuad(_ quad: ContentQuad, map: Homography, color: SDL_Color) {
        guard let drawn = quad.drawn else { return }
        batch.addQuad(
            drawn.rect, map: quad.map(for: map), color: color, texture: quad.texture, uv: drawn.uv,
            scaleMode: quad.scaleMode, edges: drawn.edges)
    }

    /// What brings a backing store's texture up to date before SDL samples
    /// it (nil when it is: no closure is made for it then).
    private func pendingUpload(of layer: CALayer) -> (() -> Void)? {
        guard let store = layer.renderRecord?.backingStore, !store.pendingUpload.isNull else { return nil }
        return { [textures] in textures.uploadPending(for: layer, store: store) }
    }

    /// The contents premultiplied, for a copy of a texture of their own that
    /// `PixmanWindowDrawer` may blend (software renderer): faded or not, text,
    /// icons and images are blended several times faster by pixman than by
    /// SDL's blitter. Nil where SDL draws it: only straight, untinted copies
    /// are blended by pixman, so no copy is made for others. A backing
    /// store's copy shares its pixels; an image's is converted once per image
    /// (an unfaded image that replaced another from the second composite that
    /// draws it, see `TextureCache.premultipliedCopy(for:version:unfaded:source:)`).
    private func premultipliedSource(
        of layer: CALayer, state: CALayer.State, placement: TextureCache.Placement, color: SDL_Color,
        map: Homography
    ) -> PremultipliedCopy? {
        guard color.r == 255, color.g == 255, color.b == 255, batch.windowDrawer?.blendsThisComposite == true,
            placement.uv.isUnitRect, map.isAxisAligned, map.m00 > 0, map.m11 > 0
        else { return nil }
        let version = Compositor.contentVersion(of: layer, state: state)
        if let store = layer.renderRecord?.backingStore {
            return textures.premultipliedCopy(for: layer, store: store, version: version)
        }
        return textures.premultipliedCopy(
            for: layer, version: version, unfaded: color.a == 255,
            source: { Compositor.contentImage(of: layer, state: state) })
    }

    /// Contents copied one texel per pixel (straight, unscaled, sampled
    /// `.nearest`) at a fractional position land on whole pixels anyway: each
    /// pixel whose centre the quad covers takes one whole texel. The quad is
    /// moved onto those pixels, where it covers the same pixel centres and
    /// shows the same texels, and needs no anti-aliasing fringe (a fringe would
    /// only smear the edge texels over the neighbouring pixels). GPU renderers
    /// cover a pixel whose centre lies on the quad's left or top edge, hence
    /// the rounding of halves down. True when `rect` drawn through `map` is such a copy.
    static func copiesTexelPerPixel(_ rect: CGRect, map: Homography, pixels: CGSize?) -> Bool {
        guard map.isAxisAligned, map.m00 > 0, map.m11 > 0, let pixels else { return false }
        return map.m00 * rect.width == pixels.width && map.m11 * rect.height == pixels.height
    }

    /// `map` moved by less than a pixel so that `origin` lands on a whole pixel (see above).
    static func snapped(_ map: Homography, origin: CGPoint) -> Homography {
        let x = map.m00 * origin.x + map.m02, y = map.m11 * origin.y + map.m12
        return map.shifted((x - 0.5).rounded(.up) - x, (y - 0.5).rounded(.up) - y)
    }

    /// Only the inked part of contents is drawn (`InkBounds`): the same
    /// pixels, fewer filled. Nil when there is no ink at all; otherwise the
    /// rectangle, texture coordinates and anti-aliased `edges` to draw.
    /// - A blitting renderer (software) copying contents one texel per pixel
    ///   copies the ink box (at whole or fractional positions).
    /// - GPU renderers draw the box sampling of the ink can reach (the ink
    ///   itself when sampled `.nearest`: each pixel takes one texel, so pixels
    ///   whose centres lie outside the ink take transparent ones; linear
    ///   sampling reaches a texel further), and fade only the edges the
    ///   contents reach (past the others they are transparent, so a fringe
    ///   there draws nothing). Fewer pixels reach the GPU's rasterizer.
    func inked(
        _ rect: CGRect, of placement: TextureCache.Placement, map: Homography, edges: CAEdgeAntialiasingMask,
        scaleMode: SDL_ScaleMode
    ) -> (CGRect, CGRect, CAEdgeAntialiasingMask)? {
        let ink = placement.ink
        guard !ink.isUnitRect else { return (rect, placement.uv, edges) }
        guard !ink.isEmpty else { return nil }
        guard batch.blitsStraightQuads else {
            guard map.isAffine else { return (rect, placement.uv, edges) }
            let reach = scaleMode == SDL_ScaleModeNearest ? ink : placement.reach
            return (Compositor.subrect(reach, of: rect), Compositor.subrect(reach, of: placement.uv),
                Compositor.outerEdges(of: reach, in: Compositor.unitRect, edges))
        }
        var w: Int32 = 0, h: Int32 = 0
        SDL_QueryTexture(placement.texture, nil, nil, &w, &h)
        let pixels = CGSize(width: placement.uv.width * CGFloat(w), height: placement.uv.height * CGFloat(h))
        let x = map.m00 * rect.minX + map.m02, y = map.m11 * rect.minY + map.m12
        // SDL's software renderer truncates a copy's position to whole pixels,
        // so moving the copy by the ink box's whole pixels keeps every pixel
        // where it was, also at fractional positions (mid-animation), as long
        // as truncation and flooring agree (not left of or above the target).
        guard map.isAxisAligned, map.m00 * rect.width == pixels.width, map.m11 * rect.height == pixels.height,
            x >= 0, y >= 0
        else { return (rect, placement.uv, edges) }
        return (Compositor.subrect(ink, of: rect), Compositor.subrect(ink, of: placement.uv), edges)
    }

    /// The edges of a piece of a sliced quad that lie on the whole's outline
    /// (inner seams get no fringe, which would show as lines).
    static func outerEdges(of piece: CGRect, in whole: CGRect, _ edges: CAEdgeAntialiasingMask)
        -> CAEdgeAntialiasingMask
    {
        guard !edges.isEmpty else { return [] }
        let close = { (a: CGFloat, b: CGFloat) in abs(a - b) < 1e-6 }
        var result: CAEdgeAntialiasingMask = []
        if close(piece.minX, whole.minX) { result.insert(.layerLeftEdge) }
        if close(piece.maxX, whole.maxX) { result.insert(.layerRightEdge) }
        if close(piece.minY, whole.minY) { result.insert(.layerBottomEdge) }
        if close(piece.maxY, whole.maxY) { result.insert(.layerTopEdge) }
        return result.intersection(edges)
    }

    /// How a layer's contents (`pixels` large: `contentPixelSize`) are
    /// sampled when the whole image is drawn `drawnSize` points large under
    /// `map`: the layer's magnification or minification filter as SDL's
    /// scale mode, and, where SDL cannot filter at
    /// that scale (triangles on the software renderer, `.trilinear`
    /// minification), a rescaled copy of the contents (`ContentResampling`).
    func sampling(
        of layer: CALayer, state: CALayer.State,
        content: (placement: TextureCache.Placement, pointSize: CGSize), pixels: CGSize?, drawnSize: CGSize,
        map: Homography, resamples: Bool = true
    ) -> (placement: TextureCache.Placement, scaleMode: SDL_ScaleMode) {
        let look = state.appearance
        let pixels = pixels ?? content.pointSize
        guard pixels.width > 0, pixels.height > 0 else { return (content.placement, SDL_ScaleModeLinear) }
        let ratio =
            Compositor.localScale(of: map) * max(drawnSize.width / pixels.width, drawnSize.height / pixels.height)
        let filter = ratio > 1 ? look.magnificationFilter : look.minificationFilter
        let straight = map.isAxisAligned && map.m00 > 0 && map.m11 > 0
        // Within a pixel of their own size on screen, straight contents are
        // copied (text rasterized to whole pixels for fractional bounds stays crisp).
        let copied =
            straight && abs(drawnSize.width * map.m00 - pixels.width) < 1
            && abs(drawnSize.height * map.m11 - pixels.height) < 1
        let mode =
            filter == .nearest || copied || !Compositor.qualityEnabled ? SDL_ScaleModeNearest : SDL_ScaleModeLinear
        guard resamples, Compositor.qualityEnabled,
            let level = ContentResampling.level(
                ratio: ratio, filter: filter, bias: look.minificationFilterBias,
                trianglesFiltered: !batch.blitsStraightQuads || straight, imageSize: pixels),
            let copy = textures.derivedPlacement(
                for: layer, key: level.bitPattern.hashValue, version: Compositor.contentVersion(of: layer, state: state),
                source: { Compositor.contentImage(of: layer, state: state) },
                make: { image in
                    ContentResampling.resample(
                        image, width: max(1, Int((CGFloat(image.width) * level).rounded())),
                        height: max(1, Int((CGFloat(image.height) * level).rounded())))
                })
        else { return (content.placement, mode) }
        return (copy, mode)
    }

    /// SDL's software renderer samples a rotated or skewed quad at the
    /// nearest pixel, with stair-stepped edges: there, contents drawn through
    /// such a map come from a copy Cairo drew already transformed (filtered,
    /// outline anti-aliased), blitted one to one over the pixels it covers.
    /// The copy is kept while the transform (up to whole-pixel moves) and the
    /// pixels stay; a rotation animating makes one a frame. Nil where the
    /// quad is straight, not affine, sampled `.nearest`, or covers more than
    /// `transformedCopyPixels`.
    func transformedCopy(
        of layer: CALayer, state: CALayer.State, map: Homography, edges: CAEdgeAntialiasingMask
    ) -> (TextureCache.Placement, CGRect)? {
        // GPU renderers and straight quads leave first, before the appearance is read.
        guard batch.blitsStraightQuads, map.isAffine, !(map.isAxisAligned && map.m00 > 0 && map.m11 > 0) else {
            return nil
        }
        let look = state.appearance, bounds = state.bounds
        guard Compositor.qualityEnabled, look.magnificationFilter != .nearest, look.minificationFilter != .nearest,
            let pixels = Compositor.contentPixelSize(of: layer, state: state), pixels.width > 0, pixels.height > 0,
            let drawn = map.boundingBox(of: bounds)
        else { return nil }
        let box = Compositor.snappedOutward(drawn.intersection(RenderBatch.guardBand))
        guard !box.isNull, box.width >= 1, box.height >= 1, box.width * box.height <= Compositor.transformedCopyPixels
        else { return nil }
        // Image pixels to the copy's pixels.
        let o = map.project(bounds.minX, bounds.minY)
        let u = map.project(bounds.minX + bounds.width / pixels.width, bounds.minY)
        let v = map.project(bounds.minX, bounds.minY + bounds.height / pixels.height)
        let transform = CGAffineTransform(
            a: u.x - o.x, b: u.y - o.y, c: v.x - o.x, d: v.y - o.y, tx: o.x - box.minX, ty: o.y - box.minY)
        var hasher = Hasher()
        for value in [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty] {
            hasher.combine(value)
        }
        hasher.combine(box.size.width); hasher.combine(box.size.height); hasher.combine(edges.isEmpty)
        let (w, h) = (Int(box.width), Int(box.height))
        guard
            let copy = textures.derivedPlacement(
                for: layer, key: hasher.finalize(), version: Compositor.contentVersion(of: layer, state: state),
                source: { Compositor.contentImage(of: layer, state: state) },
                make: {
                    ContentResampling.transformed(
                        $0, by: transform, width: w, height: h, antialiased: !edges.isEmpty)
                })
        else { return nil }
        return (copy, box)
    }

    /// The largest transformed copy, in pixels (larger quads are drawn as triangles).
    static let transformedCopyPixels: CGFloat = 1_048_576

    /// The contents' full-size pixels (a backing store's, or the image).
    static func contentImage(of layer: CALayer, state: CALayer.State) -> CGImage? {
        layer.renderRecord?.backingStore?.makeImage() ?? state.contents
    }

    /// The contents' size in pixels (a backing store's, or the image's).
    static func contentPixelSize(of layer: CALayer, state: CALayer.State) -> CGSize? {
        if let store = layer.renderRecord?.backingStore {
            return CGSize(width: store.pixelWidth, height: store.pixelHeight)
        }
        // Not `Optional.map`: its closure would check the executor on every call.
        guard let image = state.contents else { return nil }
        return CGSize(width: image.width, height: image.height)
    }

    /// What identifies the contents' pixels: the image, or the store and how often it was drawn.
    static func contentVersion(of layer: CALayer, state: CALayer.State) -> UInt64 {
        if let store = layer.renderRecord?.backingStore { return store.serial &* 1_000_003 &+ UInt64(store.revision) }
        return state.contents?.serial ?? 0
    }

    /// Whether the layer has contents to draw (an image or a backing store).
    static func hasContents(_ layer: CALayer, state: CALayer.State) -> Bool {
        state.contents != nil || layer.renderRecord?.backingStore != nil
    }

    /// The texture and natural size (points) of the layer's contents; a
    /// backing store's drawn pixels reach the texture now unless not `uploading`
    /// (see `TextureCache.placement(for:store:uploading:)`).
    func contentsPlacement(of layer: CALayer, state: CALayer.State, uploading: Bool = true) -> (
        placement: TextureCache.Placement, pointSize: CGSize
    )? {
        if let store = layer.renderRecord?.backingStore {
            guard let placement = textures.placement(for: layer, store: store, uploading: uploading) else { return nil }
            return (placement, store.pointSize)
        }
        guard let image = state.contents, let placement = textures.placement(for: layer, image: image) else {
            return nil
        }
        let scale = state.contentsScale
        return (placement, CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale))
    }

    /// The window pixels that rectangles of drawn layers' content cover now
    /// (plus a pixel for rasterization at the edges). The layers did not move
    /// and their recorded boxes already hold these rectangles, so nothing
    /// needs invalidating.
    func damage(ofRegions regions: [(layer: CALayer, rect: CGRect)], root: CALayer, base: Homography) -> CGRect {
        var region = CGRect.null
        for (layer, rect) in regions where layer.rootLayer === root {
            guard let map = layer.renderTransform(toAncestor: root), let box = (base * map).boundingBox(of: rect) else {
                continue
            }
            region = region.union(box.insetBy(dx: -1, dy: -1))
        }
        return region
    }

    /// `unit` (0…1 coordinates of the contents) inside the texture rectangle `uv`.
    static func subrect(_ unit: CGRect, of uv: CGRect) -> CGRect {
        CGRect(
            x: uv.minX + unit.minX * uv.width, y: uv.minY + unit.minY * uv.height,
            width: unit.width * uv.width, height: unit.height * uv.height)
    }

    /// The texture coordinates of a part (`unit`, in the contents' unit
    /// square) of contents placed at `uv`, drawn over `rect` through `map`
    /// and sampled by the GPU with `mode`. Magnified, linear sampling at a
    /// part's edge would blend in the texels beyond it (a contentsRect's
    /// neighbour quadrant, the next nine-slice piece): edges inside the
    /// contents are pulled in by half a texel, so the part's own edge texels
    /// are repeated as Core Animation shows them. The contents' outer edges
    /// need nothing (clamped, or an atlas slot's gutter); blits on the
    /// software renderer copy whole texels and are left alone.
    func partUV(
        _ unit: CGRect, of uv: CGRect, texture: OpaquePointer, mode: SDL_ScaleMode, rect: CGRect, map: Homography
    ) -> CGRect {
        let whole = Compositor.subrect(unit, of: uv)
        guard mode == SDL_ScaleModeLinear, !batch.blitsStraightQuads else { return whole }
        var w: Int32 = 0, h: Int32 = 0
        SDL_QueryTexture(texture, nil, nil, &w, &h)
        guard w > 0, h > 0 else { return whole }
        let scale = Compositor.localScale(of: map)
        let magnified = (
            x: rect.width * scale > whole.width * CGFloat(w) + 0.5,
            y: rect.height * scale > whole.height * CGFloat(h) + 0.5
        )
        let dx = magnified.x ? min(0.5 / CGFloat(w), whole.width / 2) : 0
        let dy = magnified.y ? min(0.5 / CGFloat(h), whole.height / 2) : 0
        let inside = { (v: CGFloat) in v > 1e-9 && v < 1 - 1e-9 }
        let minX = whole.minX + (inside(unit.minX) ? dx : 0), maxX = whole.maxX - (inside(unit.maxX) ? dx : 0)
        let minY = whole.minY + (inside(unit.minY) ? dy : 0), maxY = whole.maxY - (inside(unit.maxY) ? dy : 0)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
