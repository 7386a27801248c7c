import Foundation

/// A scroll view's wheel state: where smoothed notches are heading, and the
/// recent precise (trackpad) deltas whose speed carries on as momentum once
/// they stop coming.
@MainActor
final class ScrollWheelTracker {
    /// Precise deltas within this window (seconds) make the momentum's velocity.
    static let velocityWindow: CFTimeInterval = 0.1
    /// Momentum starts once no precise delta came for this long.
    static let momentumDelay: CFTimeInterval = 0.05
    /// Slower than this (points per second) there is no momentum.
    static let minimumMomentumSpeed: CGFloat = 20
    /// How long a notch's smooth scroll takes.
    static let notchDuration: CGFloat = 0.15

    /// Where smoothed notches are heading (nil when none are under way).
    var notchTarget: CGPoint?
    private var samples: [(time: CFTimeInterval, delta: CGPoint)] = []
    private var momentumDeadline: CFTimeInterval?

    /// Precise deltas came recently and momentum may still follow.
    var isCoasting: Bool { momentumDeadline != nil }

    func reset() {
        notchTarget = nil
        samples.removeAll()
        momentumDeadline = nil
    }

    /// Records a precise delta (offset direction) at `time`.
    func addPrecise(_ delta: CGPoint, at time: CFTimeInterval) {
        samples.removeAll { time - $0.time > Self.velocityWindow }
        samples.append((time, delta))
        momentumDeadline = time + Self.momentumDelay
    }

    /// The momentum velocity once its delay has passed at `time` (nil: not yet, or none).
    func momentum(at time: CFTimeInterval) -> CGPoint? {
        guard let deadline = momentumDeadline, time >= deadline else { return nil }
        let last = samples.last?.time ?? time
        let recent = samples.filter { last - $0.time <= Self.velocityWindow }
        momentumDeadline = nil
        samples.removeAll()
        let sum = recent.reduce(CGPoint.zero) { CGPoint(x: $0.x + $1.delta.x, y: $0.y + $1.delta.y) }
        let window = CGFloat(Self.velocityWindow)
        let velocity = CGPoint(x: sum.x / window, y: sum.y / window)
        return hypot(velocity.x, velocity.y) >= Self.minimumMomentumSpeed ? velocity : nil
    }
}
