import Foundation
@testable import SDLViews

/// A `duration`-second animation of `keyPath` from `from` to `to`; `timing`
/// names its pacing (nil: the default, linear).
@MainActor
func basicAnimation(
    _ keyPath: String, from: Any, to: Any, duration: CFTimeInterval = 1,
    timing: CAMediaTimingFunctionName? = nil
) -> CABasicAnimation {
    let animation = CABasicAnimation(keyPath: keyPath)
    animation.fromValue = from
    animation.toValue = to
    animation.duration = duration
    if let timing { animation.timingFunction = CAMediaTimingFunction(name: timing) }
    return animation
}

/// A replicator at `frame` (not yet in a window) whose one sublayer is a red
/// `side`-point square at its origin, drawn `count` times `step` points apart in x.
@MainActor
func makeReplicatedDot(frame: CGRect, side: CGFloat, count: Int, step: CGFloat) -> (CAReplicatorLayer, CALayer) {
    let replicator = CAReplicatorLayer()
    replicator.frame = frame
    let dot = CALayer()
    dot.frame = CGRect(x: 0, y: 0, width: side, height: side)
    dot.backgroundColor = UIColor.red.cgColor
    replicator.addSublayer(dot)
    replicator.instanceCount = count
    replicator.instanceTransform = CATransform3DMakeTranslation(step, 0, 0)
    return (replicator, dot)
}
