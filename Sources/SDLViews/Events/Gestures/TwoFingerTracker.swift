import Foundation

/// The span and angle between a recognizer's first two touches, shared by
/// pinch and rotation: both measure from the moment the second finger came
/// down, and report velocity over the last 0.1 s of the application clock.
struct TwoFingerTracker {
    private(set) var startSpan: CGFloat = 0
    private(set) var startAngle: CGFloat = 0
    /// Rotation accumulated across the ±π seam.
    private(set) var rotation: CGFloat = 0
    private var lastAngle: CGFloat = 0
    private(set) var isTracking = false
    var sampler = VelocitySampler()

    @MainActor
    static func pair(_ touches: [UITouch]) -> (CGPoint, CGPoint)? {
        touches.count >= 2 ? (touches[0].windowLocation, touches[1].windowLocation) : nil
    }

    static func span(_ a: CGPoint, _ b: CGPoint) -> CGFloat { GestureGeometry.distance(a, b) }
    static func angle(_ a: CGPoint, _ b: CGPoint) -> CGFloat { atan2(b.y - a.y, b.x - a.x) }

    mutating func start(_ a: CGPoint, _ b: CGPoint) {
        startSpan = Self.span(a, b)
        startAngle = Self.angle(a, b)
        lastAngle = startAngle
        rotation = 0
        isTracking = true
        sampler.reset()
    }

    /// Follows the pair; returns the span ratio since the start (1 for a zero start span).
    mutating func update(_ a: CGPoint, _ b: CGPoint) -> (scale: CGFloat, rotation: CGFloat) {
        let angle = Self.angle(a, b)
        var delta = angle - lastAngle
        if delta > .pi { delta -= 2 * .pi } else if delta < -.pi { delta += 2 * .pi }
        rotation += delta
        lastAngle = angle
        let scale = startSpan > 0 ? Self.span(a, b) / startSpan : 1
        return (scale.isFinite ? scale : 1, rotation)
    }

    mutating func stop() { isTracking = false }
}
