import Foundation

/// A text view's lines that the text engine lays out, by their text, font and
/// paragraph direction, so drawing, the caret and hit testing of a line shape
/// it once. Bounded: a text view shows a screenful of lines, and the caret's
/// line is the one most asked for.
@MainActor
final class ShapedLineCache {
    private struct Key: Hashable {
        let text: Substring
        let fontName: String
        let pointSize: CGFloat
        let isRightToLeft: Bool
    }

    private var lines: [Key: BidiLineGeometry] = [:]
    /// Paragraph directions by the paragraph's opening text.
    private var directions: [Substring: Bool] = [:]
    static let capacity = 1024
    /// The Characters of a paragraph's start its direction is read from (the
    /// first strong character, UAX #9 P2, is almost always this early).
    static let directionPrefix = 256

    /// The engine's line for `text` in a paragraph opening with `paragraphStart`,
    /// nil when the line holds no script the engine is needed for.
    func geometry(_ text: Substring, paragraphStart: Substring, font: UIFont) -> BidiLineGeometry? {
        guard ScriptResolver.needsTextEngine(String(text)) else { return nil }
        let rightToLeft = isRightToLeft(paragraphStart)
        let key = Key(text: text, fontName: font.fontName, pointSize: font.pointSize, isRightToLeft: rightToLeft)
        if let known = lines[key] { return known }
        guard let made = BidiLineGeometry.make(String(text), font: font, direction: rightToLeft ? .rightToLeft : .leftToRight)
        else { return nil }
        if lines.count >= Self.capacity { lines.removeAll(keepingCapacity: true) }
        lines[key] = made
        return made
    }

    /// Whether a paragraph opening with `start` is right to left (UAX #9 P2, P3).
    func isRightToLeft(_ start: Substring) -> Bool {
        if let known = directions[start] { return known }
        let level = BidiParagraph(String(start), base: .natural).paragraphLevel
        if directions.count >= Self.capacity { directions.removeAll(keepingCapacity: true) }
        directions[start] = level == 1
        return level == 1
    }

    func removeAll() {
        lines.removeAll()
        directions.removeAll()
    }
}
