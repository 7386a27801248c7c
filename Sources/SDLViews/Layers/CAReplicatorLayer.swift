import Foundation

/// Core Animation's `CAReplicatorLayer`: its sublayers drawn `instanceCount`
/// times, instance i under `instanceTransform` applied i times (about the
/// layer's anchor point, like a sublayer transform) and tinted by
/// `instanceColor` plus i times the colour offsets. `instanceTransform`,
/// `instanceColor` and the offsets animate.
///
/// The sublayers are rendered once into an offscreen target per frame and that
/// image is placed per instance (one pass, one quad per instance). With an
/// `instanceDelay` and animated sublayers, instance i shows their animations
/// i × delay earlier (one pass per instance).
/// Differences from UIKit: see <doc:DifferencesFromUIKit>.
@MainActor
open class CAReplicatorLayer: CALayer {
    public override init() {
        super.init()
        replicatesSublayers = true
    }

    /// Core Animation's coder initializer (nothing is decoded: as `init()`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        replicatesSublayers = true
    }

    public override init(layer: Any) {
        super.init(layer: layer)
        replicatesSublayers = true
        guard let other = layer as? CAReplicatorLayer else { return }
        instanceCount = other.instanceCount
        preservesDepth = other.preservesDepth
    }

    /// How many copies (default 1); negative counts draw none.
    open var instanceCount = 1 { didSet { contentDidChange() } }
    open var preservesDepth = false

    open var instanceTransform: CATransform3D {
        get { if case .transform(let t)? = customValue("instanceTransform") { return t }; return CATransform3DIdentity }
        set { setCustomValue("instanceTransform", .transform(newValue), if: newValue.isFinite) }
    }

    /// Multiplies instance 0's colours (default opaque white: unchanged).
    open var instanceColor: CGColor? {
        get { customValue("instanceColor")?.colorValue }
        set { setCustomValue("instanceColor", newValue.map { .color($0) }) }
    }

    open var instanceRedOffset: Float {
        get { offset("instanceRedOffset") }
        set { setOffset("instanceRedOffset", newValue) }
    }
    open var instanceGreenOffset: Float {
        get { offset("instanceGreenOffset") }
        set { setOffset("instanceGreenOffset", newValue) }
    }
    open var instanceBlueOffset: Float {
        get { offset("instanceBlueOffset") }
        set { setOffset("instanceBlueOffset", newValue) }
    }
    open var instanceAlphaOffset: Float {
        get { offset("instanceAlphaOffset") }
        set { setOffset("instanceAlphaOffset", newValue) }
    }

    /// Instance i shows the sublayers' animations i × this many seconds earlier (animatable).
    open var instanceDelay: CFTimeInterval {
        get { Double(customValue("instanceDelay")?.scalarValue ?? 0) }
        set { setCustomValue("instanceDelay", .scalar(newValue), if: newValue.isFinite) }
    }

    private func offset(_ key: String) -> Float { Float(customValue(key)?.scalarValue ?? 0) }

    private func setOffset(_ key: String, _ value: Float) {
        setCustomValue(key, .scalar(Double(value)), if: value.isFinite)
    }

    /// At most this many instances are placed per frame (a documented
    /// difference: Core Animation draws any count); the rest are not drawn
    /// and the layer says so once.
    public static let maxDrawnInstances = 16_384

    /// The instances to place: `instanceCount` up to `maxDrawnInstances`.
    var placedInstanceCount: Int {
        guard instanceCount > CAReplicatorLayer.maxDrawnInstances else { return max(instanceCount, 0) }
        if !reportedInstanceCap {
            reportedInstanceCap = true
            SDLViewsLog.error(
                "CAReplicatorLayer instanceCount \(instanceCount) draws only the first "
                    + "\(CAReplicatorLayer.maxDrawnInstances) instances")
        }
        return CAReplicatorLayer.maxDrawnInstances
    }

    private var reportedInstanceCap = false

    /// Calls `body` with each of the first `count` instances and its map from
    /// the replicator's space to itself (`instanceTransform` applied i times
    /// about the anchor point), in order: one step per instance, so a frame is
    /// linear in the count. `body` returns false to stop.
    static func forEachInstance(_ count: Int, state: CALayer.State, _ body: (Int, Homography) -> Bool) {
        guard count > 0 else { return }
        guard case .transform(let t)? = state.appearance.custom["instanceTransform"] else {
            for i in 0..<count where !body(i, .identity) { return }
            return
        }
        let b = state.bounds
        let anchor = CGPoint(x: b.minX + state.anchorPoint.x * b.width, y: b.minY + state.anchorPoint.y * b.height)
        let toAnchor = Homography.translation(anchor.x, anchor.y),
            fromAnchor = Homography.translation(-anchor.x, -anchor.y)
        let one = Homography(t)
        var step = Homography.identity
        for i in 0..<count {
            if i > 0 { step = one * step }
            guard body(i, i == 0 ? .identity : toAnchor * step * fromAnchor) else { return }
        }
    }

    /// Instance i's tint (red, green, blue, alpha), each clamped to 0...1.
    static func instanceTint(_ i: Int, state: CALayer.State) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
        let custom = state.appearance.custom
        let base = custom["instanceColor"]?.colorValue ?? .white
        func channel(_ v: CGFloat, _ key: String) -> CGFloat {
            min(max(v + CGFloat(i) * (custom[key]?.scalarValue ?? 0), 0), 1)
        }
        return (
            channel(base.red, "instanceRedOffset"), channel(base.green, "instanceGreenOffset"),
            channel(base.blue, "instanceBlueOffset"), channel(base.alpha, "instanceAlphaOffset")
        )
    }
}
