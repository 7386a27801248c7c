import Foundation

extension UIPress {
    /// UIKit's `UIPress.PressType` (tvOS's remote and game controller
    /// buttons), with the remaining game controller buttons named after
    /// GameController's `GCExtendedGamepad`. A gamepad's D-pad gives the
    /// arrows, A `.select`, B `.menu`, Start `.playPause`. Keyboard arrows give
    /// the arrows, Return and Space `.select`, Escape `.menu`; other keys have
    /// `.other` (read their `key`).
    public struct PressType: RawRepresentable, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let upArrow = PressType(rawValue: 0)
        public static let downArrow = PressType(rawValue: 1)
        public static let leftArrow = PressType(rawValue: 2)
        public static let rightArrow = PressType(rawValue: 3)
        public static let select = PressType(rawValue: 4)
        public static let menu = PressType(rawValue: 5)
        public static let playPause = PressType(rawValue: 6)
        public static let pageUp = PressType(rawValue: 30)
        public static let pageDown = PressType(rawValue: 31)
        /// Gamepad X (the left face button).
        public static let buttonX = PressType(rawValue: 100)
        /// Gamepad Y (the top face button).
        public static let buttonY = PressType(rawValue: 101)
        /// LB (the tab bar switches tabs with the shoulders).
        public static let leftShoulder = PressType(rawValue: 102)
        /// RB.
        public static let rightShoulder = PressType(rawValue: 103)
        /// LT, pressed past half way.
        public static let leftTrigger = PressType(rawValue: 104)
        /// RT, pressed past half way.
        public static let rightTrigger = PressType(rawValue: 105)
        /// Pressing the left stick in.
        public static let leftThumbstickButton = PressType(rawValue: 106)
        /// Pressing the right stick in.
        public static let rightThumbstickButton = PressType(rawValue: 107)
        /// Back / View / Share (GameController's options button).
        public static let buttonOptions = PressType(rawValue: 108)
        /// The guide / home button.
        public static let buttonHome = PressType(rawValue: 109)
        /// A keyboard key with no press type of its own.
        public static let other = PressType(rawValue: -1)

        /// The heading a direction press moves focus along.
        var focusHeading: UIFocusHeading? {
            switch self {
            case .upArrow: return .up
            case .downArrow: return .down
            case .leftArrow: return .left
            case .rightArrow: return .right
            default: return nil
            }
        }

        init(key: UIKeyboardHIDUsage, modifiers: UIKeyModifierFlags) {
            switch key {
            case .keyboardUpArrow: self = .upArrow
            case .keyboardDownArrow: self = .downArrow
            case .keyboardLeftArrow: self = .leftArrow
            case .keyboardRightArrow: self = .rightArrow
            case .keyboardReturnOrEnter, .keypadEnter, .keyboardSpacebar: self = .select
            case .keyboardEscape: self = .menu
            case .keyboardPageUp: self = .pageUp
            case .keyboardPageDown: self = .pageDown
            default: self = .other
            }
        }
    }
}
