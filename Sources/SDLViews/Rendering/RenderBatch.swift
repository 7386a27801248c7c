import Foundation
internal import CSDL

/// Collects textured or coloured triangles and submits each run that shares a
/// texture as one `SDL_RenderGeometry` call: a grid of same-texture quads costs
/// one call, not one per layer.
@MainActor
final class RenderBatch {
    private let renderer: OpaquePointer
    private let atlas: TextureAtlas
    @exclusivity(unchecked) private var vertices: [SDL_Vertex] = []
    @exclusivity(unchecked) private var indices: [Int32] = []
    @exclusivity(unchecked) private var texture: OpaquePointer?
    /// How the current run samples its texture (SDL keeps the mode per texture).
    @exclusivity(unchecked) private var scaleMode = SDL_ScaleModeLinear
    @exclusivity(unchecked) private(set) var drawCalls = 0
    /// On SDL's software renderer a straight, unrotated quad is cheapest as a
    /// blit (`SDL_RenderCopy`/`SDL_RenderFillRect` use SDL's optimized blitters;
    /// geometry goes through its triangle rasterizer), so such quads are
    /// submitted that way there. GPU renderers keep everything in geometry batches.
    var blitsStraightQuads: Bool
    /// Whether what is collected for the current target is dropped instead of
    /// drawn: a screen prewarmed draws its layers only to fill the caches
    /// (textures, shadows, coverage), and their pixels in its scratch target
    /// would be thrown away. Off inside offscreen passes, whose pixels some
    /// caches are made from (`Compositor.withRenderTarget`).
    var discardsDraws = false
    /// Draws faded copies and plain fills into the window on the software
    /// renderer (nil on GPU renderers, or switched off): see `PixmanWindowDrawer`.
    var windowDrawer: PixmanWindowDrawer?
    /// The current target was cleared to transparent and nothing was drawn
    /// into it since (`clearToTransparent()`).
    var targetUntouched = false

    init(renderer: OpaquePointer, atlas: TextureAtlas) {
        self.renderer = renderer
        self.atlas = atlas
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        blitsStraightQuads = info.flags & SDL_RENDERER_SOFTWARE.rawValue != 0
        windowDrawer = blitsStraightQuads ? PixmanWindowDrawer(renderer: renderer) : nil
        vertices.reserveCapacity(4096)
        indices.reserveCapacity(6144)
    }

    /// A quad covering `rect` (in the space `map` projects from) with texture
    /// coordinates `uv` (unit square if nil), sampled with `scaleMode`. Non-affine
    /// maps are subdivided so perspective texturing shows no visible facets.
    /// The `edges` named (the rect's minX, maxX, minY, maxY sides as
    /// `CAEdgeAntialiasingMask` names them) get an anti-aliasing fringe unless
    /// they fall on whole pixels unrotated. `premultiplied`, the texture's
    /// pixels premultiplied, lets the copy be blended by `windowDrawer`;
    /// `beforeSDLCopy` runs when SDL copies the texture after all (a texture
    /// left premultiplied for pixman turns straight there).
    func addQuad(
        _ rect: CGRect, map: Homography, color: SDL_Color, texture: OpaquePointer?,
        uv: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scaleMode: SDL_ScaleMode = SDL_ScaleModeLinear,
        edges: CAEdgeAntialiasingMask = [], premultiplied: PremultipliedCopy? = nil,
        beforeSDLCopy: (() -> Void)? = nil
    ) {
        if blitsStraightQuads, map.isAxisAligned, map.m00 > 0, map.m11 > 0 {
            return blit(
                rect, map: map, color: color, texture: texture, uv: uv, scaleMode: scaleMode,
                premultiplied: premultiplied, beforeSDLCopy: beforeSDLCopy)
        }
        if texture == nil, coversUntouchedTarget(rect, map: map) {
            return clear(to: RenderBatch.premultipliedRounded(color), within: nil)
        }
        beforeSDLCopy?()
        if texture == nil, let current = self.texture, let white = atlas.whiteTexels[current] {
            // A plain colour samples the atlas page's white block, so it joins the current batch.
            return addQuad(
                rect, map: map, color: color, texture: current,
                uv: CGRect(x: CGFloat(white.x), y: CGFloat(white.y), width: 0, height: 0), scaleMode: self.scaleMode,
                edges: edges)
        }
        use(texture, scaleMode: scaleMode)
        let smoothed =
            edges.isEmpty || !Compositor.qualityEnabled || EdgeFringe.isPixelAligned(rect, map: map) ? [] : edges
        if map.isAffine, smoothed.isEmpty, appendAffineQuad(rect, map: map, color: color, uv: uv) { return }
        if map.isAffine, let box = map.boundingBox(of: rect), !RenderBatch.guardBand.encloses(box) {
            return appendCutQuad(
                rect, map: map, color: color, uv: uv, smoothed: !smoothed.isEmpty,
                fringeUV: RenderBatch.texelCentres(of: uv, in: texture))
        }
        let steps = map.isAffine ? 1 : RenderBatch.perspectiveSubdivisions
        guard let first = appendGrid(rect, map: map, color: color, uv: uv, steps: steps) else { return }
        appendGridIndices(first: first, steps: steps)
        if !smoothed.isEmpty {
            appendGridFringe(
                first: first, steps: steps, edges: smoothed, uv: RenderBatch.texelCentres(of: uv, in: texture))
        }
    }

    /// An affine quad reaching past the guard band (a huge rotated view), cut
    /// to the band and drawn as a fan; texture coordinates are linear in
    /// position under an affine map, so they are cut with it. With `smoothed`
    /// every edge gets a fringe except those the cut made (off screen).
    private func appendCutQuad(
        _ rect: CGRect, map: Homography, color: SDL_Color, uv: CGRect, smoothed: Bool, fringeUV: CGRect
    ) {
        let corners = [
            (rect.minX, rect.minY, uv.minX, uv.minY), (rect.maxX, rect.minY, uv.maxX, uv.minY),
            (rect.maxX, rect.maxY, uv.maxX, uv.maxY), (rect.minX, rect.maxY, uv.minX, uv.maxY)
        ]
        let polygon = corners.map { x, y, u, v in
            let h = map.project(x, y)
            return TexturedPoint(position: CGPoint(x: h.x, y: h.y), uv: CGPoint(x: u, y: v))
        }
        let cut = RenderBatch.clipConvex(polygon, to: RenderBatch.guardBand)
        guard cut.count >= 3 else { return }
        let first = Int32(vertices.count)
        for point in cut {
            vertices.append(
                RenderBatch.vertex(
                    point.position, color: color, uv: SDL_FPoint(x: Float(point.uv.x), y: Float(point.uv.y))))
        }
        for i in 1..<Int32(cut.count - 1) {
            indices.append(first); indices.append(first + i); indices.append(first + i + 1)
        }
        guard smoothed else { return }
        let uvs = cut.map {
            SDL_FPoint(
                x: Float(min(max($0.uv.x, fringeUV.minX), fringeUV.maxX)),
                y: Float(min(max($0.uv.y, fringeUV.minY), fringeUV.maxY)))
        }
        appendFringe(alongCut: cut.map(\.position), color: color, uvs: uvs)
    }

    /// A fringe on every edge of a polygon cut to the guard band except the
    /// edges the cut made (they lie off screen).
    private func appendFringe(alongCut ring: [CGPoint], color: SDL_Color, uvs: [SDL_FPoint]? = nil) {
        let offsets = ring.indices.map { i in
            RenderBatch.liesOnGuardBand(ring[i], ring[(i + 1) % ring.count]) ? 0 : EdgeFringe.width
        }
        appendFringe(inner: ring, outer: EdgeFringe.offset(ring, by: offsets), offsets: offsets, color: color, uvs: uvs)
    }

    /// Whether the edge from `a` to `b` runs along a side of the guard band (made by a cut).
    private static func liesOnGuardBand(_ a: CGPoint, _ b: CGPoint) -> Bool {
        let band = guardBand
        let on = { (v: CGFloat, side: CGFloat) in abs(v - side) < 0.01 }
        return (on(a.x, band.minX) && on(b.x, band.minX)) || (on(a.x, band.maxX) && on(b.x, band.maxX))
            || (on(a.y, band.minY) && on(b.y, band.minY)) || (on(a.y, band.maxY) && on(b.y, band.maxY))
    }

    /// `uv` shrunk by half a texel on each side: fringe vertices sample the
    /// edge texels there (the software renderer would read one past the edge at
    /// the rectangle's far side, and a GPU half the transparent neighbour).
    private static func texelCentres(of uv: CGRect, in texture: OpaquePointer?) -> CGRect {
        guard let texture else { return uv }
        var w: Int32 = 0, h: Int32 = 0
        SDL_QueryTexture(texture, nil, nil, &w, &h)
        guard w > 0, h > 0 else { return uv }
        let dx = min(0.5 / CGFloat(w), uv.width / 2), dy = min(0.5 / CGFloat(h), uv.height / 2)
        return uv.insetBy(dx: dx, dy: dy)
    }

    /// Makes `texture` sampled with `scaleMode` the current run, flushing the
    /// previous one when either changes.
    private func use(_ texture: OpaquePointer?, scaleMode: SDL_ScaleMode) {
        guard texture != self.texture || (texture != nil && scaleMode != self.scaleMode) else { return }
        flush()
        self.texture = texture
        self.scaleMode = scaleMode
        if let texture { setScaleMode(scaleMode, of: texture) }
    }

    /// SDL reads a texture's scale mode when it runs its queued commands, so
    /// those already queued for the texture are run before the mode changes.
    private func setScaleMode(_ mode: SDL_ScaleMode, of texture: OpaquePointer) {
        var current = SDL_ScaleModeNearest
        guard SDL_GetTextureScaleMode(texture, &current) != 0 || current != mode else { return }
        SDL_RenderFlush(renderer)
        SDL_SetTextureScaleMode(texture, mode)
    }

    static let perspectiveSubdivisions = 16

    /// Whether `rect` can be placed: no edge is NaN (one would trap in
    /// `intersection`) and it reaches into finite coordinates (infinite sides
    /// are cut to the guard band). Logged once: a layer's geometry is checked
    /// before it is drawn, so such a quad means a bug upstream.
    private static func isPlaceable(_ rect: CGRect) -> Bool {
        if spansFinitely(rect.origin.x, rect.width), spansFinitely(rect.origin.y, rect.height) { return true }
        if !loggedUnplaceableQuad {
            loggedUnplaceableQuad = true
            SDLViewsLog.error("a quad with a NaN edge or lying at infinity was not drawn: \(rect)")
        }
        return false
    }

    /// Whether the span from `start` over `length` has no NaN end and reaches finite coordinates.
    private static func spansFinitely(_ start: CGFloat, _ length: CGFloat) -> Bool {
        let end = start + length
        return !start.isNaN && !end.isNaN && Swift.min(start, end) < .infinity && Swift.max(start, end) > -.infinity
    }

    private static var loggedUnplaceableQuad = false

    private func blit(
        _ rect: CGRect, map: Homography, color: SDL_Color, texture: OpaquePointer?, uv: CGRect,
        scaleMode: SDL_ScaleMode, premultiplied: PremultipliedCopy?, beforeSDLCopy: (() -> Void)? = nil
    ) {
        guard !discardsDraws else { return }
        var target = CGRect(
            x: map.m00 * rect.minX + map.m02, y: map.m11 * rect.minY + map.m12, width: map.m00 * rect.width,
            height: map.m11 * rect.height)
        guard RenderBatch.isPlaceable(target) else { return }
        var uv = uv
        if !RenderBatch.guardBand.encloses(target) {
            let cut = target.intersection(RenderBatch.guardBand)
            guard !cut.isNull, cut.width > 0, cut.height > 0 else { return }
            uv = CGRect(
                x: uv.minX + (cut.minX - target.minX) / target.width * uv.width,
                y: uv.minY + (cut.minY - target.minY) / target.height * uv.height,
                width: cut.width / target.width * uv.width, height: cut.height / target.height * uv.height)
            target = cut
        }
        flush()
        drawCalls += 1
        var destination = SDL_FRect(
            x: Float(target.minX), y: Float(target.minY), w: Float(target.width), h: Float(target.height))
        let ontoClear = targetUntouched
        targetUntouched = false
        guard let texture else { return fill(destination, color: color, ontoClear: ontoClear) }
        var w: Int32 = 0, h: Int32 = 0
        SDL_QueryTexture(texture, nil, nil, &w, &h)
        var source = SDL_Rect(
            x: Int32(saturating: uv.minX * CGFloat(w), rounding: .toNearestOrAwayFromZero),
            y: Int32(saturating: uv.minY * CGFloat(h), rounding: .toNearestOrAwayFromZero),
            w: max(1, Int32(saturating: uv.width * CGFloat(w), rounding: .toNearestOrAwayFromZero)),
            h: max(1, Int32(saturating: uv.height * CGFloat(h), rounding: .toNearestOrAwayFromZero)))
        if let premultiplied, let windowDrawer,
            premultiplied.isAlphaPlane || color.r == 255 && color.g == 255 && color.b == 255,
            windowDrawer.blit(premultiplied, rect: source, to: destination, color: color)
        {
            return
        }
        beforeSDLCopy?()
        setScaleMode(scaleMode, of: texture)
        // Textures rest untinted: most copies (labels, icons) need no tint calls at all.
        let tinted = color.r != 255 || color.g != 255 || color.b != 255 || color.a != 255
        if tinted {
            SDL_SetTextureColorMod(texture, color.r, color.g, color.b)
            SDL_SetTextureAlphaMod(texture, color.a)
        }
        SDL_RenderCopyF(renderer, texture, &source, &destination)
        if tinted {
            SDL_SetTextureColorMod(texture, 255, 255, 255)
            SDL_SetTextureAlphaMod(texture, 255)
        }
    }

    /// Arbitrary triangles: `points` in the space `map` projects from, with
    /// texture coordinates and colours per vertex (transition meshes).
    func addTriangles(
        points: [CGPoint], uvs: [CGPoint], colors: [SDL_Color], indices triangleIndices: [Int32], map: Homography,
        texture: OpaquePointer?, scaleMode: SDL_ScaleMode = SDL_ScaleModeLinear
    ) {
        use(texture, scaleMode: scaleMode)
        let first = Int32(vertices.count)
        for i in points.indices {
            let h = map.project(points[i].x, points[i].y)
            guard h.w > 1e-6 else { vertices.removeLast(vertices.count - Int(first)); return }
            vertices.append(
                SDL_Vertex(
                    position: SDL_FPoint(x: Float(h.x / h.w), y: Float(h.y / h.w)), color: colors[i],
                    tex_coord: SDL_FPoint(x: Float(uvs[i].x), y: Float(uvs[i].y))))
        }
        for index in triangleIndices { indices.append(first + index) }
    }

    /// A rounded rectangle in a plain colour: a triangle fan over its outline
    /// (8 segments per corner, finer when the corner is large on screen, at most
    /// `RoundedRect.segments`' cap however large: a huge corner costs no more than
    /// a small one), its edges anti-aliased (straight sides on whole pixels excepted).
    func addRoundedRect(_ rect: CGRect, radius: CGFloat, map: Homography, color: SDL_Color) {
        let r = min(radius, rect.width / 2, rect.height / 2)
        guard r > 0 else { return addQuad(rect, map: map, color: color, texture: nil) }
        let outline = RenderBatch.roundedOutline(
            rect, radius: r, segments: RoundedRect.segments(radius: r, scale: Compositor.localScale(of: map)))
        let aligned = EdgeFringe.isPixelAligned(rect, map: map)
        if blitsStraightQuads, aligned, color.a == 255,
            addRoundedRectInPieces(rect, radius: r, outline: outline, map: map, color: color)
        {
            return
        }
        addConvexPolygon(outline, map: map, color: color, straightSidesAligned: aligned)
    }

    /// An opaque, pixel-aligned, unrotated rounded rectangle on SDL's software renderer:
    /// its straight middle as three blitted fills, each corner as a small fan
    /// from the inner corner of its square, and the curved edges' fringes. SDL
    /// blends each coloured triangle through a temporary surface the size of
    /// the triangle's bounding box, so a fan from the centre blended most of
    /// the rectangle again for every corner segment. The pieces meet on whole
    /// pixels and do not overlap. Translucent colours keep the fan: SDL's fills
    /// and its triangles round a blend differently (by one level), which would
    /// show where they meet.
    /// False (nothing added) when the corners' squares would not fit or the
    /// rectangle leaves the guard band.
    private func addRoundedRectInPieces(
        _ rect: CGRect, radius r: CGFloat, outline: [CGPoint], map: Homography, color: SDL_Color
    ) -> Bool {
        guard map.isAxisAligned, map.m00 > 0, map.m11 > 0 else { return false }
        let box = CGRect(
            x: map.m00 * rect.minX + map.m02, y: map.m11 * rect.minY + map.m12, width: map.m00 * rect.width,
            height: map.m11 * rect.height
        ).integral
        let kx = (r * map.m00 - 1e-3).rounded(.up), ky = (r * map.m11 - 1e-3).rounded(.up)
        guard RenderBatch.guardBand.encloses(box), 2 * kx <= box.width, 2 * ky <= box.height else { return false }
        let ring = outline.map { point -> CGPoint in
            let h = map.project(point.x, point.y)
            return CGPoint(x: h.x / h.w, y: h.y / h.w)
        }
        let (x0, y0, x1, y1) = (box.minX, box.minY, box.maxX, box.maxY)
        let fills = [
            CGRect(x: x0 + kx, y: y0, width: box.width - 2 * kx, height: box.height),
            CGRect(x: x0, y: y0 + ky, width: kx, height: box.height - 2 * ky),
            CGRect(x: x1 - kx, y: y0 + ky, width: kx, height: box.height - 2 * ky)
        ]
        for fill in fills where fill.width > 0 && fill.height > 0 {
            blit(fill, map: .identity, color: color, texture: nil, uv: .zero, scaleMode: scaleMode, premultiplied: nil)
        }
        // Per corner, in `roundedOutline`'s order (top right, bottom right, bottom left, top left): the
        // inner corner of its square, then the square's corners beside the arc's start and end.
        let squares: [(hub: CGPoint, start: CGPoint, end: CGPoint)] = [
            (CGPoint(x: x1 - kx, y: y0 + ky), CGPoint(x: x1 - kx, y: y0), CGPoint(x: x1, y: y0 + ky)),
            (CGPoint(x: x1 - kx, y: y1 - ky), CGPoint(x: x1, y: y1 - ky), CGPoint(x: x1 - kx, y: y1)),
            (CGPoint(x: x0 + kx, y: y1 - ky), CGPoint(x: x0 + kx, y: y1), CGPoint(x: x0, y: y1 - ky)),
            (CGPoint(x: x0 + kx, y: y0 + ky), CGPoint(x: x0, y: y0 + ky), CGPoint(x: x0 + kx, y: y0))
        ]
        use(nil, scaleMode: scaleMode)
        let perCorner = ring.count / 4
        for (corner, square) in squares.enumerated() {
            let arc = ring[(corner * perCorner)..<((corner + 1) * perCorner)]
            appendFan(hub: square.hub, rim: [square.start] + arc + [square.end], closed: false, color: color)
        }
        guard Compositor.qualityEnabled else { return true }
        let offsets = RenderBatch.fringeOffsets(ring, sparingAlignedSides: true)
        var outer = EdgeFringe.offset(ring, by: offsets)
        EdgeFringe.keep(&outer, inBoxOf: ring)
        appendFringe(inner: ring, outer: outer, offsets: offsets, color: color)
        return true
    }

    /// A convex polygon (the space `map` projects from) in a plain colour, as a
    /// fan with an anti-aliasing fringe on every edge, or only on its slanted
    /// and curved edges when `straightSidesAligned` (its horizontal and vertical
    /// sides lie on whole pixels and stay as they were).
    func addConvexPolygon(_ outline: [CGPoint], map: Homography, color: SDL_Color, straightSidesAligned: Bool) {
        use(nil, scaleMode: scaleMode)
        var ring: [CGPoint] = []
        ring.reserveCapacity(outline.count)
        for point in outline {
            let h = map.project(point.x, point.y)
            guard h.w > 1e-6 else { return }
            ring.append(CGPoint(x: h.x / h.w, y: h.y / h.w))
        }
        guard ring.allSatisfy({ RenderBatch.guardBand.contains($0) }) else {
            // The outline is convex: cut to the band, fan from its first corner.
            let cut = RenderBatch.clipConvex(ring, to: RenderBatch.guardBand)
            guard cut.count >= 3 else { return }
            appendFan(hub: cut[0], rim: Array(cut.dropFirst()), closed: false, color: color)
            if Compositor.qualityEnabled { appendFringe(alongCut: cut, color: color) }
            return
        }
        let hub = CGPoint(
            x: ring.reduce(0) { $0 + $1.x } / CGFloat(ring.count), y: ring.reduce(0) { $0 + $1.y } / CGFloat(ring.count)
        )
        appendFan(hub: hub, rim: ring, closed: true, color: color)
        guard Compositor.qualityEnabled else { return }
        let offsets = RenderBatch.fringeOffsets(ring, sparingAlignedSides: straightSidesAligned)
        var outer = EdgeFringe.offset(ring, by: offsets)
        if straightSidesAligned { EdgeFringe.keep(&outer, inBoxOf: ring) }
        appendFringe(inner: ring, outer: outer, offsets: offsets, color: color)
    }

    /// A ring between two convex outlines paired point by point (a border), in a
    /// plain colour, with fringes outward from `outer` and inward from `inner`.
    func addRing(outer: [CGPoint], inner: [CGPoint], map: Homography, color: SDL_Color, straightSidesAligned: Bool) {
        use(nil, scaleMode: scaleMode)
        var projected: [CGPoint] = []
        projected.reserveCapacity(outer.count * 2)
        for point in outer + inner {
            let h = map.project(point.x, point.y)
            guard h.w > 1e-6 else { return }
            projected.append(CGPoint(x: h.x / h.w, y: h.y / h.w))
        }
        var n = outer.count
        var out = Array(projected[..<n]), hole = Array(projected[n...])
        var outerOffsets = RenderBatch.fringeOffsets(out, sparingAlignedSides: straightSidesAligned)
        var innerOffsets = RenderBatch.fringeOffsets(hole, sparingAlignedSides: straightSidesAligned).map { -$0 }
        if straightSidesAligned, Compositor.qualityEnabled {
            // The hole's fringes straddle its edges (`EdgeFringe.straddling`); the
            // outer outline gets the same points twice, so the two stay paired.
            let split = EdgeFringe.junctions(hole, offsets: innerOffsets)
            if split.contains(true) {
                (hole, innerOffsets) = EdgeFringe.straddling(hole, offsets: innerOffsets, split: split)
                (out, outerOffsets) = EdgeFringe.doubling(out, offsets: outerOffsets, split: split)
                n = out.count
            }
        }
        let first = Int32(vertices.count)
        for point in out + hole { vertices.append(RenderBatch.vertex(point, color: color)) }
        for i in 0..<Int32(n) {
            let j = (i + 1) % Int32(n), m = Int32(n)
            indices += [first + i, first + j, first + m + j, first + i, first + m + j, first + m + i]
        }
        guard Compositor.qualityEnabled else { return }
        var fringe = EdgeFringe.offset(out, by: outerOffsets)
        if straightSidesAligned { EdgeFringe.keep(&fringe, inBoxOf: out) }
        appendFringe(inner: out, outer: fringe, offsets: outerOffsets, color: color)
        appendFringe(inner: hole, outer: EdgeFringe.offset(hole, by: innerOffsets), offsets: innerOffsets, color: color)
    }

    /// A fringe width for every edge of a target-space outline; none for
    /// horizontal and vertical edges on whole pixels when `sparingAlignedSides`.
    private static func fringeOffsets(_ ring: [CGPoint], sparingAlignedSides: Bool) -> [CGFloat] {
        let n = ring.count
        return (0..<n).map { i in
            let a = ring[i], b = ring[(i + 1) % n]
            guard sparingAlignedSides else { return EdgeFringe.width }
            let onPixels = { (v: CGFloat) in abs(v - v.rounded()) < 1e-3 }
            let vertical = abs(a.x - b.x) < 1e-3 && onPixels(a.x)
            let horizontal = abs(a.y - b.y) < 1e-3 && onPixels(a.y)
            return vertical || horizontal ? 0 : EdgeFringe.width
        }
    }

    /// Quads between `inner` and `outer` (paired point by point) for each edge
    /// with a nonzero offset, fading from `color` to transparent; texture
    /// coordinates from `uvs` (clamped at the edge), or the white block.
    private func appendFringe(
        inner: [CGPoint], outer: [CGPoint], offsets: [CGFloat], color: SDL_Color, uvs: [SDL_FPoint]? = nil
    ) {
        let n = inner.count
        guard n >= 2 else { return }
        var clear = color
        clear.a = 0
        for i in 0..<n where offsets[i] != 0 {
            let j = (i + 1) % n
            let first = Int32(vertices.count)
            for (point, shade, k) in [
                (inner[i], color, i), (inner[j], color, j), (outer[j], clear, j), (outer[i], clear, i)
            ] {
                vertices.append(RenderBatch.vertex(point, color: shade, uv: uvs?[k] ?? SDL_FPoint()))
            }
            indices += [first, first + 1, first + 2, first, first + 2, first + 3]
        }
    }

    private static func vertex(_ p: CGPoint, color: SDL_Color, uv: SDL_FPoint = SDL_FPoint()) -> SDL_Vertex {
        SDL_Vertex(position: SDL_FPoint(x: Float(p.x), y: Float(p.y)), color: color, tex_coord: uv)
    }

    /// The fringe of a quad's grid (`steps` + 1 vertices a side from `first`):
    /// the screen outline of a projected rectangle is its four corners' polygon
    /// (straight lines stay straight under any projection), so each smoothed
    /// side's vertices move out along that side's normal, keeping their texture
    /// coordinates.
    private func appendGridFringe(first: Int32, steps: Int, edges: CAEdgeAntialiasingMask, uv: CGRect) {
        let row = steps + 1
        // Sides in outline order: minY, maxX, maxY, minX, each as grid indices from one corner to the next.
        let sides: [[Int]] = [
            (0...steps).map { $0 }, (0...steps).map { $0 * row + steps },
            (0...steps).map { steps * row + steps - $0 }, (0...steps).map { (steps - $0) * row }
        ]
        let masks: [CAEdgeAntialiasingMask] = [.layerBottomEdge, .layerRightEdge, .layerTopEdge, .layerLeftEdge]
        let corners = sides.map { position(Int(first) + $0[0]) }
        let offsets = masks.map { edges.contains($0) ? EdgeFringe.width : 0 }
        let moved = EdgeFringe.offset(corners, by: offsets)
        let normals = EdgeFringe.outwardNormals(corners)
        for k in 0..<4 where offsets[k] != 0 {
            var inner: [CGPoint] = [], outer: [CGPoint] = [], uvs: [SDL_FPoint] = []
            for (index, g) in sides[k].enumerated() {
                let vertex = vertices[Int(first) + g]
                let p = position(Int(first) + g)
                inner.append(p)
                let t = vertex.tex_coord
                uvs.append(
                    SDL_FPoint(
                        x: Float(min(max(CGFloat(t.x), uv.minX), uv.maxX)),
                        y: Float(min(max(CGFloat(t.y), uv.minY), uv.maxY))))
                let corner = index == 0 ? k : index == steps ? (k + 1) % 4 : nil
                outer.append(
                    corner.map { moved[$0] }
                        ?? CGPoint(x: p.x + normals[k].x * offsets[k], y: p.y + normals[k].y * offsets[k]))
            }
            appendStrip(inner: inner, outer: outer, uvs: uvs, color: vertices[Int(first) + sides[k][0]].color)
        }
    }

    private func position(_ index: Int) -> CGPoint {
        CGPoint(x: CGFloat(vertices[index].position.x), y: CGFloat(vertices[index].position.y))
    }

    /// An open strip of fringe quads along a polyline.
    private func appendStrip(inner: [CGPoint], outer: [CGPoint], uvs: [SDL_FPoint], color: SDL_Color) {
        var clear = color
        clear.a = 0
        let first = Int32(vertices.count), n = Int32(inner.count)
        for i in inner.indices { vertices.append(RenderBatch.vertex(inner[i], color: color, uv: uvs[i])) }
        for i in outer.indices { vertices.append(RenderBatch.vertex(outer[i], color: clear, uv: uvs[i])) }
        for i in 0..<(n - 1) {
            indices += [first + i, first + i + 1, first + n + i + 1, first + i, first + n + i + 1, first + n + i]
        }
    }

    /// SDL's software triangle filler multiplies fixed-point coordinate
    /// differences in 32 bits, so a triangle more than about 23,000 px across
    /// overflows and is lost (a huge view then draws nothing). Geometry reaching
    /// past this band, which holds any target (at most 16,384 px a side) with a
    /// margin, is cut to it first: a huge view still fills what is on screen.
    static let guardBand = CGRect(x: bandMin, y: bandMin, width: bandMax - bandMin, height: bandMax - bandMin)
    private static let bandMin: CGFloat = -2048, bandMax: CGFloat = 18432

    /// Triangles (hub, rim[i], rim[i + 1]), closing back to rim[0] when `closed`.
    private func appendFan(hub: CGPoint, rim: [CGPoint], closed: Bool, color: SDL_Color) {
        let first = Int32(vertices.count)
        for point in [hub] + rim {
            vertices.append(
                SDL_Vertex(
                    position: SDL_FPoint(x: Float(point.x), y: Float(point.y)), color: color, tex_coord: SDL_FPoint()))
        }
        let count = Int32(rim.count)
        for i in 0..<(closed ? count : count - 1) {
            indices.append(first); indices.append(first + 1 + i); indices.append(first + 1 + (i + 1) % count)
        }
    }

    /// A point of a polygon with its texture coordinates.
    struct TexturedPoint {
        var position: CGPoint
        var uv: CGPoint

        /// The point `t` of the way to `other`, texture coordinates alike.
        func mixed(with other: TexturedPoint, _ t: CGFloat) -> TexturedPoint {
            let lerp = { (a: CGPoint, b: CGPoint) in CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
            return TexturedPoint(position: lerp(position, other.position), uv: lerp(uv, other.uv))
        }
    }

    /// A convex polygon cut to `rect` (Sutherland–Hodgman, one edge of the rect at a time).
    static func clipConvex(_ polygon: [CGPoint], to rect: CGRect) -> [CGPoint] {
        clipConvex(polygon.map { TexturedPoint(position: $0, uv: .zero) }, to: rect).map(\.position)
    }

    /// A convex polygon cut to `rect`, texture coordinates interpolated along the cut edges.
    static func clipConvex(_ polygon: [TexturedPoint], to rect: CGRect) -> [TexturedPoint] {
        let insideDistances: [(CGPoint) -> CGFloat] = [
            { $0.x - rect.minX }, { rect.maxX - $0.x }, { $0.y - rect.minY }, { rect.maxY - $0.y }
        ]
        var result = polygon
        for inside in insideDistances {
            guard var previous = result.last else { return [] }
            let input = result
            result = []
            for current in input {
                let before = inside(previous.position), now = inside(current.position)
                if (before >= 0) != (now >= 0) {
                    result.append(previous.mixed(with: current, before / (before - now)))
                }
                if now >= 0 { result.append(current) }
                previous = current
            }
        }
        return result
    }

    /// The outline of a rounded rectangle, clockwise from the top-left corner's end.
    static func roundedOutline(_ rect: CGRect, radius r: CGFloat, segments: Int) -> [CGPoint] {
        let corners: [(CGPoint, CGFloat)] = [
            (CGPoint(x: rect.maxX - r, y: rect.minY + r), -.pi / 2), (CGPoint(x: rect.maxX - r, y: rect.maxY - r), 0),
            (CGPoint(x: rect.minX + r, y: rect.maxY - r), .pi / 2), (CGPoint(x: rect.minX + r, y: rect.minY + r), .pi)
        ]
        var points: [CGPoint] = []
        points.reserveCapacity(4 * (segments + 1))
        for (center, start) in corners {
            for i in 0...segments {
                let angle = start + CGFloat(i) / CGFloat(segments) * .pi / 2
                points.append(CGPoint(x: center.x + r * cos(angle), y: center.y + r * sin(angle)))
            }
        }
        return points
    }

    private func appendGrid(_ rect: CGRect, map: Homography, color: SDL_Color, uv: CGRect, steps: Int) -> Int32? {
        let first = Int32(vertices.count)
        let n = CGFloat(steps)
        for j in 0...steps {
            for i in 0...steps {
                let fx = CGFloat(i) / n, fy = CGFloat(j) / n
                let h = map.project(rect.minX + fx * rect.width, rect.minY + fy * rect.height)
                guard h.w > 1e-6 else { vertices.removeLast(vertices.count - Int(first)); return nil }
                let position = SDL_FPoint(x: Float(h.x / h.w), y: Float(h.y / h.w))
                let tex = SDL_FPoint(x: Float(uv.minX + fx * uv.width), y: Float(uv.minY + fy * uv.height))
                vertices.append(SDL_Vertex(position: position, color: color, tex_coord: tex))
            }
        }
        return first
    }

    /// The common quad (affine map, no fringe, inside the guard band) written
    /// directly: the same four vertices and two triangles as `appendGrid` and
    /// `appendGridIndices` with one step, without their general loops. False
    /// when the quad reaches past the band (the caller cuts it).
    private func appendAffineQuad(_ rect: CGRect, map: Homography, color: SDL_Color, uv: CGRect) -> Bool {
        let x1 = rect.minX + rect.width, y1 = rect.minY + rect.height
        let corners = (
            map.project(rect.minX, rect.minY), map.project(x1, rect.minY), map.project(rect.minX, y1),
            map.project(x1, y1)
        )
        guard
            RenderBatch.bandEncloses(corners.0), RenderBatch.bandEncloses(corners.1),
            RenderBatch.bandEncloses(corners.2), RenderBatch.bandEncloses(corners.3)
        else { return false }
        let u0 = Float(uv.minX), v0 = Float(uv.minY)
        let u1 = Float(uv.minX + uv.width), v1 = Float(uv.minY + uv.height)
        let first = Int32(vertices.count)
        vertices.append(RenderBatch.vertex(corners.0, color: color, uv: SDL_FPoint(x: u0, y: v0)))
        vertices.append(RenderBatch.vertex(corners.1, color: color, uv: SDL_FPoint(x: u1, y: v0)))
        vertices.append(RenderBatch.vertex(corners.2, color: color, uv: SDL_FPoint(x: u0, y: v1)))
        vertices.append(RenderBatch.vertex(corners.3, color: color, uv: SDL_FPoint(x: u1, y: v1)))
        indices.append(first); indices.append(first + 1); indices.append(first + 3)
        indices.append(first); indices.append(first + 3); indices.append(first + 2)
        return true
    }

    private static func bandEncloses(_ p: (x: CGFloat, y: CGFloat, w: CGFloat)) -> Bool {
        p.x >= bandMin && p.x <= bandMax && p.y >= bandMin && p.y <= bandMax
    }

    /// `vertex(_:color:uv:)` of a projected point (w = 1 under an affine map).
    private static func vertex(
        _ p: (x: CGFloat, y: CGFloat, w: CGFloat), color: SDL_Color, uv: SDL_FPoint
    ) -> SDL_Vertex {
        vertex(CGPoint(x: p.x, y: p.y), color: color, uv: uv)
    }

    private func appendGridIndices(first: Int32, steps: Int) {
        let row = Int32(steps + 1)
        for j in 0..<Int32(steps) {
            for i in 0..<Int32(steps) {
                let a = first + j * row + i, b = a + 1, c = a + row, d = c + 1
                indices.append(a); indices.append(b); indices.append(d)
                indices.append(a); indices.append(d); indices.append(c)
            }
        }
    }

    /// Submits what is collected; call before anything else touches the renderer.
    func flush() {
        guard !indices.isEmpty else { return }
        guard !discardsDraws else {
            vertices.removeAll(keepingCapacity: true)
            indices.removeAll(keepingCapacity: true)
            return
        }
        targetUntouched = false
        if texture == nil { SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND) }
        vertices.withUnsafeBufferPointer { v in
            indices.withUnsafeBufferPointer { i in
                _ = SDL_RenderGeometry(renderer, texture, v.baseAddress, Int32(v.count), i.baseAddress, Int32(i.count))
            }
        }
        drawCalls += 1
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
    }

    /// A straight rectangle of plain colour (window pixels) on the software
    /// renderer. An opaque fill needs no blending (at alpha 255 it gives the
    /// same pixels): SDL then stores the colour (`SDL_FillRect`) instead of
    /// blending every pixel, several times faster for the large backgrounds a
    /// screen starts with. On the window pixman stores or blends it
    /// (`PixmanWindowDrawer`), faster still.
    private func fill(_ destination: SDL_FRect, color: SDL_Color, ontoClear: Bool) {
        // SDL would fill a pixel for an empty rectangle (it fills at least one each way); Core Animation fills none.
        guard destination.w > 0, destination.h > 0 else { return }
        let opaque = color.a == 255
        if ontoClear, !opaque {
            return fillWithSDL(destination, color: RenderBatch.premultipliedAsSDLBlends(color), blendMode: SDL_BLENDMODE_NONE)
        }
        if let windowDrawer,
            opaque ? windowDrawer.store(color, in: destination) : windowDrawer.blend(color, over: destination)
        {
            return
        }
        fillWithSDL(destination, color: color, blendMode: opaque ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
    }

    /// Whether a plain colour over `rect` would be the first thing drawn into
    /// the offscreen target (cleared to transparent, nothing queued) and
    /// cover all of it, its clip too: a dimmed backdrop under a menu, the first
    /// thing in a host's kept UI or a faded group. Onto transparent pixels
    /// its blend leaves its premultiplied colour, so a GPU renderer clears to
    /// that colour instead (a clear costs a rasterizer such as llvmpipe far
    /// less than a blended fill). SDL's software renderer stores it unblended
    /// already (`fill(_:color:ontoClear:)`).
    private func coversUntouchedTarget(_ rect: CGRect, map: Homography) -> Bool {
        guard !blitsStraightQuads, targetUntouched, indices.isEmpty, !discardsDraws, map.isAxisAligned,
            let target = SDL_GetRenderTarget(renderer), let box = map.boundingBox(of: rect)
        else { return false }
        var w: Int32 = 0, h: Int32 = 0
        SDL_QueryTexture(target, nil, nil, &w, &h)
        if SDL_RenderIsClipEnabled(renderer) == SDL_TRUE {
            var clip = SDL_Rect()
            SDL_RenderGetClipRect(renderer, &clip)
            guard clip.x <= 0, clip.y <= 0, clip.x + clip.w >= w, clip.y + clip.h >= h else { return false }
        }
        return box.minX <= 0 && box.minY <= 0 && box.maxX >= CGFloat(w) && box.maxY >= CGFloat(h)
    }

    /// `color` premultiplied, rounded as a GPU's blend onto transparent pixels rounds it.
    static func premultipliedRounded(_ color: SDL_Color) -> SDL_Color {
        let a = UInt32(color.a)
        let times = { (c: UInt8) in UInt8((UInt32(c) * a + 127) / 255) }
        return SDL_Color(r: times(color.r), g: times(color.g), b: times(color.b), a: color.a)
    }

    /// The pixel SDL's software renderer leaves blending `color` onto a
    /// transparent one: each channel times alpha, truncated (`DRAW_MUL`).
    static func premultipliedAsSDLBlends(_ color: SDL_Color) -> SDL_Color {
        let a = UInt32(color.a)
        return SDL_Color(
            r: UInt8(UInt32(color.r) * a / 255), g: UInt8(UInt32(color.g) * a / 255),
            b: UInt8(UInt32(color.b) * a / 255), a: color.a)
    }

    /// `SDL_RenderFillRectF` in `blendMode`, the renderer's blend mode left at `BLEND`.
    private func fillWithSDL(_ destination: SDL_FRect, color: SDL_Color, blendMode: SDL_BlendMode) {
        var destination = destination
        SDL_SetRenderDrawBlendMode(renderer, blendMode)
        SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
        SDL_RenderFillRectF(renderer, &destination)
        if blendMode != SDL_BLENDMODE_BLEND { SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND) }
    }

    /// Stores `color` unblended: over the whole target, clip or not, as
    /// `SDL_RenderClear` does, or over `rect` (target pixels) within the clip.
    func clear(to color: SDL_Color, within rect: SDL_Rect?) {
        flush()
        targetUntouched = false
        let target = rect.map { SDL_FRect(x: Float($0.x), y: Float($0.y), w: Float($0.w), h: Float($0.h)) }
        if let windowDrawer, windowDrawer.store(color, in: target) { return }
        guard let target else {
            SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
            SDL_RenderClear(renderer)
            return
        }
        fillWithSDL(target, color: color, blendMode: SDL_BLENDMODE_NONE)
    }

    /// Clears the current target (an offscreen one) to transparent. Until
    /// something else is drawn, a translucent fill there lands on nothing:
    /// SDL's blend onto transparent pixels leaves the colour premultiplied (its
    /// truncated product) with the colour's alpha, so the fill stores that
    /// instead (a screen's translucent background, the first and largest
    /// thing drawn into its kept image), the same pixels without SDL's
    /// per-pixel blend.
    func clearToTransparent() {
        flush()
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0)
        SDL_RenderClear(renderer)
        targetUntouched = true
    }

    /// Starts a composite's counts (and readies `windowDrawer` for it).
    func resetCounters() {
        drawCalls = 0
        windowDrawer?.prepare()
    }
}
