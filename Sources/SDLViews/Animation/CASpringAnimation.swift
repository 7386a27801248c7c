import Foundation

/// Core Animation's `CASpringAnimation`: a basic animation whose progress
/// follows a damped spring (mass, stiffness, damping, initial velocity) instead
/// of a timing curve. Its `duration` is usually set to `settlingDuration`.
@MainActor
open class CASpringAnimation: CABasicAnimation {
    public var mass: CGFloat = 1
    public var stiffness: CGFloat = 100
    public var damping: CGFloat = 10
    public var initialVelocity: CGFloat = 0

    public override init() { super.init() }

    public required init(copying other: CAAnimation) {
        super.init(copying: other)
        guard let other = other as? CASpringAnimation else { return }
        mass = other.mass
        stiffness = other.stiffness
        damping = other.damping
        initialVelocity = other.initialVelocity
    }

    var solver: SpringSolver {
        SpringSolver(
            mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
            initialVelocity: Double(initialVelocity))
    }

    /// How long the spring takes to come to rest, as Core Animation estimates it.
    public var settlingDuration: CFTimeInterval { solver.settlingDuration }

    /// The spring runs on real time: raw progress × duration is the time since the start.
    override func eased(_ progress: Double) -> Double { solver.value(at: progress * effectiveDuration) }
}
