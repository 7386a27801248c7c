import Foundation

/// UIKit's `UIResponder`: the responder chain. Every event method that a
/// subclass does not override passes the event to `next`, as UIKit does.
///
/// Responders are equal and hash by identity, as NSObject subclasses are.
@MainActor
open class UIResponder: Hashable {
    public init() {}

    /// The next responder in the chain; `UIView` returns its view controller or superview.
    open var next: UIResponder? { nil }

    // MARK: Interface Builder

    /// UIKit's `awakeFromNib()` (NSObject's, in UIKit): sent to every object
    /// loaded from an Interface Builder file after all of the file's objects
    /// were created and its outlets and actions connected. Subclasses call super.
    open func awakeFromNib() {}

    /// UIKit's `prepareForInterfaceBuilder()`: a design-time hook; nothing calls it here.
    open func prepareForInterfaceBuilder() {}

    /// Where a user-defined runtime attribute whose key path the loader does
    /// not know goes (UIKit sets it by key-value coding, which Swift on Linux
    /// lacks): override to take your own keys and call super for the rest. The
    /// default logs UIKit's "not key value coding-compliant" message and
    /// ignores the value (UIKit throws an exception there).
    open func setValue(_ value: Any?, forUndefinedKey key: String) {
        SDLViewsLog.error("\(type(of: self)) is not key value coding-compliant for the key \(key); ignored")
    }

    // MARK: Touches

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    // MARK: Presses (keyboard)

    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesBegan(presses, with: event)
    }
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesChanged(presses, with: event)
    }
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }

    /// Shortcuts this responder offers; a key press looks along the chain from the first responder.
    open var keyCommands: [UIKeyCommand]? { nil }

    // MARK: First responder

    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }

    /// The window whose first responder this can become (a view's window, a view controller's view's window).
    var responderWindow: UIWindow? { nil }

    open var isFirstResponder: Bool { responderWindow?.firstResponder === self }

    /// UIKit's `inputView`: a view shown in the keyboard's place while this
    /// responder is first (nil: the system keyboard; on SDLViews the
    /// on-screen keyboard appears only when editing began from a gamepad).
    /// `UITextField` and `UITextView` make it settable.
    open var inputView: UIView? { nil }

    /// UIKit's `inputAccessoryView`: a bar shown above the keyboard (or
    /// above `inputView`) while this responder is first. With a physical
    /// keyboard, when no keyboard is shown, it sits at the window's bottom,
    /// as on iOS with a hardware keyboard. `UITextField` and `UITextView`
    /// make it settable.
    open var inputAccessoryView: UIView? { nil }

    /// UIKit's `reloadInputViews()`: the first responder's input view is looked at again.
    open func reloadInputViews() {
        guard isFirstResponder, let window = responderWindow else { return }
        runtime.gameController.keyboard.firstResponderDidChange(in: window)
    }

    /// Becomes the first responder of its window if `canBecomeFirstResponder`
    /// and the current one resigns. Without a window, UIKit refuses: so do we.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window = responderWindow else { return false }
        if window.firstResponder === self { return true }
        if let current = window.firstResponder, !current.resignFirstResponder() { return false }
        window.firstResponder = self
        return true
    }

    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if let window = responderWindow, window.firstResponder === self { window.firstResponder = nil }
        return true
    }

    /// Called whenever this responder became or stopped being its window's
    /// first responder, by whatever path (resigning, `endEditing(true)`,
    /// leaving the window), so editing views keep their state right.
    func firstResponderStatusDidChange() {}

    /// UIKit's `undoManager`: the nearest one along the responder chain (the
    /// editing views have their own), nil when none.
    open var undoManager: UndoManager? { next?.undoManager }

    // MARK: Identity

    nonisolated public static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
