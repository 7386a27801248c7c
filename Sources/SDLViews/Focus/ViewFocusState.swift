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
    /// A lifted view's frame is mapped through its transform from before the
    /// lift, by the same steps as `convert(bounds, to: nil)` without it: the
    /// very same value lifted or not (the focus search index keeps frames
    /// across moves, and reading order compares them exactly; undoing the
    /// scale afterwards was off in the last bits).
    var focusFrameInWindow: CGRect {
        guard let unlifted = focusStorage?.transformBeforeLift else { return convert(bounds, to: nil) }
        let map = ViewCoordinates.map(from: self, to: nil, ownTransform: CATransform3DMakeAffineTransform(unlifted))
        return map?.boundingBox(of: bounds.standardized) ?? bounds
    }
}

extension UIViewController: UIFocusEnvironment {}
