import Foundation
import SDLViews

/// Attributed strings on the text engine: a label mixing fonts, colours,
/// kern, underline and strikethrough styles, a shadow, a baseline offset and
/// an inline image; paragraph styles (indents, justification, line height,
/// paragraph spacing, tab stops); a right-to-left paragraph; labels that
/// shrink (`adjustsFontSizeToFitWidth`) or tighten before truncating; a
/// button with attributed titles; and a string drawn into a view with its
/// `boundingRect` outlined.
@MainActor
final class AttributedTextSampleViewController: SampleViewController {
    private(set) var richLabel: UILabel!
    private(set) var shrinkingLabels: [UILabel] = []
    private(set) var richTextView: UITextView!

    override func buildContent(in content: UIView) {
        richLabel = label(Self.richText(), frame: CGRect(x: 20, y: 16, width: 370, height: 150))
        richLabel.numberOfLines = 0
        content.addSubview(richLabel)
        let paragraphs = label(Self.paragraphText(), frame: CGRect(x: 410, y: 16, width: 370, height: 230))
        paragraphs.numberOfLines = 0
        content.addSubview(paragraphs)
        let table = label(Self.tabbedTable(), frame: CGRect(x: 20, y: 176, width: 370, height: 80))
        table.numberOfLines = 0
        content.addSubview(table)
        content.addSubview(heading("Shrinks to fit, then truncates", y: 262))
        for (index, width) in [360.0, 240, 150].enumerated() {
            let shrinking = label(
                Self.plain("Adjusts its font size to fit the width", size: 22),
                frame: CGRect(x: 20, y: 290 + CGFloat(index) * 34, width: width, height: 30))
            shrinking.adjustsFontSizeToFitWidth = true
            shrinking.minimumScaleFactor = 0.5
            shrinking.backgroundColor = UIColor(white: 1, alpha: 0.08)
            content.addSubview(shrinking)
            shrinkingLabels.append(shrinking)
        }
        content.addSubview(tightening(y: 400))
        content.addSubview(heading("Drawn with draw(in:), its boundingRect outlined", y: 262, x: 410))
        content.addSubview(StringDrawingView(frame: CGRect(x: 410, y: 290, width: 370, height: 130)))
        content.addSubview(heading("An editable rich UITextView", y: 424, x: 410))
        richTextView = editableRichText(frame: CGRect(x: 410, y: 448, width: 370, height: 98))
        content.addSubview(richTextView)
        content.layer.addSublayer(Self.arabicTextLayer(frame: CGRect(x: 20, y: 520, width: 370, height: 28)))
        content.addSubview(attributedButton(frame: CGRect(x: 20, y: 470, width: 240, height: 44)))
    }

    /// A CATextLayer with Arabic text: the text engine lays it out, natural
    /// alignment at the right, truncated at its end.
    static func arabicTextLayer(frame: CGRect) -> CATextLayer {
        let layer = CATextLayer()
        layer.frame = frame
        layer.string = "مرحبا بالعالم، هذا نص طويل في طبقة CATextLayer يُقطع في نهايته"
        layer.fontSize = 17
        layer.foregroundColor = UIColor.systemYellow.cgColor
        layer.truncationMode = .end
        return layer
    }

    private func label(_ text: NSAttributedString, frame: CGRect) -> UILabel {
        let label = UILabel(frame: frame)
        label.attributedText = text
        return label
    }

    private func heading(_ text: String, y: CGFloat, x: CGFloat = 20) -> UILabel {
        SampleTheme.label(
            text, font: SampleTheme.captionFont, color: SampleTheme.secondaryText,
            frame: CGRect(x: x, y: y, width: 370, height: 20))
    }

    /// Two labels too long for their width: one truncates, one tightens its
    /// characters just enough to fit.
    private func tightening(y: CGFloat) -> UIView {
        let box = UIView(frame: CGRect(x: 20, y: y, width: 370, height: 60))
        for (index, allows) in [false, true].enumerated() {
            let text = Self.plain(allows ? "Tightens before it truncates" : "Truncates without tightening", size: 20)
            let full = text.size().width
            let line = UILabel(frame: CGRect(x: 0, y: CGFloat(index) * 30, width: (full - 6).rounded(.down), height: 28))
            line.attributedText = text
            line.allowsDefaultTighteningForTruncation = allows
            line.backgroundColor = UIColor(white: 1, alpha: 0.08)
            box.addSubview(line)
        }
        return box
    }

    /// A text view holding rich text: typing continues in the attributes of
    /// the Character before the caret, and a tall run makes its line taller.
    private func editableRichText(frame: CGRect) -> UITextView {
        let view = UITextView(frame: frame)
        view.accessibilityLabel = "Rich notes"
        view.backgroundColor = UIColor(white: 1, alpha: 0.08)
        view.layer.cornerRadius = 6
        view.font = UIFont.systemFont(ofSize: 15)
        let body: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 15), .foregroundColor: UIColor.label]
        let text = NSMutableAttributedString(string: "Edit me: ", attributes: body)
        func add(_ string: String, _ attributes: [NSAttributedString.Key: Any]) {
            text.append(NSAttributedString(string: string, attributes: body.merging(attributes) { $1 }))
        }
        add("big", [.font: UIFont.boldSystemFont(ofSize: 28), .foregroundColor: UIColor.systemOrange])
        add(" and ", [:])
        add("marked", [.backgroundColor: UIColor.systemYellow.withAlphaComponent(0.4)])
        add(" words, ", [:])
        add("underlined", [.underlineStyle: NSUnderlineStyle.single.rawValue, .foregroundColor: UIColor.systemTeal])
        add(" in one line that wraps; typing keeps the style before the caret.\n", [:])
        add("\u{0645}\u{0631}\u{062D}\u{0628}\u{0627} ", [.foregroundColor: UIColor.systemGreen])
        add("right to left", [.strikethroughStyle: NSUnderlineStyle.single.rawValue])
        view.attributedText = text
        return view
    }

    private func attributedButton(frame: CGRect) -> UIButton {
        let button = UIButton(type: .custom)
        button.frame = frame
        button.backgroundColor = SampleTheme.accent
        button.layer.cornerRadius = 8
        let normal = NSMutableAttributedString(
            string: "Attributed ", attributes: [.font: UIFont.boldSystemFont(ofSize: 17), .foregroundColor: UIColor.white])
        normal.append(
            NSAttributedString(
                string: "title",
                attributes: [
                    .font: UIFont.systemFont(ofSize: 17), .foregroundColor: UIColor(red: 1, green: 0.85, blue: 0.3, alpha: 1),
                    .underlineStyle: NSUnderlineStyle.single.rawValue,
                ]))
        button.setAttributedTitle(normal, for: .normal)
        button.setAttributedTitle(
            NSAttributedString(
                string: "Highlighted", attributes: [.font: UIFont.boldSystemFont(ofSize: 17), .foregroundColor: UIColor.lightGray]),
            for: .highlighted)
        return button
    }

    // MARK: - Strings

    static func plain(_ text: String, size: CGFloat) -> NSAttributedString {
        NSAttributedString(string: text, attributes: [.font: UIFont.systemFont(ofSize: size), .foregroundColor: UIColor.label])
    }

    static func richText() -> NSAttributedString {
        let body = UIFont.systemFont(ofSize: 17)
        let text = NSMutableAttributedString(string: "")
        func add(_ string: String, _ attributes: [NSAttributedString.Key: Any] = [:]) {
            var all: [NSAttributedString.Key: Any] = [.font: body, .foregroundColor: UIColor.label]
            all.merge(attributes) { $1 }
            text.append(NSAttributedString(string: string, attributes: all))
        }
        add("Rich ", [.font: UIFont.boldSystemFont(ofSize: 28), .foregroundColor: UIColor.systemOrange])
        add("text ", [.font: UIFont.systemFont(ofSize: 28), .kern: 4])
        add("with ")
        add("colours", [.foregroundColor: UIColor.systemTeal, .backgroundColor: UIColor.systemYellow.withAlphaComponent(0.3)])
        add(", ")
        add("underlines", [.underlineStyle: NSUnderlineStyle.single.rawValue, .underlineColor: UIColor.systemPink])
        add(", ")
        add("double", [.underlineStyle: NSUnderlineStyle.double.rawValue])
        add(" and ")
        add("dotted", [.underlineStyle: NSUnderlineStyle([.thick, .patternDot]).rawValue])
        add(" lines, ")
        add("struck", [.strikethroughStyle: NSUnderlineStyle.single.rawValue, .strikethroughColor: UIColor.systemRed])
        add(" words, a ")
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 2, height: 2)
        shadow.shadowBlurRadius = 3
        shadow.shadowColor = UIColor.black
        add("shadow", [.shadow: shadow, .font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.systemYellow])
        add(", E = mc")
        add("2", [.baselineOffset: 8, .font: UIFont.systemFont(ofSize: 11)])
        add(", H")
        add("2", [.baselineOffset: -4, .font: UIFont.systemFont(ofSize: 11)])
        add("O and a star ")
        let star = NSTextAttachment(image: starImage())
        star.bounds = CGRect(x: 0, y: -3, width: 18, height: 18)
        text.append(NSAttributedString(attachment: star))
        add(".")
        return text
    }

    static func paragraphText() -> NSAttributedString {
        let text = NSMutableAttributedString(string: "")
        func add(_ string: String, size: CGFloat = 15, color: UIColor = .label, _ configure: (NSMutableParagraphStyle) -> Void) {
            let style = NSMutableParagraphStyle()
            configure(style)
            text.append(
                NSAttributedString(
                    string: string,
                    attributes: [.font: UIFont.systemFont(ofSize: size), .foregroundColor: color, .paragraphStyle: style]))
        }
        add("A justified paragraph with a first-line indent and a taller line height, its spaces stretched so both edges line up.\n") {
            $0.alignment = .justified
            $0.firstLineHeadIndent = 24
            $0.lineHeightMultiple = 1.2
            $0.paragraphSpacing = 10
        }
        add("• A hanging indent: the lines after the first start under the text, not the bullet.\n") {
            $0.headIndent = 20
            $0.paragraphSpacing = 10
        }
        add("פסקה מימין לשמאל: \u{05D4}יישור הטבעי שלה לימין.", size: 17, color: .systemGreen) { $0.alignment = .natural }
        return text
    }

    /// A price list: quantities on a right tab stop, prices on a decimal one
    /// (their points line up), the header's price on a right stop.
    static func tabbedTable() -> NSAttributedString {
        let decimal = NSTextTab.columnTerminators(for: Locale(identifier: "en_US"))
        let headerStyle = NSMutableParagraphStyle()
        headerStyle.tabStops = [NSTextTab(textAlignment: .right, location: 230), NSTextTab(textAlignment: .right, location: 350)]
        let rowStyle = NSMutableParagraphStyle()
        rowStyle.tabStops = [
            NSTextTab(textAlignment: .right, location: 230),
            NSTextTab(textAlignment: .right, location: 320, options: [.columnTerminators: decimal]),
        ]
        let header = NSMutableAttributedString(
            string: "Item\tQty\tPrice\n",
            attributes: [.font: UIFont.boldSystemFont(ofSize: 15), .foregroundColor: UIColor.label, .paragraphStyle: headerStyle])
        header.append(
            NSAttributedString(
                string: "Potion of healing\t3\t50.00\nIron sword\t1\t120.5\nPhoenix feather\t12\t1250.75",
                attributes: [.font: UIFont.systemFont(ofSize: 15), .foregroundColor: UIColor.label, .paragraphStyle: rowStyle]))
        return header
    }

    static func starImage() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 18, height: 18)).image { context in
            let path = UIBezierPath()
            for index in 0..<10 {
                let radius: CGFloat = index % 2 == 0 ? 9 : 4
                let angle = CGFloat(index) * .pi / 5 - .pi / 2
                let point = CGPoint(x: 9 + radius * cos(angle), y: 9 + radius * sin(angle))
                if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
            }
            path.close()
            UIColor.systemYellow.setFill()
            path.fill()
        }
    }
}

/// A view drawing an attributed string with `draw(in:)` and outlining the
/// rect `boundingRect` measured for it: the ink stays inside.
@MainActor
final class StringDrawingView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 1, alpha: 0.06)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func draw(_ rect: CGRect) {
        let text = NSMutableAttributedString(
            string: "Measured and drawn by the same layout: ",
            attributes: [.font: UIFont.systemFont(ofSize: 16), .foregroundColor: UIColor.label])
        text.append(
            NSAttributedString(
                string: "boundingRect(with:options:context:)",
                attributes: [.font: UIFont.boldSystemFont(ofSize: 18), .foregroundColor: UIColor.systemOrange]))
        let origin = CGPoint(x: 10, y: 10)
        let box = text.boundingRect(
            with: CGSize(width: bounds.width - 20, height: .greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
            context: nil)
        text.draw(in: CGRect(origin: origin, size: CGSize(width: bounds.width - 20, height: box.height)))
        UIColor.systemPink.setStroke()
        let outline = UIBezierPath(rect: box.offsetBy(dx: origin.x, dy: origin.y).insetBy(dx: -0.5, dy: -0.5))
        outline.lineWidth = 1
        outline.stroke()
        // A plain String in Arabic and Hindi: drawn by the text engine, joined and in order.
        "String.draw: مرحبا بالعالم · नमस्ते दुनिया".draw(
            at: CGPoint(x: origin.x, y: box.maxY + 24),
            withAttributes: [.font: UIFont.systemFont(ofSize: 17), .foregroundColor: UIColor.systemTeal])
    }
}
