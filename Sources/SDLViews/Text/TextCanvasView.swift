import Foundation

/// The view an editing view draws its text into: its owner's closure runs
/// in `draw(_:)` (selection, text, the composition's underline). Kept apart
/// from the caret (a subview of its own) so the caret's blink redraws nothing.
@MainActor
final class TextCanvasView: UIView {
    var drawing: ((CGRect) -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
        backgroundColor = nil
        clipsToBounds = true
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) { drawing?(rect) }
}

/// Drawing helpers shared by the editing views.
@MainActor
enum TextPainter {
    /// One line of text with its top-left at `origin`. `width` is the line's
    /// measured width when the caller already has it (measuring looks the
    /// text up again).
    static func drawLine(_ text: String, font: UIFont, color: UIColor, at origin: CGPoint, width: CGFloat? = nil) {
        guard !text.isEmpty, let context = UIGraphicsGetCurrentContext() else { return }
        let width = width ?? TextMeasurer(font: font).width(text)
        let layout = TextLayout(
            lines: [text], lineWidths: [width], lineHeight: font.lineHeight,
            size: CGSize(width: width, height: font.lineHeight))
        context.drawText(layout, attributes: TextAttributes(font: font, color: color), origin: origin, width: width)
    }

    static func fill(_ rect: CGRect, color: UIColor) {
        guard rect.width > 0, rect.height > 0, let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor(color.cgColor)
        context.fill(rect)
    }

    /// The selection's colour: the tint at a fifth, as UIKit's highlight.
    static func selectionColor(tint: UIColor) -> UIColor { tint.withAlphaComponent(0.2) }

    /// The composition's underline under `x0...x1` of a line whose top is `top`.
    static func underline(from x0: CGFloat, to x1: CGFloat, top: CGFloat, font: UIFont, color: UIColor) {
        let y = top + font.ascender + 2
        fill(CGRect(x: x0, y: y, width: max(x1 - x0, 1), height: 1), color: color)
    }
}
