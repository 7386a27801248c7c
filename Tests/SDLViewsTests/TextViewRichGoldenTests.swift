import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// What a rich text view looks like: runs in several sizes (the first line
/// as tall as its tallest run), colours, a background colour, underline and
/// strikethrough, a right-aligned paragraph with spacing after it and a
/// right-to-left one; then a selection across lines of different heights and
/// text typed in the typing attributes. Run again on opengles2 in the GL pass.
@MainActor
@Suite struct TextViewRichGoldenTests {
    private func makeScreen() throws -> (HeadlessScreen, UITextView) {
        let screen = try HeadlessScreen(width: 300, height: 180)
        screen.window.backgroundColor = UIColor(white: 0.94, alpha: 1)
        let view = UITextView(frame: CGRect(x: 10, y: 10, width: 280, height: 160))
        view.backgroundColor = .white
        view.attributedText = Self.richText()
        screen.window.addSubview(view)
        screen.runFrame()
        return (screen, view)
    }

    static func richText() -> NSAttributedString {
        let body: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 15), .foregroundColor: UIColor.black]
        let text = NSMutableAttributedString(string: "")
        func add(_ string: String, _ attributes: [NSAttributedString.Key: Any] = [:]) {
            text.append(NSAttributedString(string: string, attributes: body.merging(attributes) { $1 }))
        }
        let right = NSMutableParagraphStyle()
        right.alignment = .right
        right.paragraphSpacing = 6
        add("Big ", [.font: UIFont.boldSystemFont(ofSize: 30), .foregroundColor: UIColor.systemOrange])
        add("small ", [:])
        add("marked", [.backgroundColor: UIColor(red: 1, green: 1, blue: 0.6, alpha: 1)])
        add(" and ", [:])
        add("underlined", [.underlineStyle: NSUnderlineStyle.single.rawValue, .foregroundColor: UIColor.blue])
        add(" words wrap.\n", [:])
        add("Right aligned, ", [.paragraphStyle: right])
        add("struck\n", [.paragraphStyle: right, .strikethroughStyle: NSUnderlineStyle.single.rawValue])
        add("\u{0645}\u{0631}\u{062D}\u{0628}\u{0627} \u{0628}\u{0627}\u{0644}\u{0639}\u{0627}\u{0644}\u{0645}", [.foregroundColor: UIColor.systemGreen])
        return text
    }

    private func expectGolden(_ screen: HeadlessScreen, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let result = GoldenImage.compare(screen.snapshot(), named: name, in: CompositorGoldenTests.goldenDirectory)
        #expect(result.matches, "\(result)", sourceLocation: sourceLocation)
    }

    @Test func runsSizesAndParagraphStyles() throws {
        let (screen, _) = try makeScreen()
        expectGolden(screen, "textview-rich-runs")
    }

    @Test func selectionAcrossLinesOfDifferentHeightsAndTypedText() throws {
        let (screen, view) = try makeScreen()
        view.becomeFirstResponder()
        view.selectedRange = NSRange(location: 4, length: 0)
        view.typingAttributes = [.font: UIFont.italicSystemFont(ofSize: 20), .foregroundColor: UIColor.systemPurple]
        screen.type("new ")
        view.selectedRange = NSRange(location: 10, length: 20)
        screen.runFrame()
        #expect(view.attributedText.attribute(.foregroundColor, at: 5, effectiveRange: nil) as? UIColor == .systemPurple)
        expectGolden(screen, "textview-rich-selection")
    }
}
