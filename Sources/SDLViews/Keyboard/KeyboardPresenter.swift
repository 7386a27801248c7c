import Foundation

/// Shows the keyboard's replacement at the bottom of a window while the
/// first responder wants one: its `inputView` if it has one (UIKit's rule:
/// whatever the input), else, for a text input (`UIKeyInput`) that became
/// first responder right after gamepad input, the on-screen keyboard
/// (`OnScreenKeyboardView`), the system keyboard's role on a console. It
/// slides in and out over 0.25 s on the application clock and posts UIKit's
/// `keyboardWill/DidShow`, `keyboardWill/DidHide` and frame-change
/// notifications with the frames. A physical keyboard and the mouse show
/// nothing, except a responder's `inputAccessoryView`, which is docked above
/// whatever keyboard shows, or alone at the bottom (`KeyboardDockView`).
@MainActor
final class KeyboardPresenter {
    static let slideDuration: TimeInterval = 0.25

    /// The view in the keyboard's place (an input view or the on-screen keyboard).
    private(set) var shownView: UIView?
    private weak var shownWindow: UIWindow?
    /// The on-screen keyboard, made on first use and reused.
    private var onScreenKeyboard: OnScreenKeyboardView?

    /// The on-screen keyboard while it is shown in `window` (gamepad presses go to it).
    func activeKeyboard(in window: UIWindow) -> OnScreenKeyboardView? {
        guard shownWindow === window else { return nil }
        return (shownView as? OnScreenKeyboardView) ?? ((shownView as? KeyboardDockView)?.keyboard as? OnScreenKeyboardView)
    }

    /// The first responder of `window` changed (or reloaded its input views).
    func firstResponderDidChange(in window: UIWindow) {
        let responder = window.firstResponder
        let wanted = dockedIfNeeded(keyboardView(for: responder), accessory: responder?.inputAccessoryView, in: window)
        if let wanted, wanted === shownView, shownWindow === window {
            activeKeyboard(in: window)?.target = responder as? UIKeyInput
            return
        }
        if shownView != nil, shownWindow === window || wanted != nil { hide() }
        if let wanted { show(wanted, in: window) }
    }

    private func keyboardView(for responder: UIResponder?) -> UIView? {
        guard let responder else { return nil }
        if let input = responder.inputView { return input }
        guard let text = responder as? UIKeyInput, runtime.gameController.lastInputWasGamepad else { return nil }
        let keyboard = onScreenKeyboard ?? OnScreenKeyboardView()
        onScreenKeyboard = keyboard
        keyboard.target = text
        return keyboard
    }

    /// `keyboard` with `accessory` above it in a dock (the one shown, when it holds the same two).
    private func dockedIfNeeded(_ keyboard: UIView?, accessory: UIView?, in window: UIWindow) -> UIView? {
        guard let accessory else { return keyboard }
        if let dock = shownView as? KeyboardDockView, dock.holds(accessory, over: keyboard) { return dock }
        let keyboardHeight = keyboard.map { Self.height(of: $0, in: window) } ?? 0
        return KeyboardDockView(
            accessory: accessory, accessoryHeight: Self.height(of: accessory, in: window, fallback: 44),
            keyboard: keyboard, keyboardHeight: keyboardHeight)
    }

    // MARK: Sliding

    private func show(_ view: UIView, in window: UIWindow) {
        let height = Self.height(of: view, in: window)
        let bounds = window.bounds
        let end = CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
        let begin = end.offsetBy(dx: 0, dy: height)
        view.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        view.frame = begin
        window.addSubview(view)
        shownView = view
        shownWindow = window
        activeKeyboard(in: window)?.reset()
        post(UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillChangeFrameNotification, begin, end)
        UIView.animate(withDuration: Self.slideDuration, delay: 0, options: [.curveEaseInOut]) {
            view.frame = end
        } completion: { _ in
            self.post(UIResponder.keyboardDidShowNotification, UIResponder.keyboardDidChangeFrameNotification, begin, end)
        }
    }

    private func hide() {
        guard let view = shownView else { return }
        shownView = nil
        shownWindow = nil
        let begin = view.frame
        let end = begin.offsetBy(dx: 0, dy: begin.height)
        post(UIResponder.keyboardWillHideNotification, UIResponder.keyboardWillChangeFrameNotification, begin, end)
        UIView.animate(withDuration: Self.slideDuration, delay: 0, options: [.curveEaseInOut]) {
            view.frame = end
        } completion: { _ in
            // A view shown again meanwhile stays.
            if self.shownView !== view { view.removeFromSuperview() }
            self.post(UIResponder.keyboardDidHideNotification, UIResponder.keyboardDidChangeFrameNotification, begin, end)
        }
    }

    private func post(_ name: Notification.Name, _ change: Notification.Name, _ begin: CGRect, _ end: CGRect) {
        let info: [AnyHashable: Any] = [
            UIResponder.keyboardFrameBeginUserInfoKey: begin,
            UIResponder.keyboardFrameEndUserInfoKey: end,
            UIResponder.keyboardAnimationDurationUserInfoKey: Self.slideDuration,
            UIResponder.keyboardAnimationCurveUserInfoKey: UIView.AnimationCurve.easeInOut.rawValue,
            UIResponder.keyboardIsLocalUserInfoKey: true
        ]
        NotificationCenter.default.post(name: name, object: nil, userInfo: info)
        NotificationCenter.default.post(name: change, object: nil, userInfo: info)
    }

    /// An input view's height: its frame's, else its fitting size's, at most the window's half.
    private static func height(of view: UIView, in window: UIWindow, fallback: CGFloat = 216) -> CGFloat {
        if let keyboard = view as? OnScreenKeyboardView { return keyboard.preferredHeight(forWidth: window.bounds.width) }
        if let dock = view as? KeyboardDockView { return dock.preferredHeight }
        var height = view.frame.height
        if height <= 0 { height = view.sizeThatFits(CGSize(width: window.bounds.width, height: 0)).height }
        if height <= 0 { height = view.intrinsicContentSize.height }
        if !(height > 0) || !height.isFinite {
            SDLViewsLog.error(
                "input view \(type(of: view)) has no height (frame, sizeThatFits, intrinsic size); \(fallback) points are used")
            height = fallback
        }
        return min(height, window.bounds.height / 2)
    }
}
