import Foundation

/// The halo the focus effect draws around the focused view: a ring in the
/// view's tint colour, outside its shape with a small gap (or inside it).
@MainActor
final class FocusHaloView: UIView {
    static let width: CGFloat = 3
    static let gap: CGFloat = 2

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        backgroundColor = .clear
        layer.borderWidth = Self.width
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Places the ring around `shape` (nil: the host's bounds, following its size) of `radius`.
    func place(around shape: CGRect?, cornerRadius radius: CGFloat, inside: Bool, in host: UIView) {
        let outset = inside ? 0 : Self.gap + Self.width
        frame = (shape ?? host.bounds).insetBy(dx: -outset, dy: -outset)
        autoresizingMask = shape == nil ? [.flexibleWidth, .flexibleHeight] : []
        layer.cornerRadius = radius + outset
        layer.borderColor = host.tintColor.cgColor
    }
}
