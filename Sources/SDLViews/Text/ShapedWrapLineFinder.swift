import Foundation

/// A text view's line finder: lines SDL_ttf draws wrap as `WordWrapLineFinder`
/// wraps them; a line in a script the text engine draws (right to left,
/// complex shaping) wraps as a label wraps it instead: at UAX #14 break
/// opportunities, by HarfBuzz's advances of the text shaped from the line's
/// start in its paragraph's direction (`LineFitting`, `ShapedLineBuilder`'s
/// rules). So an Arabic, Hindi or Thai paragraph breaks where a `UILabel`
/// as wide breaks it, and a shaped line is never wider than the view.
///
/// The text is shaped once per piece of paragraph the layout hands over, and
/// the advances kept for the lines after, so wrapping costs one shaping pass.
@MainActor
struct ShapedWrapLineFinder: LineFinding {
    private var plain: WordWrapLineFinder
    private let font: UIFont
    /// Asked only when a line needs shaping: plain text never reads its paragraph's start.
    private let isRightToLeft: () -> Bool
    /// The paragraph is known to be all ASCII: no line of it needs the text engine.
    private let isASCIIParagraph: Bool
    /// The piece of text last shaped and what wrapping it needs.
    private var shaped: (chars: [Character], scalarStarts: [Int], advances: [CGFloat], fitting: LineFitting)?

    init(font: UIFont, maxWidth: CGFloat, hint: Int, isASCIIParagraph: Bool = false, isRightToLeft: @escaping () -> Bool) {
        plain = WordWrapLineFinder(font: font, maxWidth: maxWidth, hint: hint)
        self.font = font
        self.isASCIIParagraph = isASCIIParagraph
        self.isRightToLeft = isRightToLeft
    }

    mutating func nextLine(in chars: [Character], from start: Int, textEnds: Bool) -> (line: Range<Int>, next: Int)? {
        guard let found = plain.nextLine(in: chars, from: start, textEnds: textEnds) else { return nil }
        if isASCIIParagraph { return found }
        let shown = chars[start..<max(found.next, found.line.upperBound)]
        guard !Self.isASCII(shown), ScriptResolver.needsTextEngine(String(shown)), font.filePath != nil else {
            return found
        }
        return shapedLine(in: chars, from: start, textEnds: textEnds)
    }

    /// Whether every Character is ASCII, without joining them into a String
    /// first (plain text asks this for every line it wraps).
    private static func isASCII(_ chars: ArraySlice<Character>) -> Bool {
        for character in chars where !character.isASCII { return false }
        return true
    }

    /// The line from `start` by shaped widths; nil when it may run past the text handed over.
    private mutating func shapedLine(in chars: [Character], from start: Int, textEnds: Bool) -> (line: Range<Int>, next: Int)? {
        if shaped?.chars != chars { shape(chars) }
        guard let shaped else { return nil }
        let startScalar = shaped.scalarStarts[start]
        let endScalar = shaped.fitting.lineEnd(from: startScalar, limit: plain.maxWidth) { index, _ in shaped.advances[index] }
        if endScalar >= shaped.advances.count && !textEnds { return nil }
        // A break falls between Characters; one inside a cluster rounds up to its end.
        let next = shaped.scalarStarts.firstIndex { $0 >= endScalar } ?? chars.count
        var end = max(next, start + 1)
        while end > start + 1 && chars[end - 1] == " " { end -= 1 }
        return (start..<end, max(next, start + 1))
    }

    /// Shapes `chars` as one paragraph piece: each scalar's advance, and each Character's first scalar.
    private mutating func shape(_ chars: [Character]) {
        var scalars: [UInt32] = []
        var starts: [Int] = []
        starts.reserveCapacity(chars.count + 1)
        for character in chars {
            starts.append(scalars.count)
            scalars.append(contentsOf: character.unicodeScalars.map(\.value))
        }
        starts.append(scalars.count)
        guard let path = font.filePath else { return shaped = nil }
        let direction: BidiParagraph.BaseDirection = isRightToLeft() ? .rightToLeft : .leftToRight
        let paragraph = ShapedParagraph(scalars: scalars, font: font, primaryPath: path, direction: direction)
        shaped = (chars, starts, paragraph.advances(), LineFitting(scalars: scalars, wrapsCharacters: false))
    }
}
