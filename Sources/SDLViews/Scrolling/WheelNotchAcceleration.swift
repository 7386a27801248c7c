import Foundation

/// How far a mouse wheel's notches scroll: about three lines (48 points) a
/// notch, as desktop systems, and more for a fast spin: each notch that
/// follows the previous one in the same direction within `fastInterval`
/// scrolls a quarter notch further than the one before, up to `maximumGain`
/// times a notch; a pause or a turn the other way starts over. Precise
/// (trackpad) deltas are not notches: they stay 1:1 and never accelerate.
/// Timed on the application clock.
struct WheelNotchAcceleration {
    /// One notch: three 16-point lines (UIKit on the Mac scrolls by lines; SDL's old 10 was a fifth of that).
    static let notchDistance: CGFloat = 48
    /// Notches closer together than this are one spin.
    static let fastInterval: CFTimeInterval = 0.08
    static let gainPerNotch: CGFloat = 0.25
    static let maximumGain: CGFloat = 4

    private var lastTime: CFTimeInterval?
    private var lastDirection: CGPoint = .zero
    private var streak = 0

    /// The points `notches` (SDL wheel units, signed per axis) scroll at `time`.
    mutating func distance(for notches: CGPoint, at time: CFTimeInterval) -> CGPoint {
        let direction = CGPoint(x: notches.x < 0 ? -1 : 1, y: notches.y < 0 ? -1 : 1)
        let fast = lastTime.map { time - $0 <= Self.fastInterval + 1e-9 } ?? false
        streak = fast && direction == lastDirection ? streak + 1 : 0
        lastTime = time
        lastDirection = direction
        let scale = Self.notchDistance * Self.gain(afterFastNotches: streak)
        return CGPoint(x: notches.x * scale, y: notches.y * scale)
    }

    /// A notch's multiple of `notchDistance` after `count` fast notches before it.
    static func gain(afterFastNotches count: Int) -> CGFloat {
        min(1 + CGFloat(count) * gainPerNotch, maximumGain)
    }
}
