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

    /// UIKit's `tintColor`: the view's own tint, else its superview's, else
    /// system blue; desaturated while the effective adjustment mode is `.dimmed`.
    /// Setting nil goes back to inheriting.
    public var tintColor: UIColor! {
        get {
            let color = undimmedTintColor
            return tintAdjustmentMode == .dimmed ? UIView.dimmed(color) : color
        }
        set {
            guard newValue != tintColorStorage else { return }
            tintColorStorage = newValue
            inheritedTintDidChange()
        }
    }

    /// UIKit's `tintAdjustmentMode`: reading `.automatic` gives the
    /// superview's mode (`.normal` at the top), as UIKit does.
    public var tintAdjustmentMode: TintAdjustmentMode {
        get {
            if tintAdjustmentModeStorage != .automatic { return tintAdjustmentModeStorage }
            return superview?.tintAdjustmentMode ?? .normal
        }
        set {
            guard newValue != tintAdjustmentModeStorage else { return }
            tintAdjustmentModeStorage = newValue
            inheritedTintDidChange()
        }
    }

    private var undimmedTintColor: UIColor {
        if let tintColorStorage { return tintColorStorage }
        return superview?.undimmedTintColor ?? .systemBlue
    }

    /// Tells this view and every descendant that inherits its tint colour or
    /// adjustment mode, depth first in subview order.
    func inheritedTintDidChange() {
        tintColorDidChange()
        for subview in subviewStorage where subview.tintColorStorage == nil || subview.tintAdjustmentModeStorage == .automatic {
            subview.inheritedTintDidChange()
        }
    }

    /// UIKit dims tints to a gray of the same lightness and alpha.
    static func dimmed(_ color: UIColor) -> UIColor {
        let c = color.cgColor
        let gray = 0.299 * c.red + 0.587 * c.green + 0.114 * c.blue
        return UIColor(white: gray, alpha: c.alpha)
    }
}
