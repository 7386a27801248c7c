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
        // The storage's paragraphs end at line feeds only: other separators stay in their line.
        let text = NSMutableAttributedString(attributedString: string)
        text.mutableString.replaceOccurrences(
            of: "\u{2029}", with: "\u{2028}", options: [], range: NSRange(location: 0, length: text.length))
        let laidOut = AttributedTextLayout(
            text.length == 0 ? NSAttributedString(string: " ", attributes: string.length == 0 ? [:] : string.attributes(at: 0, effectiveRange: nil)) : text,
            defaults: defaults, options: .init(maxWidth: width.isFinite && width > 0 ? width : nil))
        layout = laidOut
        var lines: [Line] = []
        var firstLines: [Int] = []
        var paragraph = -1
        for placed in laidOut.lines {
            if placed.line.isParagraphStart { paragraph += 1; firstLines.append(lines.count) }
            guard paragraph < storage.paragraphs.count else { break }
            lines.append(Self.line(placed, paragraph: paragraph, storage: storage, layout: laidOut, width: width))
        }
        self.lines = Self.linkingNextStarts(lines, storage: storage)
        self.firstLines = firstLines
    }

    /// A placed line with its Characters (hung spaces after them) and geometry.
    private static func line(
        _ placed: AttributedTextLayout.PlacedLine, paragraph: Int, storage: TextStorage, layout: AttributedTextLayout,
        width: CGFloat
    ) -> Line {
        let characters = Array(storage.paragraphs[paragraph])
        var scalarStarts: [Int] = []
        var count = 0
        for character in characters {
            scalarStarts.append(count)
            count += character.unicodeScalars.count
        }
        let column = { (scalar: Int) in scalarStarts.firstIndex { $0 >= scalar } ?? characters.count }
        let range = placed.line.range
        let columns = column(range.lowerBound)..<max(column(range.lowerBound), column(range.upperBound))
        let shown = storage.paragraphs[paragraph].isEmpty ? "" : String(characters[columns])
        let fragment = TextViewLayout.Fragment(columns: columns, nextStart: characters.count, text: shown)
        return Line(
            placed: placed, paragraph: paragraph, fragment: fragment,
            geometry: BidiLineGeometry.make(placed.line, text: shown), left: layout.lineStart(placed, in: width).x)
    }

    /// Each line's `nextStart` is where the next line of its paragraph starts.
    private static func linkingNextStarts(_ lines: [Line], storage: TextStorage) -> [Line] {
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
