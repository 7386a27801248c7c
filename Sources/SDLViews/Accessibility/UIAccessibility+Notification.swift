import Foundation

extension UIAccessibility {
    /// UIKit's `UIAccessibility.Notification`: what `post(notification:argument:)`
    /// tells assistive technology.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// A new screen appeared; the argument is the element to read first
        /// (nil: the first element), or a string to speak.
        public static let screenChanged = Notification(rawValue: 1000)
        /// Part of the screen changed; the argument as for `.screenChanged`.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// Speak the argument (a `String`) without moving the reading position.
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll finished; the argument is a `String` describing the new
        /// position ("Page 2 of 5").
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// UIKit's `UIAccessibility.AssistiveTechnologyIdentifier`: which
    /// technology's focused element `focusedElement(using:)` asks for.
    public struct AssistiveTechnologyIdentifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let notificationVoiceOver = AssistiveTechnologyIdentifier(
            rawValue: "UIAccessibilityNotificationVoiceOverIdentifier")
        public static let notificationSwitchControl = AssistiveTechnologyIdentifier(
            rawValue: "UIAccessibilityNotificationSwitchControlIdentifier")
    }
}
