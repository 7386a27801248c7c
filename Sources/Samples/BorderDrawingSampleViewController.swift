import Foundation
import SDLViews

/// Listing 3-4: a view whose `draw(_:)` draws a red 10-point border. Views of
/// several sizes and opacities; "Move" shifts them and "Redraw" calls
/// `setNeedsDisplay()`, and each shows how often its `draw(_:)` ran: moving
/// never redraws (the cached pixels are reused).
@MainActor
final class BorderDrawingSampleViewController: SampleViewController {
    private var borders: [RedBorderView] = []
    private var counts: [UILabel] = []

    override func buildContent(in content: UIView) {
        content.addSubview(
            SampleTheme.label(
                "draw(_:) strokes bounds inset by 5 with a 10-point red line (Listing 3-4)",
                font: SampleTheme.captionFont, frame: CGRect(x: 30, y: 14, width: 700, height: 20)))
        let frames = [
            CGRect(x: 30, y: 50, width: 200, height: 140), CGRect(x: 260, y: 50, width: 120, height: 120),
            CGRect(x: 410, y: 50, width: 340, height: 80), CGRect(x: 30, y: 250, width: 300, height: 200)
        ]
        for (i, frame) in frames.enumerated() {
            let view = RedBorderView(frame: frame)
            view.backgroundColor = i == 3 ? UIColor(red: 1, green: 0.97, blue: 0.85, alpha: 1) : .white
            if i == 2 { view.transform = CGAffineTransform(rotationAngle: 0.08) }
            content.addSubview(view)
            borders.append(view)
            // Inside the 10-point border (its inner edge is 10 in) with a margin, wrapping in the
            // narrow views rather than running over the red line.
            let count = SampleTheme.label(
                "", font: SampleTheme.captionFont,
                frame: CGRect(x: 18, y: 16, width: frame.width - 36, height: 36))
            count.numberOfLines = 2
            count.lineBreakMode = .byWordWrapping
            view.addSubview(count)
            counts.append(count)
        }
        content.addSubview(
            SampleButton("Move", frame: CGRect(x: 380, y: 300, width: 120, height: 36)) { [weak self] in self?.move() })
        content.addSubview(
            SampleButton("Redraw", frame: CGRect(x: 520, y: 300, width: 120, height: 36)) { [weak self] in
                self?.redraw()
            })
        for view in borders { view.onDraw = { [weak self] in self?.updateCounts() } }
    }

    private func move() {
        for view in borders { view.center.x += view.center.x > 400 ? -20 : 20 }
    }

    private func redraw() {
        for view in borders { view.setNeedsDisplay() }
    }

    private func updateCounts() {
        for (view, label) in zip(borders, counts) { label.text = "draw(_:) ran \(view.draws)×" }
    }
}

/// The view of Listing 3-4.
@MainActor
final class RedBorderView: UIView {
    private(set) var draws = 0
    var onDraw: (() -> Void)?

    override func draw(_ rect: CGRect) {
        draws += 1
        guard let context = UIGraphicsGetCurrentContext() else { return }
        // The Objective-C listing drops CGRectInset's result and calls
        // UIRectFrame (a 1-point frame); stroking the inset rectangle draws the
        // 10-point border the text describes.
        let myFrame = bounds.insetBy(dx: 5, dy: 5)
        context.setLineWidth(10)
        UIColor.red.set()
        context.stroke(myFrame)
        onDraw?()
    }
}
