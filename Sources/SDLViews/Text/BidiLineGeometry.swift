import Foundation

/// Where the caret, selections and clicks fall on one line of editable text
/// that the text engine lays out (bidirectional, shaped): the geometry behind
/// `caretRect(for:)`, `selectionRects(for:)`, `closestPosition(to:)` and
/// the arrow keys of `UITextField` and `UITextView`.
///
/// Offsets are Character offsets of the line's text (the caret never stands
/// inside a grapheme cluster). Each Character gets a box: its glyphs' advances,
/// a ligature's advance shared evenly between the Characters it shows, as
/// Core Text does. x is in points from the line's left edge.
///
/// The caret at an offset stands at the logical end of the Character before
/// it (upstream affinity, as Core Text places an insertion point that has no
/// affinity of its own): the right edge of a left-to-right Character, the left
/// edge of a right-to-left one; at offset 0, at the first Character's start.
/// So at a direction boundary the caret belongs to the run just typed into.
/// Positions carry no affinity here, so a few visual places at run boundaries
/// show no offset of their own (the arrows skip them).
@MainActor
struct BidiLineGeometry {
    /// The shaped line, runs from left to right.
    let line: ShapedTextLine
    /// The paragraph's direction: where `.natural` aligns the line.
    let isRightToLeft: Bool
    /// The number of Characters.
    let count: Int
    private let lefts: [CGFloat]
    private let rights: [CGFloat]
    private let characterIsRightToLeft: [Bool]
    /// Characters from left to right, and each Character's place in that order.
    private let visualOrder: [Int]
    private let visualIndex: [Int]
    /// The offsets whose caret shows in each gap between Characters (gap k is
    /// left of the k-th Character from the left; gap `count` is the right end).
    private let offsetsAtGap: [[Int]]

    var width: CGFloat { line.width }

    /// Lays out `text` as one line in `font`; nil (logged) when the font has no
    /// file to shape with. `direction` `.natural` is the first strong character's.
    static func make(
        _ text: String, font: UIFont, direction: BidiParagraph.BaseDirection = .natural
    ) -> BidiLineGeometry? {
        guard let path = font.filePath else {
            SDLViewsLog.error("text engine: font \(font.fontName) has no file to shape with; the caret falls back")
            return nil
        }
        let scalars = text.unicodeScalars.map(\.value)
        let paragraph = ShapedParagraph(scalars: scalars, font: font, primaryPath: path, direction: direction)
        let line = paragraph.line(0..<scalars.count, isParagraphEnd: true, hangsSpaces: false)
        return BidiLineGeometry(line: line, text: text, isRightToLeft: paragraph.isRightToLeft)
    }

    /// The geometry of a line of attributed text (a rich text view's), whose
    /// runs differ in font and size; `text` is the line's Characters. A tab or
    /// an attachment, which has no glyph, is one box as wide as its run.
    static func make(_ attributed: AttributedLine, text: String) -> BidiLineGeometry {
        let first = attributed.range.lowerBound
        let runs = attributed.runs.map { run in
            let glyphs = run.glyphs.isEmpty
                ? [ShapedRun.Glyph(id: 0, cluster: 0, advanceX: Int32((run.width * 64).rounded()), advanceY: 0, offsetX: 0, offsetY: 0)]
                : run.glyphs
            let range = (run.item.range.lowerBound - first)..<(run.item.range.upperBound - first)
            return ShapedTextLine.GlyphRun(
                fontPath: run.item.fontPath, scalarRange: range, glyphs: glyphs, x: run.x, width: run.width,
                isRightToLeft: run.item.isRightToLeft)
        }
        let line = ShapedTextLine(
            runs: runs, scalars: text.unicodeScalars.map(\.value), isRightToLeft: attributed.isRightToLeft,
            isParagraphEnd: attributed.isParagraphEnd)
        return BidiLineGeometry(line: line, text: text, isRightToLeft: attributed.isRightToLeft)
    }

    private init(line: ShapedTextLine, text: String, isRightToLeft: Bool) {
        self.line = line
        self.isRightToLeft = isRightToLeft
        let characterOf = Self.characterIndices(text)
        let count = characterOf.last.map { $0 + 1 } ?? 0
        self.count = count
        var boxes = CharacterBoxes(count: count)
        for run in line.runs { boxes.add(run, characterOf: characterOf) }
        boxes.fillGaps(isRightToLeft: isRightToLeft)
        lefts = boxes.lefts.map { $0 ?? 0 }
        rights = boxes.rights.map { $0 ?? 0 }
        characterIsRightToLeft = boxes.rightToLeft
        visualOrder = boxes.visualOrder
        var visualIndex = [Int](repeating: 0, count: count)
        for (position, character) in visualOrder.enumerated() { visualIndex[character] = position }
        self.visualIndex = visualIndex
        var offsetsAtGap = [[Int]](repeating: [], count: count + 1)
        for offset in 0...count {
            offsetsAtGap[Self.gap(of: offset, count: count, rtl: characterIsRightToLeft, visualIndex: visualIndex)]
                .append(offset)
        }
        self.offsetsAtGap = offsetsAtGap
    }

    /// Each scalar's Character index.
    private static func characterIndices(_ text: String) -> [Int] {
        var indices: [Int] = []
        for (index, character) in text.enumerated() {
            indices.append(contentsOf: repeatElement(index, count: character.unicodeScalars.count))
        }
        return indices
    }

    // MARK: - Caret

    /// The gap whose edge shows the caret at `offset` (upstream affinity).
    private static func gap(of offset: Int, count: Int, rtl: [Bool], visualIndex: [Int]) -> Int {
        guard count > 0 else { return 0 }
        let offset = min(max(offset, 0), count)
        if offset == 0 { return rtl[0] ? visualIndex[0] + 1 : visualIndex[0] }
        let before = offset - 1
        return rtl[before] ? visualIndex[before] : visualIndex[before] + 1
    }

    private func gap(of offset: Int) -> Int {
        Self.gap(of: offset, count: count, rtl: characterIsRightToLeft, visualIndex: visualIndex)
    }

    private func x(ofGap gap: Int) -> CGFloat {
        guard count > 0 else { return 0 }
        return gap < count ? lefts[visualOrder[gap]] : rights[visualOrder[count - 1]]
    }

    /// The caret's x for `offset` (clamped to the text).
    func caretX(at offset: Int) -> CGFloat { x(ofGap: gap(of: offset)) }

    /// Whether the Character at `index` is laid out right to left (nil outside the text).
    func isRightToLeft(character index: Int) -> Bool? {
        characterIsRightToLeft.indices.contains(index) ? characterIsRightToLeft[index] : nil
    }

    // MARK: - Moves

    /// The offset one caret place to the visual right (or left) of `offset`,
    /// nil at the line's end in that direction. Among offsets that show in the
    /// same place, the one logically nearest wins, so the arrows reach every run.
    func offset(from offset: Int, rightward: Bool) -> Int? {
        let step = rightward ? 1 : -1
        var gap = gap(of: offset) + step
        while (0...count).contains(gap) {
            if let nearest = offsetsAtGap[gap].min(by: { abs($0 - offset) < abs($1 - offset) }) { return nearest }
            gap += step
        }
        return nil
    }

    /// Of two offsets, the one whose caret is further left (or right).
    func visualEdge(_ a: Int, _ b: Int, rightward: Bool) -> Int {
        let (ga, gb) = (gap(of: a), gap(of: b))
        if ga == gb { return rightward ? max(a, b) : min(a, b) }
        return (ga > gb) == rightward ? a : b
    }

    // MARK: - Hit testing

    /// The offset of the grapheme edge nearest to `x`: of the two Characters
    /// meeting there, the one on the point's side decides, preferring an offset
    /// whose caret shows at that edge.
    func offset(atX x: CGFloat) -> Int {
        guard count > 0 else { return 0 }
        guard !x.isNaN else {
            SDLViewsLog.error("text engine: hit test at a NaN x; the start of the line is taken")
            return 0
        }
        let x = min(max(x, -1e9), 1e9)
        var nearest = 0
        for gap in 1...count where abs(self.x(ofGap: gap) - x) < abs(self.x(ofGap: nearest) - x) { nearest = gap }
        let left = nearest > 0 ? visualOrder[nearest - 1] : nil
        let right = nearest < count ? visualOrder[nearest] : nil
        // The offset at the edge shared with the neighbour: after a left-to-right
        // Character on its left, before a right-to-left one, and so on.
        let fromLeft = left.map { characterIsRightToLeft[$0] ? $0 : $0 + 1 }
        let fromRight = right.map { characterIsRightToLeft[$0] ? $0 + 1 : $0 }
        let sides = x < self.x(ofGap: nearest) ? [fromLeft, fromRight] : [fromRight, fromLeft]
        let candidates = sides.compactMap { $0 }
        return candidates.first { offsetsAtGap[nearest].contains($0) } ?? candidates.first ?? 0
    }

    // MARK: - Selection

    /// `UITextSelectionRect`s of `range` on this line, its left edge at `left`,
    /// its top at `top`, `height` high.
    func selectionRects(of range: Range<Int>, left: CGFloat, top: CGFloat, height: CGFloat) -> [UITextSelectionRect] {
        let startX = caretX(at: range.lowerBound), endX = caretX(at: range.upperBound)
        return spans(of: range).map { span in
            let character = visualOrder.first { range.contains($0) && lefts[$0] >= span.lowerBound - 0.001 }
            let rtl = character.flatMap { isRightToLeft(character: $0) } ?? isRightToLeft
            return UITextSelectionRect(
                rect: CGRect(x: left + span.lowerBound, y: top, width: span.upperBound - span.lowerBound, height: height),
                writingDirection: rtl ? .rightToLeft : .leftToRight,
                containsStart: span.contains(startX), containsEnd: span.contains(endX))
        }
    }

    /// The horizontal spans a logical range covers, left to right: one per
    /// visually contiguous piece (a range across a direction boundary gives several).
    func spans(of range: Range<Int>) -> [ClosedRange<CGFloat>] {
        var spans: [ClosedRange<CGFloat>] = []
        var open: (lower: CGFloat, upper: CGFloat)?
        for character in visualOrder {
            if range.contains(character) {
                open = (open?.lower ?? lefts[character], rights[character])
            } else if let span = open {
                spans.append(span.lower...max(span.lower, span.upper))
                open = nil
            }
        }
        if let span = open { spans.append(span.lower...max(span.lower, span.upper)) }
        return spans
    }
}

/// Each Character's box and direction, collected from a line's glyph runs.
private struct CharacterBoxes {
    var lefts: [CGFloat?]
    var rights: [CGFloat?]
    var rightToLeft: [Bool]
    var visualOrder: [Int] = []
    private var placed: Set<Int> = []

    init(count: Int) {
        lefts = Array(repeating: nil, count: count)
        rights = Array(repeating: nil, count: count)
        rightToLeft = Array(repeating: false, count: count)
    }

    /// The run's clusters' boxes shared among their Characters, and the
    /// Characters in visual order (a right-to-left run shows its last first).
    mutating func add(_ run: ShapedTextLine.GlyphRun, characterOf: [Int]) {
        var clusterBoxes: [Int: (CGFloat, CGFloat)] = [:]
        var pen = run.x
        for glyph in run.glyphs {
            let advance = CGFloat(glyph.advanceX) / 64
            let scalar = run.scalarRange.lowerBound + glyph.cluster
            let box = clusterBoxes[scalar] ?? (pen, pen)
            clusterBoxes[scalar] = (min(box.0, pen), max(box.1, pen + advance))
            pen += advance
        }
        let starts = clusterBoxes.keys.sorted()
        for (index, start) in starts.enumerated() {
            let end = index + 1 < starts.count ? starts[index + 1] : run.scalarRange.upperBound
            guard let box = clusterBoxes[start] else { continue }
            share(box, among: start..<end, characterOf: characterOf, rtl: run.isRightToLeft)
        }
        let characters = run.scalarRange.compactMap { characterOf.indices.contains($0) ? characterOf[$0] : nil }
        for character in run.isRightToLeft ? characters.reversed() : characters where !placed.contains(character) {
            placed.insert(character)
            visualOrder.append(character)
            rightToLeft[character] = run.isRightToLeft
        }
    }

    /// A cluster's box split evenly among the Characters its scalars belong to,
    /// the first at the run's start side.
    private mutating func share(_ box: (CGFloat, CGFloat), among scalars: Range<Int>, characterOf: [Int], rtl: Bool) {
        var characters: [Int] = []
        for scalar in scalars where characterOf.indices.contains(scalar) {
            if characters.last != characterOf[scalar] { characters.append(characterOf[scalar]) }
        }
        guard !characters.isEmpty else { return }
        let part = (box.1 - box.0) / CGFloat(characters.count)
        for (index, character) in characters.enumerated() {
            let place = rtl ? characters.count - 1 - index : index
            let left = box.0 + part * CGFloat(place), right = left + part
            lefts[character] = min(lefts[character] ?? left, left)
            rights[character] = max(rights[character] ?? right, right)
        }
    }

    /// Characters no glyph showed (none in the runs) take a zero-width box at
    /// their logical neighbour's edge, and their place after it.
    mutating func fillGaps(isRightToLeft: Bool) {
        for character in lefts.indices where lefts[character] == nil {
            let edge = character > 0 ? (rightToLeft[character - 1] ? lefts[character - 1] : rights[character - 1]) : nil
            lefts[character] = edge ?? 0
            rights[character] = edge ?? 0
            if !placed.contains(character) {
                placed.insert(character)
                rightToLeft[character] = character > 0 ? rightToLeft[character - 1] : isRightToLeft
                let neighbour = character > 0 ? visualOrder.firstIndex(of: character - 1) : nil
                let at = neighbour.map { rightToLeft[character] ? $0 : $0 + 1 } ?? (isRightToLeft ? visualOrder.count : 0)
                visualOrder.insert(character, at: at)
            }
        }
    }
}
