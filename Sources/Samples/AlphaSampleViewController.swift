import Foundation
import SDLViews

/// Alpha on single views, group opacity on a parent with overlapping children
/// (the overlap shows only the top child, as on iOS), and a view that a tap hides.
@MainActor
final class AlphaSampleViewController: SampleViewController {
    override func buildContent(in content: UIView) {
        for (i, alpha) in [1.0, 0.75, 0.5, 0.25, 0.0].enumerated() {
            let tile = SampleTheme.tile(
                "alpha \(alpha)", color: .systemBlue,
                frame: CGRect(x: 40 + CGFloat(i) * 110, y: 30, width: 100, height: 70))
            tile.alpha = CGFloat(alpha)
            content.addSubview(tile)
        }
        content.addSubview(groupExample(alpha: 1, origin: CGPoint(x: 40, y: 140), caption: "parent alpha 1"))
        content.addSubview(
            groupExample(alpha: 0.5, origin: CGPoint(x: 300, y: 140), caption: "parent alpha 0.5 (group)"))
        let toggle = ToggleTile(frame: CGRect(x: 40, y: 360, width: 300, height: 60))
        content.addSubview(toggle)
    }

    private func groupExample(alpha: CGFloat, origin: CGPoint, caption: String) -> UIView {
        let parent = UIView(frame: CGRect(x: origin.x, y: origin.y, width: 220, height: 180))
        parent.alpha = alpha
        let red = UIView(frame: CGRect(x: 10, y: 30, width: 120, height: 100))
        red.backgroundColor = .systemRed
        let blue = UIView(frame: CGRect(x: 70, y: 70, width: 120, height: 100))
        blue.backgroundColor = .systemBlue
        parent.addSubview(red)
        parent.addSubview(blue)
        parent.addSubview(
            SampleTheme.label(
                caption, font: SampleTheme.captionFont, frame: CGRect(x: 10, y: 4, width: 210, height: 20)))
        return parent
    }
}

/// Tap to hide and show the inner square (a hidden view is neither drawn nor hit).
@MainActor
final class ToggleTile: UIView {
    private let inner = UIView(frame: CGRect(x: 230, y: 10, width: 40, height: 40))
    private let caption: UILabel

    override init(frame: CGRect) {
        caption = SampleTheme.label(
            "Tap: the green square is visible", font: SampleTheme.captionFont,
            frame: CGRect(x: 10, y: 20, width: 210, height: 20))
        super.init(frame: frame)
        backgroundColor = .white
        inner.backgroundColor = .systemGreen
        addSubview(inner)
        addSubview(caption)
    }

    required init?(coder: NSCoder) { nil }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        inner.isHidden.toggle()
        caption.text = inner.isHidden ? "Tap: the green square is hidden" : "Tap: the green square is visible"
    }
}
