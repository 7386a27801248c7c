import Foundation

/// The text field's clear button: a grey disc with a white cross, as UIKit's.
@MainActor
final class TextFieldClearButton: UIView {
    private let onTap: () -> Void

    init(onTap: @escaping () -> Void) {
        self.onTap = onTap
        super.init(frame: .zero)
        isOpaque = false
        backgroundColor = nil
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let disc = bounds.insetBy(dx: 2, dy: 2)
        context.setFillColor(UIColor.systemGray.withAlphaComponent(0.7).cgColor)
        context.fillEllipse(in: disc)
        let arm = disc.width * 0.2
        context.setStrokeColor(UIColor.white.cgColor)
        context.setLineWidth(1.5)
        context.move(to: CGPoint(x: disc.midX - arm, y: disc.midY - arm))
        context.addLine(to: CGPoint(x: disc.midX + arm, y: disc.midY + arm))
        context.move(to: CGPoint(x: disc.midX + arm, y: disc.midY - arm))
        context.addLine(to: CGPoint(x: disc.midX - arm, y: disc.midY + arm))
        context.strokePath()
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        onTap()
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
}
