import Foundation
import SDLViews

/// The application clock under a test's (or a headless tool's) control:
/// `CACurrentMediaTime()` and everything timed by it (animations, gestures,
/// display links, transitions) read a virtual time that moves only when told.
/// `HeadlessScreen` starts it at 0 and moves it in `advance(by:)`.
public enum VirtualClock {
    /// Switches the application clock to a virtual time reading `time`.
    public static func start(at time: CFTimeInterval = 0) { MediaClock.useVirtualClock(at: time) }

    /// Moves the virtual time forward by `seconds` (negative or non-finite
    /// steps are ignored, and so, logged, is a step that would carry the clock
    /// past about 292 years, such as `1e17`). Steps are kept in whole nanoseconds, so many small
    /// steps add up exactly to their total.
    public static func advance(by seconds: CFTimeInterval) { MediaClock.advanceVirtualClock(by: seconds) }

    /// Back to the real (monotonic) clock.
    public static func stop() { MediaClock.useMonotonicClock() }

    /// True while a virtual time drives the application clock.
    public static var isRunning: Bool { MediaClock.isVirtual }
}
