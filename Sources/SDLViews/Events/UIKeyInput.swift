import Foundation

/// UIKit's `UIKeyInput`: a first responder adopting it receives typed text
/// (SDL text input, which runs while such a responder is first), Backspace
/// as `deleteBackward()` and Return as `insertText("\n")`.
@MainActor
public protocol UIKeyInput: AnyObject {
    var hasText: Bool { get }
    func insertText(_ text: String)
    func deleteBackward()
}
