import SDLViews

/// A tappable caption for the samples: a `UIControl`, so it highlights
/// (dims) while the touch is within the control's tracking area and runs its
/// action on touch-up inside, as a UIKit button does. It can also cover
/// another view (a chip) and dim that one instead.
@MainActor
final class SampleButton: UIControl {
    /// The view that dims while highlighted: the button, or the view it covers.
    private weak var dimmed: UIView?

    init(_ title: String, frame: CGRect, action: @escaping () -> Void) {
        super.init(frame: frame)
        backgroundColor = SampleTheme.accent
        let label = SampleTheme.label(title, font: SampleTheme.captionFont, color: .white, frame: bounds)
        label.textAlignment = .center
        addSubview(label)
        dimmed = self
        addAction(UIAction { _ in action() }, for: .touchUpInside)
    }

    /// A transparent button over the whole of `view`, dimming it while highlighted.
    init(covering view: UIView, action: @escaping () -> Void) {
        super.init(frame: view.bounds)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmed = view
        view.addSubview(self)
        addAction(UIAction { _ in action() }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) { nil }

    override var isHighlighted: Bool {
        didSet { dimmed?.alpha = isHighlighted ? 0.6 : 1 }
    }
}
