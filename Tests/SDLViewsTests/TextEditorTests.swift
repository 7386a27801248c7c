import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// The editing model on its own: storage, moves, selection, undo coalescing,
/// marked text, and a seeded random edit sequence checked against a plain
/// `[Character]` reference, then undone back to the start.
@MainActor
@Suite struct TextEditorTests {
    private func editor(_ text: String = "") -> TextEditor {
        let editor = TextEditor()
        editor.setText(text)
        return editor
    }

    @Test func storageKeepsParagraphsAndOffsets() {
        var storage = TextStorage("ab\ncd\r\nef")
        #expect(storage.string == "ab\ncd\nef")
        #expect(storage.count == 8)
        #expect(storage.paragraphs == ["ab", "cd", "ef"])
        #expect(storage.location(of: 2) == (0, 2))
        #expect(storage.location(of: 3) == (1, 0))
        let (range, change) = storage.replace(1..<4, with: "X\nY")
        #expect(storage.string == "aX\nYd\nef")
        #expect(range == 1..<4)
        #expect(change.first == 0 && change.removed == 2 && change.inserted == 2)
        #expect(storage.substring(2..<7) == "\nYd\ne")
        #expect(storage.character(at: 2) == "\n")
    }

    @Test func typingInsertsAtTheCaretAndBackspaceDeletes() {
        let e = editor("héllo")
        e.select(1..<1)
        e.insertText("👍")
        #expect(e.text == "h👍éllo")
        #expect(e.selection == 2..<2)
        e.deleteBackward()
        e.deleteBackward()
        #expect(e.text == "éllo")
        e.deleteForward()
        #expect(e.text == "llo")
    }

    @Test func movesByCharacterWordAndDocumentWithShiftExtending() {
        let e = editor("one two, three")
        e.select(0..<0)
        e.move(.wordRight, extending: false)
        #expect(e.selection == 3..<3)
        e.move(.wordRight, extending: false)
        #expect(e.selection == 7..<7)
        e.move(.wordRight, extending: true)
        #expect(e.selection == 7..<14)
        e.move(.wordLeft, extending: true)
        #expect(e.selection == 7..<9)
        e.move(.left, extending: false)  // collapses to the start, as UIKit
        #expect(e.selection == 7..<7)
        e.move(.left, extending: true)
        e.move(.left, extending: true)
        #expect(e.selection == 5..<7)
        e.move(.right, extending: true)
        #expect(e.selection == 6..<7)
        e.move(.documentEnd, extending: false)
        #expect(e.selection == 14..<14)
        e.move(.wordLeft, extending: false)
        #expect(e.selection == 9..<9)
    }

    @Test func doubleAndTripleClickSelections() {
        let e = editor("alpha beta  gamma\nsecond line")
        e.selectWord(at: 7)
        #expect(e.selectedText == "beta")
        e.selectWord(at: 10)  // just after "beta": the word before
        #expect(e.selectedText == "beta")
        e.selectWord(at: 11)
        #expect(e.selectedText == "  ")
        e.selectParagraph(at: 20)
        #expect(e.selectedText == "second line")
    }

    @Test func typingIsCoalescedIntoWordsForUndo() {
        let e = editor()
        for c in "hello world" { e.insertText(String(c)) }
        #expect(e.undoManager.canUndo)
        e.undo()
        #expect(e.text == "hello ")
        e.undo()
        #expect(e.text == "")
        #expect(!e.undoManager.canUndo)
        e.redo()
        #expect(e.text == "hello ")
        e.redo()
        #expect(e.text == "hello world")
        #expect(e.selection == 11..<11)
    }

    @Test func aRunOfDeletionsIsOneUndoStep() {
        let e = editor("abcdef")
        for _ in 0..<3 { e.deleteBackward() }
        #expect(e.text == "abc")
        e.undo()
        #expect(e.text == "abcdef")
        #expect(e.selection == 6..<6)
    }

    @Test func aCaretMoveStartsANewTypingStep() {
        let e = editor()
        e.insertText("a")
        e.insertText("b")
        e.move(.left, extending: false)
        e.insertText("c")
        #expect(e.text == "acb")
        e.undo()
        #expect(e.text == "ab")
    }

    @Test func clipboardCutCopyPaste() {
        let board = UIPasteboard(usesSystemClipboard: false)
        let e = editor("copy me")
        e.select(0..<4)
        e.copy(to: board)
        #expect(board.string == "copy")
        e.select(7..<7)
        e.paste(from: board)
        #expect(e.text == "copy mecopy")
        e.select(0..<5)
        e.cut(to: board)
        #expect(e.text == "mecopy")
        #expect(board.string == "copy ")
        #expect(board.hasStrings)
        e.undo()
        #expect(e.text == "copy mecopy")
        board.strings = ["a", "b"]
        #expect(board.strings == ["a", "b"] && board.string == "a")
        board.string = nil
        #expect(!board.hasStrings)
    }

    @Test func markedTextReplacesItselfAndCommitsAsOneUndoStep() {
        let e = editor("x")
        e.setMarkedText("n", selectedRange: 1..<1)
        e.setMarkedText("ni", selectedRange: 2..<2)
        #expect(e.text == "xni")
        #expect(e.markedRange == 1..<3)
        e.setMarkedText("你", selectedRange: 1..<1)
        #expect(e.text == "x你")
        #expect(e.selection == 2..<2)
        e.insertText("你好")
        #expect(e.text == "x你好")
        #expect(e.markedRange == nil)
        #expect(e.selection == 3..<3)
        e.undo()
        #expect(e.text == "x")
        e.setMarkedText("ka", selectedRange: 2..<2)
        e.setMarkedText("", selectedRange: 0..<0)
        #expect(e.text == "x" && e.markedRange == nil)
    }

    @Test func singleLineEditorsTurnLineBreaksIntoSpaces() {
        let e = editor()
        e.isSingleLine = true
        e.insertText("a\nb\r\nc")
        #expect(e.text == "a b c")
    }

    // MARK: Random sequences against a reference

    /// The reference: Characters and a selection, with the UIKit rules written plainly.
    private struct Reference {
        var chars: [Character] = []
        var selection = 0..<0

        mutating func replaceSelection(with text: String) {
            chars.replaceSubrange(selection, with: Array(text))
            let caret = selection.lowerBound + text.count
            selection = caret..<caret
        }

        mutating func deleteBackward() {
            if !selection.isEmpty { return replaceSelection(with: "") }
            guard selection.lowerBound > 0 else { return }
            selection = selection.lowerBound - 1..<selection.lowerBound
            replaceSelection(with: "")
        }

        mutating func deleteForward() {
            if !selection.isEmpty { return replaceSelection(with: "") }
            guard selection.upperBound < chars.count else { return }
            selection = selection.lowerBound..<selection.lowerBound + 1
            replaceSelection(with: "")
        }
    }

    @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6, 7, 8])
    func randomEditsMatchTheReferenceAndUndoToTheStart(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let pieces = ["a", "b", " ", "\n", "é", "你好", "👍", "word ", "x\ny"]
        let start = "start text\nline two"
        let e = editor(start)
        let board = UIPasteboard(usesSystemClipboard: false)
        var reference = Reference(chars: Array(start), selection: e.selection)
        for step in 0..<400 {
            switch Int.random(in: 0..<9, using: &random) {
            case 0, 1, 2:
                let piece = pieces.randomElement(using: &random)!
                e.insertText(piece)
                reference.replaceSelection(with: piece)
            case 3:
                e.deleteBackward()
                reference.deleteBackward()
            case 4:
                e.deleteForward()
                reference.deleteForward()
            case 5:
                let a = Int.random(in: 0...reference.chars.count, using: &random)
                let b = Int.random(in: 0...reference.chars.count, using: &random)
                e.select(min(a, b)..<max(a, b))
                reference.selection = min(a, b)..<max(a, b)
            case 6:
                e.copy(to: board)
                if Bool.random(using: &random) {
                    e.paste(from: board)
                    if let text = board.string { reference.replaceSelection(with: text) }
                }
            case 7:
                if !e.selection.isEmpty {
                    e.cut(to: board)
                    reference.replaceSelection(with: "")
                }
            default:
                let before = e.text
                e.undo()
                e.redo()
                #expect(e.text == before, "undo then redo changed the text at step \(step)")
                reference.selection = e.selection
            }
            #expect(e.text == String(reference.chars), "text differs at step \(step)")
            #expect(e.selection == reference.selection, "selection differs at step \(step)")
            if e.text != String(reference.chars) { return }
        }
        let end = e.text
        while e.undoManager.canUndo { e.undo() }
        #expect(e.text == start)
        while e.undoManager.canRedo { e.redo() }
        #expect(e.text == end)
    }

    /// `NSRange` conversions walk paragraphs instead of joining the text; they
    /// must agree with the whole string's own UTF-16 view, for ASCII and
    /// non-ASCII paragraphs, at every Character offset and every UTF-16 unit
    /// (a unit inside a surrogate pair belongs to the Character it splits).
    @Test(arguments: [UInt64(11), 12, 13])
    func utf16ConversionsAgreeWithTheWholeString(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let pieces = ["ab", " ", "\n", "é", "你好", "👍🏽", "e\u{301}", "plain words", "\r\n"]
        let text = (0..<60).map { _ in pieces.randomElement(using: &random)! }.joined()
        let storage = TextStorage(text)
        let whole = storage.string
        let characters = Array(whole)
        for offset in 0...characters.count {
            let expected = String(characters[..<offset]).utf16.count
            #expect(storage.utf16Offset(of: offset) == expected, "offset \(offset)")
        }
        var ends = [0]
        for character in characters { ends.append(ends.last! + character.utf16.count) }
        for units in 0...(whole.utf16.count + 2) {
            let wholeCharacters = ends.lastIndex { $0 <= units }!
            #expect(storage.offset(atUTF16: units) == wholeCharacters, "unit \(units)")
        }
    }
}
