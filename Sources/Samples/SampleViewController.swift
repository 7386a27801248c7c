import Foundation
import SDLViews

/// The frame every sample shares: a header with its title and the way back,
/// and a content view below it that the sample fills in `buildContent(in:)`.
@MainActor
class SampleViewController: UIViewController {
    /// Called when the user asks to go back (Escape or the header's back label).
    var onBack: (() -> Void)?
    private(set) var content: UIView!

    var sampleTitle: String { title ?? "" }

    override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = SampleTheme.background
        let header = UIView(frame: CGRect(x: 0, y: 0, width: root.bounds.width, height: 48))
        header.backgroundColor = SampleTheme.header
        header.autoresizingMask = [.flexibleWidth]
        let back = BackButton(frame: CGRect(x: 12, y: 12, width: 90, height: 24)) { [weak self] in self?.onBack?() }
        header.addSubview(back)
        let titleLabel = SampleTheme.label(
            sampleTitle, font: SampleTheme.titleFont, color: .white,
            frame: CGRect(x: 112, y: 10, width: root.bounds.width - 124, height: 28))
        titleLabel.autoresizingMask = [.flexibleWidth]
        header.addSubview(titleLabel)
        content = UIView(frame: CGRect(x: 0, y: 48, width: root.bounds.width, height: root.bounds.height - 48))
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(content)
        root.addSubview(header)
        view = root
        buildContent(in: content)
    }

    /// Subclasses add their views here.
    func buildContent(in content: UIView) {}

    override var canBecomeFirstResponder: Bool { true }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if presses.contains(where: { $0.type == .menu }) {
            onBack?()
        } else {
            super.pressesBegan(presses, with: event)
        }
    }
}

/// "‹ Back" in the header: a tap (touch down and up inside) goes back.
@MainActor
final class BackButton: UIView {
    private let action: () -> Void

    init(frame: CGRect, action: @escaping () -> Void) {
        self.action = action
        super.init(frame: frame)
        let label = SampleTheme.label("‹ Back (Esc)", font: SampleTheme.captionFont, color: .white, frame: bounds)
        addSubview(label)
    }

    required init?(coder: NSCoder) { nil }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, point(inside: touch.location(in: self), with: event) else { return }
        action()
    }
}
