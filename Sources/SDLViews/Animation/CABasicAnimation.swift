import Foundation

/// Core Animation's `CABasicAnimation`: from one value to another, with
/// Apple's rules for which of `fromValue`, `toValue` and `byValue` are set
/// (a missing end is the layer's current value; `byValue` is relative).
@MainActor
open class CABasicAnimation: CAPropertyAnimation {
    public var fromValue: Any?
    public var toValue: Any?
    public var byValue: Any?
    /// Ends already in animatable form (set by the UIView animation API).
    var resolvedFrom: AnimatableValue?
    var resolvedTo: AnimatableValue?

    public override init() { super.init() }

    public required init(copying other: CAAnimation) {
        super.init(copying: other)
        guard let other = other as? CABasicAnimation else { return }
        fromValue = other.fromValue
        toValue = other.toValue
        byValue = other.byValue
        resolvedFrom = other.resolvedFrom
        resolvedTo = other.resolvedTo
    }

    /// The two ends of the interpolation, resolved against the layer's value.
    func ends(current: AnimatableValue?) -> (AnimatableValue, AnimatableValue)? {
        if let resolvedFrom, let resolvedTo { return (resolvedFrom, resolvedTo) }
        let from = AnimatableValue(fromValue), to = AnimatableValue(toValue), by = AnimatableValue(byValue)
        switch (from, to, by) {
        case let (f?, t?, _): return (f, t)
        case let (f?, nil, b?): return (f, f + b)
        case let (nil, t?, b?): return (t - b, t)
        case let (f?, nil, nil): return current.map { (f, $0) }
        case let (nil, t?, nil): return current.map { ($0, t) }
        case let (nil, nil, b?): return current.map { ($0, $0 + b) }
        default: return nil
        }
    }

    /// The values the animation runs between on the layer `model` (read only
    /// for an end left to the model value: a frame of resolved ends copies nothing).
    func range(model: CALayer) -> (AnimatableValue, AnimatableValue)? {
        guard let target else { return nil }
        if let resolvedFrom, let resolvedTo { return (resolvedFrom, resolvedTo) }
        // A missing toValue is the current model value (so setting the model after adding
        // a from-only animation works); a missing fromValue is what was on screen at add.
        let fromOnly = fromValue != nil && toValue == nil && byValue == nil
        return ends(current: (fromOnly ? nil : valueAtAdd) ?? target.value(ofModel: model))
    }

    override func apply(progress: Double, to state: inout CALayer.State, model: CALayer) {
        guard let (from, to) = range(model: model) else { return }
        var value = AnimatableValue.interpolate(from, to, eased(progress))
        // Cumulative: each repetition starts where the previous one ended.
        if isCumulative, currentIteration > 0 {
            let step = to - from
            for _ in 0..<currentIteration { value = value + step }
        }
        write(value, to: &state, model: model)
    }
}
