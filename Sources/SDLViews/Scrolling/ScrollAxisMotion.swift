import Foundation

/// One axis of a scroll view moving on its own: decelerating after a
/// release, springing back to an edge or a page, or a timed programmatic
/// scroll. Evaluated from its start time with `ScrollPhysics`' closed forms,
/// so a position depends only on the application clock, never on how many
/// frames ran.
struct ScrollAxisMotion {
    enum Kind {
        /// Released at `start` with `velocity` (points per second).
        case decelerating(start: CGFloat, velocity: CGFloat, rate: CGFloat)
        /// Towards `target`, starting `displacement` away (start − target) at `velocity`.
        case spring(target: CGFloat, displacement: CGFloat, velocity: CGFloat)
        /// From `from` to `to` in `duration` seconds, eased.
        case timed(from: CGFloat, to: CGFloat, duration: CGFloat)
    }

    private(set) var kind: Kind
    private(set) var startTime: CFTimeInterval

    init(_ kind: Kind, at time: CFTimeInterval) {
        self.kind = kind
        self.startTime = time
    }

    /// A spring from `position` to `target`, its velocity capped so it never passes the target.
    static func spring(from position: CGFloat, to target: CGFloat, velocity: CGFloat, at time: CFTimeInterval)
        -> ScrollAxisMotion
    {
        let displacement = position - target
        let capped = ScrollPhysics.springVelocity(velocity, displacement: displacement)
        return ScrollAxisMotion(.spring(target: target, displacement: displacement, velocity: capped), at: time)
    }

    /// The same motion displaced by `delta` (content above the viewport changed height).
    mutating func shift(by delta: CGFloat) {
        switch kind {
        case let .decelerating(start, velocity, rate):
            kind = .decelerating(start: start + delta, velocity: velocity, rate: rate)
        case let .spring(target, displacement, velocity):
            kind = .spring(target: target + delta, displacement: displacement, velocity: velocity)
        case let .timed(from, to, duration): kind = .timed(from: from + delta, to: to + delta, duration: duration)
        }
    }

    /// Where the motion will come to rest.
    var destination: CGFloat {
        switch kind {
        case let .decelerating(start, velocity, rate):
            start + ScrollPhysics.decelerationDistance(velocity: velocity, rate: rate)
        case let .spring(target, _, _): target
        case let .timed(_, to, _): to
        }
    }

    var isSpring: Bool {
        if case .spring = kind { return true }
        return false
    }

    /// The position at `time` and whether the motion is over. A deceleration
    /// reaching an edge of `range` turns into a spring back to it (or stops
    /// there without `bounces`).
    mutating func step(to time: CFTimeInterval, range: ClosedRange<CGFloat>, bounces: Bool) -> (CGFloat, Bool) {
        let t = CGFloat(max(0, time - startTime))
        switch kind {
        case let .decelerating(start, velocity, rate):
            if let edgeHit = edgeCrossing(start: start, velocity: velocity, rate: rate, range: range), t >= edgeHit.time
            {
                guard bounces else { return (edgeHit.edge, true) }
                let speed = ScrollPhysics.deceleratedVelocity(velocity, rate: rate, after: edgeHit.time)
                startTime += CFTimeInterval(edgeHit.time)
                kind = .spring(target: edgeHit.edge, displacement: 0, velocity: speed)
                return step(to: time, range: range, bounces: bounces)
            }
            let position = ScrollPhysics.decelerated(from: start, velocity: velocity, rate: rate, after: t)
            let rest = destination
            return abs(rest - position) < ScrollPhysics.decelerationRestDistance ? (rest, true) : (position, false)
        case let .spring(target, displacement, velocity):
            let offset = ScrollPhysics.springDisplacement(displacement, velocity: velocity, after: t)
            let speed = ScrollPhysics.springVelocity(displacement, velocity: velocity, after: t)
            let atRest = abs(offset) < ScrollPhysics.springRestDistance && abs(speed) < ScrollPhysics.springRestSpeed
            return atRest ? (target, true) : (target + offset, false)
        case let .timed(from, to, duration):
            guard duration > 0, t < duration else { return (to, true) }
            return (from + (to - from) * ScrollPhysics.eased(t / duration), false)
        }
    }

    /// When and where a deceleration leaves `range`, if it does.
    private func edgeCrossing(start: CGFloat, velocity: CGFloat, rate: CGFloat, range: ClosedRange<CGFloat>)
        -> (time: CGFloat, edge: CGFloat)?
    {
        let edge = velocity > 0 ? range.upperBound : range.lowerBound
        guard range.contains(start) else { return nil }
        return ScrollPhysics.timeToReach(edge, from: start, velocity: velocity, rate: rate).map { ($0, edge) }
    }
}
