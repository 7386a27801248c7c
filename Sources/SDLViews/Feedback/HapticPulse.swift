import Foundation

/// One rumble of a haptic pattern: the strengths (0...1) of the low- and
/// high-frequency motors and, on pads that have them, the trigger motors,
/// how long it lasts and when it starts after the pattern does.
struct HapticPulse: Equatable, Sendable {
    var low: Double
    var high: Double
    var triggers: Double = 0
    var duration: CFTimeInterval
    var delay: CFTimeInterval = 0

    /// The pulse with every strength multiplied by `intensity` (0...1).
    func scaled(by intensity: Double) -> HapticPulse {
        var pulse = self
        pulse.low *= intensity
        pulse.high *= intensity
        pulse.triggers *= intensity
        return pulse
    }

    /// SDL's motor value for a strength.
    static func motor(_ strength: Double) -> UInt16 {
        UInt16((min(max(strength, 0), 1) * 65535).rounded())
    }

    /// SDL's duration in milliseconds (at least 1).
    var milliseconds: UInt32 { UInt32(max(1, (duration * 1000).rounded())) }
}
