import Foundation

/// A basic animation of a number or a point between two fixed ends (what
/// UIView animation blocks and implicit actions of position, anchor point,
/// opacity and z position make), evaluated on plain numbers: a tick of
/// many such animations costs the arithmetic, not boxed values and dynamic
/// calls. It writes exactly what `CABasicAnimation.apply` writes (the same
/// operations in the same order; `AnimationKernelTests` compares them), and
/// it is made once when the animation is added, as Core Animation treats an
/// added animation as immutable.
struct AnimationKernel {
    /// The properties kernels animate (a plain enum: a tick copies it freely).
    enum Property {
        case position, anchorPoint, positionX, positionY, opacity, zPosition

        init?(_ keyPath: LayerKeyPath) {
            switch keyPath {
            case .position: self = .position
            case .anchorPoint: self = .anchorPoint
            case .positionX: self = .positionX
            case .positionY: self = .positionY
            case .opacity: self = .opacity
            case .zPosition: self = .zPosition
            default: return nil
            }
        }

        var isPoint: Bool { self == .position || self == .anchorPoint }

        /// The value as (x, y) (a number in x, y zero): `LayerKeyPath.value(in:)`, unboxed.
        func vector(in s: CALayer.State) -> SIMD2<Double> {
            switch self {
            case .position: return SIMD2(s.position.x, s.position.y)
            case .anchorPoint: return SIMD2(s.anchorPoint.x, s.anchorPoint.y)
            case .positionX: return SIMD2(Double(s.position.x), 0)
            case .positionY: return SIMD2(Double(s.position.y), 0)
            case .opacity: return SIMD2(Double(s.opacity), 0)
            case .zPosition: return SIMD2(Double(s.zPosition), 0)
            }
        }

        /// `vector(in:)` of `layer`'s model, reading just the property (see `LayerKeyPath.value(ofModel:)`).
        @MainActor
        func vector(ofModel layer: CALayer) -> SIMD2<Double> {
            switch self {
            case .position: return SIMD2(layer.state.position.x, layer.state.position.y)
            case .anchorPoint: return SIMD2(layer.state.anchorPoint.x, layer.state.anchorPoint.y)
            case .positionX: return SIMD2(Double(layer.state.position.x), 0)
            case .positionY: return SIMD2(Double(layer.state.position.y), 0)
            case .opacity: return SIMD2(Double(layer.state.opacity), 0)
            case .zPosition: return SIMD2(Double(layer.state.zPosition), 0)
            }
        }

        /// Writes (x, y) as `LayerKeyPath.set(_:in:)` writes the same value boxed.
        func setVector(_ v: SIMD2<Double>, in s: inout CALayer.State) {
            switch self {
            case .position: s.position = CGPoint(x: v.x, y: v.y)
            case .anchorPoint: s.anchorPoint = CGPoint(x: v.x, y: v.y)
            case .positionX: s.position.x = CGFloat(v.x)
            case .positionY: s.position.y = CGFloat(v.x)
            case .opacity: s.opacity = LayerKeyPath.opacity(v.x)
            case .zPosition: s.zPosition = CGFloat(v.x)
            }
        }
    }

    let property: Property
    private let from: SIMD2<Double>
    private let to: SIMD2<Double>
    private let isAdditive: Bool

    /// Nil unless `animation` is a basic (or spring) animation of a numeric
    /// property whose ends do not depend on the layer, not cumulative and
    /// without a value function.
    @MainActor
    init?(_ animation: CAAnimation, target: LayerKeyPath?) {
        guard let basic = animation as? CABasicAnimation, !basic.isCumulative, basic.valueFunction == nil,
            let target, let property = Property(target), let (start, end) = basic.ends(current: nil),
            let from = AnimationKernel.vector(start, isPoint: property.isPoint),
            let to = AnimationKernel.vector(end, isPoint: property.isPoint)
        else { return nil }
        self.property = property
        self.from = from
        self.to = to
        isAdditive = basic.isAdditive
    }

    /// `CABasicAnimation.apply` at the eased progress `t`.
    func apply(eased t: Double, to state: inout CALayer.State) {
        var value = from + (to - from) * t
        if isAdditive { value = property.vector(in: state) + value }
        property.setVector(value, in: &state)
    }

    private static func vector(_ value: AnimatableValue, isPoint: Bool) -> SIMD2<Double>? {
        switch value {
        case .scalar(let x) where !isPoint: return SIMD2(x, 0)
        case .point(let p) where isPoint: return SIMD2(p.x, p.y)
        default: return nil
        }
    }
}
