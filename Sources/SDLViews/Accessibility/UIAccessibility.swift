import Foundation

/// UIKit's `UIAccessibility` namespace: posting changes to assistive
/// technology, the user's accessibility settings and their notifications.
///
/// Differences from iOS: the settings are the app's to set (there is no
/// system Settings app on Linux; see `isReduceMotionEnabled`). Posts reach
/// the desktop's screen reader (Orca) through the AT-SPI2 export when an
/// assistive technology asked for applications or `SDLVIEWS_ATSPI=1`
/// (announcements become AT-SPI `Announcement` events), and SDLViews' own
/// narration when `isNarrationEnabled`; they are also recorded for tests.
@MainActor
public enum UIAccessibility {
    // MARK: Posting

    /// UIKit's `post(notification:argument:)`: tells assistive technology
    /// that the screen or layout changed (`.screenChanged`, `.layoutChanged`:
    /// the argument is the element to read next, or a string), that a scroll
    /// ended (`.pageScrolled`: a string), or asks it to speak a string
    /// (`.announcement`). Recorded in the runtime, sent to the AT-SPI export
    /// and spoken by narration when either is on.
    public static func post(notification: Notification, argument: Any?) {
        runtime.accessibility.record(AccessibilitySettings.Post(notification: notification, argument: argument))
    }

    // MARK: Settings

    /// UIKit's `isVoiceOverRunning`: whether a screen reader is reading the
    /// app: true while the AT-SPI export is registered with the desktop's
    /// accessibility bus (a screen reader such as Orca asked for
    /// applications, or `SDLVIEWS_ATSPI=1`). The app may also set it (an
    /// SDLViews addition, for tests and self-voicing games); a change posts
    /// `voiceOverStatusDidChangeNotification`.
    public static var isVoiceOverRunning: Bool {
        get { runtime.accessibility.isEnabled(.voiceOver) }
        set { runtime.accessibility.set(.voiceOver, newValue) }
    }

    /// UIKit's `isReduceMotionEnabled`: navigation pushes and pops and modal
    /// presentations that slide or zoom cross-dissolve instead, as on iOS.
    /// Read-only on iOS; here it starts from `SDLVIEWS_REDUCE_MOTION=1` and a
    /// game's options screen may set it (posting
    /// `reduceMotionStatusDidChangeNotification` on a change).
    public static var isReduceMotionEnabled: Bool {
        get { runtime.accessibility.isEnabled(.reduceMotion) }
        set { runtime.accessibility.set(.reduceMotion, newValue) }
    }

    /// UIKit's `isReduceTransparencyEnabled`, from `SDLVIEWS_REDUCE_TRANSPARENCY=1`
    /// or set by the app. Reported only: SDLViews' own translucent bars do not
    /// change with it yet.
    public static var isReduceTransparencyEnabled: Bool {
        get { runtime.accessibility.isEnabled(.reduceTransparency) }
        set { runtime.accessibility.set(.reduceTransparency, newValue) }
    }

    /// UIKit's `isBoldTextEnabled`, from `SDLVIEWS_BOLD_TEXT=1` or set by the
    /// app. Reported only: system fonts do not turn bold with it yet.
    public static var isBoldTextEnabled: Bool {
        get { runtime.accessibility.isEnabled(.boldText) }
        set { runtime.accessibility.set(.boldText, newValue) }
    }

    /// UIKit's `isDarkerSystemColorsEnabled`, from `SDLVIEWS_DARKER_COLORS=1`
    /// or set by the app. Reported only: system colours do not darken with it yet.
    public static var isDarkerSystemColorsEnabled: Bool {
        get { runtime.accessibility.isEnabled(.darkerSystemColors) }
        set { runtime.accessibility.set(.darkerSystemColors, newValue) }
    }

    /// Self-voicing narration, an SDLViews addition (iOS has VoiceOver
    /// instead): while on, the focus engine's focused element is spoken
    /// through speech-dispatcher as VoiceOver would read it — label, value,
    /// traits as words, hint — each new focus cutting off the previous one,
    /// and `post(notification:argument:)` strings are spoken in turn
    /// (`.screenChanged` first). For games whose players run no screen
    /// reader; a game's options screen may offer it. Off by default; starts
    /// from `SDLVIEWS_NARRATION=1`. Without speech-dispatcher (Debian's
    /// `speech-dispatcher` package) or its daemon, narration stays silent
    /// after one log line. Setting it posts
    /// `narrationStatusDidChangeNotification` on a change. Headless screens
    /// (the test kit) never speak.
    public static var isNarrationEnabled: Bool {
        get { runtime.accessibility.isEnabled(.narration) }
        set { runtime.accessibility.set(.narration, newValue) }
    }

    /// Posted when `isNarrationEnabled` changes (an SDLViews addition).
    nonisolated public static let narrationStatusDidChangeNotification = Foundation.Notification.Name(
        "SDLViewsAccessibilityNarrationStatusDidChangeNotification")

    nonisolated public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityVoiceOverStatusDidChangeNotification")
    nonisolated public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityReduceMotionStatusDidChangeNotification")
    nonisolated public static let reduceTransparencyStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityReduceTransparencyStatusDidChangeNotification")
    nonisolated public static let boldTextStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityBoldTextStatusDidChangeNotification")
    nonisolated public static let darkerSystemColorsStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")

    // MARK: Focus

    /// UIKit's `focusedElement(using:)`: the element the assistive technology
    /// is on. SDLViews' screen reader follows the focus engine (arrows, Tab,
    /// the gamepad), so this is the key window's focused item for any
    /// identifier; nil when nothing has focus.
    public static func focusedElement(using assistiveTechnologyIdentifier: AssistiveTechnologyIdentifier?) -> Any? {
        guard let window = UIApplication.shared.keyWindow else { return nil }
        return UIFocusSystem.focusSystem(for: window)?.focusedItem
    }

    // MARK: What a screen reader does (for the bridge to come and for tests)

    /// VoiceOver's escape gesture: `accessibilityPerformEscape()` on the
    /// element, then up its responder chain until one returns true.
    @discardableResult
    static func performEscape(from element: UIResponder) -> Bool {
        var current: UIResponder? = element
        while let responder = current {
            if responder.accessibilityPerformEscape() { return true }
            current = responder.next
        }
        return false
    }

    /// VoiceOver's magic tap: `accessibilityPerformMagicTap()` on the element,
    /// then up its responder chain until one returns true.
    @discardableResult
    static func performMagicTap(from element: UIResponder) -> Bool {
        var current: UIResponder? = element
        while let responder = current {
            if responder.accessibilityPerformMagicTap() { return true }
            current = responder.next
        }
        return false
    }
}
