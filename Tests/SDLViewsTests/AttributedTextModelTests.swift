import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// Model-based and fuzz tests of attributed text: a label's `text`,
/// `attributedText`, `font`, `textColor` and `textAlignment` in random
/// orders against a model of UIKit's rules; random attributed strings (runs
/// of fonts, kern, offsets, attachments, paragraph styles, bad values) laid
/// out at random widths and line counts, checked for what must always hold.
@MainActor
@Suite(.serialized) struct AttributedTextModelTests {
    /// What UIKit's label holds: the string and, per UTF-16 offset, its font
    /// size, colour and alignment.
    struct Model {
        var string: String?
        var sizes: [CGFloat] = []
        var colors: [UIColor] = []
        var alignments: [NSTextAlignment] = []
    }

    @Test(arguments: 0..<8) func labelFollowsUIKitsRules(seed: UInt64) throws {
        _ = try HeadlessScreen(width: 10, height: 10)
        var random = SeededGenerator(seed: 0xA77 + seed)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        var model = Model()
        let colors: [UIColor] = [.red, .green, .blue, .black]
        let alignments: [NSTextAlignment] = [.left, .center, .right, .natural, .justified]
        for _ in 0..<60 {
            switch Int.random(in: 0..<5, using: &random) {
            case 0:
                let text = Bool.random(using: &random) ? nil : String(repeating: "ab ", count: Int.random(in: 0..<4, using: &random))
                label.text = text
                let length = (text ?? "").utf16.count
                model = Model(
                    string: text, sizes: Array(repeating: label.font.pointSize, count: length),
                    colors: Array(repeating: label.textColor, count: length),
                    alignments: Array(repeating: label.textAlignment, count: length))
            case 1:
                let string = NSMutableAttributedString(string: "")
                var sizes: [CGFloat] = [], runColors: [UIColor] = [], runAlignments: [NSTextAlignment] = []
                for _ in 0..<Int.random(in: 1..<4, using: &random) {
                    let size = CGFloat(Int.random(in: 10...30, using: &random))
                    let color = colors.randomElement(using: &random)!
                    let style = NSMutableParagraphStyle()
                    style.alignment = alignments.randomElement(using: &random)!
                    let piece = "xy"
                    string.append(
                        NSAttributedString(
                            string: piece,
                            attributes: [.font: UIFont.systemFont(ofSize: size), .foregroundColor: color, .paragraphStyle: style]))
                    sizes += [size, size]
                    runColors += [color, color]
                    runAlignments += [style.alignment, style.alignment]
                }
                label.attributedText = string
                model = Model(string: string.string, sizes: sizes, colors: runColors, alignments: runAlignments)
            case 2:
                let size = CGFloat(Int.random(in: 10...30, using: &random))
                label.font = UIFont.systemFont(ofSize: size)
                model.sizes = model.sizes.map { _ in size }
            case 3:
                let color = colors.randomElement(using: &random)!
                label.textColor = color
                model.colors = model.colors.map { _ in color }
            default:
                let alignment = alignments.randomElement(using: &random)!
                label.textAlignment = alignment
                model.alignments = model.alignments.map { _ in alignment }
            }
            try check(label, against: model)
        }
    }

    private func check(_ label: UILabel, against model: Model) throws {
        #expect(label.text == model.string)
        guard let string = model.string else {
            #expect(label.attributedText == nil)
            return
        }
        let attributed = try #require(label.attributedText)
        #expect(attributed.string == string)
        for offset in 0..<attributed.length {
            #expect((attributed.attribute(.font, at: offset, effectiveRange: nil) as? UIFont)?.pointSize == model.sizes[offset])
            #expect(attributed.attribute(.foregroundColor, at: offset, effectiveRange: nil) as? UIColor == model.colors[offset])
            let style = attributed.attribute(.paragraphStyle, at: offset, effectiveRange: nil) as? NSParagraphStyle
            #expect(style?.alignment == model.alignments[offset])
        }
        // Measuring follows the text: empty text has no size.
        let size = label.intrinsicContentSize
        #expect(size.width.isFinite && size.height.isFinite)
        #expect((size == .zero) == string.isEmpty)
    }

    @Test(arguments: 0..<6) func randomStringsLayOutSafely(seed: UInt64) throws {
        _ = try HeadlessScreen(width: 10, height: 10)
        var random = SeededGenerator(seed: 0xF00D + seed)
        let words = ["word", "שלום", "مرحبا", "\t", " ", "\n", "ffi", "x"]
        let numbers: [Any] = [CGFloat(2), Double.nan, 3, -1.5, CGFloat.infinity, NSNumber(value: 0.5)]
        for _ in 0..<25 {
            let string = NSMutableAttributedString(string: "")
            for _ in 0..<Int.random(in: 0..<12, using: &random) {
                var attributes: [NSAttributedString.Key: Any] = [
                    .font: UIFont.systemFont(ofSize: CGFloat(Int.random(in: 6...40, using: &random))),
                    .kern: numbers.randomElement(using: &random)!,
                    .baselineOffset: numbers.randomElement(using: &random)!,
                    .underlineStyle: Int.random(in: 0...0x8409, using: &random),
                ]
                if Bool.random(using: &random) {
                    let style = NSMutableParagraphStyle()
                    style.lineHeightMultiple = CGFloat(Double.random(in: -1...3, using: &random))
                    style.headIndent = CGFloat(Double.random(in: -10...300, using: &random))
                    style.tailIndent = CGFloat(Double.random(in: -300...300, using: &random))
                    style.alignment = [.left, .center, .right, .justified, .natural].randomElement(using: &random)!
                    attributes[.paragraphStyle] = style
                }
                if Int.random(in: 0..<5, using: &random) == 0 {
                    let attachment = NSTextAttachment()
                    attachment.bounds = CGRect(x: 0, y: -3, width: Double.random(in: 0...50, using: &random), height: 12)
                    string.append(NSAttributedString(attachment: attachment))
                }
                string.append(NSAttributedString(string: words.randomElement(using: &random)!, attributes: attributes))
            }
            let width = [CGFloat.nan, -5, 0, 1, 40, 150, 1000].randomElement(using: &random)!
            let lines = Int.random(in: -1...3, using: &random)
            let mode = [NSLineBreakMode.byWordWrapping, .byCharWrapping, .byClipping, .byTruncatingHead,
                .byTruncatingTail, .byTruncatingMiddle].randomElement(using: &random)!
            let layout = AttributedTextLayout(
                string, defaults: .drawing,
                options: .init(maxWidth: width, numberOfLines: lines, lineBreakMode: mode, allowsTightening: Bool.random(using: &random)))
            #expect(layout.usedSize.width.isFinite && layout.usedSize.height.isFinite)
            #expect(layout.usedSize.height >= 0)
            if lines > 0 { #expect(layout.lines.count <= lines) }
            #expect(zip(layout.lines, layout.lines.dropFirst()).allSatisfy { $0.top <= $1.top })
            let rect = string.boundingRect(
                with: CGSize(width: width, height: .infinity), options: .usesLineFragmentOrigin, context: nil)
            #expect(rect.width.isFinite && rect.height.isFinite)
            _ = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 40)).image { _ in
                string.draw(in: CGRect(x: 0, y: 0, width: 60, height: 40))
            }
        }
    }
}
