import Foundation

/// UIKit's `UIKeyInput`: a first responder adopting it receives typed text
/// (SDL text input, which runs while such a responder is first), Backspace
/// as `deleteBackward()` and Return as `insertText("\n")`. As in UIKit it
/// refines `UITextInputTraits`, whose members all have defaults.
@MainActor
public protocol UIKeyInput: UITextInputTraits {
    var hasText: Bool { get }
    func insertText(_ text: String)
    func deleteBackward()
}
