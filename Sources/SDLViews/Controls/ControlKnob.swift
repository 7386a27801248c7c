import Foundation

/// The white round knob of the default slider thumb and switch thumb: a
/// circle filling its bounds with a soft shadow below it, as iOS draws them.
@MainActor
final class ControlKnob: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        backgroundColor = .white
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.2
        layer.shadowRadius = 3
        layer.shadowOffset = CGSize(width: 0, height: 2)
        layer.borderWidth = 0.5
        layer.borderColor = UIColor.black.withAlphaComponent(0.04).cgColor
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func layoutSubviews() {
        super.layoutSubviews()
        let radius = min(bounds.width, bounds.height) / 2
        layer.cornerRadius = radius
        layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: radius).cgPath
    }

    /// The knob's colour (`thumbTintColor`, white when nil).
    func setTint(_ color: UIColor?) { backgroundColor = color ?? .white }
}
