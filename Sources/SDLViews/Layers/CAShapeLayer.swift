import Foundation
internal import CCairo

/// Core Animation's `CAShapeLayer`: a `CGPath` filled and stroked, drawn by
/// Cairo at the layer's on-screen resolution and cached until the path, a
/// style or the resolution changes. `strokeStart`/`strokeEnd`, `lineWidth`,
/// the colours, `lineDashPhase` and `miterLimit` animate (the shape is
/// re-rendered for each frame they move). As in Core Animation the shape is
/// not clipped to the bounds.
///
/// Differences from UIKit: see <doc:DifferencesFromUIKit>.
@MainActor
open class CAShapeLayer: CALayer, LayerContentRenderer {
    public override init() {
        super.init()
        setUpDefaults()
    }

    /// Core Animation's coder initializer (nothing is decoded: as `init()`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpDefaults()
    }

    public override init(layer: Any) {
        super.init(layer: layer)
        rendersContents = true
        guard let other = layer as? CAShapeLayer else { setUpDefaults(); return }
        path = other.path
        fillRule = other.fillRule
        lineCap = other.lineCap
        lineJoin = other.lineJoin
        lineDashPattern = other.lineDashPattern
    }

    private func setUpDefaults() {
        rendersContents = true
        for (key, value) in [
            ("strokeStart", AnimatableValue.scalar(0)), ("strokeEnd", .scalar(1)), ("lineWidth", .scalar(1)),
            ("fillColor", .color(.black)), ("lineDashPhase", .scalar(0)), ("miterLimit", .scalar(10))
        ] {
            state.appearance.custom[key] = value
        }
    }

    open var path: CGPath? { didSet { if path !== oldValue { path = path?.copy(); styleDidChange() } } }
    /// Default opaque black; nil fills nothing.
    open var fillColor: CGColor? {
        get { customValue("fillColor")?.colorValue }
        set { setCustomValue("fillColor", newValue.map { .color($0) }) }
    }
    open var fillRule: CAShapeLayerFillRule = .nonZero { didSet { styleDidChange() } }
    /// Default nil: no stroke.
    open var strokeColor: CGColor? {
        get { customValue("strokeColor")?.colorValue }
        set { setCustomValue("strokeColor", newValue.map { .color($0) }) }
    }
    open var lineWidth: CGFloat {
        get { scalar("lineWidth", 1) }
        set { setCustomValue("lineWidth", .scalar(Double(max(0, newValue))), if: newValue.isFinite) }
    }
    open var lineCap: CAShapeLayerLineCap = .butt { didSet { styleDidChange() } }
    open var lineJoin: CAShapeLayerLineJoin = .miter { didSet { styleDidChange() } }
    open var miterLimit: CGFloat {
        get { scalar("miterLimit", 10) }
        set { setCustomValue("miterLimit", .scalar(Double(newValue)), if: newValue.isFinite && newValue > 0) }
    }
    /// Dash lengths in points, alternating painted and unpainted; nil draws a solid line.
    open var lineDashPattern: [NSNumber]? { didSet { styleDidChange() } }
    open var lineDashPhase: CGFloat {
        get { scalar("lineDashPhase", 0) }
        set { setCustomValue("lineDashPhase", .scalar(Double(newValue)), if: newValue.isFinite) }
    }
    /// The part of the path's length that is stroked, 0...1 (animatable).
    open var strokeStart: CGFloat {
        get { scalar("strokeStart", 0) }
        set { setCustomValue("strokeStart", .scalar(Double(min(max(newValue, 0), 1))), if: newValue.isFinite) }
    }
    open var strokeEnd: CGFloat {
        get { scalar("strokeEnd", 1) }
        set { setCustomValue("strokeEnd", .scalar(Double(min(max(newValue, 0), 1))), if: newValue.isFinite) }
    }

    private func scalar(_ key: String, _ fallback: CGFloat) -> CGFloat { customValue(key)?.scalarValue ?? fallback }

    /// Non-animatable inputs changed: new pixels next composite.
    private var styleVersion = 0
    private func styleDidChange() {
        styleVersion += 1
        contentDidChange()
    }

    // MARK: Rendering

    private var bitmap = LayerBitmap()

    func renderedContentsKey(for state: CALayer.State) -> Int {
        var h = Hasher()
        h.combine(path.map(ObjectIdentifier.init))
        h.combine(styleVersion)
        for key in ["strokeStart", "strokeEnd", "lineWidth", "fillColor", "strokeColor", "lineDashPhase", "miterLimit"]
        {
            h.combine(key)
            state.appearance.custom[key]?.hash(into: &h)
        }
        return h.finalize()
    }

    func renderedContentsExtent(for state: CALayer.State) -> CGRect? {
        guard let path, !path.isEmpty else { return nil }
        let box = path.boundingBoxOfPath
        guard !box.isNull, box.isFinite else { return nil }
        let width = state.appearance.custom["lineWidth"]?.scalarValue ?? 1
        let stroked = state.appearance.custom["strokeColor"] != nil
        let miter = lineJoin == .miter ? min(state.appearance.custom["miterLimit"]?.scalarValue ?? 10, 10) : 1
        let spread = stroked ? width / 2 * max(miter, lineCap == .square ? 1.5 : 1) + 1 : 1
        return box.insetBy(dx: -spread, dy: -spread)
    }

    func renderedContents(for state: CALayer.State, scale: CGFloat) -> RenderedContents? {
        var h = Hasher()
        h.combine(renderedContentsKey(for: state))
        h.combine(scale)
        return bitmap.contents(key: h.finalize()) {
            guard let path, let rect = renderedContentsExtent(for: state) else { return nil }
            return LayerBitmap.render(Compositor.snappedOutward(rect), scale: scale) { cr in
                draw(path, state: state, in: cr)
            }
        }
    }

    private func draw(_ path: CGPath, state: CALayer.State, in cr: OpaquePointer) {
        let custom = state.appearance.custom
        if let fill = custom["fillColor"]?.colorValue, fill.alpha > 0 {
            path.append(to: cr)
            cairo_set_fill_rule(cr, fillRule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            LayerBitmap.setSource(cr, fill)
            cairo_fill(cr)
        }
        let width = custom["lineWidth"]?.scalarValue ?? 1
        let start = custom["strokeStart"]?.scalarValue ?? 0, end = custom["strokeEnd"]?.scalarValue ?? 1
        guard let stroke = custom["strokeColor"]?.colorValue, stroke.alpha > 0, width > 0, end > start else { return }
        cairo_new_path(cr)
        if start <= 0 && end >= 1 {
            path.append(to: cr)
        } else {
            PathTrimming.appendTrimmed(path, from: start, to: end, in: cr)
        }
        cairo_set_line_width(cr, width)
        cairo_set_line_cap(cr, lineCap.cairo)
        cairo_set_line_join(cr, lineJoin.cairo)
        cairo_set_miter_limit(cr, custom["miterLimit"]?.scalarValue ?? 10)
        if let dashes = lineDashPattern?.map({ $0.doubleValue }), dashes.allSatisfy({ $0.isFinite && $0 >= 0 }),
            dashes.contains(where: { $0 > 0 })
        {
            cairo_set_dash(cr, dashes, Int32(dashes.count), Double(custom["lineDashPhase"]?.scalarValue ?? 0))
        }
        LayerBitmap.setSource(cr, stroke)
        cairo_stroke(cr)
    }
}

/// Core Animation's `CAShapeLayerFillRule`.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// Core Animation's `CAShapeLayerLineCap`.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
    var cairo: cairo_line_cap_t {
        self == .round ? CAIRO_LINE_CAP_ROUND : self == .square ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT
    }
}

/// Core Animation's `CAShapeLayerLineJoin`.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
    var cairo: cairo_line_join_t {
        self == .round ? CAIRO_LINE_JOIN_ROUND : self == .bevel ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER
    }
}
