import Foundation
import Testing
import SDLViews
import SDLViewsTesting

/// A label subclass as apps write them: a price with a struck-out old price,
/// built from attributed strings, and an override of `drawText(in:)`.
@MainActor
final class PriceLabel: UILabel {
    var drewText = false

    func show(price: String, was: String) {
        let text = NSMutableAttributedString(
            string: price, attributes: [.font: UIFont.boldSystemFont(ofSize: 18), .foregroundColor: UIColor.systemGreen])
        text.append(NSAttributedString(string: " "))
        text.append(
            NSAttributedString(
                string: was,
                attributes: [
                    .font: UIFont.systemFont(ofSize: 13), .foregroundColor: UIColor.secondaryLabel,
                    .strikethroughStyle: NSUnderlineStyle.single.rawValue, .baselineOffset: 2,
                ]))
        attributedText = text
    }

    override func drawText(in rect: CGRect) {
        drewText = true
        super.drawText(in: rect)
    }
}

/// Attributed strings as iOS code uses them: labels, buttons, string drawing
/// and measuring, paragraph styles and attachments, through the public API only.
@MainActor
@Suite struct AttributedStringAPITests {
    @Test func labelShowsAttributedText() throws {
        let screen = try HeadlessScreen(width: 200, height: 60)
        let label = PriceLabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        label.show(price: "$4.99", was: "$9.99")
        screen.window.addSubview(label)
        screen.runFrame()
        #expect(label.text == "$4.99 $9.99")
        #expect(label.attributedText?.attribute(.strikethroughStyle, at: 7, effectiveRange: nil) as? Int == 1)
        let size = label.intrinsicContentSize
        #expect(size.width > 60 && size.width < 200)
        #expect(size.height >= UIFont.boldSystemFont(ofSize: 18).lineHeight)
        _ = UIGraphicsImageRenderer(size: label.bounds.size).image { label.layer.render(in: $0.cgContext) }
        #expect(label.drewText)
    }

    @Test func labelShrinksToFit() throws {
        let screen = try HeadlessScreen(width: 200, height: 80)
        screen.window.backgroundColor = .white
        func label(y: CGFloat, shrinks: Bool) -> UILabel {
            let label = UILabel(frame: CGRect(x: 0, y: y, width: 80, height: 30))
            label.font = UIFont.systemFont(ofSize: 20)
            label.textColor = .black
            label.text = "A title that is too long"
            label.adjustsFontSizeToFitWidth = shrinks
            label.minimumScaleFactor = 0.5
            label.allowsDefaultTighteningForTruncation = shrinks
            screen.window.addSubview(label)
            return label
        }
        _ = label(y: 0, shrinks: false)
        _ = label(y: 40, shrinks: true)
        screen.runFrame()
        /// The rows of the label at `top` holding dark ink.
        func inkRows(from top: Int) -> Int {
            (top..<top + 30).filter { y in
                (0..<80).contains { x in screen.pixel(at: CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)).r < 128 }
            }.count
        }
        let full = inkRows(from: 0), shrunk = inkRows(from: 40)
        #expect(shrunk > 0 && shrunk < full, "shrunk \(shrunk) rows, full \(full)")
    }

    @Test func buttonAttributedTitles() throws {
        _ = try HeadlessScreen(width: 10, height: 10)
        let button = UIButton(type: .system)
        button.setAttributedTitle(
            NSAttributedString(string: "Buy", attributes: [.underlineStyle: NSUnderlineStyle.single.rawValue]),
            for: .normal)
        #expect(button.attributedTitle(for: .disabled)?.string == "Buy")
        #expect(button.currentAttributedTitle?.string == "Buy")
        #expect(button.titleLabel?.text == "Buy")
    }

    @Test func stringDrawingAndMeasuring() throws {
        _ = try HeadlessScreen(width: 10, height: 10)
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        style.lineSpacing = 4
        style.lineHeightMultiple = 1.1
        style.firstLineHeadIndent = 10
        style.headIndent = 4
        style.tailIndent = -4
        style.paragraphSpacing = 6
        style.paragraphSpacingBefore = 2
        style.minimumLineHeight = 10
        style.maximumLineHeight = 60
        style.tabStops = [NSTextTab(textAlignment: .left, location: 40)]
        style.defaultTabInterval = 20
        style.lineBreakMode = .byTruncatingTail
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 1, height: 1)
        shadow.shadowBlurRadius = 2
        shadow.shadowColor = UIColor.black
        let attachment = NSTextAttachment()
        attachment.image = UIGraphicsImageRenderer(size: CGSize(width: 12, height: 12)).image { _ in }
        attachment.bounds = CGRect(x: 0, y: -2, width: 12, height: 12)
        let text = NSMutableAttributedString(
            string: "Hello\tworld, drawn and measured alike. ",
            attributes: [
                .font: UIFont.systemFont(ofSize: 16), .paragraphStyle: style, .kern: 0.5, .shadow: shadow,
                .underlineStyle: NSUnderlineStyle([.single, .patternDash]).rawValue, .underlineColor: UIColor.red,
            ])
        text.append(NSAttributedString(attachment: attachment))
        let bounds = text.boundingRect(
            with: CGSize(width: 150, height: CGFloat.greatestFiniteMagnitude), options: [.usesLineFragmentOrigin, .usesFontLeading],
            context: nil)
        #expect(bounds.origin == .zero && bounds.width <= 150 && bounds.height > 40)
        let single = text.size()
        #expect(single.width > bounds.width)
        let context = NSStringDrawingContext()
        let image = UIGraphicsImageRenderer(size: CGSize(width: 160, height: bounds.height + 10)).image { _ in
            text.draw(in: CGRect(x: 5, y: 5, width: 150, height: bounds.height))
            text.draw(with: CGRect(x: 5, y: 20, width: 150, height: 20), options: [], context: context)
            text.draw(at: .zero)
        }
        #expect(image.size.width == 160)
    }
}
