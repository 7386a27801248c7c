import SDLViews

/// A tappable caption for the samples: a `UIControl`, so it highlights
/// (dims) while the touch is within the control's tracking area and runs its
/// action on touch-up inside, as a UIKit button does. It can also cover
/// another view (a chip) and dim that one instead. It takes focus, and a
/// focused one runs its action on Return, Space or gamepad A, so menus built
/// of them work from a keyboard or pad alone.
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
        addAction(UIAction { _ in action() }, for: [.touchUpInside, .primaryActionTriggered])
    }

    /// A transparent button over the whole of `view`, dimming it while highlighted.
    init(covering view: UIView, action: @escaping () -> Void) {
        super.init(frame: view.bounds)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmed = view
        view.addSubview(self)
        addAction(UIAction { _ in action() }, for: [.touchUpInside, .primaryActionTriggered])
    }

    required init?(coder: NSCoder) { nil }

    // A custom UIControl is not focusable in UIKit either; an app opts in like this.
    override var canBecomeFocused: Bool { isEnabled }

    override var isHighlighted: Bool {
        didSet { dimmed?.alpha = isHighlighted ? 0.6 : 1 }
    }
}
