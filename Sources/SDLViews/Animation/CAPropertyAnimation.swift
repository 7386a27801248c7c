import Foundation

/// Core Animation's `CAValueFunction`: turns a scalar into a transform, so a
/// "transform" animation can run a number (Listing 4-9 turns past 180° this way).
public final class CAValueFunction: Sendable {
    /// Core Animation's `CAValueFunction.Name`: the function applied to a transform animation's scalar values (rotation, scale, translation about an axis).
    public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let rotateX = Name(rawValue: "rotateX")
        public static let rotateY = Name(rawValue: "rotateY")
        public static let rotateZ = Name(rawValue: "rotateZ")
        public static let scale = Name(rawValue: "scale")
        public static let scaleX = Name(rawValue: "scaleX")
        public static let scaleY = Name(rawValue: "scaleY")
        public static let translateX = Name(rawValue: "translateX")
        public static let translateY = Name(rawValue: "translateY")
    }

    public let name: Name
    public init?(name: Name) { self.name = name }

    func transform(_ v: Double) -> CATransform3D {
        let x = CGFloat(v)
        switch name {
        case .rotateX: return CATransform3DMakeRotation(x, 1, 0, 0)
        case .rotateY: return CATransform3DMakeRotation(x, 0, 1, 0)
        case .rotateZ: return CATransform3DMakeRotation(x, 0, 0, 1)
        case .scale: return CATransform3DMakeScale(x, x, x)
        case .scaleX: return CATransform3DMakeScale(x, 1, 1)
        case .scaleY: return CATransform3DMakeScale(1, x, 1)
        case .translateX: return CATransform3DMakeTranslation(x, 0, 0)
        case .translateY: return CATransform3DMakeTranslation(0, x, 0)
        default: return CATransform3DIdentity
        }
    }
}

/// Core Animation's `CAPropertyAnimation`: an animation of one layer key path.
@MainActor
open class CAPropertyAnimation: CAAnimation {
    public var keyPath: String?
    public var isAdditive = false
    public var isCumulative = false
    public var valueFunction: CAValueFunction?

    public override init() { super.init() }

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    public required init(copying other: CAAnimation) {
        super.init(copying: other)
        guard let other = other as? CAPropertyAnimation else { return }
        keyPath = other.keyPath
        isAdditive = other.isAdditive
        isCumulative = other.isCumulative
        valueFunction = other.valueFunction
        progressCurve = other.progressCurve
        resolvedKeyPath = other.resolvedKeyPath
    }

    /// The key path resolved when the animation was added (the layer's copy
    /// of it: `CALayer.add` resolves it once, so frames do not parse strings).
    var resolvedKeyPath: LayerKeyPath?

    /// The property this animation writes.
    var target: LayerKeyPath? { resolvedKeyPath ?? keyPath.flatMap(LayerKeyPath.init) }

    override var animatedKeyPaths: [String] { keyPath.map { [$0] } ?? [] }

    /// Values captured when the animation was added: the layer's value then,
    /// which nil from/to values stand for (Core Animation's "current value").
    var valueAtAdd: AnimatableValue?

    /// Writes `value` for the key path (after a value function, additively if asked).
    func write(_ value: AnimatableValue, to state: inout CALayer.State, model: CALayer) {
        guard let target else { return }
        var v = value
        if let valueFunction, case .scalar(let x) = value { v = .transform(valueFunction.transform(x)) }
        if isAdditive, let base = target.value(in: state) { v = base + v }
        target.set(v, in: &state)
    }

    /// A progress curve replacing the timing function (UIView's spring animations).
    var progressCurve: ((Double) -> Double)?

    /// The eased fraction for raw progress, by the timing function (linear if none).
    func eased(_ progress: Double) -> Double {
        if let progressCurve { return progressCurve(progress) }
        guard let function = timingFunction else { return progress }
        return CAPropertyAnimation.eased(progress, by: function, curve: function.controlPoints)
    }

    /// `function` at `progress`, where `curve` is its control points.
    /// Views animated together share curve and progress: a tick solves the
    /// curve once for all of them (`lastEased`).
    static func eased(_ progress: Double, by function: CAMediaTimingFunction, curve: SIMD4<Float>) -> Double {
        if let value = reusedEase(progress, curve: curve) { return value }
        let value = function.solve(progress)
        lastEased = (curve, progress, value)
        return value
    }

    /// The eased value when the last curve solved was `curve` at `progress`
    /// (callers that keep the control points need not read the function).
    static func reusedEase(_ progress: Double, curve: SIMD4<Float>) -> Double? {
        lastEased.progress == progress && lastEased.curve == curve ? lastEased.value : nil
    }

    /// The last curve solved (by control points), at what progress, and its value.
    @exclusivity(unchecked) private static var lastEased = (curve: SIMD4<Float>(repeating: .nan), progress: Double.nan, value: 0.0)
}
