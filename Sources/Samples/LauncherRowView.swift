import Foundation
import SDLViews

/// One row of the launcher: the sample's title with its summary below;
/// highlighted while pressed (as a table cell), tinted while selected.
@MainActor
final class LauncherRowView: UIView {
    var onTap: (() -> Void)?
    var isSelected = false { didSet { refreshBackground() } }
    private(set) var isHighlighted = false { didSet { refreshBackground() } }
    let titleLabel: UILabel
    let subtitleLabel: UILabel

    static let pressedColor = UIColor(white: 0.82, alpha: 1)

    init(sample: Sample) {
        titleLabel = SampleTheme.label(
            sample.title, font: UIFont.boldSystemFont(ofSize: 15), frame: CGRect(x: 12, y: 7, width: 100, height: 20))
        subtitleLabel = SampleTheme.label(
            sample.summary, font: SampleTheme.captionFont, color: .secondaryLabel,
            frame: CGRect(x: 12, y: 28, width: 100, height: 17))
        super.init(frame: CGRect(x: 0, y: 0, width: 124, height: LauncherListView.rowHeight))
        backgroundColor = .white
        layer.cornerRadius = 6
        for label in [titleLabel, subtitleLabel] {
            label.autoresizingMask = [.flexibleWidth]
            addSubview(label)
        }
    }

    required init?(coder: NSCoder) { nil }

    private func refreshBackground() {
        backgroundColor = isHighlighted ? Self.pressedColor : isSelected ? SampleTheme.selection : .white
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { isHighlighted = true }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        isHighlighted = point(inside: touch.location(in: self), with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let inside = isHighlighted
        isHighlighted = false
        if inside { onTap?() }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { isHighlighted = false }
}
