import Foundation

/// Shows a `UIBackgroundConfiguration` behind a cell's content: a fill inset
/// by the configuration's insets, with its corner radius and stroke, and the
/// custom view on it.
final class CellBackgroundView: UIView {
    private let fill = UIView()
    private var customView: UIView?

    var configuration: UIBackgroundConfiguration {
        didSet { apply() }
    }

    /// The corners the corner radius rounds (an inset grouped section rounds its ends only).
    var maskedCorners: CACornerMask = .all {
        didSet { fill.layer.maskedCorners = maskedCorners }
    }

    init(configuration: UIBackgroundConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        addSubview(fill)
        apply()
    }

    required init?(coder: NSCoder) {
        configuration = .clear()
        super.init(coder: coder)
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        apply()
    }

    private func apply() {
        fill.backgroundColor = configuration.resolvedBackgroundColor(for: tintColor)
        fill.layer.cornerRadius = configuration.cornerRadius
        fill.clipsToBounds = configuration.cornerRadius > 0
        fill.layer.borderWidth = configuration.strokeColor == nil ? 0 : configuration.strokeWidth
        fill.layer.borderColor = configuration.strokeColor?.cgColor
        if customView !== configuration.customView {
            customView?.removeFromSuperview()
            customView = configuration.customView
            if let customView { fill.addSubview(customView) }
        }
        setNeedsLayout()
    }

    /// The fill's frame: the bounds less the insets.
    var fillFrame: CGRect {
        let insets = configuration.backgroundInsets
        return CGRect(
            x: insets.leading, y: insets.top, width: max(0, bounds.width - insets.leading - insets.trailing),
            height: max(0, bounds.height - insets.top - insets.bottom))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        fill.frame = fillFrame
        customView?.frame = fill.bounds
    }
}
