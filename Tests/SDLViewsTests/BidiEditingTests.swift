import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// Editing bidirectional text (issue 39): the caret's place inside and at the
/// edges of right-to-left runs (upstream affinity), the arrows in visual
/// order, selections across a direction boundary as several rectangles, hit
/// testing, and deletion by grapheme cluster, in `UITextField` and `UITextView`.
@MainActor
@Suite struct BidiEditingTests {
    private static let font = UIFont.systemFont(ofSize: 17)
    /// "abc ", then Hebrew alef, bet, gimel: shown "abc גבא".
    private static let mixed = "abc \u{05D0}\u{05D1}\u{05D2}"

    private func geometry(_ text: String) throws -> BidiLineGeometry {
        try #require(BidiLineGeometry.make(text, font: Self.font))
    }

    @Test func caretInsideARightToLeftRunStandsAtTheTrailingEdgeOfTheCharacterBefore() throws {
        let line = try geometry(Self.mixed)
        #expect(line.count == 7)
        #expect(!line.isRightToLeft)
        // Left to right: each offset further right.
        #expect(line.caretX(at: 0) == 0)
        #expect(line.caretX(at: 1) < line.caretX(at: 2) && line.caretX(at: 2) < line.caretX(at: 3))
        #expect(line.caretX(at: 3) < line.caretX(at: 4))
        // Inside the Hebrew run each offset is further left: alef is rightmost.
        #expect(line.caretX(at: 5) > line.caretX(at: 6))
        #expect(line.caretX(at: 6) > line.caretX(at: 7))
        #expect(line.caretX(at: 5) < line.width)
        // After gimel (the text's end) the caret is at gimel's left edge, where the space ends.
        #expect(abs(line.caretX(at: 7) - line.caretX(at: 4)) < 0.001)
    }

    @Test func rightToLeftParagraphStartsAtTheRight() throws {
        // "shalom abc": a right-to-left paragraph with a Latin word at its left end.
        let line = try geometry("\u{05E9}\u{05DC}\u{05D5}\u{05DD} abc")
        #expect(line.isRightToLeft)
        #expect(abs(line.caretX(at: 0) - line.width) < 0.001)
        #expect(line.caretX(at: 1) < line.caretX(at: 0))
        // The Latin run reads left to right inside it: after "c" is right of after "a".
        #expect(line.caretX(at: 8) > line.caretX(at: 6))
    }

    @Test func arrowsMoveInVisualOrderAndReachTheEnd() throws {
        let line = try geometry(Self.mixed)
        var rightward: [Int] = [0]
        while let next = line.offset(from: rightward.last!, rightward: true) { rightward.append(next) }
        #expect(rightward == [0, 1, 2, 3, 4, 6, 5])
        var leftward: [Int] = [5]
        while let next = line.offset(from: leftward.last!, rightward: false) { leftward.append(next) }
        // From the Hebrew run's left end the nearer offset (the text's end) is taken first.
        #expect(leftward == [5, 6, 7, 3, 2, 1, 0])
        // Every caret place visited is further in the direction pressed.
        for (a, b) in zip(rightward, rightward.dropFirst()) { #expect(line.caretX(at: b) > line.caretX(at: a)) }
        for (a, b) in zip(leftward, leftward.dropFirst()) { #expect(line.caretX(at: b) < line.caretX(at: a)) }
    }

    @Test func aSelectionAcrossTheBoundaryIsSeveralRectangles() throws {
        let line = try geometry(Self.mixed)
        // "c", the space and alef: "c " on the left, alef at the right end.
        let spans = line.spans(of: 2..<5)
        #expect(spans.count == 2)
        #expect(abs(spans[0].lowerBound - line.caretX(at: 2)) < 0.001)
        #expect(abs(spans[0].upperBound - line.caretX(at: 4)) < 0.001)
        #expect(abs(spans[1].upperBound - line.width) < 0.001)
        #expect(abs(spans[1].lowerBound - line.caretX(at: 5)) < 0.001)
        // A range inside one run is one rectangle.
        #expect(line.spans(of: 4..<7).count == 1)
        #expect(line.spans(of: 0..<0).isEmpty)
    }

    @Test func hitTestingTakesTheNearestGraphemeEdge() throws {
        let line = try geometry(Self.mixed)
        #expect(line.offset(atX: -20) == 0)
        #expect(line.offset(atX: line.caretX(at: 2) + 0.5) == 2)
        // Just right of the edge between gimel and bet: the offset after gimel's
        // logical predecessor bet, whose caret shows there.
        #expect(line.offset(atX: line.caretX(at: 6) + 0.5) == 6)
        #expect(line.offset(atX: line.caretX(at: 5) - 0.5) == 5)
        // Past the right end (alef's leading edge): before alef.
        #expect(line.offset(atX: line.width + 30) == 4)
        #expect(line.offset(atX: .nan) == 0)
    }

    @Test func arabicMarksAndLigaturesKeepTheCaretBetweenGraphemes() throws {
        // "bismi" with its vowel marks: three Characters, each a letter and a mark.
        let marked = try geometry("\u{0628}\u{0650}\u{0633}\u{0652}\u{0645}\u{0650}")
        #expect(marked.count == 3)
        #expect(marked.isRightToLeft)
        for offset in 0..<3 { #expect(marked.caretX(at: offset + 1) < marked.caretX(at: offset)) }
        // Lam-alef is one glyph for two Characters: the caret between them is inside it.
        let ligature = try geometry("\u{0644}\u{0627}")
        #expect(ligature.count == 2)
        #expect(ligature.caretX(at: 1) < ligature.caretX(at: 0) && ligature.caretX(at: 1) > ligature.caretX(at: 2))
    }

    // MARK: - Text field

    private func makeField(_ screen: HeadlessScreen, text: String) -> UITextField {
        FocusedTextField.make(text, on: screen, frame: CGRect(x: 10, y: 10, width: 240, height: 34), font: Self.font)
    }

    @Test func textFieldCaretRectAndArrowsFollowTheShapedLine() throws {
        let screen = try HeadlessScreen(width: 300, height: 60)
        let field = makeField(screen, text: Self.mixed)
        let line = try #require(field.shapedGeometry)
        let at = { (offset: Int) in field.caretRect(for: UITextPosition.at(offset, in: field)).midX }
        #expect(at(5) > at(6) && at(6) > at(7))
        #expect(abs((at(5) - at(6)) - (line.caretX(at: 5) - line.caretX(at: 6))) < 0.001)
        // The caret starts at the end (offset 7); Right moves to the place after alef's predecessor... visually right.
        field.selectedTextRange = field.textRange(
            from: UITextPosition.at(4, in: field), to: UITextPosition.at(4, in: field))
        screen.key(.keyboardRightArrow)
        #expect(field.editor.selection == 6..<6)
        screen.key(.keyboardRightArrow, modifiers: .shift)
        #expect(field.editor.selection == 5..<6)
        // Left without Shift collapses to the selection's visually left end (offset 6).
        screen.key(.keyboardLeftArrow)
        #expect(field.editor.selection == 6..<6)
        // A click at the caret's place puts the caret there.
        let point = field.caretRect(for: UITextPosition.at(5, in: field)).origin.applying(.init(translationX: 0.5, y: 5))
        #expect(field.closestPosition(to: point)?.offset == 5)
    }

    @Test func textFieldFirstRectIsTheFirstVisualPiece() throws {
        let screen = try HeadlessScreen(width: 300, height: 60)
        let field = makeField(screen, text: Self.mixed)
        let rect = field.firstRect(for: UITextRange(2..<5))
        let c = field.caretRect(for: UITextPosition.at(2, in: field)).midX
        let space = field.caretRect(for: UITextPosition.at(4, in: field)).midX
        #expect(abs(rect.minX - c) < 0.001 && abs(rect.maxX - space) < 0.001)
    }

    @Test func backspaceDeletesAWholeGraphemeCluster() throws {
        let screen = try HeadlessScreen(width: 300, height: 60)
        let field = makeField(screen, text: "\u{0628}\u{0650}\u{0633}\u{0652}")
        screen.key(.keyboardDeleteOrBackspace)
        #expect(field.text == "\u{0628}\u{0650}")
        screen.key(.keyboardDeleteOrBackspace)
        #expect(field.text == "")
    }

    @Test func latinTextStaysOnTheSDLTTFPath() throws {
        let screen = try HeadlessScreen(width: 300, height: 60)
        let field = makeField(screen, text: "Plain Latin, café")
        #expect(field.shapedGeometry == nil)
        field.isSecureTextEntry = true
        field.text = Self.mixed
        #expect(field.shapedGeometry == nil)
    }

    @Test func rightToLeftFieldAlignsNaturalTextToTheRight() throws {
        let screen = try HeadlessScreen(width: 300, height: 60)
        let field = makeField(screen, text: "\u{05E9}\u{05DC}\u{05D5}\u{05DD}")
        // The start of the text (offset 0) is at the right of the field.
        let start = field.caretRect(for: UITextPosition.at(0, in: field))
        #expect(start.maxX > 230)
        field.textAlignment = .left
        screen.runFrame()
        let line = try #require(field.shapedGeometry)
        #expect(abs(field.caretRect(for: UITextPosition.at(0, in: field)).midX - (line.width + 0)) < 1.01)
    }

    // MARK: - Text view

    @Test func textViewMovesVisuallyAndAlignsEachParagraphByItsDirection() throws {
        let screen = try HeadlessScreen(width: 320, height: 200)
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 180))
        view.font = Self.font
        view.text = "Latin line\n\u{05E9}\u{05DC}\u{05D5}\u{05DD} abc"
        screen.window.addSubview(view)
        view.becomeFirstResponder()
        screen.runFrame()
        let caret = { (offset: Int) in view.caretRect(for: UITextPosition.at(offset, in: view)) }
        // The Hebrew paragraph starts at the right.
        #expect(caret(11).midX > caret(0).midX + 150)
        #expect(caret(12).midX < caret(11).midX)
        view.selectedRange = NSRange(location: 11, length: 0)
        screen.key(.keyboardLeftArrow)
        #expect(view.editor.selection == 12..<12)
        screen.key(.keyboardRightArrow)
        #expect(view.editor.selection == 11..<11)
        // A point on the Hebrew line maps back to the offset shown there.
        let point = CGPoint(x: caret(13).midX + 0.5, y: caret(13).midY)
        #expect(view.closestPosition(to: point)?.offset == 13)
    }
}

/// `selectionRects(for:)`: several rectangles for a range across a direction
/// boundary, one per line in a text view.
@MainActor
@Suite struct BidiSelectionRectsTests {
    @Test func aFieldRangeAcrossTheBoundaryGivesTwoRectanglesOfEachDirection() throws {
        let screen = try HeadlessScreen(width: 300, height: 60)
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 240, height: 34))
        field.font = UIFont.systemFont(ofSize: 17)
        field.text = "abc \u{05D0}\u{05D1}\u{05D2}"
        screen.window.addSubview(field)
        screen.runFrame()
        let rects = field.selectionRects(for: UITextRange(2..<5))
        #expect(rects.count == 2)
        #expect(rects.map(\.writingDirection) == [.leftToRight, .rightToLeft])
        #expect(rects[0].containsStart && !rects[0].containsEnd)
        #expect(rects[1].containsEnd)
        #expect(rects[0].rect.maxX <= rects[1].rect.minX)
        #expect(rects[0].rect == field.firstRect(for: UITextRange(2..<5)))
    }

    @Test func aTextViewRangeOverTwoLinesGivesARectanglePerLine() throws {
        let screen = try HeadlessScreen(width: 320, height: 200)
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 180))
        view.font = UIFont.systemFont(ofSize: 17)
        view.text = "Latin line\n\u{05E9}\u{05DC}\u{05D5}\u{05DD} abc"
        screen.window.addSubview(view)
        screen.runFrame()
        let rects = view.selectionRects(for: UITextRange(6..<13))
        #expect(rects.count == 2)
        #expect(rects[0].rect.maxY <= rects[1].rect.minY + 0.001)
        #expect(rects[1].writingDirection == .rightToLeft)
        // The Hebrew piece ends at the paragraph's right edge (its start).
        #expect(abs(rects[1].rect.maxX - view.caretRect(for: UITextPosition.at(11, in: view)).midX) < 0.001)
    }
}
