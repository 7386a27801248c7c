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
    let property: LayerKeyPath
    private let from: SIMD2<Double>
    private let to: SIMD2<Double>
    private let isAdditive: Bool

    /// Nil unless `animation` is a basic (or spring) animation of a numeric
    /// property whose ends do not depend on the layer, not cumulative and
    /// without a value function.
    @MainActor
    init?(_ animation: CAAnimation, target: LayerKeyPath?) {
        guard let basic = animation as? CABasicAnimation, !basic.isCumulative, basic.valueFunction == nil,
            let target, let shape = target.numericShape, let (start, end) = basic.ends(current: nil),
            let from = AnimationKernel.vector(start, shape), let to = AnimationKernel.vector(end, shape)
        else { return nil }
        property = target
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

    private static func vector(_ value: AnimatableValue, _ shape: LayerKeyPath.NumericShape) -> SIMD2<Double>? {
        switch (value, shape) {
        case (.scalar(let x), .scalar): return SIMD2(x, 0)
        case (.point(let p), .point): return SIMD2(p.x, p.y)
        default: return nil
        }
    }
}
