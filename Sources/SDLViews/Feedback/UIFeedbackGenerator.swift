import Foundation

/// UIKit's `UIFeedbackGenerator`: the base of the haptic generators. On
/// SDLViews the feedback is the rumble of the game controller used last
/// (`SDL_GameControllerRumble`; the trigger motors too where a pad has them
/// and the pattern uses them). With no controller connected a generator
/// does nothing and logs nothing, as on an iPhone without a Taptic Engine.
///
/// Differences from UIKit: `prepare()` only finds the controller (there is
/// no engine to wake); patterns are SDLViews' own rumble curves, not Apple's
/// haptics; the generators are not tied to a view's window.
@MainActor
open class UIFeedbackGenerator {
    public init() {}

    /// UIKit's `prepare()`: readies the feedback (here: nothing to warm up).
    open func prepare() {}

    /// Plays a pattern on the controller used last.
    func play(_ pattern: [HapticPulse]) { runtime.gameController.haptics.play(pattern) }

    /// A 0...1 intensity; NaN and infinities are logged and taken as 1.
    static func checkedIntensity(_ intensity: CGFloat, in owner: String) -> Double {
        guard intensity.isFinite else {
            SDLViewsLog.error("\(owner): intensity \(intensity) is not finite; 1 is used")
            return 1
        }
        return Double(min(max(intensity, 0), 1))
    }
}
