import Foundation

/// Turns an analog stick's position into a D-pad direction that does not
/// flicker. tvOS's focus engine treats a thumbstick as swipes that must
/// clearly point one way; this matches that feel for a gamepad stick:
///
/// - **Dead zone with hysteresis.** A direction starts past `engageRadius`
///   and lasts until the stick falls below `releaseRadius`, so a stick
///   resting near the dead zone's edge does not press and release on noise.
/// - **Dominant axis.** A direction starts only when the stick points within
///   `startAngle` of an axis; near a diagonal it starts none, so a stick
///   wobbling around 45° never moves focus.
/// - **Angular hysteresis.** A held direction changes only when the stick
///   points within `startAngle` of another axis: drifting towards a diagonal
///   keeps the direction it had.
///
/// Read once per frame with the stick's latest position (`update(x:y:)`),
/// not per axis event: SDL reports X and Y separately, and a diagonal push
/// would otherwise pass through a spurious pure-X or pure-Y position.
struct StickDirectionFilter: Sendable, Equatable {
    /// A direction starts this far from the centre (fraction of full deflection).
    static let engageRadius = 0.5
    /// A held direction ends below this distance from the centre.
    static let releaseRadius = 0.35
    /// A direction starts (or takes over) only within this angle of its axis, in degrees.
    static let startAngle = 30.0

    /// The direction held now, if any.
    private(set) var heading: UIFocusHeading?

    init() {}

    /// Takes the stick's position (each axis −1…1, y down positive as SDL
    /// reports it) and returns the direction now held. Non-finite input is at rest.
    @discardableResult
    mutating func update(x: Double, y: Double) -> UIFocusHeading? {
        guard x.isFinite, y.isFinite else {
            heading = nil
            return nil
        }
        let distance = (x * x + y * y).squareRoot()
        if heading == nil, distance < Self.engageRadius { return nil }
        if heading != nil, distance < Self.releaseRadius {
            heading = nil
            return nil
        }
        if let clear = Self.clearHeading(x: x, y: y) { heading = clear }
        return heading
    }

    /// The axis direction the stick points at within `startAngle`, or nil near a diagonal.
    private static func clearHeading(x: Double, y: Double) -> UIFocusHeading? {
        let limit = tan(startAngle * .pi / 180)
        if abs(y) <= abs(x) * limit { return x > 0 ? .right : .left }
        if abs(x) <= abs(y) * limit { return y > 0 ? .down : .up }
        return nil
    }
}
