import Foundation

/// The text attributes string drawing understands, read from UIKit's dictionary.
@MainActor
struct TextAttributes {
    var font: UIFont
    var color: CGColor
    var background: CGColor?
    var paragraph: NSParagraphStyle
    var kern: CGFloat

    init(_ attributes: [NSAttributedString.Key: Any]?) {
        let a = attributes ?? [:]
        font = a[.font] as? UIFont ?? .systemFont(ofSize: 12)
        color = (a[.foregroundColor] as? UIColor)?.cgColor ?? .black
        background = (a[.backgroundColor] as? UIColor)?.cgColor
        paragraph = a[.paragraphStyle] as? NSParagraphStyle ?? .default
        kern = TextAttributes.number(a[.kern]) ?? 0
    }

    /// Plain text in one font and colour, as the dictionary with just those
    /// two would give, without building it (editing views draw every visible line so).
    init(font: UIFont, color: UIColor) {
        self.font = font
        self.color = color.cgColor
        background = nil
        paragraph = .default
        kern = 0
    }

    private static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let v as CGFloat: v.isFinite ? v : nil
        case let v as Double: v.isFinite ? CGFloat(v) : nil
        case let v as Int: CGFloat(v)
        case let v as NSNumber: CGFloat(v.doubleValue)
        default: nil
        }
    }

    var lineAdvance: CGFloat { font.lineHeight + paragraph.lineSpacing }

    /// Lines laid out like UILabel's, wrapped at `width` when given.
    func layout(_ text: String, width: CGFloat?, maxLines: Int = 0) -> TextLayout {
        let mode = width == nil ? NSLineBreakMode.byClipping : paragraph.lineBreakMode
        var layout = TextLayout.make(
            text: text, font: font, maxWidth: width, numberOfLines: maxLines, lineBreakMode: mode)
        if kern != 0 {
            layout.lineWidths = zip(layout.lines, layout.lineWidths).map { $1 + kern * CGFloat($0.count) }
        }
        return layout
    }

    /// The unrounded size of a layout, as UIKit's string measuring returns.
    func size(of layout: TextLayout) -> CGSize {
        let count = CGFloat(layout.lines.count)
        guard count > 0 else { return .zero }
        return CGSize(
            width: layout.lineWidths.max() ?? 0, height: count * font.lineHeight + (count - 1) * paragraph.lineSpacing)
    }
}
