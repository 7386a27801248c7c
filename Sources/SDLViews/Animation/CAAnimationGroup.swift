import Foundation

/// Core Animation's `CAAnimationGroup`: animations run together on the group's
/// timeline; each child's own timing is relative to the group's start and cut
/// at the group's duration.
@MainActor
open class CAAnimationGroup: CAAnimation {
    public var animations: [CAAnimation]?

    public override init() { super.init() }

    public required init(copying other: CAAnimation) {
        super.init(copying: other)
        animations = (other as? CAAnimationGroup)?.animations?.map { $0.copy() }
    }

    override var animatedKeyPaths: [String] { animations?.flatMap(\.animatedKeyPaths) ?? [] }

    override func apply(progress: Double, to state: inout CALayer.State, model: CALayer) {
        // The group's own timing function shapes its children's timeline.
        let local = (timingFunction?.solve(progress) ?? progress) * effectiveDuration
        for child in animations ?? [] {
            let timing = AnimationTiming(child, begin: child.beginTime)
            switch timing.phase(at: local) {
            case .active(let p): child.apply(progress: p, to: &state, model: model)
            case .finished(let fill?): child.apply(progress: fill, to: &state, model: model)
            default: break
            }
        }
    }
}
