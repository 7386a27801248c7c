import Foundation

/// A view's focus state, allocated the first time focus touches the view.
@MainActor
final class ViewFocusState {
    static let systemEffect = UIFocusEffect()

    var isFocused = false
    var groupIdentifier: String?
    var groupPriority = UIFocusGroupPriority.ignored
    var effect: UIFocusEffect?
    var effectIsSet = false
    /// The halo shown while focused, and the transform the lift replaced.
    var halo: FocusRingView?
    var transformBeforeLift: CGAffineTransform?
    var liftScale: CGFloat = 1
    var navigationInput = UINavigationInput.automatic
}

extension UIView: UIFocusItem {
    var focusState: ViewFocusState {
        if let state = focusStorage { return state }
        let state = ViewFocusState()
        focusStorage = state
        return state
    }

    /// Whether the focused look shows: focused, and the focus effect not hidden by pointer use.
    var showsFocusLook: Bool {
        isFocused && (window?.focusSystemIfCreated?.isEffectVisible ?? true)
    }

    /// Sets the focused flag (the focus system's hook; tests use it through `UIControl.setFocused`).
    func setFocusFlag(_ focused: Bool) {
        guard focused != isFocusedFlag else { return }
        focusState.isFocused = focused
        focusLookDidChange()
    }

    var isFocusedFlag: Bool { focusStorage?.isFocused ?? false }

    /// The view's frame in window coordinates as laid out: the focus lift, a
    /// visual effect, changes neither the reading order nor what is scrolled into view.
    var focusFrameInWindow: CGRect {
        let frame = convert(bounds, to: nil)
        guard let scale = focusStorage?.liftScale, scale != 1, scale > 0 else { return frame }
        let size = CGSize(width: frame.width / scale, height: frame.height / scale)
        return CGRect(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2, width: size.width, height: size.height)
    }
}

extension UIViewController: UIFocusEnvironment {}
