import Foundation

/// A text view's lines: each paragraph wrapped at the container's width,
/// incrementally, per paragraph and per line.
///
/// - Each paragraph's lines are cached (`ParagraphLines`) and laid out only
///   where they are shown or visited (the caret); elsewhere they are estimated
///   from the Character count, so pasting megabytes wraps what is on screen.
/// - An edit keeps the lines before it and those after it (shifted), and
///   re-wraps from the line before the edit until a line starts where an old
///   one did (`settleEdit`): typing into a 2 MB paragraph wraps two or three lines.
/// - The lines per paragraph are summed in a `PrefixSums`, so y → line → paragraph
///   and paragraph → first line are O(log n) whatever the number of paragraphs.
/// - How a line is found is `LineFinding`'s (`WordWrapLineFinder`), one line at a time.
///
/// Coordinates are the text container's (top left of the first line at zero).
@MainActor
final class TextViewLayout {
    /// One wrapped line: the Characters it shows (`columns`, in its paragraph)
    /// and where the next line starts (after spaces hung at the wrap).
    struct Fragment {
        var columns: Range<Int>
        var nextStart: Int
        var text: String
    }

    /// Setting the font or the width forgets the lines: call `reset(to:)` after.
    var font: UIFont
    /// How shaped (right-to-left, complex script) lines align: `.natural`
    /// follows each paragraph's direction.
    var alignment: NSTextAlignment = .natural
    /// The text engine's lines (`TextViewLayout+Shaped`).
    let shapedLines = ShapedLineCache()
    /// The width lines wrap at; not finite or <= 0: no wrapping.
    var width: CGFloat

    /// Each paragraph's lines in `laidOut`, or -1: estimated. Plain integers,
    /// so that a paste replacing thousands of paragraphs drops their entries
    /// without releasing each as an optional reference.
    private var slots: [Int32] = [-1]
    /// Laid-out paragraphs (`slots` index them); nil: a free place, listed in `freeSlots`.
    private var laidOut: [ParagraphLines?] = []
    private var freeSlots: [Int32] = []
    /// Lines per paragraph (estimated or laid out), summed for y lookups.
    private var lineCounts = PrefixSums([1])
    /// The edit `settleEdit` finishes: its paragraph, where re-wrapping starts
    /// (a column that began a line before the edit) and the line count before.
    private var pendingEdit: (paragraph: Int, column: Int, linesBefore: Int)?

    init(font: UIFont, width: CGFloat) {
        self.font = font
        self.width = width
    }

    var lineHeight: CGFloat { font.lineHeight }

    private var wraps: Bool { width.isFinite && width > 0 }

    /// Characters an estimated line holds (half an em per Character, roughly).
    private var perLine: Int {
        guard wraps else { return 1 << 32 }
        return min(max(Int(saturating: width / max(font.pointSize * 0.55, 1e-9)), 1), 1 << 32)
    }

    /// Height of all lines.
    var height: CGFloat { CGFloat(lineCounts.total) * lineHeight }

    var totalLines: Int { lineCounts.total }

    // MARK: Changes

    /// Takes `storage` afresh (new text, font or width): everything estimated again.
    func reset(to storage: TextStorage) {
        slots = Array(repeating: -1, count: storage.paragraphCount)
        laidOut = []
        freeSlots = []
        lineCounts = PrefixSums(estimatedLineCounts(storage.lengths[...]))
        pendingEdit = nil
    }

    /// Keeps the lines an edit did not touch: before it in its first paragraph,
    /// after it in its last (shifted); the paragraphs between are estimated.
    func apply(_ change: TextStorage.ParagraphChange, storage: TextStorage) {
        let oldFirst = laidOutLines(change.first), oldLast = laidOutLines(change.first + change.removed - 1)
        let linesBefore = lineCounts[change.first]
        let inserted = change.first..<change.first + change.inserted
        // The first and last inserted paragraphs' kept lines (one paragraph: `first`).
        var first: ParagraphLines?, last: ParagraphLines?
        let firstLength = storage.lengths[change.first]
        let lastLength = storage.lengths[inserted.upperBound - 1]
        let shift = change.newTailStart - change.oldTailStart
        var cut: Int?
        // The paragraph's start always starts a line, so a cache that existed keeps at least that.
        let head = oldFirst.map { $0.prefix(before: change.keptHead) }.map { $0.isEmpty ? [.init(anchor: 0, end: 0)] : $0 }
        let tail = oldLast?.suffix(from: change.oldTailStart, shift: shift)
        if change.inserted == 1 {
            if head != nil || tail != nil {
                first = ParagraphLines(length: firstLength, perLine: perLine, blocks: (head ?? []) + (tail ?? []))
            }
            // Re-wrapping starts at the last line start kept before the edit, when it is near.
            if let cutAt = head?.last?.end, change.keptHead - cutAt <= 8 * perLine { cut = cutAt }
        } else {
            if let head { first = ParagraphLines(length: firstLength, perLine: perLine, blocks: head) }
            if let tail { last = ParagraphLines(length: lastLength, perLine: perLine, blocks: tail) }
        }
        let removed = change.first..<change.first + change.removed
        if change.removed == slots.count {
            laidOut = []
            freeSlots = []
        } else {
            free(removed)
        }
        var newSlots = [Int32](repeating: -1, count: change.inserted)
        newSlots[0] = store(first)
        if change.inserted > 1 { newSlots[change.inserted - 1] = store(last) }
        if change.removed == slots.count {
            slots = newSlots  // everything replaced: moved in, not copied element by element
        } else {
            slots.replaceSubrange(removed, with: newSlots)
        }
        var counts = estimatedLineCounts(storage.lengths[inserted])
        if let first { counts[0] = first.lineCount }
        if let last, change.inserted > 1 { counts[change.inserted - 1] = last.lineCount }
        lineCounts.replaceSubrange(change.first..<change.first + change.removed, with: counts)
        let single = change.removed == 1 && change.inserted == 1
        pendingEdit = single && cut != nil ? (change.first, cut ?? 0, linesBefore) : nil
    }

    /// Re-wraps the edited paragraph from the line before the edit until its
    /// lines start where the old ones did. Returns the lines to redraw
    /// (global line numbers), or nil when lines below moved (redraw all shown).
    func settleEdit(in storage: TextStorage) -> Range<Int>? {
        guard let edit = pendingEdit else { return nil }
        pendingEdit = nil
        let paragraph = edit.paragraph
        guard let lines = laidOutLines(paragraph),
            var index = lines.blocks.firstIndex(where: { $0.end == edit.column })
        else { return nil }
        var finder = lineFinder(paragraph, storage)
        let text = ParagraphText(storage: storage, paragraph: paragraph)
        let firstDirty = lines.lineNumber(block: index, index: lines.blocks[index].count)
        let limit = lines.blocks[index].count + 256
        lines.mergedAt = nil
        lines.grow(&index, until: { lines.mergedAt != nil || $0.count >= limit }, text: text, finder: &finder)
        // Re-synchronised: the lines from the merge on are the old ones, shifted.
        let lastDirty = lines.mergedAt.map { lines.lineNumber(block: index, index: $0) } ?? lines.lineCount
        lines.mergedAt = nil
        updateCount(of: paragraph, lines)
        guard lines.lineCount == edit.linesBefore else { return nil }
        let first = firstLine(of: paragraph)
        return first + firstDirty..<first + max(lastDirty, firstDirty + 1)
    }

    private func updateCount(of paragraph: Int, _ lines: ParagraphLines) {
        lineCounts.set(paragraph, to: lines.lineCount)
    }

    /// Lines each paragraph length probably wraps to, until it is laid out.
    /// A loop, not `map` with a closure: closures formed here are main-actor
    /// isolated and checked on every call, which a megabyte paste would pay per paragraph.
    /// Written straight into the new array's storage (no capacity check per paragraph).
    private func estimatedLineCounts(_ lengths: ArraySlice<Int>) -> [Int] {
        let divider = Divider(perLine)
        return [Int](unsafeUninitializedCapacity: lengths.count) { counts, written in
            written = 0
            for length in lengths {
                counts[written] = length <= 0 ? 1 : divider.quotient(length - 1) + 1
                written += 1
            }
        }
    }

    /// Division by one divisor, many times: through its reciprocal, corrected
    /// to the exact quotient. An integer division per paragraph of a paste
    /// waited on the divider for each one.
    private struct Divider {
        let divisor: Int
        let reciprocal: Double

        init(_ divisor: Int) {
            self.divisor = max(divisor, 1)
            reciprocal = 1 / Double(self.divisor)
        }

        /// `value / divisor` for `value >= 0`.
        func quotient(_ value: Int) -> Int {
            var q = Int(Double(value) * reciprocal)
            if q * divisor > value { q -= 1 } else if (q + 1) * divisor <= value { q += 1 }
            return q
        }
    }

    /// The line finder of a paragraph: shaped lines wrap by the text engine's widths.
    private func lineFinder(_ paragraph: Int, _ storage: TextStorage) -> ShapedWrapLineFinder {
        let cache = shapedLines
        return ShapedWrapLineFinder(
            font: font, maxWidth: wraps ? width : .greatestFiniteMagnitude, hint: perLine,
            isASCIIParagraph: storage.isASCII(paragraph: paragraph)
        ) {
            cache.isRightToLeft(storage.slice(paragraph, 0..<min(storage.lengths[paragraph], ShapedLineCache.directionPrefix)))
        }
    }

    /// The paragraph's line cache, made (all estimated) on first use.
    private func lines(of paragraph: Int, in storage: TextStorage) -> ParagraphLines {
        if let lines = laidOutLines(paragraph) { return lines }
        let lines = ParagraphLines(length: storage.lengths[paragraph], perLine: perLine)
        slots[paragraph] = store(lines)
        return lines
    }

    private func laidOutLines(_ paragraph: Int) -> ParagraphLines? {
        let slot = slots[paragraph]
        return slot < 0 ? nil : laidOut[Int(slot)]
    }

    /// Keeps `lines` in a free place of `laidOut`; returns the place.
    private func store(_ lines: ParagraphLines?) -> Int32 {
        guard let lines else { return -1 }
        if let slot = freeSlots.popLast() {
            laidOut[Int(slot)] = lines
            return slot
        }
        laidOut.append(lines)
        return Int32(laidOut.count - 1)
    }

    /// Frees the places of `paragraphs`' lines.
    private func free(_ paragraphs: Range<Int>) {
        for paragraph in paragraphs where slots[paragraph] >= 0 {
            laidOut[Int(slots[paragraph])] = nil
            freeSlots.append(slots[paragraph])
        }
    }

    // MARK: Lines

    /// Paragraph-local line `index` of `paragraph`, laid out now if it was estimated.
    func fragment(paragraph: Int, line index: Int, in storage: TextStorage) -> (line: Int, fragment: Fragment) {
        let lines = lines(of: paragraph, in: storage)
        var finder = lineFinder(paragraph, storage)
        let (block, i) = lines.ensureLine(index, text: ParagraphText(storage: storage, paragraph: paragraph), finder: &finder)
        updateCount(of: paragraph, lines)
        return (lines.lineNumber(block: block, index: i), makeFragment(lines, block: block, index: i, paragraph: paragraph, storage))
    }

    /// The line holding a column of a paragraph, laid out now if it was estimated.
    func fragment(paragraph: Int, column: Int, in storage: TextStorage) -> (line: Int, fragment: Fragment, isLast: Bool) {
        let lines = lines(of: paragraph, in: storage)
        var finder = lineFinder(paragraph, storage)
        let (block, i) = lines.ensureColumn(column, text: ParagraphText(storage: storage, paragraph: paragraph), finder: &finder)
        updateCount(of: paragraph, lines)
        let number = lines.lineNumber(block: block, index: i)
        return (number, makeFragment(lines, block: block, index: i, paragraph: paragraph, storage), number == lines.lineCount - 1)
    }

    private func makeFragment(_ lines: ParagraphLines, block: Int, index: Int, paragraph: Int, _ storage: TextStorage) -> Fragment {
        let b = lines.blocks[block]
        let columns = b.starts[index]..<b.ends[index]
        let next = index + 1 < b.count ? b.starts[index + 1] : b.end
        return Fragment(columns: columns, nextStart: next, text: String(storage.slice(paragraph, columns)))
    }

    /// The global line `line` (clamped): its paragraph, its line in the paragraph and its fragment.
    func fragment(atLine line: Int, in storage: TextStorage) -> (paragraph: Int, line: Int, fragment: Fragment) {
        let line = min(max(line, 0), max(totalLines - 1, 0))
        let paragraph = self.paragraph(atLine: line)
        let (local, fragment) = self.fragment(paragraph: paragraph, line: line - firstLine(of: paragraph), in: storage)
        return (paragraph, local, fragment)
    }

    /// Lays out the lines covering `top..<bottom` (container coordinates),
    /// repeating while estimates turning exact move them.
    func layOutLines(from top: CGFloat, to bottom: CGFloat, in storage: TextStorage) {
        for _ in 0..<4 {
            let before = totalLines
            for line in lines(from: top, to: bottom).prefix(Self.maximumLinesShown) { _ = fragment(atLine: line, in: storage) }
            if totalLines == before { return }
        }
    }

    /// No screen shows more lines; a font a billionth of a point high would
    /// otherwise lay out every line of the text for one frame.
    static let maximumLinesShown = 4096

    /// The global lines with a part between `top` and `bottom`.
    func lines(from top: CGFloat, to bottom: CGFloat) -> Range<Int> {
        let last = max(totalLines - 1, 0)
        let first = min(max(line(atY: top), 0), last)
        return first..<min(max(line(atY: bottom), first), last) + 1
    }

    /// The line at `y`, saturating (a y of 1e300 or a line height of 1e-300 must not trap).
    func line(atY y: CGFloat) -> Int {
        guard y > 0, lineHeight > 0 else { return 0 }
        return Int(saturating: (y / lineHeight).rounded(.down))
    }

    /// The first line of a paragraph.
    func firstLine(of paragraph: Int) -> Int { lineCounts.prefix(paragraph) }

    func lineCount(of paragraph: Int) -> Int { lineCounts[paragraph] }

    /// The paragraph holding visual line `line` (clamped).
    func paragraph(atLine line: Int) -> Int { lineCounts.index(containing: max(line, 0)) }

    /// All the lines of a paragraph, laid out from its start (tests, checks).
    func fragments(of paragraph: Int, in storage: TextStorage) -> [Fragment] {
        let lines = lines(of: paragraph, in: storage)
        let text = ParagraphText(storage: storage, paragraph: paragraph)
        var finder = lineFinder(paragraph, storage)
        var (index, _) = lines.ensureColumn(0, text: text, finder: &finder)
        lines.grow(&index, until: { _ in false }, text: text, finder: &finder)
        updateCount(of: paragraph, lines)
        return (0..<lines.blocks[index].count).map { makeFragment(lines, block: index, index: $0, paragraph: paragraph, storage) }
    }

    /// Lays out every paragraph (`sizeThatFits`).
    func layOutAll(in storage: TextStorage) {
        for paragraph in 0..<slots.count {
            let lines = lines(of: paragraph, in: storage)
            var finder = lineFinder(paragraph, storage)
            _ = lines.ensureColumn(0, text: ParagraphText(storage: storage, paragraph: paragraph), finder: &finder)
            var index = 0
            lines.grow(&index, until: { _ in false }, text: ParagraphText(storage: storage, paragraph: paragraph), finder: &finder)
            updateCount(of: paragraph, lines)
        }
    }

    // MARK: Geometry

    /// The visual line of an offset: its paragraph, the line in it and the column.
    func place(of offset: Int, in storage: TextStorage) -> (paragraph: Int, line: Int, column: Int) {
        let (paragraph, column) = storage.location(of: offset)
        let (line, _, _) = fragment(paragraph: paragraph, column: column, in: storage)
        return (paragraph, line, column)
    }

    /// The caret's rectangle (2 points wide) for `offset`.
    func caretRect(at offset: Int, in storage: TextStorage) -> CGRect {
        let (paragraph, column) = storage.location(of: offset)
        let (line, fragment, _) = self.fragment(paragraph: paragraph, column: column, in: storage)
        let x =
            shapedGeometry(of: fragment, paragraph: paragraph, in: storage).map {
                shapedX(ofColumn: column, in: fragment, geometry: $0)
            } ?? x(ofColumn: column, in: fragment)
        let y = CGFloat(firstLine(of: paragraph) + line) * lineHeight
        return CGRect(x: x - 1, y: y, width: 2, height: lineHeight)
    }

    /// The x of `column` in a line, from the line's start (hung spaces past the drawn end count too).
    func x(ofColumn column: Int, in fragment: Fragment) -> CGFloat {
        let inLine = min(max(column - fragment.columns.lowerBound, 0), fragment.text.count)
        var x = TextMeasurer(font: font).width(String(fragment.text.prefix(inLine)))
        let hung = min(column - fragment.columns.upperBound, 4096)
        if hung > 0 { x += TextMeasurer(font: font).width(String(repeating: " ", count: hung)) }
        return wraps ? min(x, width) : x
    }

    /// The offset nearest to `point` (container coordinates).
    func offset(at point: CGPoint, in storage: TextStorage) -> Int {
        let (paragraph, local, fragment) = fragment(atLine: line(atY: point.y), in: storage)
        let isLast = local == lineCount(of: paragraph) - 1
        if let geometry = shapedGeometry(of: fragment, paragraph: paragraph, in: storage) {
            let column = Self.column(atX: point.x - leftEdge(of: geometry), in: fragment, geometry: geometry, isLast: isLast)
            return storage.start(ofParagraph: paragraph) + column
        }
        let column = column(at: point.x, in: fragment, isLast: isLast)
        return storage.start(ofParagraph: paragraph) + column
    }

    /// The column nearest to `x` in a line; a wrapped line's end is before its hung spaces' end.
    private func column(at x: CGFloat, in fragment: Fragment, isLast: Bool) -> Int {
        let text = Array(fragment.text)
        let measurer = TextMeasurer(font: font)
        var low = 0, high = text.count
        while low < high {
            let mid = (low + high + 1) / 2
            if measurer.width(String(text[..<mid])) <= x { low = mid } else { high = mid - 1 }
        }
        if low < text.count {
            let left = measurer.width(String(text[..<low])), right = measurer.width(String(text[...low]))
            if right - x < x - left { low += 1 }
        }
        let column = fragment.columns.lowerBound + low
        // Past the end of a wrapped line: before the next line's first Character.
        if !isLast && column == fragment.columns.upperBound { return max(fragment.nextStart - 1, column) }
        return column
    }

    /// The start or end of the visual line holding `offset`.
    func lineBoundary(of offset: Int, forward: Bool, in storage: TextStorage) -> Int {
        let (paragraph, column) = storage.location(of: offset)
        let (_, fragment, isLast) = self.fragment(paragraph: paragraph, column: column, in: storage)
        let start = storage.start(ofParagraph: paragraph)
        guard forward else { return start + fragment.columns.lowerBound }
        return start + (isLast ? fragment.columns.upperBound : max(fragment.nextStart - 1, fragment.columns.upperBound))
    }
}
