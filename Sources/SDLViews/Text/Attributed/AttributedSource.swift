import Foundation

/// An attributed string as the text engine reads it: its paragraphs as
/// Unicode scalars (what bidi, line breaking and shaping count), each scalar
/// tagged with its attribute run, whose attributes are read once.
///
/// Foundation's ranges count UTF-16 units; the conversion to scalars happens
/// here, once, so the rest of the engine counts scalars only.
@MainActor
struct AttributedSource {
    struct Paragraph {
        var scalars: [UInt32] = []
        /// Each scalar's index in `styles`.
        var styleIndices: [Int] = []
        /// The run of the paragraph's first character, or of the line break
        /// ending an empty paragraph: its paragraph style and its font's height.
        var leadStyle: Int
    }

    let styles: [TextRunStyle]
    let paragraphs: [Paragraph]

    init(_ string: NSAttributedString, defaults: TextRunStyle.Defaults, fontScale: CGFloat = 1) {
        var styles: [TextRunStyle] = []
        var runEnds: [Int] = []
        string.enumerateAttributes(in: NSRange(location: 0, length: string.length), options: []) { attributes, range, _ in
            styles.append(TextRunStyle(attributes, defaults: defaults).scaled(by: fontScale))
            runEnds.append(range.location + range.length)
        }
        if styles.isEmpty { styles.append(TextRunStyle([:], defaults: defaults).scaled(by: fontScale)) }
        self.styles = styles
        paragraphs = Self.split(string.string, runEnds: runEnds)
    }

    /// Paragraphs at line feeds, "\r\n" and U+2029, as `ShapedLineBuilder.paragraphs`.
    private static func split(_ text: String, runEnds: [Int]) -> [Paragraph] {
        var paragraphs = [Paragraph(leadStyle: 0)]
        var run = 0
        var utf16Offset = 0
        var previous: UInt32 = 0
        for scalar in text.unicodeScalars {
            while run < runEnds.count - 1 && utf16Offset >= runEnds[run] { run += 1 }
            utf16Offset += scalar.utf16.count
            let last = paragraphs.count - 1
            if paragraphs[last].scalars.isEmpty { paragraphs[last].leadStyle = run }
            switch scalar.value {
            case 0x0A where previous == 0x0D: break
            case 0x0A, 0x0D, 0x2029: paragraphs.append(Paragraph(leadStyle: run))
            default:
                paragraphs[last].scalars.append(scalar.value)
                paragraphs[last].styleIndices.append(run)
            }
            previous = scalar.value
        }
        return paragraphs
    }
}
