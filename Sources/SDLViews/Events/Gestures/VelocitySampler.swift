import Foundation

/// Velocity from the recent movement of a point (or a scalar as `x`):
/// the displacement over the last 0.1 s of the application clock, as
/// UIKit's recognizers report it.
struct VelocitySampler {
    static let window: CFTimeInterval = 0.1
    private var samples: [(time: CFTimeInterval, value: CGPoint)] = []

    mutating func add(_ value: CGPoint, at time: CFTimeInterval) {
        samples.append((time, value))
        let cutoff = time - Self.window - 1e-9
        samples.removeAll { $0.time < cutoff }
    }

    mutating func reset() { samples.removeAll() }

    /// Per second; zero with fewer than two samples or no elapsed time.
    var velocity: CGPoint {
        guard let first = samples.first, let last = samples.last, last.time > first.time else { return .zero }
        let dt = CGFloat(last.time - first.time)
        return CGPoint(x: (last.value.x - first.value.x) / dt, y: (last.value.y - first.value.y) / dt)
    }
}
