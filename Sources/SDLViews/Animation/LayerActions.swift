import Foundation

/// What happens when an animatable layer property changes (Core Animation's
/// "actions"): a view's own layer animates only inside a UIView animation
/// block (the change is recorded by the open block), never outside one; a
/// standalone layer that is already on screen animates implicitly with the
/// current transaction's duration (0.25 s by default) and timing function,
/// unless the transaction disables actions.
@MainActor
enum LayerActions {
    static func run(for layer: CALayer, key: String, from old: AnimatableValue) {
        if layer.delegate is UIView {
            runtime.viewAnimationStack.record(layer, key: key, from: old)
            return
        }
        guard !CATransaction.disableActions(), layer.hasBeenRendered, layer.rootLayer.host != nil,
            let new = LayerKeyPath.value(of: key, in: layer.state), new != old
        else { return }
        let animation = CABasicAnimation(keyPath: key)
        animation.resolvedFrom = layer.presentationState.flatMap { LayerKeyPath.value(of: key, in: $0) } ?? old
        animation.resolvedTo = new
        animation.duration = CATransaction.animationDuration()
        animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        layer.add(animation, forKey: key)
    }
}
