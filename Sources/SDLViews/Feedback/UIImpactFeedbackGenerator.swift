import Foundation

/// UIKit's `UIImpactFeedbackGenerator`: a collision's bump, as a short
/// rumble of the game controller used last. `.light`, `.medium` and
/// `.heavy` grow in strength and length; `.soft` leans on the low-frequency
/// motor, `.rigid` on the high-frequency one and, where the pad has them,
/// the trigger motors. `impactOccurred(intensity:)` scales the strengths
/// (clamped to 0...1, as UIKit). See `UIFeedbackGenerator` for what differs.
@MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy, soft, rigid
    }

    public let style: FeedbackStyle

    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    public override convenience init() { self.init(style: .medium) }

    open func impactOccurred() { impactOccurred(intensity: 1) }

    open func impactOccurred(intensity: CGFloat) {
        let scale = Self.checkedIntensity(intensity, in: "UIImpactFeedbackGenerator.impactOccurred")
        guard scale > 0 else { return }
        play([Self.pulse(for: style).scaled(by: scale)])
    }

    /// The rumble of each style.
    static func pulse(for style: FeedbackStyle) -> HapticPulse {
        switch style {
        case .light: HapticPulse(low: 0.25, high: 0.4, duration: 0.04)
        case .medium: HapticPulse(low: 0.5, high: 0.6, duration: 0.06)
        case .heavy: HapticPulse(low: 1, high: 0.7, duration: 0.09)
        case .soft: HapticPulse(low: 0.5, high: 0.1, duration: 0.08)
        case .rigid: HapticPulse(low: 0.2, high: 1, triggers: 0.6, duration: 0.035)
        }
    }
}
