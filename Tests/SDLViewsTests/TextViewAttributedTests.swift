import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// `UITextView.attributedText` and `typingAttributes` with UIKit's rules:
/// runs kept through edits and undo, typing attributes from the Character
/// before the caret, lines as tall as their tallest run; and shaped lines of
/// a plain text view wrapping where a label wraps them.
@MainActor
@Suite struct TextViewAttributedTests {
    private struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state
        }
    }

    static let small = UIFont.systemFont(ofSize: 15)
    static let big = UIFont.systemFont(ofSize: 30)

    private func makeView(_ screen: HeadlessScreen, width: CGFloat = 280, height: CGFloat = 160) -> UITextView {
        let view = UITextView(frame: CGRect(x: 10, y: 10, width: width, height: height))
        view.font = Self.small
        screen.window.addSubview(view)
        screen.runFrame()
        return view
    }

    /// An editing view holding `string` in 15 points, `red` in red.
    private func makeEditing(_ screen: HeadlessScreen, _ string: String, red: NSRange) -> UITextView {
        let view = makeView(screen)
        let text = NSMutableAttributedString(string: string, attributes: [.font: Self.small])
        text.addAttribute(.foregroundColor, value: UIColor.red, range: red)
        view.attributedText = text
        view.becomeFirstResponder()
        return view
    }

    /// "small BIG" (BIG at 30 points) then "next" in 15 points.
    private func mixedSizes() -> NSAttributedString {
        let text = NSMutableAttributedString(string: "small BIG\nnext", attributes: [.font: Self.small])
        text.addAttribute(.font, value: Self.big, range: NSRange(location: 6, length: 3))
        return text
    }

    @Test func aTallRunGrowsItsLine() throws {
        let screen = try HeadlessScreen(width: 300, height: 200)
        let view = makeView(screen)
        view.attributedText = mixedSizes()
        screen.runFrame()
        let first = view.caretRect(for: UITextPosition(offset: 0))
        let next = view.caretRect(for: UITextPosition(offset: 10))
        // The first line is as tall as the 30-point run; the caret spans it.
        #expect(first.height == Self.big.lineHeight)
        #expect(first.minY == 8)
        #expect(next.minY == 8 + Self.big.lineHeight)
        #expect(next.height == Self.small.lineHeight)
        #expect(view.contentSize.height == (16 + Self.big.lineHeight + Self.small.lineHeight).rounded(.up))
        #expect(view.sizeThatFits(CGSize(width: 280, height: 0)).height == view.contentSize.height)
        #expect(view.richLayout != nil)
    }

    @Test func literalLineHeightsOfMixedSizes() throws {
        let screen = try HeadlessScreen(width: 300, height: 200)
        let view = makeView(screen)
        view.attributedText = mixedSizes()
        screen.runFrame()
        #expect(view.caretRect(for: UITextPosition(offset: 0)).height == 35)
        #expect(view.caretRect(for: UITextPosition(offset: 10)).minY == 43)
        #expect(view.contentSize.height == 69)
    }

    @Test func hitTestingAndArrowsFollowTheLineHeights() throws {
        let screen = try HeadlessScreen(width: 300, height: 200)
        let view = makeView(screen)
        view.attributedText = mixedSizes()
        view.becomeFirstResponder()
        screen.runFrame()
        // A point low in the tall first line is still on it.
        let inTall = view.closestPosition(to: CGPoint(x: 2, y: 8 + Self.big.lineHeight - 2))
        #expect(inTall?.offset == 0)
        let onNext = view.closestPosition(to: CGPoint(x: 2, y: 8 + Self.big.lineHeight + 2))
        #expect(onNext?.offset == 10)
        view.selectedRange = NSRange(location: 12, length: 0)
        screen.key(.keyboardUpArrow)
        #expect(view.selectedRange.location < 9)
        screen.key(.keyboardDownArrow)
        #expect(view.selectedRange.location >= 10)
        let rects = view.selectionRects(for: UITextRange(0..<12))
        #expect(rects.count == 2)
        #expect(rects.first?.rect.height == Self.big.lineHeight)
    }

    @Test func attributedTextRoundTripsRunsAndAttributes() throws {
        let screen = try HeadlessScreen(width: 300, height: 200)
        let view = makeView(screen)
        let text = NSMutableAttributedString(string: "red bold line", attributes: [.font: Self.small])
        text.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 3))
        text.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: 15), range: NSRange(location: 4, length: 4))
        text.addAttribute(.underlineStyle, value: NSUnderlineStyle.single.rawValue, range: NSRange(location: 9, length: 4))
        view.attributedText = text
        let back = try #require(view.attributedText)
        #expect(back.string == "red bold line")
        var red = NSRange(), bold = NSRange(), underline = NSRange()
        #expect(back.attribute(.foregroundColor, at: 1, effectiveRange: &red) as? UIColor == .red)
        #expect(red == NSRange(location: 0, length: 3))
        #expect((back.attribute(.font, at: 5, effectiveRange: &bold) as? UIFont)?.fontName == UIFont.boldSystemFont(ofSize: 15).fontName)
        #expect(bold == NSRange(location: 4, length: 4))
        #expect(back.attribute(.underlineStyle, at: 10, effectiveRange: &underline) as? Int == 1)
        #expect(underline == NSRange(location: 9, length: 4))
    }

    @Test func typingAttributesComeFromTheCharacterBeforeTheCaret() throws {
        let screen = try HeadlessScreen(width: 300, height: 200)
        let view = makeView(screen)
        let text = NSMutableAttributedString(string: "abcdef", attributes: [.font: Self.small])
        text.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 3))
        text.addAttribute(.foregroundColor, value: UIColor.blue, range: NSRange(location: 3, length: 3))
        view.attributedText = text
        view.becomeFirstResponder()
        view.selectedRange = NSRange(location: 3, length: 0)
        #expect(view.typingAttributes[.foregroundColor] as? UIColor == .red)
        view.selectedRange = NSRange(location: 4, length: 0)
        #expect(view.typingAttributes[.foregroundColor] as? UIColor == .blue)
        view.selectedRange = NSRange(location: 0, length: 0)
        #expect(view.typingAttributes[.foregroundColor] as? UIColor == .red)
        // Typed text takes them; setting them first changes what is typed.
        view.selectedRange = NSRange(location: 3, length: 0)
        screen.type("x")
        #expect(view.attributedText.attribute(.foregroundColor, at: 3, effectiveRange: nil) as? UIColor == .red)
        view.typingAttributes = [.font: Self.big, .foregroundColor: UIColor.green]
        screen.type("y")
        #expect(view.attributedText.attribute(.foregroundColor, at: 4, effectiveRange: nil) as? UIColor == .green)
        #expect(view.typingAttributes[.foregroundColor] as? UIColor == .green)
        #expect(view.text == "abcxydef")
    }

    @Test func emptyTextTypesInTheViewsFontAndColour() throws {
        let screen = try HeadlessScreen(width: 300, height: 200)
        let view = makeView(screen)
        view.textColor = .purple
        view.attributedText = NSAttributedString(string: "")
        #expect(view.typingAttributes[.foregroundColor] as? UIColor == .purple)
        #expect((view.typingAttributes[.font] as? UIFont)?.pointSize == 15)
    }

    @Test func undoRestoresAttributesAsWellAsCharacters() throws {
        let screen = try HeadlessScreen(width: 300, height: 200)
        let view = makeEditing(screen, "one two", red: NSRange(location: 4, length: 3))
        view.selectedRange = NSRange(location: 2, length: 4)  // "e tw"
        view.typingAttributes = [.font: Self.small, .foregroundColor: UIColor.blue]
        screen.type("Z")
        #expect(view.text == "onZo")
        #expect(view.attributedText.attribute(.foregroundColor, at: 3, effectiveRange: nil) as? UIColor == .red)
        view.undoManager?.undo()
        #expect(view.text == "one two")
        var red = NSRange()
        #expect(view.attributedText.attribute(.foregroundColor, at: 5, effectiveRange: &red) as? UIColor == .red)
        #expect(red == NSRange(location: 4, length: 3))
        view.undoManager?.redo()
        #expect(view.text == "onZo")
        #expect(view.attributedText.attribute(.foregroundColor, at: 2, effectiveRange: nil) as? UIColor == .blue)
    }

    @Test func deletingKeepsTheSurroundingRunsAndPasteTakesTypingAttributes() throws {
        let screen = try HeadlessScreen(width: 300, height: 200)
        let view = makeEditing(screen, "aaabbbccc", red: NSRange(location: 3, length: 3))
        view.selectedRange = NSRange(location: 5, length: 0)
        view.deleteBackward()
        var red = NSRange()
        #expect(view.attributedText.attribute(.foregroundColor, at: 3, effectiveRange: &red) as? UIColor == .red)
        #expect(red == NSRange(location: 3, length: 2))
        UIPasteboard.general.string = "PP"
        view.paste(nil)
        #expect(view.text == "aaabPPbccc")
        #expect(view.attributedText.attribute(.foregroundColor, at: 4, effectiveRange: &red) as? UIColor == .red)
        #expect(red == NSRange(location: 3, length: 4))
    }

    @Test func settingTextFontOrColourAppliesToTheWholeText() throws {
        let screen = try HeadlessScreen(width: 300, height: 200)
        let view = makeView(screen)
        view.attributedText = mixedSizes()
        view.textColor = .orange
        #expect(view.attributedText.attribute(.foregroundColor, at: 7, effectiveRange: nil) as? UIColor == .orange)
        view.font = UIFont.systemFont(ofSize: 20)
        #expect((view.attributedText.attribute(.font, at: 7, effectiveRange: nil) as? UIFont)?.pointSize == 20)
        #expect(view.caretRect(for: UITextPosition(offset: 0)).height == UIFont.systemFont(ofSize: 20).lineHeight)
        view.text = "plain"
        #expect(view.richLayout == nil)
        #expect(view.attributedText.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .orange)
    }

    @Test func oneFontAndColourStaysOnThePlainLayout() throws {
        let screen = try HeadlessScreen(width: 300, height: 200)
        let view = makeView(screen)
        view.attributedText = NSAttributedString(
            string: "plain", attributes: [.font: Self.big, .foregroundColor: UIColor.red])
        #expect(view.richLayout == nil)
        #expect(view.font?.pointSize == 30)
        #expect(view.textColor == .red)
        view.typingAttributes = [.font: Self.big, .foregroundColor: UIColor.red]
        #expect(view.richLayout == nil)
        view.typingAttributes = [.font: Self.big, .foregroundColor: UIColor.blue]
        #expect(view.richLayout != nil)
    }

    @Test func paragraphStylesAlignAndSpaceTheLines() throws {
        let screen = try HeadlessScreen(width: 300, height: 200)
        let view = makeView(screen)
        let style = NSMutableParagraphStyle()
        style.alignment = .right
        style.paragraphSpacing = 10
        style.firstLineHeadIndent = 20
        let text = NSMutableAttributedString(string: "right\nleft", attributes: [.font: Self.small])
        text.addAttribute(.paragraphStyle, value: style, range: NSRange(location: 0, length: 6))
        view.attributedText = text
        screen.runFrame()
        let endOfRight = view.caretRect(for: UITextPosition(offset: 5))
        // Right aligned in the 270-point container (280 less the 5-point paddings), from x 5.
        #expect(abs(endOfRight.midX - 275) < 0.01)
        let left = view.caretRect(for: UITextPosition(offset: 6))
        #expect(left.minY == 8 + Self.small.lineHeight + 10)
        #expect(abs(left.midX - 5) < 0.01)
    }

    @Test func badAttributesAreIgnoredSafely() throws {
        let screen = try HeadlessScreen(width: 300, height: 200)
        let view = makeView(screen)
        let text = NSMutableAttributedString(string: "odd values", attributes: [.font: "not a font"])
        text.addAttribute(.kern, value: CGFloat.nan, range: NSRange(location: 0, length: 3))
        text.addAttribute(.foregroundColor, value: 42, range: NSRange(location: 4, length: 6))
        text.addAttribute(.font, value: UIFont.systemFont(ofSize: .nan), range: NSRange(location: 4, length: 2))
        text.addAttribute(.font, value: UIFont.systemFont(ofSize: .infinity), range: NSRange(location: 6, length: 1))
        text.addAttribute(.baselineOffset, value: Double.infinity, range: NSRange(location: 7, length: 2))
        view.attributedText = text
        screen.runFrame()
        #expect(view.richLayout != nil)
        // The view's font stands in for the one that is not a font.
        #expect(view.caretRect(for: UITextPosition(offset: 0)).height == Self.small.lineHeight)
        view.becomeFirstResponder()
        screen.type("!")
        #expect(view.text == "odd values!")
    }

    @Test func controlBAndUToggleBoldAndUnderlineWhenAllowed() throws {
        let screen = try HeadlessScreen(width: 300, height: 200)
        let view = makeView(screen)
        view.text = "make bold"
        view.becomeFirstResponder()
        view.selectedRange = NSRange(location: 5, length: 4)
        screen.key(.keyboardB, modifiers: .control)
        #expect(view.richLayout == nil)  // not allowed: nothing changes
        view.allowsEditingTextAttributes = true
        screen.key(.keyboardB, modifiers: .control)
        let bold = UIFont.boldSystemFont(ofSize: 15).fontName
        var range = NSRange()
        #expect((view.attributedText.attribute(.font, at: 6, effectiveRange: &range) as? UIFont)?.fontName == bold)
        #expect(range == NSRange(location: 5, length: 4))
        #expect(view.selectedRange == NSRange(location: 5, length: 4))
        screen.key(.keyboardU, modifiers: .control)
        #expect(view.attributedText.attribute(.underlineStyle, at: 5, effectiveRange: nil) as? Int == 1)
        screen.key(.keyboardU, modifiers: .control)
        #expect(view.attributedText.attribute(.underlineStyle, at: 5, effectiveRange: nil) == nil)
        // Undo puts the attributes back, step by step.
        view.undoManager?.undo()
        #expect(view.attributedText.attribute(.underlineStyle, at: 5, effectiveRange: nil) as? Int == 1)
        view.undoManager?.undo()
        view.undoManager?.undo()
        #expect((view.attributedText.attribute(.font, at: 6, effectiveRange: nil) as? UIFont)?.fontName != bold)
        #expect(view.text == "make bold")
        // An empty selection toggles what is typed next.
        view.selectedRange = NSRange(location: 9, length: 0)
        view.toggleBoldface(nil)
        screen.type("!")
        #expect((view.attributedText.attribute(.font, at: 9, effectiveRange: nil) as? UIFont)?.fontName == bold)
    }

    // MARK: Model

    /// Random edits, typing attribute changes and undos on rich text: the
    /// runs always cover the text exactly with no empty run and no two
    /// neighbours alike, and undoing everything gives back the first string
    /// and attributes.
    @Test func randomEditsKeepTheRunsCoveringTheText() throws {
        let screen = try HeadlessScreen(width: 300, height: 200)
        let view = makeView(screen)
        let colors: [UIColor] = [.red, .green, .blue]
        let start = NSMutableAttributedString(string: "alpha beta\ngamma", attributes: [.font: Self.small])
        start.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 2, length: 6))
        view.attributedText = start
        view.becomeFirstResponder()
        var random = SeededGenerator(seed: 39)
        var steps = 0
        for _ in 0..<300 {
            let count = view.text.count
            let a = Int.random(in: 0...count, using: &random), b = Int.random(in: 0...count, using: &random)
            view.selectedRange = NSRange(location: min(a, b), length: abs(a - b))
            switch Int.random(in: 0..<5, using: &random) {
            case 0:
                view.typingAttributes = [.font: Self.small, .foregroundColor: colors.randomElement(using: &random)!]
                view.insertText("xy")
            case 1: view.insertText(Bool.random(using: &random) ? "\n" : "é")
            case 2: view.deleteBackward()
            case 3: view.insertText("q")
            default: view.delete(nil)
            }
            steps += 1
            try checkRuns(view)
        }
        var undos = 0
        while view.undoManager?.canUndo == true, undos < 1000 {
            view.undoManager?.undo()
            undos += 1
            try checkRuns(view)
        }
        #expect(view.text == start.string)
        #expect(describe(view.attributedText) == describe(start))
    }

    private func checkRuns(_ view: UITextView, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let runs = try #require(view.editor.attributes, sourceLocation: sourceLocation)
        #expect(runs.count == view.editor.count, sourceLocation: sourceLocation)
        #expect(runs.runs.allSatisfy { $0.length > 0 }, sourceLocation: sourceLocation)
        #expect(zip(runs.runs, runs.runs.dropFirst()).allSatisfy { $0.style != $1.style }, sourceLocation: sourceLocation)
    }

    /// The runs as "range colour size" lines.
    private func describe(_ string: NSAttributedString) -> [String] {
        var lines: [String] = []
        string.enumerateAttributes(in: NSRange(location: 0, length: string.length), options: []) { attributes, range, _ in
            let color = (attributes[.foregroundColor] as? UIColor).map { "\($0)" } ?? "-"
            let size = (attributes[.font] as? UIFont)?.pointSize ?? 0
            lines.append("\(range.location)+\(range.length) \(color) \(size)")
        }
        return lines
    }

    // MARK: Shaped wrapping

    /// An Arabic paragraph in a plain text view breaks where a label of the
    /// container's width and the same font breaks it.
    @Test func arabicWrapsWhereALabelWraps() throws {
        let screen = try HeadlessScreen(width: 300, height: 300)
        let view = makeView(screen, width: 200, height: 260)
        let arabic = "\u{0645}\u{0631}\u{062D}\u{0628}\u{0627} \u{0628}\u{0627}\u{0644}\u{0639}\u{0627}\u{0644}\u{0645} "
            + "\u{0647}\u{0630}\u{0627} \u{0646}\u{0635} \u{0639}\u{0631}\u{0628}\u{064A} \u{0637}\u{0648}\u{064A}\u{0644} "
            + "\u{064A}\u{0644}\u{062A}\u{0641} \u{0639}\u{0644}\u{0649} \u{0639}\u{062F}\u{0629} \u{0623}\u{0633}\u{0637}\u{0631} "
            + "\u{0641}\u{064A} \u{0627}\u{0644}\u{0639}\u{0631}\u{0636}"
        view.text = arabic
        screen.runFrame()
        let width: CGFloat = 190  // 200 less the 5-point paddings
        let viewLines = view.lineLayout.fragments(of: 0, in: view.editor.storage).map(\.text)
        let label = try #require(
            ShapedTextLayout.make(text: arabic, font: Self.small, maxWidth: width, numberOfLines: 0, lineBreakMode: .byWordWrapping))
        let labelLines = label.lines.map { String(String.UnicodeScalarView($0.scalars.compactMap(Unicode.Scalar.init))) }
        #expect(viewLines.count > 2)
        #expect(viewLines == labelLines)
        let uiLabel = UILabel()
        uiLabel.font = Self.small
        uiLabel.numberOfLines = 0
        uiLabel.text = arabic
        let labelHeight = uiLabel.sizeThatFits(CGSize(width: width, height: 1000)).height
        #expect(labelHeight == (CGFloat(viewLines.count) * Self.small.lineHeight).rounded(.up))
    }
}
