import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// Word moves (Option/Ctrl+arrows, Option+Backspace) and double-click words
/// on ICU's word boundaries (issue 39): Thai splits by ICU's dictionary,
/// Japanese by its CJK dictionary, and in right-to-left text the arrow keys
/// move by words the way the text runs on screen, as UIKit's.
@MainActor
@Suite struct WordMoveTests {
    private func editor(_ text: String) -> TextEditor {
        let editor = TextEditor()
        editor.setText(text)
        editor.select(0..<0)
        return editor
    }

    /// The carets word moves visit from `start`, `count` times.
    private func walk(_ editor: TextEditor, _ movement: TextEditor.Movement, from start: Int, count: Int) -> [Int] {
        editor.select(start..<start)
        return (0..<count).map { _ in
            editor.move(movement, extending: false)
            return editor.caret
        }
    }

    @Test func englishWordsSkipSpacesAndPunctuation() {
        let e = editor("Hello, world! foo_bar 4.5x")
        #expect(walk(e, .wordRight, from: 0, count: 5) == [5, 12, 21, 26, 26])
        #expect(walk(e, .wordLeft, from: 26, count: 5) == [22, 14, 7, 0, 0])
        e.selectWord(at: 16)
        #expect(e.selectedText == "foo_bar")
        e.selectWord(at: 5)  // just after "Hello": the word before
        #expect(e.selectedText == "Hello")
        e.selectWord(at: 6)
        #expect(e.selectedText == " ")
    }

    @Test func thaiSplitsByICUsDictionary() {
        // "Hello" (polite): สวัสดี + ครับ, seven Characters, no space between.
        let e = editor("สวัสดีครับ")
        #expect(e.count == 7)
        #expect(walk(e, .wordRight, from: 0, count: 2) == [4, 7])
        #expect(walk(e, .wordLeft, from: 7, count: 2) == [4, 0])
        e.selectWord(at: 5)
        #expect(e.selectedText == "ครับ")
    }

    @Test func japaneseSplitsByICUsDictionary() {
        let e = editor("日本語を話します")
        #expect(walk(e, .wordRight, from: 0, count: 6) == [3, 4, 5, 6, 8, 8])
        e.selectWord(at: 1)
        #expect(e.selectedText == "日本語")
    }

    @Test func optionBackspaceDeletesTheWordBefore() throws {
        let screen = try HeadlessScreen(width: 320, height: 80)
        let field = field("สวัสดีครับ friend", screen: screen)
        screen.key(.keyboardDeleteOrBackspace, modifiers: .alternate)
        #expect(field.text == "สวัสดีครับ ")
        screen.key(.keyboardDeleteOrBackspace, modifiers: .alternate)
        #expect(field.text == "สวัสดี")
    }

    /// A field of `text` on screen, editing.
    private func field(_ text: String, screen: HeadlessScreen) -> UITextField {
        FocusedTextField.make(text, on: screen, frame: CGRect(x: 0, y: 0, width: 300, height: 34))
    }

    @Test func arabicWordLeftGoesToTheNextWordsEnd() throws {
        let screen = try HeadlessScreen(width: 320, height: 80)
        // "Hello world" in Arabic: مرحبا (5) space بالعالم (7).
        let f = field("مرحبا بالعالم", screen: screen)
        #expect(walk(f.editor, .wordLeft, from: 0, count: 3) == [5, 13, 13])
        #expect(walk(f.editor, .wordRight, from: 13, count: 3) == [6, 0, 0])
        // Shift extends the same way.
        f.editor.select(0..<0)
        f.editor.move(.wordLeft, extending: true)
        #expect(f.editor.selection == 0..<5)
    }

    @Test func hebrewWithAnEnglishWordMovesByWordsOnScreen() throws {
        let screen = try HeadlessScreen(width: 320, height: 80)
        // שלום (4) space hello (5) space עולם (4): the English word reads left to right inside.
        let f = field("שלום hello עולם", screen: screen)
        let lefts = walk(f.editor, .wordLeft, from: 0, count: 5)
        // Past "hello" the caret rests beyond the space after it: the place
        // between "h" and that space is no caret place of its own here (no affinity).
        #expect(lefts == [4, 11, 15, 15, 15])
        let rights = walk(f.editor, .wordRight, from: 15, count: 5)
        #expect(rights == [11, 10, 0, 0, 0])
        // Every step goes left on screen (right for Right) until the end.
        var x = f.caretRect(for: UITextPosition(offset: 0)).midX
        for offset in lefts.prefix(3) {
            let next = f.caretRect(for: UITextPosition(offset: offset)).midX
            #expect(next < x, "word-Left to \(offset) moved right")
            x = next
        }
    }

    /// Random mixed text, random word moves with and without Shift, on a
    /// field and a text view: every caret is a grapheme boundary, a move goes
    /// somewhere except at the ends, and Right then Left (or Left then Right)
    /// lands on a word boundary.
    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func randomWordMovesStayOnBoundaries(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let pieces = ["word", " ", "สวัสดี", "ครับ", "日本語", "を", "שלום", "مرحبا", "42", ", ", "e\u{301}t\u{e9}", "👍🏽", "\n"]
        let text = (0..<24).map { _ in pieces.randomElement(using: &random)! }.joined()
        let screen = try HeadlessScreen(width: 320, height: 240)
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        view.text = text
        screen.window.addSubview(view)
        view.becomeFirstResponder()
        screen.runFrame()
        let editor = view.editor
        let starts = Set(editor.storage.paragraphs.indices.flatMap { paragraph in
            TextBoundaries.segments(of: editor.storage.paragraphs[paragraph]).flatMap {
                [$0.columns.lowerBound, $0.columns.upperBound].map { editor.storage.start(ofParagraph: paragraph) + $0 }
            }
        })
        for step in 0..<200 {
            let before = editor.caret
            let movement: TextEditor.Movement = Bool.random(using: &random) ? .wordLeft : .wordRight
            editor.move(movement, extending: Bool.random(using: &random))
            let after = editor.caret
            #expect(editor.count == editor.text.count, "seed \(seed) step \(step): offsets are Characters")
            #expect((0...editor.count).contains(after), "seed \(seed) step \(step)")
            // A move ends on a word's edge, or where the caret can go no further
            // that way on its line (a line may wrap inside a Chinese word).
            let lineEnd = view.lineLayout.visualOffset(
                from: after, rightward: movement == .wordRight, in: editor.storage) == after
            #expect(starts.contains(after) || after == 0 || after == editor.count || lineEnd,
                    "seed \(seed) step \(step): \(movement) \(before) → \(after) is no word boundary in \(editor.text.debugDescription)")
            if after == before {
                #expect(lineEnd || before == 0 || before == editor.count,
                        "seed \(seed) step \(step): \(movement) stuck at \(before) in \(editor.text.debugDescription)")
            }
        }
    }
}
