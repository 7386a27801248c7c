import Foundation

/// UIKit's `UIKeyCommand`: a keyboard shortcut a responder lists in
/// `keyCommands`. A key press looks for a matching command along the
/// responder chain from the first responder; the first match runs its
/// action and the press is not delivered as `pressesBegan`/`pressesEnded`.
/// Holding the key repeats the command, as in UIKit. The action is a closure
/// (Linux has no selectors) receiving the command.
@MainActor
public final class UIKeyCommand {
    public let input: String?
    public let modifierFlags: UIKeyModifierFlags
    public var title: String
    public var discoverabilityTitle: String?
    public var wantsPriorityOverSystemBehavior = false
    private let action: (UIKeyCommand) -> Void

    public init(
        title: String = "", input: String, modifierFlags: UIKeyModifierFlags = [],
        discoverabilityTitle: String? = nil, action: @escaping (UIKeyCommand) -> Void
    ) {
        self.title = title
        self.input = input
        self.modifierFlags = modifierFlags
        self.discoverabilityTitle = discoverabilityTitle
        self.action = action
    }

    public static let inputUpArrow = "UIKeyInputUpArrow"
    public static let inputDownArrow = "UIKeyInputDownArrow"
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    public static let inputRightArrow = "UIKeyInputRightArrow"
    public static let inputEscape = "UIKeyInputEscape"
    public static let inputPageUp = "UIKeyInputPageUp"
    public static let inputPageDown = "UIKeyInputPageDown"
    public static let inputHome = "UIKeyInputHome"
    public static let inputEnd = "UIKeyInputEnd"
    public static let inputDelete = "UIKeyInputDelete"

    private static let specialInputs: [String: UIKeyboardHIDUsage] = [
        inputUpArrow: .keyboardUpArrow, inputDownArrow: .keyboardDownArrow,
        inputLeftArrow: .keyboardLeftArrow, inputRightArrow: .keyboardRightArrow,
        inputEscape: .keyboardEscape, inputPageUp: .keyboardPageUp, inputPageDown: .keyboardPageDown,
        inputHome: .keyboardHome, inputEnd: .keyboardEnd, inputDelete: .keyboardDeleteOrBackspace
    ]

    /// Caps Lock does not take part in matching, as in UIKit.
    func matches(_ key: UIKey) -> Bool {
        guard let input, key.modifierFlags.subtracting(.alphaShift) == modifierFlags.subtracting(.alphaShift) else {
            return false
        }
        if let code = Self.specialInputs[input] { return key.keyCode == code }
        return !input.isEmpty && input.lowercased() == key.charactersIgnoringModifiers
    }

    func perform() { action(self) }
}
