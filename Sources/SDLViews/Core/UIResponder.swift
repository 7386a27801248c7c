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

    // MARK: Accessibility (UIKit's informal protocol on NSObject)

    // On UIResponder rather than UIView so that view controllers (which
    // override `accessibilityPerformEscape()` on iOS) and
    // `UIAccessibilityElement` share them, as every NSObject does in UIKit.

    // What a class answers until the app sets a value: UIKit's controls and
    // views override these in their class bodies, so that an app's override
    // of the public getter (calling super or not) sees UIKit's behaviour.
    var isAccessibilityElementByDefault: Bool { false }
    var defaultAccessibilityLabel: String? { nil }
    var defaultAccessibilityValue: String? { nil }
    var defaultAccessibilityTraits: UIAccessibilityTraits { .none }
    /// Traits the state adds to whatever traits are set (`.notEnabled`, `.selected`).
    var stateAccessibilityTraits: UIAccessibilityTraits { [] }
    var defaultAccessibilityFrame: CGRect { .zero }

    /// What the app set (nil until the first set; see `AccessibilityAttributes`).
    var accessibilityStorage: AccessibilityAttributes?
    var accessibilityAttributes: AccessibilityAttributes {
        if let attributes = accessibilityStorage { return attributes }
        let made = AccessibilityAttributes()
        accessibilityStorage = made
        return made
    }

    /// UIKit's `isAccessibilityElement`: whether assistive technology reads
    /// this object as one element. False by default; UIKit's controls,
    /// labels and text views answer true until set.
    open var isAccessibilityElement: Bool {
        get { accessibilityStorage?.isElement ?? isAccessibilityElementByDefault }
        set { accessibilityAttributes.isElement = newValue }
    }
    /// UIKit's `accessibilityLabel`: what the element is, spoken first ("Play").
    /// Nil by default; controls derive one from their title or text until set
    /// (setting nil goes back to that default).
    open var accessibilityLabel: String? {
        get { accessibilityStorage?.label ?? defaultAccessibilityLabel }
        set { accessibilityAttributes.label = newValue }
    }
    /// UIKit's `accessibilityValue`: the element's current value ("50%").
    open var accessibilityValue: String? {
        get { accessibilityStorage?.value ?? defaultAccessibilityValue }
        set { accessibilityAttributes.value = newValue }
    }
    /// UIKit's `accessibilityHint`: what activating the element does.
    open var accessibilityHint: String? {
        get { accessibilityStorage?.hint }
        set { accessibilityAttributes.hint = newValue }
    }
    /// UIKit's `accessibilityLanguage`: the BCP 47 language to speak the label in (nil: the app's).
    open var accessibilityLanguage: String? {
        get { accessibilityStorage?.language }
        set { accessibilityAttributes.language = newValue }
    }
    /// UIKit's `accessibilityTraits`: `.none` by default; controls add their
    /// own (`.button`, `.adjustable`, …) and their state (`.notEnabled`, `.selected`).
    open var accessibilityTraits: UIAccessibilityTraits {
        get { (accessibilityStorage?.traits ?? defaultAccessibilityTraits).union(stateAccessibilityTraits) }
        set { accessibilityAttributes.traits = newValue }
    }
    /// UIKit's `accessibilityFrame`: where the element is. UIKit's is in
    /// screen coordinates; here it is in the window's (the screen-reader
    /// bridge adds the window's place on the desktop). `.zero` by default;
    /// a view answers its own frame until set.
    open var accessibilityFrame: CGRect {
        get { accessibilityStorage?.frame ?? defaultAccessibilityFrame }
        set { accessibilityAttributes.frame = newValue }
    }
    /// UIKit's `accessibilityPath`: an outline to highlight instead of the frame (nil by default).
    open var accessibilityPath: UIBezierPath? {
        get { accessibilityStorage?.path }
        set { accessibilityAttributes.path = newValue }
    }
    /// UIKit's `accessibilityActivationPoint`: where activation "taps";
    /// the centre of `accessibilityFrame` until set.
    open var accessibilityActivationPoint: CGPoint {
        get {
            if let point = accessibilityStorage?.activationPoint { return point }
            let frame = accessibilityFrame
            return CGPoint(x: frame.midX, y: frame.midY)
        }
        set { accessibilityAttributes.activationPoint = newValue }
    }
    /// UIKit's `accessibilityElements`: the elements inside this container, in
    /// reading order (views or `UIAccessibilityElement`s); nil (the default)
    /// means the subviews, in order.
    open var accessibilityElements: [Any]? {
        get { accessibilityStorage?.elements }
        set { accessibilityAttributes.elements = newValue }
    }
    /// UIKit's `accessibilityContainerType` (`.none` by default).
    open var accessibilityContainerType: UIAccessibilityContainerType {
        get { accessibilityStorage?.containerType ?? .none }
        set { accessibilityAttributes.containerType = newValue }
    }
    /// UIKit's `shouldGroupAccessibilityChildren`: read the children together
    /// before moving on (false by default).
    open var shouldGroupAccessibilityChildren: Bool {
        get { accessibilityStorage?.groupsChildren ?? false }
        set { accessibilityAttributes.groupsChildren = newValue }
    }
    /// UIKit's `accessibilityViewIsModal`: the elements beside this one (its
    /// siblings and theirs) are ignored while it shows (false by default;
    /// an alert's view answers true).
    open var accessibilityViewIsModal: Bool {
        get { accessibilityStorage?.viewIsModal ?? false }
        set { accessibilityAttributes.viewIsModal = newValue }
    }
    /// UIKit's `accessibilityElementsHidden`: the elements inside are hidden
    /// from assistive technology (false by default).
    open var accessibilityElementsHidden: Bool {
        get { accessibilityStorage?.elementsHidden ?? false }
        set { accessibilityAttributes.elementsHidden = newValue }
    }
    /// UIKit's `accessibilityCustomActions`: extra actions offered (nil by default).
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { accessibilityStorage?.customActions }
        set { accessibilityAttributes.customActions = newValue }
    }
    /// UIKit's `accessibilityRespondsToUserInteraction`: whether the element
    /// does something when acted on; until set, true when its traits say so
    /// (button, link, key, search field, adjustable) or it has custom actions.
    open var accessibilityRespondsToUserInteraction: Bool {
        get {
            if let explicit = accessibilityStorage?.respondsToUserInteraction { return explicit }
            return !accessibilityTraits.isDisjoint(with: .interactive) || !(accessibilityCustomActions ?? []).isEmpty
        }
        set { accessibilityAttributes.respondsToUserInteraction = newValue }
    }

    /// UIKit's `accessibilityActivate()`: the element's own response to a
    /// double tap. False (the default) lets the screen reader tap at
    /// `accessibilityActivationPoint` instead.
    open func accessibilityActivate() -> Bool { false }
    /// UIKit's `accessibilityIncrement()` for `.adjustable` elements; does nothing by default.
    open func accessibilityIncrement() {}
    /// UIKit's `accessibilityDecrement()` for `.adjustable` elements; does nothing by default.
    open func accessibilityDecrement() {}
    /// UIKit's `accessibilityPerformEscape()`: dismiss what shows; false by
    /// default, and the request goes on up the responder chain until one
    /// returns true (a navigation controller pops, an alert cancels).
    open func accessibilityPerformEscape() -> Bool { false }
    /// UIKit's `accessibilityPerformMagicTap()`: the screen's main action
    /// (play/pause); false by default, and the request goes up the chain.
    open func accessibilityPerformMagicTap() -> Bool { false }

    // MARK: Identity

    nonisolated public static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
