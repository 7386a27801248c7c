import SDLViews

/// A tappable caption for the samples (UIButton arrives with the controls issue).
@MainActor
final class SampleButton: UIView {
    private let action: () -> Void

    init(_ title: String, frame: CGRect, action: @escaping () -> Void) {
        self.action = action
        super.init(frame: frame)
        backgroundColor = SampleTheme.accent
        let label = SampleTheme.label(title, font: SampleTheme.captionFont, color: .white, frame: bounds)
        label.textAlignment = .center
        addSubview(label)
    }

    required init?(coder: NSCoder) { nil }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { alpha = 0.6 }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { alpha = 1 }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        alpha = 1
        guard let touch = touches.first, point(inside: touch.location(in: self), with: event) else { return }
        action()
    }
}
