import Foundation

/// The two-finger gesture shared by pinch and rotation: both measure from
/// the moment the second finger came down, ignore a third finger, report
/// velocity over the last 0.1 s of the application clock, and differ only in
/// which measure they report (`Measure`) and when it counts as recognized.
struct TwoFingerTracker {
    /// What the recognizer reports. UIKit's `scale` is a span ratio
    /// multiplied onto the value set last; `rotation` an angle added to it.
    enum Measure {
        /// Begins once the span has changed by 8 points.
        case scale
        /// Begins once the line between the fingers has turned 0.07 rad (4°).
        case rotation

        static let scaleHysteresis: CGFloat = 8
        static let rotationHysteresis: CGFloat = 0.07

        var identity: CGFloat { self == .scale ? 1 : 0 }

        func combine(_ base: CGFloat, _ current: CGFloat) -> CGFloat {
            self == .scale ? base * current : base + current
        }
    }

    let measure: Measure
    private var startSpan: CGFloat = 0
    private var startAngle: CGFloat = 0
    /// Rotation accumulated across the ±π seam.
    private var rotation: CGFloat = 0
    private var lastAngle: CGFloat = 0
    private var isTracking = false
    private var sampler = VelocitySampler()
    /// The value set last (UIKit's settable `scale` / `rotation`).
    private var base: CGFloat
    /// The measure since tracking started (a ratio or an angle).
    private var current: CGFloat

    init(measure: Measure) {
        self.measure = measure
        base = measure.identity
        current = measure.identity
    }

    /// The reported value: the one set last combined with the measure since.
    var value: CGFloat { measure.combine(base, current) }

    /// In the measure's unit per second.
    var velocity: CGFloat { sampler.velocity.x }

    @MainActor
    static func pair(_ touches: [UITouch]) -> (CGPoint, CGPoint)? {
        touches.count >= 2 ? (touches[0].windowLocation, touches[1].windowLocation) : nil
    }

    static func span(_ a: CGPoint, _ b: CGPoint) -> CGFloat { GestureGeometry.distance(a, b) }
    static func angle(_ a: CGPoint, _ b: CGPoint) -> CGFloat { atan2(b.y - a.y, b.x - a.x) }

    /// Setting the value (usually back to the identity after applying it)
    /// restarts the measurement from the fingers' current positions.
    @MainActor
    mutating func setValue(_ newValue: CGFloat, touches: [UITouch]) {
        base = newValue.isFinite ? newValue : measure.identity
        current = measure.identity
        if let (a, b) = Self.pair(touches) { start(a, b) }
    }

    /// The second finger starts the measurement (the first pair of `touches`).
    @MainActor
    mutating func begin(_ touches: [UITouch], at time: CFTimeInterval) {
        guard !isTracking, let (a, b) = Self.pair(touches) else { return }
        start(a, b)
        sampler.add(CGPoint(x: value, y: 0), at: time)
    }

    /// Follows the pair; nil while not tracking, otherwise whether the
    /// measure has passed its hysteresis (the recognizer then sets its
    /// state, outside this mutation, since its actions read the value).
    @MainActor
    mutating func follow(_ touches: [UITouch], at time: CFTimeInterval) -> Bool? {
        guard isTracking, let (a, b) = Self.pair(touches) else { return nil }
        let measured = update(a, b)
        current = measure == .scale ? measured.scale : measured.rotation
        sampler.add(CGPoint(x: value, y: 0), at: time)
        return passedHysteresis(a, b)
    }

    private func passedHysteresis(_ a: CGPoint, _ b: CGPoint) -> Bool {
        switch measure {
        case .scale: abs(Self.span(a, b) - startSpan) >= Measure.scaleHysteresis
        case .rotation: abs(current) >= Measure.rotationHysteresis
        }
    }

    private mutating func start(_ a: CGPoint, _ b: CGPoint) {
        startSpan = Self.span(a, b)
        startAngle = Self.angle(a, b)
        lastAngle = startAngle
        rotation = 0
        isTracking = true
        sampler.reset()
    }

    /// Follows the pair; returns the span ratio since the start (1 for a zero start span).
    private mutating func update(_ a: CGPoint, _ b: CGPoint) -> (scale: CGFloat, rotation: CGFloat) {
        let angle = Self.angle(a, b)
        var delta = angle - lastAngle
        if delta > .pi { delta -= 2 * .pi } else if delta < -.pi { delta += 2 * .pi }
        rotation += delta
        lastAngle = angle
        let scale = startSpan > 0 ? Self.span(a, b) / startSpan : 1
        return (scale.isFinite ? scale : 1, rotation)
    }
}

extension UIGestureRecognizer {
    /// Ignores the touches among `touches` beyond the first `count` tracked ones.
    func ignore(_ touches: Set<UITouch>, beyondFirst count: Int, for event: UIEvent) {
        for touch in trackedTouches.dropFirst(count) where touches.contains(touch) { ignore(touch, for: event) }
    }
}
