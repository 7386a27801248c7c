import Foundation
import SDLViews

/// Autoresizing playground: drag the handle at the container's corner; each
/// child follows its `autoresizingMask` (named on it) with UIKit's arithmetic.
/// The children are placed for a 420×280 container, which is then resized to
/// 640×420 before the first frame, so a still shows the masks at work.
@MainActor
final class AutoresizingSampleViewController: SampleViewController {
    private var box: UIView!
    private var readout: UILabel!

    override func buildContent(in content: UIView) {
        box = UIView(frame: CGRect(x: 30, y: 40, width: 420, height: 280))
        box.backgroundColor = UIColor(white: 0.86, alpha: 1)
        content.addSubview(box)
        let masks: [(String, UIView.AutoresizingMask, CGRect, UIColor)] = [
            ("fixed", [], CGRect(x: 10, y: 10, width: 110, height: 36), .systemGray),
            ("flexibleWidth", [.flexibleWidth], CGRect(x: 130, y: 10, width: 280, height: 36), .systemBlue),
            ("flexibleHeight", [.flexibleHeight], CGRect(x: 10, y: 56, width: 110, height: 150), .systemGreen),
            (
                "all margins", [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin],
                CGRect(x: 150, y: 56, width: 120, height: 36), .systemOrange
            ),
            ("W + H", [.flexibleWidth, .flexibleHeight], CGRect(x: 150, y: 140, width: 160, height: 66), .systemPurple),
            (
                "left + top margins", [.flexibleLeftMargin, .flexibleTopMargin],
                CGRect(x: 250, y: 234, width: 160, height: 36), .systemRed
            ),
            (
                "right + top margins", [.flexibleRightMargin, .flexibleTopMargin],
                CGRect(x: 10, y: 234, width: 160, height: 36), .systemTeal
            )
        ]
        for (name, mask, frame, color) in masks {
            let child = SampleTheme.tile(name, color: color, frame: frame)
            child.autoresizingMask = mask
            box.addSubview(child)
        }
        let handle = ResizeHandle(
            frame: CGRect(x: box.bounds.width - 22, y: box.bounds.height - 22, width: 22, height: 22)
        ) { [weak self] delta in
            self?.resize(by: delta)
        }
        handle.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        box.addSubview(handle)
        readout = SampleTheme.label(
            "", font: SampleTheme.captionFont, frame: CGRect(x: 30, y: 8, width: 600, height: 22))
        content.addSubview(readout)
        showSize()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        resize(by: CGPoint(x: 220, y: 140))
    }

    private func resize(by delta: CGPoint) {
        let size = box.frame.size
        box.frame.size = CGSize(
            width: min(max(size.width + delta.x, 120), 760), height: min(max(size.height + delta.y, 120), 500))
        showSize()
    }

    private func showSize() {
        readout.text = String(
            format: "container %.0f × %.0f — drag the dark corner to resize", box.frame.width, box.frame.height)
    }
}

/// A corner grip that reports finger movement.
@MainActor
final class ResizeHandle: UIView {
    private let onDrag: (CGPoint) -> Void
    private var last: CGPoint?

    init(frame: CGRect, onDrag: @escaping (CGPoint) -> Void) {
        self.onDrag = onDrag
        super.init(frame: frame)
        backgroundColor = SampleTheme.header
    }

    required init?(coder: NSCoder) { nil }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        last = touches.first?.location(in: nil)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { last = nil }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let last else { return }
        let point = touch.location(in: nil)
        onDrag(CGPoint(x: point.x - last.x, y: point.y - last.y))
        self.last = point
    }
}
