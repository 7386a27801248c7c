import Foundation

/// UIKit's `UINotificationFeedbackGenerator`: a task's outcome as a short
/// rumble pattern of the game controller used last: `.success` two rising
/// pulses, `.warning` two even ones, `.error` three strong ones (with the
/// trigger motors where present). The later pulses start on the
/// application clock. See `UIFeedbackGenerator` for what differs from UIKit.
@MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }

    public override init() { super.init() }

    open func notificationOccurred(_ notificationType: FeedbackType) { play(Self.pattern(for: notificationType)) }

    static func pattern(for type: FeedbackType) -> [HapticPulse] {
        switch type {
        case .success:
            [HapticPulse(low: 0.3, high: 0.5, duration: 0.05), HapticPulse(low: 0.6, high: 0.8, duration: 0.07, delay: 0.1)]
        case .warning:
            [HapticPulse(low: 0.6, high: 0.5, duration: 0.08), HapticPulse(low: 0.6, high: 0.5, duration: 0.08, delay: 0.15)]
        case .error:
            (0..<3).map { HapticPulse(low: 1, high: 0.8, triggers: 0.5, duration: 0.06, delay: Double($0) * 0.1) }
        }
    }
}
