import Foundation
import SDLViews

/// Every touch as a numbered spot with its coordinates, on a view with
/// `isMultipleTouchEnabled`: SDL fingers are real multi-touch; with a mouse,
/// Alt-drag adds a finger mirrored around the window's centre.
@MainActor
final class TouchVisualizerSampleViewController: SampleViewController {
    /// Fills the window (its views follow with autoresizing masks); smaller windows scroll.
    override var contentLayout: SampleContentLayout { .adaptive(minimum: CGSize(width: 320, height: 200)) }

    override func buildContent(in content: UIView) {
        let canvas = TouchCanvas(frame: content.bounds)
        canvas.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        content.addSubview(canvas)
    }
}

/// Shows a spot under each touch from began to ended or cancelled.
@MainActor
final class TouchCanvas: UIView {
    private static let colors: [UIColor] = [
        .systemBlue, .systemRed, .systemGreen, .systemOrange, .systemPurple, .systemTeal
    ]
    private static let idleText =
        "Touch with several fingers, or hold Alt while dragging the mouse for two mirrored fingers"
    private var spots: [ObjectIdentifier: (spot: UIView, caption: UILabel)] = [:]
    private var touchesSeen = 0
    private let status: UILabel

    override init(frame: CGRect) {
        status = SampleTheme.label(
            Self.idleText, font: SampleTheme.captionFont,
            frame: CGRect(x: 20, y: 12, width: frame.width - 40, height: 20))
        super.init(frame: frame)
        backgroundColor = .white
        isMultipleTouchEnabled = true
        status.autoresizingMask = [.flexibleWidth]
        addSubview(status)
    }

    required init?(coder: NSCoder) { nil }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches {
            touchesSeen += 1
            let color = Self.colors[(touchesSeen - 1) % Self.colors.count]
            let spot = UIView(frame: CGRect(x: 0, y: 0, width: 56, height: 56))
            spot.layer.cornerRadius = 28
            spot.backgroundColor = color.withAlphaComponent(0.8)
            spot.isUserInteractionEnabled = false
            let number = SampleTheme.label(
                "\(touchesSeen)", font: SampleTheme.titleFont, color: .white, frame: spot.bounds)
            number.textAlignment = .center
            spot.addSubview(number)
            let caption = SampleTheme.label(
                "", font: SampleTheme.captionFont, color: color, frame: CGRect(x: 0, y: 0, width: 160, height: 18))
            addSubview(spot)
            addSubview(caption)
            spots[ObjectIdentifier(touch)] = (spot, caption)
        }
        update(touches, event)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { update(touches, event) }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { remove(touches, event) }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { remove(touches, event) }

    private func update(_ touches: Set<UITouch>, _ event: UIEvent?) {
        for touch in touches {
            guard let entry = spots[ObjectIdentifier(touch)] else { continue }
            let point = touch.location(in: self)
            entry.spot.center = point
            entry.caption.text = String(
                format: "(%.0f, %.0f) %@", point.x, point.y, touch.type == .indirectPointer ? "mouse" : "finger")
            entry.caption.frame.origin = CGPoint(x: point.x - 40, y: point.y + 32)
        }
        updateStatus(event)
    }

    private func remove(_ touches: Set<UITouch>, _ event: UIEvent?) {
        for touch in touches {
            guard let entry = spots.removeValue(forKey: ObjectIdentifier(touch)) else { continue }
            entry.spot.removeFromSuperview()
            entry.caption.removeFromSuperview()
        }
        updateStatus(event)
    }

    private func updateStatus(_ event: UIEvent?) {
        let down = spots.count
        status.text =
            down == 0
            ? Self.idleText
            : "\(down) touch\(down == 1 ? "" : "es") down; \(event?.allTouches?.count ?? 0) in the window"
    }
}
