import Foundation

/// A text view's lines: each paragraph wrapped at the container's width,
/// laid out only when it is shown (or the caret goes there). Paragraphs not
/// yet laid out count an estimated number of lines, so pasting a megabyte
/// wraps what is on screen, not the whole text; an edit re-wraps only the
/// paragraphs it touched. Coordinates are the text container's (top left of
/// the first line at zero).
@MainActor
final class TextViewLayout {
    /// One wrapped line: the Characters it shows (`columns`, in its paragraph)
    /// and where the next line starts (after spaces hung at the wrap).
    struct Fragment {
        var columns: Range<Int>
        var nextStart: Int
        var text: String
    }

    var font: UIFont { didSet { invalidateAll() } }
    /// The width lines wrap at; not finite or <= 0: no wrapping.
    var width: CGFloat { didSet { if width != oldValue { invalidateAll() } } }

    private var laidOut: [[Fragment]?] = [nil]
    private var lineCounts: [Int] = [1]
    /// Lines before each paragraph; valid up to `firstStaleStart`.
    private var lineStarts: [Int] = [0]
    private var firstStaleStart = 0
    private var paragraphLengths: [Int] = [0]

    init(font: UIFont, width: CGFloat) {
        self.font = font
        self.width = width
    }

    var lineHeight: CGFloat { font.lineHeight }

    /// Height of all lines.
    var height: CGFloat {
        refreshStarts()
        return CGFloat(lineStarts[lineStarts.count - 1] + lineCounts[lineCounts.count - 1]) * lineHeight
    }

    // MARK: Changes

    /// Takes `storage` afresh (new text, font or width): everything estimated again.
    func reset(to storage: TextStorage) {
        paragraphLengths = storage.lengths
        laidOut = Array(repeating: nil, count: storage.paragraphs.count)
        lineCounts = estimatedLineCounts(storage.lengths)
        lineStarts = Array(repeating: 0, count: lineCounts.count)
        firstStaleStart = 0
    }

    /// Replaces the paragraphs an edit touched by estimates (laid out again when
    /// shown). Returns true when only one paragraph changed and it still has
    /// as many lines, so nothing below it moved.
    @discardableResult
    func apply(_ change: TextStorage.ParagraphChange, storage: TextStorage) -> Bool {
        let single = change.removed == 1 && change.inserted == 1 && laidOut[change.first] != nil
        let oldLines = lineCounts[change.first]
        let span = change.first..<change.first + change.removed
        let inserted = change.first..<change.first + change.inserted
        let lengths = storage.lengths[inserted]
        paragraphLengths.replaceSubrange(span, with: lengths)
        laidOut.replaceSubrange(span, with: repeatElement(nil, count: change.inserted))
        lineCounts.replaceSubrange(span, with: estimatedLineCounts(lengths))
        lineStarts.replaceSubrange(span, with: repeatElement(0, count: change.inserted))
        firstStaleStart = min(firstStaleStart, change.first)
        guard single else { return false }
        return fragments(of: change.first, in: storage).count == oldLines
    }

    private func invalidateAll() {
        laidOut = Array(repeating: nil, count: laidOut.count)
        lineCounts = estimatedLineCounts(paragraphLengths)
        firstStaleStart = 0
    }

    /// Lines each paragraph length probably wraps to, until it is laid out.
    /// A loop, not `map` with a closure: closures formed here are main-actor
    /// isolated and checked on every call, which a megabyte paste would pay per paragraph.
    private func estimatedLineCounts<Lengths: Collection<Int>>(_ lengths: Lengths) -> [Int] {
        var counts: [Int] = []
        counts.reserveCapacity(lengths.count)
        guard width.isFinite, width > 0 else { return Array(repeating: 1, count: lengths.count) }
        let perLine = max(Int(width / (font.pointSize * 0.55)), 1)
        for length in lengths { counts.append(max(1, (length + perLine - 1) / perLine)) }
        return counts
    }

    // MARK: Lines

    /// The wrapped lines of a paragraph, laid out now if they were estimated.
    func fragments(of paragraph: Int, in storage: TextStorage) -> [Fragment] {
        if let lines = laidOut[paragraph] { return lines }
        let lines = wrap(storage.paragraphs[paragraph])
        laidOut[paragraph] = lines
        if lineCounts[paragraph] != lines.count {
            lineCounts[paragraph] = lines.count
            firstStaleStart = min(firstStaleStart, paragraph + 1)
        }
        return lines
    }

    private func wrap(_ text: Substring) -> [Fragment] {
        let limit: CGFloat? = width.isFinite && width > 0 ? width : nil
        guard let limit, !text.isEmpty else {
            return [Fragment(columns: 0..<text.count, nextStart: text.count, text: String(text))]
        }
        let chars = Array(text)
        let breaker = LineBreaker(measurer: TextMeasurer(font: font), maxWidth: limit, mode: .byWordWrapping)
        let ranges = breaker.wrap(chars, maxLines: 0).ranges
        return ranges.enumerated().map { index, range in
            let next = index + 1 < ranges.count ? ranges[index + 1].lowerBound : chars.count
            return Fragment(columns: range, nextStart: next, text: String(chars[range]))
        }
    }

    /// Lays out the paragraphs covering `top..<bottom` (container coordinates),
    /// repeating while estimates turning exact move them.
    func layOutLines(from top: CGFloat, to bottom: CGFloat, in storage: TextStorage) {
        for _ in 0..<4 {
            let before = height
            let range = paragraphs(from: top, to: bottom)
            for paragraph in range { _ = fragments(of: paragraph, in: storage) }
            if height == before { return }
        }
    }

    /// The paragraphs with a line between `top` and `bottom`.
    func paragraphs(from top: CGFloat, to bottom: CGFloat) -> ClosedRange<Int> {
        paragraph(atLine: Int(max(top, 0) / lineHeight))...paragraph(atLine: Int(max(bottom, 0) / lineHeight))
    }

    /// The first line of a paragraph.
    func firstLine(of paragraph: Int) -> Int {
        refreshStarts()
        return lineStarts[paragraph]
    }

    func lineCount(of paragraph: Int) -> Int { lineCounts[paragraph] }

    /// The paragraph holding visual line `line` (clamped).
    func paragraph(atLine line: Int) -> Int {
        refreshStarts()
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= line { low = mid } else { high = mid - 1 }
        }
        return low
    }

    private func refreshStarts() {
        guard firstStaleStart < lineStarts.count else { return }
        var line = firstStaleStart == 0 ? 0 : lineStarts[firstStaleStart - 1] + lineCounts[firstStaleStart - 1]
        for i in firstStaleStart..<lineStarts.count {
            lineStarts[i] = line
            line += lineCounts[i]
        }
        firstStaleStart = lineStarts.count
    }

    // MARK: Geometry

    /// The visual line of an offset: its paragraph, the line in it and the column.
    func place(of offset: Int, in storage: TextStorage) -> (paragraph: Int, line: Int, column: Int) {
        let (paragraph, column) = storage.location(of: offset)
        let lines = fragments(of: paragraph, in: storage)
        let line = lines.lastIndex { $0.columns.lowerBound <= column } ?? 0
        return (paragraph, line, column)
    }

    /// The caret's rectangle (2 points wide) for `offset`, plus the x of its line's start.
    func caretRect(at offset: Int, in storage: TextStorage) -> CGRect {
        let (paragraph, line, column) = place(of: offset, in: storage)
        let fragment = fragments(of: paragraph, in: storage)[line]
        let x = x(ofColumn: column, in: fragment)
        let y = CGFloat(firstLine(of: paragraph) + line) * lineHeight
        return CGRect(x: x - 1, y: y, width: 2, height: lineHeight)
    }

    /// The x of `column` in a line, from the line's start (hung spaces past the drawn end count too).
    func x(ofColumn column: Int, in fragment: Fragment) -> CGFloat {
        let inLine = min(max(column - fragment.columns.lowerBound, 0), fragment.text.count)
        var x = TextMeasurer(font: font).width(String(fragment.text.prefix(inLine)))
        let hung = column - fragment.columns.upperBound
        if hung > 0 { x += TextMeasurer(font: font).width(String(repeating: " ", count: hung)) }
        return width.isFinite && width > 0 ? min(x, width) : x
    }

    /// The offset nearest to `point` (container coordinates).
    func offset(at point: CGPoint, in storage: TextStorage) -> Int {
        let totalLines = Int(height / lineHeight)
        let line = min(max(Int((point.y / lineHeight).rounded(.down)), 0), max(totalLines - 1, 0))
        let paragraph = self.paragraph(atLine: line)
        let lines = fragments(of: paragraph, in: storage)
        let index = min(max(line - firstLine(of: paragraph), 0), lines.count - 1)
        let fragment = lines[index]
        let column = column(at: point.x, in: fragment, isLast: index == lines.count - 1)
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
        let (paragraph, line, _) = place(of: offset, in: storage)
        let lines = fragments(of: paragraph, in: storage)
        let fragment = lines[line]
        let start = storage.start(ofParagraph: paragraph)
        guard forward else { return start + fragment.columns.lowerBound }
        return start
            + (line == lines.count - 1
                ? fragment.columns.upperBound : max(fragment.nextStart - 1, fragment.columns.upperBound))
    }
}
