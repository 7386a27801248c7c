import Foundation
internal import CCairo

/// Core Animation's `CAGradientLayer`: a colour gradient over the bounds,
/// drawn by Cairo's linear and radial patterns and cached until a colour,
/// location, end point, the size or the resolution changes. `colors`,
/// `locations`, `startPoint` and `endPoint` animate.
///
/// `.axial` runs from `startPoint` to `endPoint` (unit coordinates of the
/// bounds); `.radial` is an ellipse centred on `startPoint` whose radii are
/// the distances to `endPoint` along x and y; `.conic` turns clockwise round
/// `startPoint`, starting in the direction of `endPoint` — as Core Animation
/// draws them. Conic gradients are Cairo mesh patterns (128 wedges whose
/// corner colours Cairo interpolates).
@MainActor
open class CAGradientLayer: CALayer, LayerContentRenderer {
    public override init() {
        super.init()
        setUpGradientDefaults()
    }

    /// Core Animation's coder initializer (nothing is decoded: as `init()`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpGradientDefaults()
    }

    private func setUpGradientDefaults() {
        rendersContents = true
        state.appearance.custom["startPoint"] = .point(CGPoint(x: 0.5, y: 0))
        state.appearance.custom["endPoint"] = .point(CGPoint(x: 0.5, y: 1))
    }

    public override init(layer: Any) {
        super.init(layer: layer)
        rendersContents = true
        if let other = layer as? CAGradientLayer { type = other.type }
    }

    /// `CGColor`s (UIColors are accepted too); nil or empty draws nothing.
    open var colors: [Any]? {
        get {
            (customValue("colors")).flatMap {
                if case .list(let items) = $0 { return items.compactMap(\.colorValue) }; return nil
            }
        }
        set {
            let list = newValue?.compactMap { ($0 as? CGColor) ?? ($0 as? UIColor)?.cgColor }
            if let newValue, list?.count != newValue.count {
                SDLViewsLog.error("CAGradientLayer.colors: only CGColor and UIColor are drawn; others ignored")
            }
            setCustomValue("colors", list.map { .list($0.map { .color($0) }) })
        }
    }

    /// Stop positions 0...1, one per colour; nil spreads the colours evenly.
    open var locations: [NSNumber]? {
        get {
            (customValue("locations")).flatMap {
                if case .list(let items) = $0 {
                    return items.compactMap { $0.scalarValue.map { NSNumber(value: Double($0)) } }
                }; return nil
            }
        }
        set { setCustomValue("locations", newValue.map { .list($0.map { .scalar($0.doubleValue) }) }) }
    }

    open var startPoint: CGPoint {
        get { customValue("startPoint")?.pointValue ?? CGPoint(x: 0.5, y: 0) }
        set { setCustomValue("startPoint", .point(newValue), if: newValue.isFinite) }
    }

    open var endPoint: CGPoint {
        get { customValue("endPoint")?.pointValue ?? CGPoint(x: 0.5, y: 1) }
        set { setCustomValue("endPoint", .point(newValue), if: newValue.isFinite) }
    }

    open var type: CAGradientLayerType = .axial {
        didSet {
            typeVersion += 1
            contentDidChange()
        }
    }
    private var typeVersion = 0

    // MARK: Rendering

    private var bitmap = LayerBitmap()

    func renderedContentsKey(for state: CALayer.State) -> Int {
        var h = Hasher()
        h.combine(typeVersion)
        h.combine(state.bounds.width); h.combine(state.bounds.height)
        for key in ["colors", "locations", "startPoint", "endPoint"] {
            h.combine(key); state.appearance.custom[key]?.hash(into: &h)
        }
        return h.finalize()
    }

    func renderedContentsExtent(for state: CALayer.State) -> CGRect? { state.bounds }

    func renderedContents(for state: CALayer.State, scale: CGFloat) -> RenderedContents? {
        var h = Hasher()
        h.combine(renderedContentsKey(for: state))
        h.combine(state.bounds.minX); h.combine(state.bounds.minY)
        h.combine(scale)
        return bitmap.contents(key: h.finalize()) {
            guard let pattern = makePattern(state: state) else { return nil }
            defer { cairo_pattern_destroy(pattern) }
            return LayerBitmap.render(state.bounds, scale: scale) { cr in
                cairo_set_source(cr, pattern)
                cairo_rectangle(cr, state.bounds.minX, state.bounds.minY, state.bounds.width, state.bounds.height)
                cairo_fill(cr)
            }
        }
    }

    private func makePattern(state: CALayer.State) -> OpaquePointer? {
        let custom = state.appearance.custom
        guard case .list(let items)? = custom["colors"] else { return nil }
        let stops = items.compactMap(\.colorValue)
        guard !stops.isEmpty else { return nil }
        let b = state.bounds
        let start = custom["startPoint"]?.pointValue ?? CGPoint(x: 0.5, y: 0),
            end = custom["endPoint"]?.pointValue ?? CGPoint(x: 0.5, y: 1)
        let p0 = CGPoint(x: b.minX + start.x * b.width, y: b.minY + start.y * b.height)
        let p1 = CGPoint(x: b.minX + end.x * b.width, y: b.minY + end.y * b.height)
        let locations = Self.locations(custom["locations"], count: stops.count)
        if type == .conic {
            return Self.conicPattern(center: p0, toward: p1, bounds: b, stops: stops, locations: locations)
        }
        let pattern: OpaquePointer?
        if type == .radial {
            pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, 1)
            // Unit circle → the ellipse centred on p0 with radii to p1.
            var m = cairo_matrix_t()
            cairo_matrix_init_translate(&m, p0.x, p0.y)
            cairo_matrix_scale(&m, max(abs(p1.x - p0.x), 1e-3), max(abs(p1.y - p0.y), 1e-3))
            _ = cairo_matrix_invert(&m)
            if let pattern { cairo_pattern_set_matrix(pattern, &m) }
        } else {
            pattern = cairo_pattern_create_linear(p0.x, p0.y, p1.x, p1.y)
        }
        guard let pattern else { return nil }
        for (color, offset) in zip(stops, locations) {
            cairo_pattern_add_color_stop_rgba(pattern, offset, color.red, color.green, color.blue, color.alpha)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        return pattern
    }

    /// Wedges round `center` covering the bounds, each a mesh patch whose
    /// corners carry the colours at its two angles.
    private static func conicPattern(
        center: CGPoint, toward end: CGPoint, bounds b: CGRect, stops: [CGColor], locations: [Double]
    ) -> OpaquePointer? {
        guard let pattern = cairo_pattern_create_mesh() else { return nil }
        let corners = [
            CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY), CGPoint(x: b.minX, y: b.maxY),
            CGPoint(x: b.maxX, y: b.maxY)
        ]
        // Far enough that each wedge's straight outer edge stays outside the bounds.
        let radius = (corners.map { hypot($0.x - center.x, $0.y - center.y) }.max() ?? 1) * 1.01 + 1
        let start = end == center ? 0 : atan2(end.y - center.y, end.x - center.x)
        let wedges = 128
        for k in 0..<wedges {
            let f0 = Double(k) / Double(wedges), f1 = Double(k + 1) / Double(wedges)
            let a0 = start + 2 * .pi * CGFloat(f0), a1 = start + 2 * .pi * CGFloat(f1)
            let c0 = color(at: f0, stops: stops, locations: locations),
                c1 = color(at: f1, stops: stops, locations: locations)
            cairo_mesh_pattern_begin_patch(pattern)
            cairo_mesh_pattern_move_to(pattern, center.x, center.y)
            cairo_mesh_pattern_line_to(pattern, center.x + radius * cos(a0), center.y + radius * sin(a0))
            cairo_mesh_pattern_line_to(pattern, center.x + radius * cos(a1), center.y + radius * sin(a1))
            cairo_mesh_pattern_line_to(pattern, center.x, center.y)
            for (corner, c) in [(0, c0), (1, c0), (2, c1), (3, c1)] {
                cairo_mesh_pattern_set_corner_color_rgba(pattern, UInt32(corner), c.red, c.green, c.blue, c.alpha)
            }
            cairo_mesh_pattern_end_patch(pattern)
        }
        return pattern
    }

    /// The colour at `f` (0...1) between the stops, as a linear gradient interpolates them.
    private static func color(at f: Double, stops: [CGColor], locations: [Double]) -> CGColor {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if f <= locations[0] { return first }
        for i in 1..<stops.count where f <= locations[i] {
            let span = locations[i] - locations[i - 1]
            let t = span > 0 ? CGFloat((f - locations[i - 1]) / span) : 1
            let a = stops[i - 1], b = stops[i]
            return CGColor(
                red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t,
                blue: a.blue + (b.blue - a.blue) * t, alpha: a.alpha + (b.alpha - a.alpha) * t)
        }
        return last
    }

    /// The given locations when there is one per colour, else evenly spread.
    private static func locations(_ value: AnimatableValue?, count: Int) -> [Double] {
        if case .list(let items)? = value, items.count == count {
            let values = items.compactMap { $0.scalarValue.map(Double.init) }
            if values.count == count, values.allSatisfy(\.isFinite) { return values }
        }
        return count == 1 ? [0] : (0..<count).map { Double($0) / Double(count - 1) }
    }
}

/// Core Animation's `CAGradientLayerType`.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let axial = CAGradientLayerType(rawValue: "axial")
    public static let radial = CAGradientLayerType(rawValue: "radial")
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
