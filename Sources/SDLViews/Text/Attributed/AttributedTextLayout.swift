import Foundation

/// An attributed string laid out by the text engine: paragraphs broken into
/// lines (`AttributedLineBreaker`), each line as tall as its tallest run
/// (then `lineHeightMultiple` and the minimum and maximum heights), stacked
/// with line and paragraph spacing. Measuring (`usedSize`, `size`) and
/// drawing (`AttributedTextPainter`) read the same lines, so a bounding rect
/// holds what is drawn.
///
/// As UIKit: a paragraph's style is its first character's; `.natural`
/// follows each paragraph's direction; extra height from `lineHeightMultiple`
/// goes above the text; `lineSpacing` separates lines (none after the last).
@MainActor
struct AttributedTextLayout {
    struct PlacedLine {
        let line: AttributedLine
        let settings: ParagraphSettings
        /// From the layout's top, in points.
        let top: CGFloat
        let height: CGFloat
        let baseline: CGFloat
    }

    /// The line limits and fitting options of whoever lays the text out.
    struct Options {
        var maxWidth: CGFloat?
        /// 0: no limit.
        var numberOfLines = 0
        /// nil: each paragraph's own style's mode (string drawing); a label's mode otherwise.
        var lineBreakMode: NSLineBreakMode?
        var allowsTightening = false
        /// Every font's size is multiplied by this (`adjustsFontSizeToFitWidth`).
        var fontScale: CGFloat = 1
    }

    let styles: [TextRunStyle]
    let lines: [PlacedLine]
    /// The widest line with its head indent by the lines' height, unrounded
    /// (what UIKit's string measuring returns).
    let usedSize: CGSize
    /// Whether text was hidden or shortened to fit the lines allowed.
    let isTruncated: Bool
    /// The width limit, if any: what lines align in.
    let maxWidth: CGFloat?

    /// `usedSize` rounded up to whole points, as a label's sizes are; the width at most the limit.
    var size: CGSize {
        CGSize(width: Self.roundUp(min(usedSize.width, maxWidth ?? .infinity)), height: Self.roundUp(usedSize.height))
    }

    /// The first line's ascent: from the top to the first baseline.
    var firstBaseline: CGFloat { lines.first?.baseline ?? 0 }

    init(_ string: NSAttributedString, defaults: TextRunStyle.Defaults, options: Options) {
        let limit = options.maxWidth.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        let scale = options.fontScale.isFinite && options.fontScale > 0 ? options.fontScale : 1
        let source = AttributedSource(string, defaults: defaults, fontScale: scale)
        styles = source.styles
        maxWidth = limit
        var placed: [PlacedLine] = []
        var truncated = false
        let paragraphs = string.length == 0 ? [] : source.paragraphs
        for (index, part) in paragraphs.enumerated() {
            let settings = ParagraphSettings(style: styles[part.leadStyle].paragraph, defaultAlignment: defaults.alignment)
            let paragraph = AttributedParagraph(part, styles: styles, settings: settings)
            let breaker = AttributedLineBreaker(
                maxWidth: limit, mode: options.lineBreakMode ?? settings.values.lineBreakMode,
                allowsTightening: options.allowsTightening)
            let remaining = options.numberOfLines > 0 ? options.numberOfLines - placed.count : 0
            let (lines, shortened) = breaker.lines(
                paragraph, maxLines: remaining, hidesMore: index < paragraphs.count - 1)
            for line in lines { placed.append(Self.place(line, settings: settings, after: placed.last)) }
            truncated = truncated || shortened
            if options.numberOfLines > 0 && placed.count >= options.numberOfLines {
                truncated = truncated || index < paragraphs.count - 1
                break
            }
        }
        lines = placed
        isTruncated = truncated
        let width = placed.map { $0.settings.headIndent(firstLine: $0.line.isParagraphStart) + $0.line.width }.max() ?? 0
        usedSize = CGSize(width: width, height: placed.last.map { $0.top + $0.height } ?? 0)
    }

    /// The line below `previous`: after its line spacing, and its paragraph's
    /// spacing and this one's spacing before when a paragraph ends between them.
    private static func place(_ line: AttributedLine, settings: ParagraphSettings, after previous: PlacedLine?)
        -> PlacedLine
    {
        var top: CGFloat = 0
        if let previous {
            top = previous.top + previous.height + previous.settings.values.lineSpacing
            if previous.line.isParagraphEnd {
                top += previous.settings.values.paragraphSpacing + settings.values.paragraphSpacingBefore
            }
        }
        let height = settings.lineHeight(natural: line.ascent + line.descent)
        return PlacedLine(line: line, settings: settings, top: top, height: height, baseline: top + height - line.descent)
    }

    /// Where the line's left edge sits in a box `width` wide, and the extra
    /// width each space gets when the line is justified.
    func lineStart(_ placed: PlacedLine, in width: CGFloat) -> (x: CGFloat, perSpace: CGFloat) {
        let line = placed.line
        let head = placed.settings.headIndent(firstLine: line.isParagraphStart)
        let available = placed.settings.available(in: width, firstLine: line.isParagraphStart) ?? max(0, width - head)
        let regionStart = line.isRightToLeft ? width - head - available : head
        let slack = max(0, available - line.width)
        switch placed.settings.alignment {
        case .left: return (regionStart, 0)
        case .right: return (regionStart + slack, 0)
        case .center: return (regionStart + slack / 2, 0)
        case .natural: return (regionStart + (line.isRightToLeft ? slack : 0), 0)
        case .justified:
            let spaces = line.spaceCount
            if !line.isParagraphEnd && spaces > 0 { return (regionStart, slack / CGFloat(spaces)) }
            return (regionStart + (line.isRightToLeft ? slack : 0), 0)
        }
    }

    /// The lines that fit within `height` (at least one), for drawing into a
    /// rect and `truncatesLastVisibleLine`.
    func lineCount(fitting height: CGFloat) -> Int {
        max(1, lines.filter { $0.top + $0.height <= height + 1e-6 }.count)
    }

    static func roundUp(_ value: CGFloat) -> CGFloat {
        value <= 0 ? 0 : (value - 1e-6).rounded(.up)
    }
}
