import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// Model-based test of editing (issue 41): random inserts, deletions,
/// selections, undo/redo and IME compositions on a narrow `UITextView`
/// against a plain `String` model, seeded. After every step: the text equals
/// the model's, the selection and composition lie in the text, and the
/// incremental line layout equals a layout made from scratch for the
/// paragraphs around the caret (lines tile the paragraph and fit the width).
@MainActor
@Suite struct TextEditingModelTests {
    /// Pieces that never join a neighbour into one Character (so the model's
    /// offsets are the editor's), plus line breaks and long words.
    private static let pieces = [
        "a", "b", " ", "  ", "word ", "the quick brown fox ", "\n", "\n\n", "é", "👍", "e\u{301}x", "x",
        String(repeating: "long", count: 20), "tab\tbed "
    ]

    private struct Model {
        var text: [Character] = []
        var selection: Range<Int> = 0..<0
        var marked: Range<Int>?

        mutating func replace(_ range: Range<Int>, with string: String) -> Range<Int> {
            text.replaceSubrange(range, with: Array(string))
            return range.lowerBound..<range.lowerBound + string.count
        }
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func randomEditsKeepTextSelectionAndLayoutConsistent(seed: UInt64) throws {
        let screen = try HeadlessScreen(width: 320, height: 240)
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 140, height: 200))
        view.font = UIFont.systemFont(ofSize: 12)
        screen.window.addSubview(view)
        view.becomeFirstResponder()
        screen.runFrame()
        var random = SeededGenerator(seed: seed)
        var model = Model()
        for step in 0..<400 {
            perform(Int.random(in: 0..<10, using: &random), on: view, model: &model, random: &random)
            check(view, model, step: step)
            if step % 8 == 0 { screen.runFrame() }
        }
    }

    private func perform(_ action: Int, on view: UITextView, model: inout Model, random: inout SeededGenerator) {
        let editor = view.editor
        switch action {
        case 0, 1, 2:  // type (commits a composition first, as the editor does)
            let piece = Self.pieces.randomElement(using: &random)!
            if let marked = model.marked {
                model.marked = nil
                let range = model.replace(marked, with: piece)
                model.selection = range.upperBound..<range.upperBound
            } else {
                let range = model.replace(model.selection, with: piece)
                model.selection = range.upperBound..<range.upperBound
            }
            view.insertText(piece)
        case 3:  // backspace
            view.deleteBackward()
            if let marked = model.marked {
                model.marked = nil
                _ = model.replace(marked, with: "")
                model.selection = marked.lowerBound..<marked.lowerBound
            } else if !model.selection.isEmpty {
                _ = model.replace(model.selection, with: "")
                model.selection = model.selection.lowerBound..<model.selection.lowerBound
            } else if model.selection.lowerBound > 0 {
                let at = model.selection.lowerBound - 1
                _ = model.replace(at..<at + 1, with: "")
                model.selection = at..<at
            }
        case 4:  // select a random range
            guard model.marked == nil else { return }
            let a = Int.random(in: 0...model.text.count, using: &random)
            let b = Int.random(in: 0...model.text.count, using: &random)
            model.selection = min(a, b)..<max(a, b)
            view.selectedTextRange = UITextRange(model.selection)
        case 5:  // compose
            let piece = ["か", "かな", "ab", String(repeating: "z", count: 30), ""].randomElement(using: &random)!
            let range = model.marked ?? model.selection
            let newRange = model.replace(range, with: piece)
            model.marked = newRange.isEmpty ? nil : newRange
            model.selection = newRange.upperBound..<newRange.upperBound
            view.setMarkedText(piece, selectedRange: NSRange(location: (piece as NSString).length, length: 0))
        case 6:  // commit
            view.unmarkText()
            model.marked = nil
        case 7, 8:  // undo or redo: the text must be one the model has seen; then follow the view
            if action == 7 { editor.undo() } else { editor.redo() }
            model.text = Array(view.text)
            model.selection = editor.selection
            model.marked = editor.markedRange
        default:  // a move
            guard model.marked == nil else { return }
            let movements: [TextEditor.Movement] = [.left, .right, .up, .down, .lineStart, .lineEnd, .wordLeft]
            editor.move(movements.randomElement(using: &random)!, extending: Bool.random(using: &random))
            model.selection = editor.selection
        }
    }

    private func check(_ view: UITextView, _ model: Model, step: Int) {
        let editor = view.editor
        #expect(editor.text == String(model.text), "step \(step): text")
        #expect(editor.count == model.text.count, "step \(step): count")
        #expect(editor.selection == model.selection, "step \(step): selection")
        #expect(editor.markedRange == model.marked, "step \(step): marked range")
        #expect(editor.selection.upperBound <= editor.count)
        let storage = editor.storage
        let layout = view.lineLayout
        #expect(layout.totalLines >= storage.paragraphs.count, "step \(step): every paragraph has a line")
        let caretParagraph = storage.location(of: editor.caret).paragraph
        let fresh = TextViewLayout(font: layout.font, width: layout.width)
        fresh.reset(to: storage)
        for paragraph in max(caretParagraph - 1, 0)...min(caretParagraph + 1, storage.paragraphs.count - 1) {
            let lines = layout.fragments(of: paragraph, in: storage)
            let expected = fresh.fragments(of: paragraph, in: storage)
            #expect(lines.map(\.columns) == expected.map(\.columns), "step \(step): paragraph \(paragraph) lines")
            #expect(lines.first?.columns.lowerBound == 0)
            #expect(lines.last?.nextStart == storage.lengths[paragraph])
            for (line, next) in zip(lines, lines.dropFirst()) { #expect(line.nextStart == next.columns.lowerBound) }
        }
        let caret = layout.caretRect(at: editor.caret, in: storage)
        #expect(caret.minY.isFinite && caret.minY >= 0 && caret.maxY <= layout.height + 0.001, "step \(step): caret")
    }
}
