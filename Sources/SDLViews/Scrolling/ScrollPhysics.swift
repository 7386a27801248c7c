import Foundation

/// UIKit's scrolling formulas, one axis at a time, in points and seconds.
///
/// - Deceleration: the release velocity decays exponentially by the
///   deceleration rate per millisecond, `v(t) = v₀·rate^(1000·t)`, so the
///   offset is `x(t) = x₀ + v₀·(rate^(1000·t) − 1) / (1000·ln rate)` and the
///   content comes to rest `−v₀ / (1000·ln rate)` points further on.
/// - Rubber band: pulled `x` points past an edge of a viewport `d` points
///   long, the content moves `(1 − 1 / (x·0.55 / d + 1))·d` (UIKit's
///   resistance; it never reaches `d`).
/// - Spring back: a critically damped spring towards the edge or page,
///   `x(t) = (x₀ + (v₀ + ω·x₀)·t)·e^(−ω·t)` from the target, with the starting
///   velocity capped so the content never passes the target (no overshoot).
enum ScrollPhysics {
    /// UIKit's rubber-band coefficient.
    static let rubberBandCoefficient: CGFloat = 0.55
    /// The spring's angular frequency (per second): back at an edge in about half a second.
    static let springFrequency: CGFloat = 12
    /// A spring is at rest once it is this close (points) and this slow (points per second).
    static let springRestDistance: CGFloat = 0.25
    static let springRestSpeed: CGFloat = 5
    /// A deceleration is at rest once it has this little left to travel (points).
    static let decelerationRestDistance: CGFloat = 0.25
    /// Paging: a release faster than this (points per second) turns the page even short of halfway.
    static let pagingFlickSpeed: CGFloat = 300

    // MARK: Rubber band

    /// How far the content moves when pulled `overshoot` points past an edge of a viewport `dimension` long.
    static func rubberBand(_ overshoot: CGFloat, dimension: CGFloat) -> CGFloat {
        guard overshoot > 0, dimension > 0 else { return 0 }
        return (1 - 1 / (overshoot * rubberBandCoefficient / dimension + 1)) * dimension
    }

    /// The offset the finger asks for (`raw`), resisted past `range` (clamped when not bouncing).
    static func resisted(_ raw: CGFloat, in range: ClosedRange<CGFloat>, dimension: CGFloat, bounces: Bool)
        -> CGFloat
    {
        if raw < range.lowerBound {
            return bounces
                ? range.lowerBound - rubberBand(range.lowerBound - raw, dimension: dimension) : range.lowerBound
        }
        if raw > range.upperBound {
            return bounces
                ? range.upperBound + rubberBand(raw - range.upperBound, dimension: dimension) : range.upperBound
        }
        return raw
    }

    // MARK: Deceleration

    /// The offset `t` seconds after release at `start` with `velocity` (points per second).
    static func decelerated(from start: CGFloat, velocity: CGFloat, rate: CGFloat, after t: CGFloat) -> CGFloat {
        start + velocity * (pow(rate, 1000 * t) - 1) / (1000 * log(rate))
    }

    /// The velocity (points per second) `t` seconds after release.
    static func deceleratedVelocity(_ velocity: CGFloat, rate: CGFloat, after t: CGFloat) -> CGFloat {
        velocity * pow(rate, 1000 * t)
    }

    /// How far a release with `velocity` carries the content before it stops.
    static func decelerationDistance(velocity: CGFloat, rate: CGFloat) -> CGFloat {
        -velocity / (1000 * log(rate))
    }

    /// The release velocity that comes to rest exactly `distance` points on.
    static func velocity(toTravel distance: CGFloat, rate: CGFloat) -> CGFloat {
        -distance * 1000 * log(rate)
    }

    /// When a deceleration from `start` reaches `edge`, if it does.
    static func timeToReach(_ edge: CGFloat, from start: CGFloat, velocity: CGFloat, rate: CGFloat) -> CGFloat? {
        guard velocity != 0 else { return nil }
        let fraction = 1 + (edge - start) * 1000 * log(rate) / velocity
        guard fraction > 0, fraction <= 1 else { return nil }
        return log(fraction) / (1000 * log(rate))
    }

    // MARK: Spring

    /// The starting velocity, capped so the spring from `displacement` (start − target) never passes the target.
    static func springVelocity(_ velocity: CGFloat, displacement: CGFloat) -> CGFloat {
        let drive = velocity + springFrequency * displacement
        guard displacement != 0, drive * displacement < 0 else { return velocity }
        return -springFrequency * displacement
    }

    /// The displacement from the target `t` seconds into a spring.
    static func springDisplacement(_ displacement: CGFloat, velocity: CGFloat, after t: CGFloat) -> CGFloat {
        (displacement + (velocity + springFrequency * displacement) * t) * exp(-springFrequency * t)
    }

    static func springVelocity(_ displacement: CGFloat, velocity: CGFloat, after t: CGFloat) -> CGFloat {
        let w = springFrequency
        return (velocity - w * (velocity + w * displacement) * t) * exp(-w * t)
    }

    // MARK: Paging

    /// The page a release at `offset` with `velocity` goes to: the next page
    /// in the direction of a flick, else the nearest, within `pageCount`.
    static func page(for offset: CGFloat, velocity: CGFloat, pageSize: CGFloat, pageCount: Int) -> Int {
        guard pageSize > 0, pageCount > 0 else { return 0 }
        let position = offset / pageSize
        let page: CGFloat
        if velocity > pagingFlickSpeed {
            page = position.rounded(.down) + 1
        } else if velocity < -pagingFlickSpeed {
            page = position.rounded(.up) - 1
        } else {
            page = position.rounded()
        }
        return Int(min(max(page, 0), CGFloat(pageCount - 1)))
    }

    // MARK: Timed

    /// UIKit's programmatic scroll curve (ease in and out) at `progress` 0…1.
    static func eased(_ progress: CGFloat) -> CGFloat {
        let p = min(max(progress, 0), 1)
        return p * p * (3 - 2 * p)
    }
}
