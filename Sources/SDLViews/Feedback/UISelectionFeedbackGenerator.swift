import Foundation

/// UIKit's `UISelectionFeedbackGenerator`: a light tick of the
/// high-frequency motor for each change of a selection (a picker's row, a
/// segment). See `UIFeedbackGenerator` for what differs from UIKit.
@MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    public override init() { super.init() }

    open func selectionChanged() { play([Self.tick]) }

    static let tick = HapticPulse(low: 0, high: 0.35, duration: 0.02)
}
