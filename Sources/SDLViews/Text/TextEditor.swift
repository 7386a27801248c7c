import Foundation

/// What an editing view provides to its `TextEditor`: the delegate's veto,
/// change notifications, and the moves that need its layout (lines).
@MainActor
protocol TextEditorHost: AnyObject {
    /// The delegate's say on replacing `range` with `text` (ranges in Characters).
    func textEditor(_ editor: TextEditor, shouldReplace range: Range<Int>, with text: String) -> Bool
    /// The text changed; `change` says which paragraphs.
    func textEditor(_ editor: TextEditor, didChange change: TextStorage.ParagraphChange)
    /// Rich text's attributes changed, not its characters.
    func textEditorDidChangeAttributes(_ editor: TextEditor)
    func textEditorDidChangeSelection(_ editor: TextEditor)
    /// The offset `lines` visual lines above (negative) or below `offset`,
    /// keeping the horizontal position `x` (set it when nil).
    func textEditor(_ editor: TextEditor, offsetFrom offset: Int, lines: Int, x: inout CGFloat?) -> Int
    /// The start (or end) of the visual line holding `offset`.
    func textEditor(_ editor: TextEditor, lineBoundaryOf offset: Int, forward: Bool) -> Int
    /// The offset one caret place to the visual right (or left) of `offset`
    /// in bidirectional text; nil moves logically (left-to-right text).
    func textEditor(_ editor: TextEditor, visualOffsetFrom offset: Int, rightward: Bool) -> Int?
    /// Of a selection's two ends, the one shown further right (or left); nil: logical.
    func textEditor(_ editor: TextEditor, visualEdgeOf range: Range<Int>, rightward: Bool) -> Int?
}

extension TextEditorHost {
    /// Plain text has no attributes to change.
    func textEditorDidChangeAttributes(_ editor: TextEditor) {}
}

/// The editing model shared by `UITextField` and `UITextView`: text, caret and
/// selection, marked (IME) text, moves, the standard edit actions and undo.
///
/// Offsets count Characters. The selection keeps an anchor, so Shift+moves
/// extend from where the selection began, as UIKit's. Undo follows UIKit:
/// typing is coalesced into words (a new step starts with the first letter
/// after a space, or after the caret moved), consecutive deletions are one
/// step, and cut, paste and an IME commit are one step each.
@MainActor
final class TextEditor {
    private(set) var storage = TextStorage()
    /// The selected Characters; empty is a caret.
    private(set) var selection: Range<Int> = 0..<0
    /// The end of the selection that stays when it is extended.
    private var anchor = 0
    /// The IME composition being typed, shown underlined; nil when none.
    private(set) var markedRange: Range<Int>?
    /// The composition's cursor inside `markedRange`, relative to its start.
    private(set) var markedSelection: Range<Int> = 0..<0
    /// What the composition replaced, for the undo step its commit makes.
    private var markedReplaced: (text: String, selection: Range<Int>)?
    /// The horizontal position kept through Up/Down moves.
    private var preferredX: CGFloat?
    /// The undo step that typing or deleting extends until something else happens.
    private var openStep: UndoStep?
    /// The selection the host last heard about, so a selection that an edit
    /// moved is still reported when the caret is placed afterwards.
    private var reportedSelection: Range<Int> = 0..<0
    /// Counts changes to the text, so an edit notices that the delegate it
    /// asked changed the text meanwhile (set `text`, typed) and drops itself.
    private(set) var generation = 0

    weak var host: TextEditorHost?
    let undoManager = UndoManager()
    /// A text field's line: line breaks coming in become spaces.
    var isSingleLine = false
    var isEditable = true

    /// A rich text view's attributes (nil: plain text, one font and colour).
    /// Every edit keeps them covering the text: inserted text takes
    /// `typingAttributes`, undo puts back the runs it removed.
    var attributes: TextAttributeRuns?
    /// What inserted text takes in rich text (UIKit's `typingAttributes`).
    var typingAttributes: [NSAttributedString.Key: Any] = [:]

    var text: String { storage.string }
    var count: Int { storage.count }
    var caret: Int { selection.lowerBound == anchor ? selection.upperBound : selection.lowerBound }

    // MARK: Setting

    /// Replaces all the text (no undo step, no delegate), caret at the end, as setting `text` does in UIKit.
    func setText(_ text: String) {
        markedRange = nil
        markedReplaced = nil
        openStep = nil
        undoManager.removeAllActions()
        commit(0..<storage.count, with: incoming(text))
        select(storage.count..<storage.count)
    }

    /// Selects `range` (clamped); `anchor` says which end stays when extending (default: the start).
    func select(_ range: Range<Int>, anchor: Int? = nil) {
        let clamped = storage.clamp(range)
        let oldSelection = selection
        selection = clamped
        self.anchor =
            anchor.map { $0 == clamped.upperBound ? clamped.upperBound : clamped.lowerBound }
            ?? clamped.lowerBound
        preferredX = nil
        openStep = nil
        if oldSelection != clamped || reportedSelection != clamped {
            reportedSelection = clamped
            host?.textEditorDidChangeSelection(self)
        }
    }

    /// Moves the moving end of the selection to `offset` (Shift+click, drag).
    func extendSelection(to offset: Int) {
        let end = min(max(offset, 0), storage.count)
        select(min(anchor, end)..<max(anchor, end), anchor: anchor)
        anchor = min(anchor, storage.count)
    }

    // MARK: Typing

    /// Typed or committed text replaces the composition, else the selection.
    func insertText(_ text: String) {
        guard isEditable else { return }
        if let marked = markedRange {
            commitComposition(replacing: marked, with: text)
            return
        }
        let range = selection
        let continuing = openStep.map { $0.kind == .typing && $0.newRange.upperBound == range.lowerBound } ?? false
        let startsWord = openStep?.lastTyped.map { $0.isWhitespace } ?? false && !(text.last?.isWhitespace ?? true)
        if continuing && range.isEmpty && !startsWord && !joinsNeighbours(range, text), let step = openStep {
            guard let newRange = replace(range, with: text) else { return }
            step.newRange = step.newRange.lowerBound..<newRange.upperBound
            step.lastTyped = text.last
            placeCaret(at: newRange.upperBound, keepingStep: true)
            return
        }
        edit(range, with: text, kind: .typing)
    }

    /// Typed text with smart quotes and dashes applied where asked for
    /// (not inside an IME composition, whose text the input method owns).
    func insertTyped(_ text: String, quotes: Bool, dashes: Bool) {
        guard (quotes || dashes), markedRange == nil else { return insertText(text) }
        let start = selection.lowerBound
        let previous = start > 0 ? storage.character(at: start - 1) : nil
        let rewrite = SmartPunctuation.rewrite(text, after: previous, quotes: quotes, dashes: dashes)
        guard rewrite.replacesPrevious, selection.isEmpty else { return insertText(rewrite.text) }
        userReplace(start - 1..<start, with: rewrite.text)
    }

    func deleteBackward() {
        guard isEditable else { return }
        if markedRange != nil {
            setMarkedText("", selectedRange: 0..<0)
            return
        }
        if !selection.isEmpty {
            edit(selection, with: "", kind: .other)
            return
        }
        guard selection.lowerBound > 0 else { return }
        deleteCoalescing(selection.lowerBound - 1..<selection.lowerBound)
    }

    func deleteForward() {
        guard isEditable, markedRange == nil else { return }
        if !selection.isEmpty {
            edit(selection, with: "", kind: .other)
            return
        }
        guard selection.upperBound < storage.count else { return }
        deleteCoalescing(selection.lowerBound..<selection.lowerBound + 1)
    }

    /// Deletes one Character; a run of deletions is one undo step.
    private func deleteCoalescing(_ range: Range<Int>) {
        if let step = openStep, step.kind == .deleting, step.newRange == selection, !joinsNeighbours(range, "") {
            let removed = storage.substring(range)
            guard replace(range, with: "") != nil else { return }
            let forward = range.lowerBound == step.newRange.lowerBound
            step.oldText = forward ? step.oldText + removed : removed + step.oldText
            step.newRange = range.lowerBound..<range.lowerBound
            placeCaret(at: range.lowerBound, keepingStep: true)
            return
        }
        edit(range, with: "", kind: .deleting)
    }

    // MARK: Marked text (IME)

    /// Shows `text` as the composition in place of the current one (or of the
    /// selection), with its cursor at `selectedRange` (Characters within it). Empty text ends it.
    func setMarkedText(_ text: String, selectedRange: Range<Int>) {
        guard isEditable else { return }
        let range = markedRange ?? selection
        let replaced = markedReplaced ?? (storage.substring(range), selection)
        guard let newRange = replace(range, with: incoming(text)) else { return }
        markedReplaced = replaced
        openStep = nil
        if newRange.isEmpty {
            markedRange = nil
            markedReplaced = nil
            placeCaret(at: newRange.lowerBound, keepingStep: false)
            return
        }
        markedRange = newRange
        let lower = min(max(selectedRange.lowerBound, 0), newRange.count)
        let upper = min(max(selectedRange.upperBound, lower), newRange.count)
        markedSelection = lower..<upper
        selection = newRange.lowerBound + lower..<newRange.lowerBound + upper
        anchor = selection.lowerBound
        reportedSelection = selection
        host?.textEditorDidChangeSelection(self)
    }

    /// Keeps the composition as typed text.
    func unmarkText() {
        guard let marked = markedRange else { return }
        commitComposition(replacing: marked, with: storage.substring(marked))
    }

    private func commitComposition(replacing marked: Range<Int>, with text: String) {
        let replaced = markedReplaced ?? ("", marked.lowerBound..<marked.lowerBound)
        markedRange = nil
        markedReplaced = nil
        guard let newRange = replace(marked, with: incoming(text)) else { return }
        if !(replaced.text.isEmpty && newRange.isEmpty) {
            let step = UndoStep(kind: .other, newRange: newRange, oldText: replaced.text)
            step.selectionBefore = replaced.selection
            register(step)
        }
        placeCaret(at: newRange.upperBound, keepingStep: false)
    }

    // MARK: Moves

    enum Movement {
        case left, right, wordLeft, wordRight, up, down, lineStart, lineEnd, documentStart, documentEnd
    }

    /// Moves the caret, or with `extending` the selection's moving end. Without
    /// `extending`, Left and Right first collapse a selection to its edge, as UIKit.
    func move(_ movement: Movement, extending: Bool) {
        guard markedRange == nil else { return }
        if !extending && !selection.isEmpty && (movement == .left || movement == .right) {
            let logical = movement == .left ? selection.lowerBound : selection.upperBound
            let edge = host?.textEditor(self, visualEdgeOf: selection, rightward: movement == .right) ?? logical
            placeCaret(at: edge, keepingStep: false)
            return
        }
        let keptX = preferredX
        let from = extending ? caret : (movement == .up ? selection.lowerBound : caret)
        var x = movement == .up || movement == .down ? keptX : nil
        let target = destination(of: movement, from: from, x: &x)
        if extending { extendSelection(to: target) } else { placeCaret(at: target, keepingStep: false) }
        preferredX = x
    }

    private func destination(of movement: Movement, from offset: Int, x: inout CGFloat?) -> Int {
        switch movement {
        case .left, .right:
            let rightward = movement == .right
            if let visual = host?.textEditor(self, visualOffsetFrom: offset, rightward: rightward) { return visual }
            return rightward ? min(offset + 1, storage.count) : max(offset - 1, 0)
        case .wordLeft, .wordRight: return wordDestination(from: offset, rightward: movement == .wordRight)
        case .up, .down:
            return host?.textEditor(self, offsetFrom: offset, lines: movement == .up ? -1 : 1, x: &x) ?? offset
        case .lineStart: return host?.textEditor(self, lineBoundaryOf: offset, forward: false) ?? 0
        case .lineEnd: return host?.textEditor(self, lineBoundaryOf: offset, forward: true) ?? storage.count
        case .documentStart: return 0
        case .documentEnd: return storage.count
        }
    }

    /// A word move: logical in left-to-right text; in bidirectional text it
    /// walks caret steps toward the key's side until it has entered a word
    /// and come to its edge or out of it, so it goes the way the text runs on
    /// screen (Option+Left in Arabic reaches the end of the next word), as
    /// UIKit's. A step may jump a run's edge that has no caret place of its
    /// own; the walk then stops past it. At the line's visual end it stays.
    private func wordDestination(from offset: Int, rightward: Bool) -> Int {
        guard host?.textEditor(self, visualOffsetFrom: offset, rightward: rightward) != nil else {
            return rightward
                ? TextBoundaries.wordEnd(after: offset, in: storage) : TextBoundaries.wordStart(before: offset, in: storage)
        }
        var current = offset
        var entered: Range<Int>?
        // Steps past a line's visual end can come back (to a right-to-left
        // paragraph's end and out again): a place seen twice ends the walk.
        var visited: Set<Int> = [offset]
        for _ in 0...storage.count {
            let next =
                host?.textEditor(self, visualOffsetFrom: current, rightward: rightward)
                ?? min(max(current + (rightward ? 1 : -1), 0), storage.count)
            guard visited.insert(next).inserted else { break }
            if abs(next - current) == 1, let crossed = TextBoundaries.word(containing: min(next, current), in: storage) {
                entered = crossed
            }
            current = next
            if let inside = TextBoundaries.word(containing: current, in: storage), inside.lowerBound < current {
                entered = inside
            }
            if let entered, !(entered.lowerBound < current && current < entered.upperBound) { break }
        }
        return current
    }

    func selectAll() { select(0..<storage.count) }

    /// The word (or run of spaces, or single other Character) at `offset`, as a double-click selects.
    func selectWord(at offset: Int) { select(TextBoundaries.word(at: offset, in: storage)) }

    /// The paragraph at `offset`, as a triple-click selects.
    func selectParagraph(at offset: Int) {
        let paragraph = storage.location(of: offset).paragraph
        let start = storage.start(ofParagraph: paragraph)
        select(start..<start + storage.lengths[paragraph])
    }

    // MARK: Edit actions

    var selectedText: String { storage.substring(selection) }

    func copy(to pasteboard: UIPasteboard) {
        guard !selection.isEmpty else { return }
        pasteboard.string = selectedText
    }

    func cut(to pasteboard: UIPasteboard) {
        guard isEditable, !selection.isEmpty else { return }
        pasteboard.string = selectedText
        edit(selection, with: "", kind: .other)
    }

    func paste(from pasteboard: UIPasteboard) {
        guard isEditable, let text = pasteboard.string else { return }
        unmarkText()
        edit(selection, with: text, kind: .other)
    }

    /// Replaces `range` as the user would (delegate asked, one undo step).
    func userReplace(_ range: Range<Int>, with text: String) {
        guard isEditable else { return }
        edit(storage.clamp(range), with: text, kind: .other)
    }

    /// Changes the attributes of `range` in rich text, as one undo step (the
    /// characters stay; undo puts the old runs back).
    func changeAttributes(
        in range: Range<Int>, _ change: ([NSAttributedString.Key: Any]) -> [NSAttributedString.Key: Any]
    ) {
        let range = storage.clamp(range)
        guard isEditable, var attributes, !range.isEmpty else { return }
        let before = attributes.runs(in: range)
        let step = UndoStep(kind: .other, newRange: range, replaced: storage.excerpt(range))
        step.replacedRuns = before
        step.selectionBefore = selection
        step.selectionAfter = selection
        register(step)
        openStep = nil
        var start = range.lowerBound
        for run in before {
            attributes.replace(start..<start + run.length, count: run.length, attributes: change(attributes.styles[run.style]))
            start += run.length
        }
        self.attributes = attributes
        host?.textEditorDidChangeAttributes(self)
    }

    // MARK: Undo

    func undo() {
        unmarkText()
        openStep = nil
        undoManager.undo()
    }

    func redo() {
        openStep = nil
        undoManager.redo()
    }

    /// One undoable replacement: `newRange` holds `newText` and replaced `oldText`.
    private final class UndoStep {
        enum Kind { case typing, deleting, other }
        let kind: Kind
        var newRange: Range<Int>
        /// What the step replaced, joined only when the step is undone.
        var replaced: TextExcerpt
        var oldText: String {
            get { replaced.text }
            set { replaced = TextExcerpt(newValue) }
        }
        /// The selection to restore when undone, and when the undo is redone.
        var selectionBefore: Range<Int> = 0..<0
        var selectionAfter: Range<Int>?
        var lastTyped: Character?
        /// The attribute runs the step replaced (rich text only).
        var replacedRuns: [TextAttributeRuns.Run]?

        init(kind: Kind, newRange: Range<Int>, replaced: TextExcerpt) {
            self.kind = kind
            self.newRange = newRange
            self.replaced = replaced
        }

        convenience init(kind: Kind, newRange: Range<Int>, oldText: String) {
            self.init(kind: kind, newRange: newRange, replaced: TextExcerpt(oldText))
        }
    }

    private func edit(_ range: Range<Int>, with text: String, kind: UndoStep.Kind) {
        let (range, text) = widenedForJoins(storage.clamp(range), incoming(text))
        let before = selection
        let replaced = storage.excerpt(range)
        let replacedRuns = attributes?.runs(in: range)
        guard let newRange = replace(range, with: text) else { return }
        let step = UndoStep(kind: kind, newRange: newRange, replaced: replaced)
        step.replacedRuns = replacedRuns
        step.selectionBefore = before
        step.lastTyped = kind == .typing ? text.last : nil
        register(step)
        placeCaret(at: newRange.upperBound, keepingStep: false)
        openStep = kind == .other ? nil : step
    }

    /// `range` and `text` widened by the Characters either side that the edit
    /// merges into one grapheme cluster with the text (a combining mark typed
    /// after a letter, a line break deleted before a mark), so the edit, its
    /// undo step and the caret stay on Character boundaries of the new text.
    private func widenedForJoins(_ range: Range<Int>, _ text: String) -> (Range<Int>, String) {
        guard joinsNeighbours(range, text) else { return (range, text) }
        let lower = max(range.lowerBound - 1, 0), upper = min(range.upperBound + 1, storage.count)
        let before = storage.substring(lower..<range.lowerBound), after = storage.substring(range.upperBound..<upper)
        return (lower..<upper, before + text + after)
    }

    /// Whether replacing `range` with `text` joins Characters across its edges.
    private func joinsNeighbours(_ range: Range<Int>, _ text: String) -> Bool {
        let range = storage.clamp(range)
        guard range.lowerBound > 0 || range.upperBound < storage.count else { return false }
        let before = range.lowerBound > 0 ? storage.substring(range.lowerBound - 1..<range.lowerBound) : ""
        let after = range.upperBound < storage.count ? storage.substring(range.upperBound..<range.upperBound + 1) : ""
        // Grapheme joins are decided at the edges: the text's first and last Characters.
        guard let first = text.first, let last = text.last else {
            return (before + after).count != before.count + after.count
        }
        return (before + String(first)).count != before.count + 1 || (String(last) + after).count != 1 + after.count
    }

    private func register(_ step: UndoStep) {
        undoManager.registerUndo(withTarget: self) { editor in editor.revert(step) }
    }

    /// Puts back what a step replaced and registers the opposite step (redo).
    private func revert(_ step: UndoStep) {
        let current = storage.excerpt(step.newRange)
        let currentRuns = attributes?.runs(in: step.newRange)
        let restored = commit(step.newRange, with: step.oldText, runs: step.replacedRuns)
        let inverse = UndoStep(kind: .other, newRange: restored, replaced: current)
        inverse.replacedRuns = currentRuns
        let end = step.newRange.upperBound
        inverse.selectionBefore = step.selectionAfter ?? end..<end
        inverse.selectionAfter = step.selectionBefore
        register(inverse)
        openStep = nil
        select(step.selectionBefore)
    }

    // MARK: Helpers

    /// Replaces through the host's veto; nil when refused. A delegate that
    /// changes the text while it is asked (sets `text`, or edits) and then
    /// agrees would have this edit land on text it was not computed for: the
    /// edit is dropped, logged, and the delegate's text stands.
    private func replace(_ range: Range<Int>, with text: String) -> Range<Int>? {
        let text = incoming(text)
        let before = generation
        guard host?.textEditor(self, shouldReplace: range, with: text) ?? true else { return nil }
        guard generation == before else {
            SDLViewsLog.error(
                "TextEditor: the delegate changed the text while it was asked about an edit and then allowed it; "
                    + "the edit is dropped and the delegate's text kept")
            return nil
        }
        return commit(range, with: text)
    }

    /// Changes the storage, moves the selection and the composition with the
    /// edit, and only then tells the host: the host lays out and places the
    /// caret from the selection, which must already fit the new text (an old
    /// selection past the end trapped the field's layout).
    @discardableResult
    private func commit(_ range: Range<Int>, with text: String, runs: [TextAttributeRuns.Run]? = nil) -> Range<Int> {
        let range = storage.clamp(range)
        let (newRange, change) = storage.replace(range, with: text)
        generation &+= 1
        updateAttributes(range, newCount: newRange.count, runs: runs)
        let shift = newRange.upperBound - range.upperBound
        func moved(_ offset: Int) -> Int {
            offset <= range.lowerBound ? offset : offset >= range.upperBound ? offset + shift : newRange.upperBound
        }
        selection = moved(selection.lowerBound)..<max(moved(selection.lowerBound), moved(selection.upperBound))
        anchor = moved(anchor)
        if let marked = markedRange {
            if marked.upperBound <= range.lowerBound {
                // Before the edit: unchanged.
            } else if marked.lowerBound >= range.upperBound {
                markedRange = marked.lowerBound + shift..<marked.upperBound + shift
            } else {
                markedRange = nil
                markedReplaced = nil
            }
        }
        host?.textEditor(self, didChange: change)
        return newRange
    }

    /// Keeps rich text's runs over the replaced range: the runs given (undo),
    /// else the typing attributes; then exactly as long as the text.
    private func updateAttributes(_ range: Range<Int>, newCount: Int, runs: [TextAttributeRuns.Run]?) {
        guard var attributes else { return }
        self.attributes = nil  // no copy on write while it changes
        if let runs, runs.reduce(0, { $0 + $1.length }) == newCount {
            attributes.replace(range, with: runs)
        } else {
            attributes.replace(range, count: newCount, attributes: typingAttributes)
        }
        attributes.fit(to: storage.count, filler: 0)
        self.attributes = attributes
    }

    private func placeCaret(at offset: Int, keepingStep: Bool) {
        let step = openStep
        select(offset..<offset)
        if keepingStep { openStep = step }
    }

    /// A single-line editor turns line breaks into spaces.
    private func incoming(_ text: String) -> String {
        guard isSingleLine, TextStorage.containsLineBreak(text) else { return text }
        return String(text.map { $0 == "\n" || $0 == "\r" || $0 == "\r\n" ? " " : $0 })
    }
}
