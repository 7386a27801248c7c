import Foundation

/// The ring a value control draws around its shape while focused: the tint
/// colour, outside the shape with a small gap, as iPadOS's keyboard focus ring.
@MainActor
final class ControlFocusRing: UIView {
    static let gap: CGFloat = 2
    static let width: CGFloat = 3

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        backgroundColor = .clear
        isHidden = true
        layer.borderWidth = Self.width
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Surrounds `shape` (in the superview's space) whose corners have `radius`.
    func surround(_ shape: CGRect, cornerRadius radius: CGFloat) {
        let outset = Self.gap + Self.width
        frame = shape.insetBy(dx: -outset, dy: -outset)
        layer.cornerRadius = radius + outset
    }

    /// Shown while `focused`, in `color`.
    func update(focused: Bool, color: UIColor) {
        isHidden = !focused
        layer.borderColor = color.cgColor
    }
}
