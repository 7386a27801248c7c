import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// Model-based test of editing mixed-direction text (issue 39): random typing
/// of Latin, Hebrew, Arabic, digits, spaces and lone combining marks (which
/// join the Character before them), backspace, visual arrow and word moves
/// with and without Shift, selections and undo, on a `UITextField` and a
/// `UITextView`, seeded, against a plain `String` model. After every step: the
/// text equals the model's, every offset is a grapheme boundary of the text
/// (the editor counts the Characters a fresh count finds), the selection lies
/// in the text, an arrow move never goes against the key on its line; at the
/// end, undoing everything gives the starting text back.
@MainActor
@Suite struct BidiEditingModelTests {
    private static let pieces = [
        "a", "Word ", " ", "12", "\u{05E9}\u{05DC}\u{05D5}\u{05DD}", "\u{05D0}", "\u{0645}\u{0631}\u{062D}\u{0628}\u{0627}",
        "\u{0644}\u{0627}", "\u{0651}", "\u{05B8}", "e\u{301}", "(\u{05D1})", " 3.5 ",
    ]
    private static let start = "Start \u{05D4}\u{05EA}\u{05D7}\u{05DC}\u{05D4} 42"

    /// The model: the text as a `String`, edited at Character offsets.
    private struct Model {
        var text: String

        func index(_ offset: Int) -> String.Index { text.index(text.startIndex, offsetBy: offset) }

        mutating func replace(_ range: Range<Int>, with piece: String) {
            text.replaceSubrange(index(range.lowerBound)..<index(range.upperBound), with: piece)
        }
    }

    @Test(arguments: [11, 12, 13] as [UInt64])
    func randomEditsOnATextField(seed: UInt64) throws {
        let screen = try HeadlessScreen(width: 320, height: 80)
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 34))
        field.text = Self.start
        screen.window.addSubview(field)
        field.becomeFirstResponder()
        try run(field, editor: field.editor, screen: screen, seed: seed, insert: field.insertText)
    }

    @Test(arguments: [21, 22] as [UInt64])
    func randomEditsOnATextView(seed: UInt64) throws {
        let screen = try HeadlessScreen(width: 320, height: 240)
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 160, height: 200))
        view.text = Self.start
        screen.window.addSubview(view)
        view.becomeFirstResponder()
        try run(view, editor: view.editor, screen: screen, seed: seed, insert: view.insertText)
    }

    private func run(
        _ input: UITextInput, editor: TextEditor, screen: HeadlessScreen, seed: UInt64, insert: (String) -> Void
    ) throws {
        screen.runFrame()
        var random = SeededGenerator(seed: seed)
        var model = Model(text: Self.start)
        for step in 0..<300 {
            let action = Int.random(in: 0..<10, using: &random)
            perform(action, input, editor: editor, model: &model, random: &random, insert: insert, step: step)
            check(editor, model, step: step)
            if step % 10 == 0 { screen.runFrame() }
        }
        var undos = 0
        while editor.undoManager.canUndo && undos < 2000 {
            editor.undo()
            undos += 1
        }
        #expect(editor.text == Self.start, "seed \(seed): undo all the way back")
    }

    private func perform(
        _ action: Int, _ input: UITextInput, editor: TextEditor, model: inout Model, random: inout SeededGenerator,
        insert: (String) -> Void, step: Int
    ) {
        switch action {
        case 0, 1, 2:
            let piece = Self.pieces.randomElement(using: &random)!
            model.replace(editor.selection, with: piece)
            insert(piece)
        case 3:
            let selection = editor.selection
            if !selection.isEmpty {
                model.replace(selection, with: "")
            } else if selection.lowerBound > 0 {
                model.replace(selection.lowerBound - 1..<selection.lowerBound, with: "")
            }
            input.deleteBackward()
        case 4:
            let a = Int.random(in: 0...editor.count, using: &random)
            let b = Int.random(in: 0...editor.count, using: &random)
            input.selectedTextRange = UITextRange(min(a, b)..<max(a, b))
        case 5:
            if Bool.random(using: &random) { editor.undo() } else { editor.redo() }
            model.text = editor.text
        case 6:
            let word: TextEditor.Movement = Bool.random(using: &random) ? .wordLeft : .wordRight
            editor.move(word, extending: Bool.random(using: &random))
        default:
            moveVisually(input, editor: editor, rightward: Bool.random(using: &random), random: &random, step: step)
        }
    }

    /// An arrow move: on the caret's line the caret never goes against the key.
    private func moveVisually(
        _ input: UITextInput, editor: TextEditor, rightward: Bool, random: inout SeededGenerator, step: Int
    ) {
        let extending = Bool.random(using: &random)
        let before = editor.caret
        let wasCaret = editor.selection.isEmpty
        editor.move(rightward ? .right : .left, extending: extending)
        guard wasCaret || extending else { return }
        // Both measured after the move: a field may have scrolled.
        let rectBefore = input.caretRect(for: UITextPosition(offset: before))
        let rectAfter = input.caretRect(for: UITextPosition(offset: editor.caret))
        guard abs(rectAfter.minY - rectBefore.minY) < 0.5, editor.caret != before else { return }
        if rightward {
            #expect(rectAfter.midX >= rectBefore.midX - 0.001, "step \(step): Right moved \(before) → \(editor.caret) leftwards")
        } else {
            #expect(rectAfter.midX <= rectBefore.midX + 0.001, "step \(step): Left moved \(before) → \(editor.caret) rightwards")
        }
    }

    private func check(_ editor: TextEditor, _ model: Model, step: Int) {
        #expect(editor.text == model.text, "step \(step): text")
        #expect(editor.count == editor.text.count, "step \(step): offsets are grapheme boundaries")
        #expect(editor.selection.lowerBound >= 0 && editor.selection.upperBound <= editor.count, "step \(step): selection")
    }
}
