import Foundation

/// A text view's lines in right-to-left and complex scripts: the text engine's
/// geometry for the caret, hit testing and moves. Lines still wrap where the
/// line finder puts their ends; each is shaped and ordered (UAX #9) on its own,
/// in its paragraph's direction, and `.natural` alignment follows that direction.
extension TextViewLayout {
    /// The engine's geometry of a line of `paragraph`, nil when SDL_ttf lays it out.
    func shapedGeometry(of fragment: Fragment, paragraph: Int, in storage: TextStorage) -> BidiLineGeometry? {
        guard !fragment.text.isASCIIOnly else { return nil }
        let length = min(storage.lengths[paragraph], ShapedLineCache.directionPrefix)
        return shapedLines.geometry(
            Substring(fragment.text), paragraphStart: storage.slice(paragraph, 0..<length), font: font)
    }

    /// Where a shaped line's left edge is in the container: aligned in the
    /// wrapping width, `.natural` by the paragraph's direction.
    func leftEdge(of geometry: BidiLineGeometry) -> CGFloat {
        let paragraphSide: NSTextAlignment = geometry.isRightToLeft ? .right : .left
        let resolved = alignment == .natural || alignment == .justified ? paragraphSide : alignment
        return CGContext.alignmentOffset(geometry.width, in: width, resolved)
    }

    /// The caret's x for a column of a shaped line.
    func shapedX(ofColumn column: Int, in fragment: Fragment, geometry: BidiLineGeometry) -> CGFloat {
        leftEdge(of: geometry) + geometry.caretX(at: column - fragment.columns.lowerBound)
    }

    /// The offset one caret place to the visual right (or left) of `offset`;
    /// past a line's end, the next Character in that direction's logical sense.
    func visualOffset(from offset: Int, rightward: Bool, in storage: TextStorage) -> Int? {
        let (paragraph, column) = storage.location(of: offset)
        let (_, fragment, _) = self.fragment(paragraph: paragraph, column: column, in: storage)
        guard let geometry = shapedGeometry(of: fragment, paragraph: paragraph, in: storage) else { return nil }
        return Self.visualOffset(
            from: offset, column: column, fragment: fragment, geometry: geometry, count: storage.count,
            rightward: rightward)
    }

    /// `visualOffset(from:rightward:in:)` on a known line (also a rich text view's).
    static func visualOffset(
        from offset: Int, column: Int, fragment: Fragment, geometry: BidiLineGeometry, count: Int, rightward: Bool
    ) -> Int {
        let local = min(max(column - fragment.columns.lowerBound, 0), geometry.count)
        if let moved = geometry.offset(from: local, rightward: rightward) {
            return offset - column + fragment.columns.lowerBound + moved
        }
        // At the line's visual end: on to the next (or previous) line, never
        // back across this one against the key.
        let forward = rightward != geometry.isRightToLeft
        let target = forward ? min(offset + 1, count) : max(offset - 1, 0)
        let lineStart = offset - column + fragment.columns.lowerBound
        return (lineStart...lineStart + fragment.text.count).contains(target) ? offset : target
    }

    /// Of a range's two ends, the one shown further right (or left), when both
    /// are on one shaped line.
    func visualEdge(of range: Range<Int>, rightward: Bool, in storage: TextStorage) -> Int? {
        let (paragraph, column) = storage.location(of: range.lowerBound)
        let (_, fragment, _) = self.fragment(paragraph: paragraph, column: column, in: storage)
        return Self.visualEdge(of: range, column: column, fragment: fragment, rightward: rightward) {
            shapedGeometry(of: fragment, paragraph: paragraph, in: storage)
        }
    }

    /// `visualEdge(of:rightward:in:)` on a known line (also a rich text view's).
    static func visualEdge(
        of range: Range<Int>, column: Int, fragment: Fragment, rightward: Bool, geometry: () -> BidiLineGeometry?
    ) -> Int? {
        let lineStart = range.lowerBound - column + fragment.columns.lowerBound
        guard range.upperBound <= lineStart + fragment.text.count, let geometry = geometry() else { return nil }
        let edge = geometry.visualEdge(
            range.lowerBound - lineStart, range.upperBound - lineStart, rightward: rightward)
        return lineStart + edge
    }

    /// A hit on a shaped line: the column at `x` (from the line's left edge);
    /// past a wrapped line's end, before the next line's first Character.
    static func column(atX x: CGFloat, in fragment: Fragment, geometry: BidiLineGeometry, isLast: Bool) -> Int {
        let column = fragment.columns.lowerBound + geometry.offset(atX: x)
        let wrapped = !isLast && column == fragment.columns.upperBound
        return wrapped ? max(fragment.nextStart - 1, column) : column
    }

    /// The selection rectangles of `range` (container coordinates): per line
    /// from its first to its last, shaped lines in visual pieces.
    func selectionRects(of range: Range<Int>, in storage: TextStorage) -> [UITextSelectionRect] {
        var rects: [UITextSelectionRect] = []
        let first = place(of: range.lowerBound, in: storage), last = place(of: range.upperBound, in: storage)
        let startLine = firstLine(of: first.paragraph) + first.line
        let endLine = firstLine(of: last.paragraph) + last.line
        for line in startLine...max(startLine, endLine) where line - startLine < Self.maximumLinesShown {
            let (paragraph, _, fragment) = self.fragment(atLine: line, in: storage)
            let start = storage.start(ofParagraph: paragraph) + fragment.columns.lowerBound
            let lower = min(max(range.lowerBound - start, 0), fragment.text.count)
            let local = lower..<max(min(range.upperBound - start, fragment.text.count), lower)
            let top = CGFloat(line) * lineHeight
            if let geometry = shapedGeometry(of: fragment, paragraph: paragraph, in: storage) {
                rects += geometry.selectionRects(of: local, left: leftEdge(of: geometry), top: top, height: lineHeight)
                continue
            }
            let x0 = x(ofColumn: fragment.columns.lowerBound + local.lowerBound, in: fragment)
            let x1 = x(ofColumn: fragment.columns.lowerBound + local.upperBound, in: fragment)
            rects.append(
                UITextSelectionRect(
                    rect: CGRect(x: x0, y: top, width: max(x1 - x0, 0), height: lineHeight),
                    writingDirection: .leftToRight, containsStart: line == startLine, containsEnd: line == endLine))
        }
        return rects
    }
}
