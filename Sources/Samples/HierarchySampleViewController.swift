import Foundation
import SDLViews

/// Nested views with tags: tap a tile to bring it to the front; the caption
/// shows what `viewWithTag` finds and the current subview order.
@MainActor
final class HierarchySampleViewController: SampleViewController {
    private var stack: UIView!
    private var status: UILabel!

    override func buildContent(in content: UIView) {
        let colors: [UIColor] = [.systemRed, .systemGreen, .systemBlue, .systemOrange]
        stack = UIView(frame: CGRect(x: 40, y: 40, width: 320, height: 260))
        stack.backgroundColor = UIColor(white: 0.85, alpha: 1)
        stack.tag = 100
        for (i, color) in colors.enumerated() {
            let tile = TappableTile(
                frame: CGRect(x: 20 + CGFloat(i) * 50, y: 20 + CGFloat(i) * 40, width: 150, height: 110),
                color: color, caption: "tag \(i + 1)")
            tile.tag = i + 1
            tile.onTap = { [weak self] tile in self?.bringToFront(tile) }
            stack.addSubview(tile)
        }
        let inner = UIView(frame: CGRect(x: 10, y: 70, width: 40, height: 30))
        inner.backgroundColor = .white
        inner.tag = 42
        stack.viewWithTag(2)?.addSubview(inner)
        content.addSubview(stack)
        status = SampleTheme.label(
            "", font: SampleTheme.captionFont, frame: CGRect(x: 40, y: 320, width: 700, height: 60))
        status.numberOfLines = 3
        content.addSubview(status)
        updateStatus(action: "Tap a tile to bring it to the front.")
    }

    private func bringToFront(_ tile: UIView) {
        stack.bringSubviewToFront(tile)
        updateStatus(action: "bringSubviewToFront(tag \(tile.tag))")
    }

    private func updateStatus(action: String) {
        let order = stack.subviews.map { "\($0.tag)" }.joined(separator: ", ")
        let found =
            stack.viewWithTag(42).map { "viewWithTag(42) is inside tag \($0.superview?.tag ?? 0)" }
            ?? "viewWithTag(42) = nil"
        status.text = "\(action)\nsubviews by tag, back to front: [\(order)]\n\(found)"
    }
}

/// A coloured tile that reports taps.
@MainActor
final class TappableTile: UIView {
    var onTap: ((UIView) -> Void)?

    init(frame: CGRect, color: UIColor, caption: String) {
        super.init(frame: frame)
        backgroundColor = color
        let label = SampleTheme.label(
            caption, font: SampleTheme.captionFont, color: SampleTheme.captionColor(on: color),
            frame: CGRect(x: 8, y: 6, width: frame.width - 16, height: 18))
        addSubview(label)
    }

    required init?(coder: NSCoder) { nil }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { onTap?(self) }
}
