import Foundation

/// The ring focus is shown with, in the tint colour, outside a shape with a
/// small gap (or inside it): the focus effect's halo, and the value controls'
/// own focus look (as iPadOS's keyboard focus ring).
@MainActor
final class FocusRingView: UIView {
    static let width: CGFloat = 3
    static let gap: CGFloat = 2

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        backgroundColor = .clear
        layer.borderWidth = Self.width
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    /// A value control's ring: hidden until the control is focused (`update(focused:color:)`).
    static func controlRing() -> FocusRingView {
        let ring = FocusRingView(frame: .zero)
        ring.isHidden = true
        return ring
    }

    /// The halo: around `shape` (nil: the host's bounds, following its size)
    /// of `radius`, in the host's tint colour.
    func place(around shape: CGRect?, cornerRadius radius: CGFloat, inside: Bool, in host: UIView) {
        fit(around: shape ?? host.bounds, cornerRadius: radius, inside: inside)
        autoresizingMask = shape == nil ? [.flexibleWidth, .flexibleHeight] : []
        layer.borderColor = host.tintColor.cgColor
    }

    /// A control's ring: surrounds `shape` (in the superview's space) whose corners have `radius`.
    func surround(_ shape: CGRect, cornerRadius radius: CGFloat) {
        fit(around: shape, cornerRadius: radius, inside: false)
    }

    /// Shown while `focused`, in `color`.
    func update(focused: Bool, color: UIColor) {
        isHidden = !focused
        layer.borderColor = color.cgColor
    }

    private func fit(around shape: CGRect, cornerRadius radius: CGFloat, inside: Bool) {
        let outset = inside ? 0 : Self.gap + Self.width
        frame = shape.insetBy(dx: -outset, dy: -outset)
        layer.cornerRadius = radius + outset
    }
}
