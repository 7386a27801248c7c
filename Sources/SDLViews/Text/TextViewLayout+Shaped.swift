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
        guard width.isFinite, width > geometry.width else { return 0 }
        switch alignment {
        case .center: return (width - geometry.width) / 2
        case .right: return width - geometry.width
        case .left: return 0
        case .natural, .justified: return geometry.isRightToLeft ? width - geometry.width : 0
        }
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
        let local = min(max(column - fragment.columns.lowerBound, 0), geometry.count)
        if let moved = geometry.offset(from: local, rightward: rightward) {
            return offset - column + fragment.columns.lowerBound + moved
        }
        // At the line's visual end: on to the next (or previous) line, never
        // back across this one against the key.
        let forward = rightward != geometry.isRightToLeft
        let target = forward ? min(offset + 1, storage.count) : max(offset - 1, 0)
        let lineStart = offset - column + fragment.columns.lowerBound
        return (lineStart...lineStart + fragment.text.count).contains(target) ? offset : target
    }

    /// Of a range's two ends, the one shown further right (or left), when both
    /// are on one shaped line.
    func visualEdge(of range: Range<Int>, rightward: Bool, in storage: TextStorage) -> Int? {
        let (paragraph, column) = storage.location(of: range.lowerBound)
        let (_, fragment, _) = self.fragment(paragraph: paragraph, column: column, in: storage)
        let lineStart = range.lowerBound - column + fragment.columns.lowerBound
        guard range.upperBound <= lineStart + fragment.text.count,
            let geometry = shapedGeometry(of: fragment, paragraph: paragraph, in: storage)
        else { return nil }
        let edge = geometry.visualEdge(
            range.lowerBound - lineStart, range.upperBound - lineStart, rightward: rightward)
        return lineStart + edge
    }
}
