import Foundation

/// UIKit's tint: a colour inherited down the view tree (nil means "my
/// superview's"; the default at the top is system blue), optionally dimmed
/// (`tintAdjustmentMode`), with `tintColorDidChange()` sent to every view
/// whose effective tint may have changed, parents before children.
extension UIView {
    /// UIKit's `UIView.TintAdjustmentMode`.
    public enum TintAdjustmentMode: Int, Sendable {
        case automatic, normal, dimmed
    }

    /// The effective tint (see `tintColor`): own, inherited or system blue, dimmed when the mode says so.
    var effectiveTintColor: UIColor {
        let color = undimmedTintColor
        return tintAdjustmentMode == .dimmed ? UIView.dimmed(color) : color
    }

    func setOwnTintColor(_ color: UIColor?) {
        guard color != tintColorStorage else { return }
        tintColorStorage = color
        inheritedTintDidChange(.color)
    }

    /// `.automatic` resolves to the superview's mode (`.normal` at the top), as UIKit does.
    /// (Found by a loop up the ancestors, not by asking each one: hierarchies of any depth.)
    var effectiveTintAdjustmentMode: TintAdjustmentMode {
        var view: UIView? = self
        while let current = view {
            if current.tintAdjustmentModeStorage != .automatic { return current.tintAdjustmentModeStorage }
            view = current.superview
        }
        return .normal
    }

    func setOwnTintAdjustmentMode(_ mode: TintAdjustmentMode) {
        guard mode != tintAdjustmentModeStorage else { return }
        tintAdjustmentModeStorage = mode
        inheritedTintDidChange(.adjustmentMode)
    }

    private var undimmedTintColor: UIColor {
        var view: UIView? = self
        while let current = view {
            if let color = current.tintColorStorage { return color }
            view = current.superview
        }
        return .systemBlue
    }

    /// What changed for a subtree: the colour, the mode, or (a move) both.
    struct TintChange: OptionSet {
        let rawValue: Int
        static let color = TintChange(rawValue: 1)
        static let adjustmentMode = TintChange(rawValue: 2)
        static let all: TintChange = [.color, .adjustmentMode]
    }

    /// Tells this view and every descendant that inherits what changed,
    /// depth first in subview order.
    /// (A walk with its own stack: hierarchies of any depth.)
    func inheritedTintDidChange(_ change: TintChange = .all) {
        var stack: [(view: UIView, change: TintChange)] = [(self, change)]
        while let (view, change) = stack.popLast() {
            view.tintColorDidChange()
            for subview in view.subviewStorage.reversed() {
                var inherited: TintChange = []
                if subview.tintColorStorage == nil { inherited.insert(.color) }
                if subview.tintAdjustmentModeStorage == .automatic { inherited.insert(.adjustmentMode) }
                let passed = change.intersection(inherited)
                if !passed.isEmpty { stack.append((subview, passed)) }
            }
        }
    }

    /// UIKit dims tints to a gray of the same lightness and alpha.
    static func dimmed(_ color: UIColor) -> UIColor {
        let c = color.cgColor
        let gray = 0.299 * c.red + 0.587 * c.green + 0.114 * c.blue
        return UIColor(white: gray, alpha: c.alpha)
    }
}
