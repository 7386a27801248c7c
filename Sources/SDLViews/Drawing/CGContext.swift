import Foundation
internal import CCairo

/// Core Graphics' `CGContext`, drawn by Cairo into an image or PDF surface.
///
/// Coordinates are UIKit's: the origin is the top left and y grows downward,
/// as in the contexts UIKit hands to `draw(_:)` and image renderers. The
/// context's *base space* is points: a context created with a scale of 2
/// starts with a CTM of `scale(2, 2)`, and shadow offsets and blur are given
/// in base space (unaffected by later CTM changes), exactly as in CG.
///
/// Differences from UIKit: see <doc:DifferencesFromUIKit>.
///
/// Contexts carry the device scale in the CTM (never in Cairo's device scale),
/// so identity-matrix device space is pixels; shadows rely on that.
@MainActor
public final class CGContext {
    /// The Cairo context; paths live here, in device space, as in CG.
    let cairo: OpaquePointer
    private let handle: CairoHandle
    /// The CTM at creation (points → device pixels).
    let baseTransform: CGAffineTransform
    var state = GState()
    /// Glyphs are rasterized at least this many pixels per point (PDF contexts raise it).
    var minimumTextRasterScale: CGFloat = 1
    private var stateStack: [GState] = []

    /// Wraps a Cairo context; its current matrix becomes the base space.
    init(cairo: OpaquePointer) {
        self.cairo = cairo
        self.handle = CairoHandle(context: cairo_reference(cairo))
        var m = cairo_matrix_t()
        cairo_get_matrix(cairo, &m)
        self.baseTransform = CGAffineTransform(cairo: m)
    }

    /// A context drawing on `surface` with `scale` device pixels per point.
    convenience init(surface: OpaquePointer, scale: CGFloat) {
        let cr = cairo_create(surface)!
        let s = scale.isFinite && scale > 0 ? scale : 1
        cairo_scale(cr, s, s)
        self.init(cairo: cr)
        cairo_destroy(cr)
    }

    /// A bitmap context of `size` points at `scale` (as `UIGraphicsImageRenderer`
    /// makes): transparent, or without alpha (starting black) when `opaque`;
    /// nil for empty or absurd sizes.
    convenience init?(bitmapSize size: CGSize, scale: CGFloat, opaque: Bool = false) {
        let s = scale.isFinite && scale > 0 ? scale : 1
        guard size.isFinite, size.width > 0, size.height > 0,
            size.width * s <= 32767, size.height * s <= 32767
        else {
            SDLViewsLog.error("CGContext: cannot make a bitmap of \(size) points at scale \(scale)")
            return nil
        }
        let w = Int32((size.width * s).rounded(.up)), h = Int32((size.height * s).rounded(.up))
        guard let surface = cairo_image_surface_create(opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32, w, h),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else { return nil }
        self.init(surface: surface, scale: s)
        cairo_surface_destroy(surface)
    }

    /// The surface the context draws on (image, PDF …).
    var target: OpaquePointer { cairo_get_target(cairo) }

    /// CG's `makeImage()`: a copy of a bitmap context's pixels; nil for PDF contexts.
    public func makeImage() -> CGImage? {
        guard cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else { return nil }
        cairo_surface_flush(target)
        return CGImage(cairoSurface: target)
    }

    // MARK: - Graphics state

    /// CG's `saveGState()`: colors, alpha, shadow, line parameters, blend mode,
    /// CTM, clip, interpolation and antialiasing are saved; the path is not.
    public func saveGState() {
        cairo_save(cairo)
        stateStack.append(state)
    }

    /// CG's `restoreGState()`; restoring with nothing saved does nothing.
    public func restoreGState() {
        guard let saved = stateStack.popLast() else { return }
        cairo_restore(cairo)
        state = saved
    }

    public func setFillColor(_ color: CGColor) { state.fillColor = color }
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }
    /// CG's `setFillColor(red:green:blue:alpha:)`.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { state.fillColor = CGColor(gray: gray, alpha: alpha) }
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { state.strokeColor = CGColor(gray: gray, alpha: alpha) }

    /// CG's `setAlpha(_:)`: a global alpha (clamped to 0...1) applied to everything drawn.
    public func setAlpha(_ alpha: CGFloat) { state.alpha = CGColor.clampUnit(alpha) }

    /// CG's `interpolationQuality`: how images are sampled when scaled.
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolation }
        set { state.interpolation = newValue }
    }

    public func setShouldAntialias(_ shouldAntialias: Bool) {
        cairo_set_antialias(cairo, shouldAntialias ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }

    /// CG's `setAllowsAntialiasing(_:)`; antialiasing here is a single switch.
    public func setAllowsAntialiasing(_ allows: Bool) { setShouldAntialias(allows) }

    /// CG's `setBlendMode(_:)`, mapped to the matching Cairo operator.
    public func setBlendMode(_ mode: CGBlendMode) {
        state.blendMode = mode
        cairo_set_operator(cairo, mode.cairoOperator)
    }

    /// How many states are saved; pages and renderers restore to a depth.
    var gStateDepth: Int { stateStack.count }

    /// Restores saved states until `depth` remain.
    func restoreGState(toDepth depth: Int) {
        while stateStack.count > max(depth, 0) { restoreGState() }
    }

    // MARK: - Line parameters

    public func setLineWidth(_ width: CGFloat) {
        if width.isFinite, width >= 0 { cairo_set_line_width(cairo, width) }
    }

    public func setLineCap(_ cap: CGLineCap) { cairo_set_line_cap(cairo, cap.cairoValue) }
    public func setLineJoin(_ join: CGLineJoin) { cairo_set_line_join(cairo, join.cairoValue) }

    public func setMiterLimit(_ limit: CGFloat) {
        if limit.isFinite, limit > 0 { cairo_set_miter_limit(cairo, limit) }
    }

    /// CG's `setLineDash(phase:lengths:)`: empty lengths draw solid lines.
    /// Negative or non-finite lengths, or lengths that are all zero, are ignored
    /// with a logged reason (CG rejects them too).
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        guard !lengths.isEmpty else { cairo_set_dash(cairo, nil, 0, 0); return }
        guard phase.isFinite, lengths.allSatisfy({ $0.isFinite && $0 >= 0 }), lengths.contains(where: { $0 > 0 }) else {
            SDLViewsLog.error("CGContext.setLineDash: invalid lengths \(lengths), ignored")
            return
        }
        lengths.map(Double.init).withUnsafeBufferPointer {
            cairo_set_dash(cairo, $0.baseAddress, Int32($0.count), phase)
        }
    }

    /// CG's `setFlatness(_:)`: Cairo's curve tolerance, in device pixels.
    public func setFlatness(_ flatness: CGFloat) {
        if flatness.isFinite, flatness > 0 { cairo_set_tolerance(cairo, flatness) }
    }

    // MARK: - Shadows

    /// CG's `setShadow(offset:blur:color:)`. Offset and blur are in base space
    /// (points, unaffected by the CTM); the blur is Gaussian (see `GaussianBlur`
    /// for the meaning of the number). A nil or fully transparent color turns
    /// shadows off, as in CG.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color, color.alpha > 0, offset.isFinite, blur.isFinite else { state.shadow = nil; return }
        if blur > GaussianBlur.maximumRadius {
            SDLViewsLog.error(
                "CGContext: shadow blur \(blur) is beyond the largest blur (\(GaussianBlur.maximumRadius)); clamped")
        }
        state.shadow = Shadow(offset: offset, blur: min(max(0, blur), GaussianBlur.maximumRadius), color: color)
    }

    /// CG's `setShadow(offset:blur:)`: black at one-third alpha, CG's default shadow color.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3.0))
    }

    // MARK: - Transparency layers

    /// CG's `beginTransparencyLayer(auxiliaryInfo:)`: drawing until
    /// `endTransparencyLayer()` is composited as one image, with the alpha,
    /// shadow and blend mode current now.
    public func beginTransparencyLayer(auxiliaryInfo: [String: Any]? = nil) {
        transparencyLayers.append(state)
        saveGState()
        cairo_push_group(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
        state.alpha = 1
        state.shadow = nil
        state.masks = []
    }

    public func endTransparencyLayer() {
        guard let outer = transparencyLayers.popLast() else { return }
        let group = cairo_pop_group(cairo)!
        defer { cairo_pattern_destroy(group) }
        restoreGState()
        state = outer
        composite(group)
    }

    private var transparencyLayers: [GState] = []

    // MARK: - Drawing pipeline

    /// Runs a drawing operation with CG's alpha, shadow and mask semantics.
    /// `body` draws with the current operator and multiplies its colours by the
    /// alpha it is given. Without a shadow or mask the operation draws directly
    /// (so PDF output stays vector); otherwise it draws into a group that is
    /// composited as shadow-then-content. `ink` (user space), when the caller
    /// knows where it draws, limits the shadow's blur to that area.
    func render(ink: CGRect? = nil, _ body: (_ alpha: CGFloat) -> Void) {
        guard !state.isSingular else { cairo_new_path(cairo); return }
        guard state.shadow != nil || !state.masks.isEmpty else { body(state.alpha); return }
        cairo_push_group(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
        body(1)
        let group = cairo_pop_group(cairo)!
        defer { cairo_pattern_destroy(group) }
        composite(group, ink: ink.map { $0.applying(ctm) })
    }

    /// The user-space box Cairo reports through `extents` (fill, stroke …).
    func userExtents(
        _ extents: (
            OpaquePointer, UnsafeMutablePointer<Double>, UnsafeMutablePointer<Double>,
            UnsafeMutablePointer<Double>, UnsafeMutablePointer<Double>
        ) -> Void
    ) -> CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        extents(cairo, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    /// Draws only the shadow `body`'s drawing would cast (with `shadow`, in base
    /// space), not the drawing itself: Core Animation's `shadowPath`.
    func renderShadowOnly(offset: CGSize, blur: CGFloat, color: CGColor, _ body: () -> Void) {
        guard !state.isSingular, color.alpha > 0 else { return }
        cairo_push_group(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
        body()
        let group = cairo_pop_group(cairo)!
        defer { cairo_pattern_destroy(group) }
        drawShadow(of: group, Shadow(offset: offset, blur: blur, color: color), ink: nil)
    }

    /// Composites a group with the current shadow, masks, alpha and operator;
    /// `ink` is where the group has content, in device space, when known.
    private func composite(_ group: OpaquePointer, ink: CGRect? = nil) {
        let content = applyingMasks(to: group)
        defer { if content != group { cairo_pattern_destroy(content) } }
        if let shadow = state.shadow { drawShadow(of: content, shadow, ink: ink) }
        cairo_set_source(cairo, content)
        cairo_paint_with_alpha(cairo, state.alpha)
    }

    /// The pattern clipped by every `clip(to:mask:)` in effect (a new reference).
    private func applyingMasks(to pattern: OpaquePointer) -> OpaquePointer {
        var current = cairo_pattern_reference(pattern)!
        for mask in state.masks {
            cairo_push_group(cairo)
            cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
            cairo_set_source(cairo, current)
            mask.apply(to: cairo)
            cairo_pattern_destroy(current)
            current = cairo_pop_group(cairo)!
        }
        if current == pattern { cairo_pattern_destroy(current) }
        return current
    }

    /// Draws the blurred, offset alpha of `content` in the shadow colour, in
    /// device space. Only the content's area (the clip, narrowed to `ink` when
    /// known) plus the blur's extent is rasterized and blurred, and only its
    /// alpha (the shadow is one colour): an A8 scratch surface.
    private func drawShadow(of content: OpaquePointer, _ shadow: Shadow, ink: CGRect? = nil) {
        let scale = baseScale
        let blur = GaussianBlur(radius: shadow.blur * scale)
        let offset = CGSize(
            width: shadow.offset.width * baseTransform.a, height: shadow.offset.height * baseTransform.d)
        guard let area = CGContext.inkArea(clip: deviceClipExtents(), ink: ink),
            blur.leavesVisible(area: Double(area.width * area.height))
        else { return }
        let region = area.insetBy(dx: -CGFloat(blur.extent), dy: -CGFloat(blur.extent))
        guard region.width <= 16384, region.height <= 16384, offset.isFinite else {
            SDLViewsLog.error(
                "CGContext: a shadow with blur \(shadow.blur) over this clip is too large; drawn without it")
            return
        }
        guard
            let scratch = cairo_image_surface_create(
                CAIRO_FORMAT_A8, Int32(saturating: region.width), Int32(saturating: region.height)),
            cairo_surface_status(scratch) == CAIRO_STATUS_SUCCESS
        else { return }
        defer { cairo_surface_destroy(scratch) }
        paintDeviceSpace(content, into: scratch, origin: region.origin)
        blur.apply(to: scratch)
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        let c = shadow.color
        cairo_set_source_rgba(cairo, c.red, c.green, c.blue, c.alpha * state.alpha)
        cairo_mask_surface(cairo, scratch, region.minX + offset.width, region.minY + offset.height)
        cairo_restore(cairo)
    }

    /// Paints a pattern whose space is this context's device space into `surface`,
    /// whose pixel (0, 0) is device point `origin`.
    private func paintDeviceSpace(_ pattern: OpaquePointer, into surface: OpaquePointer, origin: CGPoint) {
        var saved = cairo_matrix_t()
        cairo_pattern_get_matrix(pattern, &saved)
        // pop_group patterns map user space to device space through the CTM;
        // here user space is device space, so the pattern matrix is the identity.
        var identity = cairo_matrix_t()
        cairo_matrix_init_identity(&identity)
        cairo_pattern_set_matrix(pattern, &identity)
        let cr = cairo_create(surface)!
        cairo_translate(cr, -origin.x, -origin.y)
        cairo_set_source(cr, pattern)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_pattern_set_matrix(pattern, &saved)
    }

    /// The clip narrowed to the ink's whole-pixel box; nil when nothing is inside.
    static func inkArea(clip: CGRect?, ink: CGRect?) -> CGRect? {
        guard let clip else { return nil }
        guard let ink, ink.isFinite, !ink.isNull else { return clip }
        let snapped = CGRect(
            x: ink.minX.rounded(.down) - 1, y: ink.minY.rounded(.down) - 1,
            width: ink.width.rounded(.up) + 3, height: ink.height.rounded(.up) + 3)
        let area = clip.intersection(snapped)
        return area.isNull || area.isEmpty ? nil : area
    }

    /// The clip's bounding box in device pixels, whole pixels; nil when empty.
    func deviceClipExtents() -> CGRect? {
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        cairo_restore(cairo)
        let r = CGRect(
            x: x1.rounded(.down), y: y1.rounded(.down), width: x2.rounded(.up) - x1.rounded(.down),
            height: y2.rounded(.up) - y1.rounded(.down))
        guard r.width > 0, r.height > 0, r.width < 32767, r.height < 32767 else { return nil }
        return r
    }

    /// Device pixels per base-space point (the larger axis for non-uniform bases).
    var baseScale: CGFloat {
        let t = baseTransform
        return max((t.a * t.a + t.b * t.b).squareRoot(), (t.c * t.c + t.d * t.d).squareRoot())
    }

    /// Sets Cairo's source to a colour multiplied by `alpha`.
    func setSource(_ c: CGColor, alpha: CGFloat) {
        cairo_set_source_rgba(cairo, c.red, c.green, c.blue, c.alpha * alpha)
    }
}

/// Owns one reference to a Cairo context; released when the `CGContext` goes.
final class CairoHandle: @unchecked Sendable {
    let context: OpaquePointer
    init(context: OpaquePointer) { self.context = context }
    deinit { cairo_destroy(context) }
}
