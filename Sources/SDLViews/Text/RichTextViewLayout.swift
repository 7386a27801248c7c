import Foundation

/// What a text view asks of its lines, whichever lays them out: the plain
/// view's incremental `TextViewLayout` or a rich view's `RichTextViewLayout`.
/// Coordinates are the text container's.
@MainActor
protocol TextViewLines: AnyObject {
    var height: CGFloat { get }
    func caretRect(at offset: Int, in storage: TextStorage) -> CGRect
    func offset(at point: CGPoint, in storage: TextStorage) -> Int
    func selectionRects(of range: Range<Int>, in storage: TextStorage) -> [UITextSelectionRect]
    func lineBoundary(of offset: Int, forward: Bool, in storage: TextStorage) -> Int
    func visualOffset(from offset: Int, rightward: Bool, in storage: TextStorage) -> Int?
    func visualEdge(of range: Range<Int>, rightward: Bool, in storage: TextStorage) -> Int?
    /// The y the caret goes to `lines` lines below (above, when negative) `caret`.
    func verticalTarget(from caret: CGRect, lines: Int) -> CGFloat
}

extension TextViewLayout: TextViewLines {
    func verticalTarget(from caret: CGRect, lines: Int) -> CGFloat { caret.midY + CGFloat(lines) * lineHeight }
}

/// A rich text view's lines: its attributed text laid out by the label's
/// engine (`AttributedTextLayout`: runs in their own fonts, a line as tall as
/// its tallest run, paragraph styles), drawn by `AttributedTextPainter`, with
/// each line's `BidiLineGeometry` for the caret, selections and hit testing.
///
/// Laid out whole, again after each edit: rich text is a document's worth,
/// not the megabytes the plain layout pages through.
@MainActor
final class RichTextViewLayout: TextViewLines {
    struct Line {
        let placed: AttributedTextLayout.PlacedLine
        let paragraph: Int
        /// The Characters of the paragraph shown, and where the next line starts.
        let fragment: TextViewLayout.Fragment
        let geometry: BidiLineGeometry
        /// The line's left edge in the container.
        let left: CGFloat
        var isLast: Bool { placed.line.isParagraphEnd }
    }

    let layout: AttributedTextLayout
    let lines: [Line]
    let width: CGFloat
    /// Each paragraph's first line.
    private let firstLines: [Int]

    var height: CGFloat { lines.last.map { $0.placed.top + $0.placed.height } ?? 0 }

    init(_ string: NSAttributedString, storage: TextStorage, defaults: TextRunStyle.Defaults, width: CGFloat) {
        self.width = width
        let laidOut = AttributedTextLayout(
            Self.layoutText(string), defaults: defaults,
            options: .init(maxWidth: width.isFinite && width > 0 ? width : nil))
        layout = laidOut
        var lines: [Line] = []
        var firstLines: [Int] = []
        var paragraph: ParagraphColumns?
        for placed in laidOut.lines {
            if placed.line.isParagraphStart {
                guard firstLines.count < storage.paragraphCount else { break }
                paragraph = ParagraphColumns(storage.paragraph(firstLines.count), index: firstLines.count)
                firstLines.append(lines.count)
            }
            guard let paragraph else { continue }
            let fragment = paragraph.fragment(showing: placed.line.range)
            lines.append(
                Line(
                    placed: placed, paragraph: paragraph.index, fragment: fragment,
                    geometry: BidiLineGeometry.make(placed.line, text: fragment.text),
                    left: laidOut.lineStart(placed, in: width).x))
        }
        self.lines = Self.linkingNextStarts(lines)
        self.firstLines = firstLines
    }

    /// The string the engine lays out: the storage's paragraphs end at line
    /// feeds only, so other paragraph separators stay inside their line; empty
    /// text is one space (hung, so not shown) for the first line's height.
    private static func layoutText(_ string: NSAttributedString) -> NSAttributedString {
        guard string.length > 0 else { return NSAttributedString(string: " ") }
        let text = NSMutableAttributedString(attributedString: string)
        text.mutableString.replaceOccurrences(
            of: "\u{2029}", with: "\u{2028}", options: [], range: NSRange(location: 0, length: text.length))
        return text
    }

    /// A paragraph's Characters and each one's first scalar, to turn the
    /// engine's scalar ranges into the editor's columns.
    private struct ParagraphColumns {
        let index: Int
        let characters: [Character]
        let scalarStarts: [Int]

        init(_ text: Substring, index: Int) {
            self.index = index
            characters = Array(text)
            var starts: [Int] = []
            starts.reserveCapacity(characters.count)
            var count = 0
            for character in characters {
                starts.append(count)
                count += character.unicodeScalars.count
            }
            scalarStarts = starts
        }

        /// The first Character starting at or after `scalar` (binary search).
        func column(ofScalar scalar: Int) -> Int {
            var low = 0, high = scalarStarts.count
            while low < high {
                let mid = (low + high) / 2
                if scalarStarts[mid] < scalar { low = mid + 1 } else { high = mid }
            }
            return low
        }

        /// The line showing `range` (scalars); its next start is the paragraph's end until linked.
        func fragment(showing range: Range<Int>) -> TextViewLayout.Fragment {
            let lower = column(ofScalar: range.lowerBound)
            let columns = lower..<max(lower, column(ofScalar: range.upperBound))
            return TextViewLayout.Fragment(
                columns: columns, nextStart: characters.count, text: String(characters[columns]))
        }
    }

    /// Each line's `nextStart` is where the next line of its paragraph starts.
    private static func linkingNextStarts(_ lines: [Line]) -> [Line] {
        var linked = lines
        for index in linked.indices.dropLast() where linked[index + 1].paragraph == linked[index].paragraph {
            let next = linked[index + 1].fragment.columns.lowerBound
            let line = linked[index]
            var fragment = line.fragment
            fragment.nextStart = next
            linked[index] = Line(placed: line.placed, paragraph: line.paragraph, fragment: fragment, geometry: line.geometry, left: line.left)
        }
        return linked
    }

    // MARK: Lookups

    /// The line showing `column` of `paragraph`.
    private func lineIndex(paragraph: Int, column: Int) -> Int? {
        guard firstLines.indices.contains(paragraph) else { return lines.isEmpty ? nil : lines.count - 1 }
        var index = firstLines[paragraph]
        while index + 1 < lines.count, lines[index + 1].paragraph == paragraph,
            lines[index + 1].fragment.columns.lowerBound <= column
        {
            index += 1
        }
        return index
    }

    private func line(of offset: Int, in storage: TextStorage) -> (index: Int, column: Int)? {
        let (paragraph, column) = storage.location(of: offset)
        return lineIndex(paragraph: paragraph, column: column).map { ($0, column) }
    }

    /// The line at `y` (clamped): the first whose bottom, with the spacing after it, is below `y`.
    func lineIndex(atY y: CGFloat) -> Int {
        guard !y.isNaN else { return 0 }
        var low = 0, high = max(lines.count - 1, 0)
        while low < high {
            let mid = (low + high) / 2
            let bottom = mid + 1 < lines.count ? lines[mid + 1].placed.top : .infinity
            if y < bottom { high = mid } else { low = mid + 1 }
        }
        return low
    }

    // MARK: TextViewLines

    func caretRect(at offset: Int, in storage: TextStorage) -> CGRect {
        guard let (index, column) = line(of: offset, in: storage) else { return CGRect(x: -1, y: 0, width: 2, height: 0) }
        let line = lines[index]
        let x = line.left + line.geometry.caretX(at: column - line.fragment.columns.lowerBound)
        return CGRect(x: x - 1, y: line.placed.top, width: 2, height: line.placed.height)
    }

    func offset(at point: CGPoint, in storage: TextStorage) -> Int {
        guard !lines.isEmpty else { return 0 }
        let line = lines[lineIndex(atY: point.y)]
        let column = TextViewLayout.column(
            atX: point.x - line.left, in: line.fragment, geometry: line.geometry, isLast: line.isLast)
        return storage.start(ofParagraph: line.paragraph) + column
    }

    func selectionRects(of range: Range<Int>, in storage: TextStorage) -> [UITextSelectionRect] {
        guard let first = line(of: range.lowerBound, in: storage), let last = line(of: range.upperBound, in: storage)
        else { return [] }
        var rects: [UITextSelectionRect] = []
        for line in lines[first.index...max(first.index, last.index)] {
            let start = storage.start(ofParagraph: line.paragraph) + line.fragment.columns.lowerBound
            let count = line.fragment.text.count
            let lower = min(max(range.lowerBound - start, 0), count)
            let local = lower..<max(min(range.upperBound - start, count), lower)
            rects += line.geometry.selectionRects(
                of: local, left: line.left, top: line.placed.top, height: line.placed.height)
        }
        return rects
    }

    func lineBoundary(of offset: Int, forward: Bool, in storage: TextStorage) -> Int {
        guard let (index, column) = line(of: offset, in: storage) else { return offset }
        let line = lines[index]
        let start = offset - column
        guard forward else { return start + line.fragment.columns.lowerBound }
        let fragment = line.fragment
        return start + (line.isLast ? fragment.columns.upperBound : max(fragment.nextStart - 1, fragment.columns.upperBound))
    }

    func visualOffset(from offset: Int, rightward: Bool, in storage: TextStorage) -> Int? {
        guard let (index, column) = line(of: offset, in: storage) else { return nil }
        let line = lines[index]
        return TextViewLayout.visualOffset(
            from: offset, column: column, fragment: line.fragment, geometry: line.geometry, count: storage.count,
            rightward: rightward)
    }

    func visualEdge(of range: Range<Int>, rightward: Bool, in storage: TextStorage) -> Int? {
        guard let (index, column) = line(of: range.lowerBound, in: storage) else { return nil }
        let line = lines[index]
        return TextViewLayout.visualEdge(of: range, column: column, fragment: line.fragment, rightward: rightward) {
            line.geometry
        }
    }

    func verticalTarget(from caret: CGRect, lines count: Int) -> CGFloat {
        let target = lineIndex(atY: caret.midY) + count
        if target < 0 { return -1 }
        guard target < lines.count else { return height + 1 }
        return lines[target].placed.top + lines[target].placed.height / 2
    }

    // MARK: Drawing

    /// Draws the lines between `top` and `bottom` (container coordinates) with the container's origin at `origin`.
    func draw(in context: CGContext, origin: CGPoint, from top: CGFloat, to bottom: CGFloat) {
        AttributedTextPainter.draw(layout, in: context, origin: origin, width: width, rows: top..<bottom)
    }
}
