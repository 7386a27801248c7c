import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// What attributed labels look like: one label mixing fonts, colours, kern,
/// underline and strikethrough styles, a shadow, baseline offsets, a
/// background colour and an attachment; a right-to-left paragraph and a
/// justified, indented one; and labels shrinking to fit and tightening
/// before truncating. Hebrew comes from Noto's file by path so the image
/// does not depend on fontconfig's fallback.
@MainActor
@Suite struct AttributedTextGoldenTests {
    private func expectGolden(
        _ screen: HeadlessScreen, _ name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let result = GoldenImage.compare(screen.snapshot(), named: name, in: CompositorGoldenTests.goldenDirectory)
        #expect(result.matches, "\(result)", sourceLocation: sourceLocation)
    }

    static func richText() -> NSAttributedString {
        let body = UIFont.systemFont(ofSize: 16)
        let text = NSMutableAttributedString(string: "")
        func add(_ string: String, _ attributes: [NSAttributedString.Key: Any] = [:]) {
            text.append(NSAttributedString(string: string, attributes: attributes.merging([.font: body]) { old, _ in old }))
        }
        add("Bold ", [.font: UIFont.boldSystemFont(ofSize: 26), .foregroundColor: UIColor.systemOrange])
        add("kerned ", [.font: UIFont.systemFont(ofSize: 26), .kern: 3])
        add("blue", [.foregroundColor: UIColor.blue, .backgroundColor: UIColor(red: 1, green: 1, blue: 0.6, alpha: 1)])
        add(" ")
        add("underlined", [.underlineStyle: NSUnderlineStyle.single.rawValue, .underlineColor: UIColor.red])
        add(" ")
        add("double", [.underlineStyle: NSUnderlineStyle.double.rawValue])
        add(" ")
        add("thick dashes", [.underlineStyle: NSUnderlineStyle([.thick, .patternDash]).rawValue])
        add(" ")
        add("struck", [.strikethroughStyle: NSUnderlineStyle.single.rawValue, .strikethroughColor: UIColor.red])
        add(" ")
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 2, height: 2)
        shadow.shadowBlurRadius = 2
        shadow.shadowColor = UIColor(white: 0, alpha: 0.6)
        add("shadow", [.shadow: shadow, .font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.systemTeal])
        add(" x")
        add("2", [.baselineOffset: 8, .font: UIFont.systemFont(ofSize: 10)])
        add(" H")
        add("2", [.baselineOffset: -4, .font: UIFont.systemFont(ofSize: 10)])
        add("O ")
        let attachment = NSTextAttachment(image: UIGraphicsImageRenderer(size: CGSize(width: 16, height: 16)).image {
            UIColor.systemGreen.setFill()
            $0.cgContext.fillEllipse(in: CGRect(x: 0, y: 0, width: 16, height: 16))
        })
        attachment.bounds = CGRect(x: 0, y: -2, width: 16, height: 16)
        text.append(NSAttributedString(attachment: attachment))
        add(" end", [.foregroundColor: UIColor.black])
        return text
    }

    static func paragraphs() throws -> NSAttributedString {
        let hebrew = try ShapedLabelTests.font(ShapedLabelTests.noto + "NotoSansHebrew-Regular.ttf", size: 16)
        let justified = NSMutableParagraphStyle()
        justified.alignment = .justified
        justified.firstLineHeadIndent = 20
        justified.lineHeightMultiple = 1.2
        justified.paragraphSpacing = 8
        let text = NSMutableAttributedString(
            string: "A justified paragraph with a first-line indent, its spaces stretched to both edges.\n",
            attributes: [.font: UIFont.systemFont(ofSize: 14), .paragraphStyle: justified])
        text.append(
            NSAttributedString(
                string: "שלום עולם, פסקה מימין לשמאל", attributes: [.font: hebrew, .foregroundColor: UIColor.purple]))
        return text
    }

    @Test func attributedLabels() throws {
        let screen = try HeadlessScreen(width: 360, height: 250)
        screen.window.backgroundColor = .white
        let rich = UILabel(frame: CGRect(x: 10, y: 5, width: 340, height: 120))
        rich.numberOfLines = 0
        rich.attributedText = Self.richText()
        rich.textColor = .black
        rich.attributedText = Self.richText()
        screen.window.addSubview(rich)
        let block = UILabel(frame: CGRect(x: 10, y: 130, width: 340, height: 110))
        block.numberOfLines = 0
        block.backgroundColor = UIColor(white: 0.94, alpha: 1)
        block.attributedText = try Self.paragraphs()
        screen.window.addSubview(block)
        screen.runFrame()
        expectGolden(screen, "attributed-labels")
    }

    @Test func shrinkingAndTighteningLabels() throws {
        let screen = try HeadlessScreen(width: 320, height: 190)
        screen.window.backgroundColor = .white
        let text = "Shrinks to fit its width"
        for (index, width) in [300.0, 200, 130, 70].enumerated() {
            let label = UILabel(frame: CGRect(x: 10, y: 5 + CGFloat(index) * 32, width: width, height: 28))
            label.font = UIFont.systemFont(ofSize: 22)
            label.textColor = .black
            label.text = text
            label.adjustsFontSizeToFitWidth = true
            label.minimumScaleFactor = 0.4
            label.backgroundColor = UIColor(white: 0.92, alpha: 1)
            screen.window.addSubview(label)
        }
        let string = NSAttributedString(string: "Tightens before truncating", attributes: [.font: UIFont.systemFont(ofSize: 18)])
        let tightWidth = (string.size().width - 5).rounded(.down)
        for (index, allows) in [false, true].enumerated() {
            let label = UILabel(frame: CGRect(x: 10, y: 135 + CGFloat(index) * 26, width: tightWidth, height: 24))
            label.attributedText = string
            label.allowsDefaultTighteningForTruncation = allows
            label.backgroundColor = UIColor(white: 0.92, alpha: 1)
            screen.window.addSubview(label)
        }
        screen.runFrame()
        expectGolden(screen, "attributed-shrinking-labels")
    }
}
