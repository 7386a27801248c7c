import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// Attributed strings on the text engine (`AttributedTextLayout`): widths
/// with kern, line heights from paragraph styles, indents and tab stops,
/// baseline offsets and attachments in the line's height, `boundingRect`
/// holding the drawn ink, UILabel's `text` / `attributedText` semantics,
/// font shrinking and tightening, UIButton's attributed titles and refusals
/// of bad values.
@MainActor
@Suite(.serialized) struct AttributedTextTests {
    static let font = UIFont.systemFont(ofSize: 20)

    static func layout(
        _ string: NSAttributedString, width: CGFloat? = nil, lines: Int = 0, mode: NSLineBreakMode? = nil,
        tightening: Bool = false
    ) -> AttributedTextLayout {
        AttributedTextLayout(
            string, defaults: .init(font: font, color: .black),
            options: .init(maxWidth: width, numberOfLines: lines, lineBreakMode: mode, allowsTightening: tightening))
    }

    static func styled(_ text: String, _ configure: (NSMutableParagraphStyle) -> Void) -> NSAttributedString {
        let style = NSMutableParagraphStyle()
        configure(style)
        return NSAttributedString(string: text, attributes: [.font: font, .paragraphStyle: style])
    }

    /// HarfBuzz's advance width of `text` in `font`, as one left-to-right run.
    static func shapedWidth(_ text: String, _ font: UIFont) throws -> CGFloat {
        let path = try #require(font.filePath)
        let run = try #require(
            TextShaper.shared.shape(
                TextShaper.Request(
                    fontPath: path, pixelSize: Double(font.pointSize), text: text, direction: .leftToRight)))
        return CGFloat(run.width)
    }

    // MARK: - Widths and line heights

    @Test func kernIsAddedAfterEveryCharacter() throws {
        let plain = NSAttributedString(string: "Hello", attributes: [.font: Self.font])
        let kerned = NSAttributedString(string: "Hello", attributes: [.font: Self.font, .kern: 3])
        let shaped = try Self.shapedWidth("Hello", Self.font)
        #expect(abs(Self.layout(plain).usedSize.width - shaped) < 1e-9)
        #expect(abs(Self.layout(kerned).usedSize.width - (shaped + 5 * 3)) < 1e-9)
        #expect(abs(kerned.size().width - (shaped + 15)) < 1e-9)
    }

    @Test func trackingTurnsLigaturesOff() throws {
        let text = "office"
        func glyphCount(_ attributes: [NSAttributedString.Key: Any]) throws -> Int {
            let string = NSAttributedString(string: text, attributes: attributes.merging([.font: Self.font]) { $1 })
            return try #require(Self.layout(string).lines.first?.line).runs.reduce(0) { $0 + $1.glyphs.count }
        }
        // DejaVu has an "ffi" ligature: without ligatures each character is a glyph.
        #expect(try glyphCount([:]) < text.count)
        #expect(try glyphCount([.kern: 1]) < text.count)
        #expect(try glyphCount([.tracking: 1]) == text.count)
    }

    @Test func mixedFontsTakeTheTallestRun() throws {
        let big = UIFont.systemFont(ofSize: 40)
        let string = NSMutableAttributedString(string: "small ", attributes: [.font: Self.font])
        string.append(NSAttributedString(string: "BIG", attributes: [.font: big]))
        let layout = Self.layout(string)
        let line = try #require(layout.lines.first)
        #expect(line.line.runs.count == 2)
        #expect(abs(line.height - big.lineHeight) < 1e-9)
        #expect(abs(line.baseline - big.ascender) < 1e-9)
        let expected = try Self.shapedWidth("small ", Self.font) + Self.shapedWidth("BIG", big)
        #expect(abs(layout.usedSize.width - expected) < 1e-9)
    }

    @Test func lineHeightMultipleMultipliesTheLineAndAddsAbove() throws {
        let layout = Self.layout(Self.styled("A\nB") { $0.lineHeightMultiple = 1.5 })
        try #require(layout.lines.count == 2)
        let height = Self.font.lineHeight * 1.5
        let descent = Self.font.lineHeight - Self.font.ascender
        #expect(abs(layout.usedSize.height - 2 * height) < 1e-9)
        #expect(abs(layout.lines[0].baseline - (height - descent)) < 1e-9)
        #expect(abs(layout.lines[1].baseline - layout.lines[0].baseline - height) < 1e-9)
    }

    @Test func lineAndParagraphSpacingSeparateLines() throws {
        let layout = Self.layout(
            Self.styled("A\nB") {
                $0.lineSpacing = 4
                $0.paragraphSpacing = 10
                $0.paragraphSpacingBefore = 3
            })
        try #require(layout.lines.count == 2)
        // Spacing before the first paragraph and after the last is not added.
        #expect(abs(layout.lines[1].top - (Self.font.lineHeight + 4 + 10 + 3)) < 1e-9)
        #expect(abs(layout.usedSize.height - (2 * Self.font.lineHeight + 17)) < 1e-9)
    }

    @Test func minimumAndMaximumLineHeightClamp() {
        let tall = Self.layout(Self.styled("A") { $0.minimumLineHeight = 50 })
        #expect(tall.usedSize.height == 50)
        let short = Self.layout(Self.styled("A") { $0.maximumLineHeight = 10 })
        #expect(short.usedSize.height == 10)
    }

    @Test func indentsNarrowAndMoveLines() throws {
        let text = "one two three four five six seven eight"
        let layout = Self.layout(
            Self.styled(text) {
                $0.firstLineHeadIndent = 30
                $0.headIndent = 10
                $0.tailIndent = -20
            }, width: 200)
        try #require(layout.lines.count >= 2)
        #expect(layout.lineStart(layout.lines[0], in: 200).x == 30)
        #expect(layout.lineStart(layout.lines[1], in: 200).x == 10)
        #expect(layout.lines.allSatisfy { $0.line.width <= 200 - 20 - ($0.line.isParagraphStart ? 30 : 10) + 1e-6 })
        // The first line stopped because the next word did not fit in 150 points.
        let first = layout.lines[0].line
        let next = try Self.shapedWidth(" four", Self.font)
        #expect(first.width + next > 150)
    }

    @Test func tabsMoveToTheirStops() throws {
        let layout = Self.layout(
            Self.styled("a\tb\tc") { $0.tabStops = [NSTextTab(textAlignment: .left, location: 100)]; $0.defaultTabInterval = 40 })
        let runs = try #require(layout.lines.first?.line.runs)
        try #require(runs.count == 5)
        #expect(abs(runs[2].x - 100) < 1e-9)
        // After the last stop, the next multiple of the default interval.
        #expect(abs(runs[4].x - 120) < 1e-9)
    }

    @Test func defaultTabStopsAreEvery28Points() throws {
        let runs = try #require(Self.layout(NSAttributedString(string: "a\tb", attributes: [.font: Self.font])).lines.first?.line.runs)
        #expect(abs(runs[2].x - 28) < 1e-9)
    }

    @Test func baselineOffsetRaisesTheRunAndTheLine() throws {
        let string = NSMutableAttributedString(string: "x", attributes: [.font: Self.font])
        string.append(NSAttributedString(string: "2", attributes: [.font: Self.font, .baselineOffset: 8]))
        let line = try #require(Self.layout(string).lines.first)
        #expect(abs(line.line.ascent - (Self.font.ascender + 8)) < 1e-9)
        #expect(abs(line.height - (Self.font.lineHeight + 8)) < 1e-9)
    }

    @Test func attachmentsSitOnTheBaselineWithTheirBounds() throws {
        let attachment = NSTextAttachment()
        attachment.bounds = CGRect(x: 0, y: -12, width: 30, height: 50)
        let string = NSMutableAttributedString(string: "a", attributes: [.font: Self.font])
        string.append(NSAttributedString(attachment: attachment))
        let line = try #require(Self.layout(string).lines.first)
        let runs = line.line.runs
        try #require(runs.count == 2)
        #expect(runs[1].item.kind == .attachment)
        #expect(runs[1].width == 30)
        #expect(line.line.ascent == 38)
        #expect(line.line.descent == max(12, Self.font.lineHeight - Self.font.ascender))
    }

    @Test func attachmentWithoutBoundsTakesTheImageSize() throws {
        _ = try HeadlessScreen(width: 10, height: 10)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 16)).image { _ in }
        let string = NSAttributedString(attachment: NSTextAttachment(image: image))
        let line = try #require(Self.layout(string).lines.first)
        #expect(line.line.runs.first?.width == 24)
        #expect(line.line.ascent == max(16, Self.font.ascender))
    }

    // MARK: - Alignment, direction, truncation

    @Test func naturalAlignmentFollowsEachParagraphsDirection() throws {
        let layout = Self.layout(NSAttributedString(string: "abc\nשלום", attributes: [.font: Self.font]), width: 300)
        try #require(layout.lines.count == 2)
        #expect(layout.lineStart(layout.lines[0], in: 300).x == 0)
        let hebrew = layout.lines[1]
        #expect(hebrew.line.isRightToLeft)
        #expect(abs(layout.lineStart(hebrew, in: 300).x - (300 - hebrew.line.width)) < 1e-9)
    }

    @Test func justifiedLinesStretchTheirSpaces() throws {
        let layout = Self.layout(Self.styled("aaa bbb ccc ddd eee fff ggg") { $0.alignment = .justified }, width: 120)
        try #require(layout.lines.count >= 2)
        let (x, perSpace) = layout.lineStart(layout.lines[0], in: 120)
        #expect(x == 0)
        let line = layout.lines[0].line
        #expect(abs(line.width + perSpace * CGFloat(line.spaceCount) - 120) < 1e-9)
        #expect(layout.lineStart(layout.lines[layout.lines.count - 1], in: 120).perSpace == 0)
    }

    @Test func truncationKeepsTheAttributesAroundTheEllipsis() throws {
        let string = NSMutableAttributedString(string: "Hello ", attributes: [.font: Self.font])
        string.append(
            NSAttributedString(string: "wonderful world", attributes: [.font: Self.font, .foregroundColor: UIColor.red]))
        let layout = Self.layout(string, width: 120, lines: 1, mode: .byTruncatingTail)
        #expect(layout.isTruncated)
        let line = try #require(layout.lines.first?.line)
        #expect(line.width <= 120)
        let last = try #require(line.runs.last)
        #expect(layout.styles[last.style].color == UIColor.red.cgColor)
        let fits = Self.layout(string, width: 1000, lines: 1, mode: .byTruncatingTail)
        #expect(!fits.isTruncated)
    }

    @Test func tighteningFitsALineThatWouldTruncate() throws {
        let text = "Tighten this line"
        let string = NSAttributedString(string: text, attributes: [.font: Self.font])
        let full = Self.layout(string).usedSize.width
        let count = CGFloat(text.unicodeScalars.count)
        // Short of the full width by half the most tightening can save.
        let width = full - count * AttributedLineBreaker.tighteningLimit * Self.font.pointSize / 2
        let plain = Self.layout(string, width: width, lines: 1, mode: .byTruncatingTail)
        #expect(plain.isTruncated)
        let tight = Self.layout(string, width: width, lines: 1, mode: .byTruncatingTail, tightening: true)
        #expect(!tight.isTruncated)
        #expect(try #require(tight.lines.first).line.width <= width)
        // Beyond the limit, tightening does not help.
        let narrow = full - count * AttributedLineBreaker.tighteningLimit * Self.font.pointSize * 2
        #expect(Self.layout(string, width: narrow, lines: 1, mode: .byTruncatingTail, tightening: true).isTruncated)
    }

    // MARK: - Drawing equals measuring

    @Test func boundingRectHoldsTheDrawnInk() throws {
        _ = try HeadlessScreen(width: 10, height: 10)
        let string = NSMutableAttributedString(string: "Ink inside the rect, ", attributes: [.font: Self.font])
        string.append(
            NSAttributedString(
                string: "underlined and wrapped over lines",
                attributes: [.font: UIFont.systemFont(ofSize: 26), .underlineStyle: NSUnderlineStyle.single.rawValue]))
        let rect = string.boundingRect(
            with: CGSize(width: 180, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
            context: nil)
        #expect(rect.origin == .zero)
        #expect(rect.width <= 180)
        let origin = CGPoint(x: 10, y: 10)
        let image = try #require(
            UIGraphicsImageRenderer(size: CGSize(width: 220, height: rect.height + 20)).image { _ in
                string.draw(with: CGRect(origin: origin, size: CGSize(width: 180, height: rect.height)),
                    options: .usesLineFragmentOrigin, context: nil)
            }.cgImage)
        let ink = try #require(Self.inkBounds(image))
        let box = rect.offsetBy(dx: origin.x, dy: origin.y)
        #expect(ink.minX >= box.minX - 1 && ink.maxX <= box.maxX + 1, "\(ink) in \(box)")
        #expect(ink.minY >= box.minY - 1 && ink.maxY <= box.maxY + 1, "\(ink) in \(box)")
        // The ink fills the rect: the rect is not merely large.
        #expect(ink.width > box.width * 0.8 && ink.height > box.height * 0.7, "\(ink) in \(box)")
    }

    @Test func boundingRectWithoutLineFragmentsIsFromTheBaseline() {
        let string = NSAttributedString(string: "One\nline", attributes: [.font: Self.font])
        let rect = string.boundingRect(with: CGSize(width: 10, height: 10), options: [], context: nil)
        #expect(abs(rect.minY + Self.font.ascender) < 1e-9)
        #expect(abs(rect.height - Self.font.lineHeight) < 1e-9)
    }

    @Test func truncatesLastVisibleLineLimitsTheLines() {
        let string = Self.styled("one two three four five six seven eight nine ten") { $0.lineBreakMode = .byTruncatingTail }
        let all = string.boundingRect(
            with: CGSize(width: 100, height: 1000), options: [.usesLineFragmentOrigin], context: nil)
        let limited = string.boundingRect(
            with: CGSize(width: 100, height: Self.font.lineHeight * 2 + 1),
            options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine], context: nil)
        #expect(all.height > Self.font.lineHeight * 3)
        #expect(abs(limited.height - Self.font.lineHeight * 2) < 1e-9)
    }

    @Test func drawingContextShrinksToItsMinimumScale() {
        let string = NSAttributedString(string: "Shrink me to fit", attributes: [.font: Self.font])
        let full = string.size().width
        let context = NSStringDrawingContext()
        context.minimumScaleFactor = 0.3
        let rect = string.boundingRect(
            with: CGSize(width: full / 2, height: Self.font.lineHeight), options: .usesLineFragmentOrigin,
            context: context)
        #expect(context.actualScaleFactor < 0.55 && context.actualScaleFactor > 0.4)
        #expect(rect.width <= full / 2)
        #expect(context.totalBounds == rect)
    }

    // MARK: - UILabel

    @Test func settingTextReplacesAttributedText() throws {
        _ = try HeadlessScreen(width: 10, height: 10)
        let label = UILabel(frame: .zero)
        label.font = Self.font
        label.textColor = .blue
        label.attributedText = NSAttributedString(
            string: "underlined", attributes: [.underlineStyle: NSUnderlineStyle.single.rawValue])
        #expect(label.text == "underlined")
        #expect(label.attributedText?.attribute(.underlineStyle, at: 0, effectiveRange: nil) as? Int == 1)
        label.text = "plain"
        let plain = try #require(label.attributedText)
        #expect(plain.string == "plain")
        #expect(plain.attribute(.underlineStyle, at: 0, effectiveRange: nil) == nil)
        #expect(plain.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == Self.font)
        #expect(plain.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .blue)
        label.text = nil
        #expect(label.attributedText == nil)
    }

    @Test func labelWideSettingsApplyToTheWholeAttributedText() throws {
        _ = try HeadlessScreen(width: 10, height: 10)
        let label = UILabel(frame: .zero)
        let string = NSMutableAttributedString(string: "red ", attributes: [.foregroundColor: UIColor.red])
        string.append(NSAttributedString(string: "big", attributes: [.font: UIFont.systemFont(ofSize: 40)]))
        label.attributedText = string
        label.font = Self.font
        label.textColor = .green
        label.textAlignment = .center
        let result = try #require(label.attributedText)
        for location in [0, 5] {
            #expect(result.attribute(.font, at: location, effectiveRange: nil) as? UIFont == Self.font)
            #expect(result.attribute(.foregroundColor, at: location, effectiveRange: nil) as? UIColor == .green)
            #expect((result.attribute(.paragraphStyle, at: location, effectiveRange: nil) as? NSParagraphStyle)?.alignment == .center)
        }
        // The string the app passed is not changed.
        #expect(string.attribute(.font, at: 5, effectiveRange: nil) as? UIFont == UIFont.systemFont(ofSize: 40))
    }

    @Test func attributedLabelSizesFromItsLayout() throws {
        _ = try HeadlessScreen(width: 10, height: 10)
        let label = UILabel(frame: .zero)
        let string = NSAttributedString(string: "Sized", attributes: [.font: Self.font, .kern: 2])
        label.attributedText = string
        let expected = try Self.shapedWidth("Sized", Self.font) + 10
        #expect(label.intrinsicContentSize == CGSize(width: expected.rounded(.up), height: Self.font.lineHeight.rounded(.up)))
        label.numberOfLines = 0
        let wrapped = label.sizeThatFits(CGSize(width: 40, height: 1000))
        #expect(wrapped.height > Self.font.lineHeight * 1.5)
    }

    @Test func adjustsFontSizeToFitWidthShrinksThenTruncates() throws {
        let screen = try HeadlessScreen(width: 300, height: 100)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        label.font = Self.font
        label.text = "A long label text"
        label.adjustsFontSizeToFitWidth = true
        let full = label.intrinsicContentSize.width
        try #require(full > 150)
        label.minimumScaleFactor = 0.3
        screen.window.addSubview(label)
        screen.runFrame()
        let expected = 100 / NSAttributedString(string: label.text!, attributes: [.font: Self.font]).size().width
        #expect(abs(label.actualScaleFactor - expected) < 0.02, "\(label.actualScaleFactor) vs \(expected)")
        #expect(!label.fitted(to: label.bounds.size).isTruncated)
        #expect(label.intrinsicContentSize.width == full, "sizes stay the full ones")
        label.minimumScaleFactor = 0.9
        screen.runFrame()
        #expect(label.actualScaleFactor == 0.9)
        #expect(label.fitted(to: label.bounds.size).isTruncated)
        // Zero keeps the font's size, as UIKit.
        label.minimumScaleFactor = 0
        screen.runFrame()
        #expect(label.actualScaleFactor == 1)
    }

    @Test func multiLineLabelsShrinkToFitTheirHeight() throws {
        let screen = try HeadlessScreen(width: 300, height: 100)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 50))
        label.font = Self.font
        label.numberOfLines = 0
        label.text = "several words that wrap over more lines than fit"
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.2
        screen.window.addSubview(label)
        screen.runFrame()
        let layout = label.fitted(to: label.bounds.size)
        #expect(label.actualScaleFactor < 1)
        #expect(layout.usedSize.height <= 50)
        #expect(!layout.isTruncated)
    }

    @Test func colourChangesRedrawAFittingLabel() throws {
        let screen = try HeadlessScreen(width: 120, height: 40)
        screen.window.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        label.font = UIFont.boldSystemFont(ofSize: 30)
        label.text = "████"
        label.textColor = .black
        label.adjustsFontSizeToFitWidth = true
        screen.window.addSubview(label)
        screen.runFrame()
        func hasInk(_ matches: (RGBA8) -> Bool) -> Bool {
            (0..<40).contains { y in
                (0..<120).contains { x in matches(screen.pixel(at: CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5))) }
            }
        }
        #expect(hasInk { $0.r < 30 && $0.g < 30 && $0.b < 30 })
        label.textColor = .red
        screen.runFrame()
        #expect(hasInk { $0.r > 220 && $0.g < 30 && $0.b < 30 })
        #expect(!hasInk { $0.r < 30 && $0.g < 30 && $0.b < 30 })
    }

    // MARK: - UIButton

    @Test func buttonAttributedTitlesFallBackToNormal() throws {
        _ = try HeadlessScreen(width: 10, height: 10)
        let button = UIButton(type: .system)
        let normal = NSAttributedString(string: "Normal", attributes: [.foregroundColor: UIColor.red])
        let selected = NSAttributedString(string: "Selected")
        button.setTitle("plain", for: .normal)
        button.setAttributedTitle(normal, for: .normal)
        button.setAttributedTitle(selected, for: .selected)
        #expect(button.attributedTitle(for: .highlighted)?.string == "Normal")
        #expect(button.titleLabel?.attributedText?.string == "Normal")
        #expect(button.titleLabel?.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .red)
        button.isSelected = true
        #expect(button.titleLabel?.text == "Selected")
        button.setAttributedTitle(nil, for: .normal)
        button.setAttributedTitle(nil, for: .selected)
        #expect(button.titleLabel?.text == "plain")
        #expect(button.accessibilityLabel == "plain")
    }

    // MARK: - Bad input

    @Test func badValuesAreIgnored() {
        let string = NSAttributedString(
            string: "nan", attributes: [.font: Self.font, .kern: CGFloat.nan, .baselineOffset: Double.infinity])
        let width = Self.layout(string).usedSize.width
        #expect(width.isFinite && width > 0)
        let style = NSMutableParagraphStyle()
        style.lineSpacing = .nan
        style.headIndent = -5
        style.lineHeightMultiple = .infinity
        #expect(style.lineSpacing == 0 && style.headIndent == 0 && style.lineHeightMultiple == 0)
        #expect(NSAttributedString(string: "").size() == .zero)
        let attachment = NSTextAttachment()
        attachment.bounds = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        #expect(attachment.layoutBounds == .zero)
    }

    // MARK: - Helpers

    /// The box of pixels with ink (alpha) in the image, in points at scale 1.
    static func inkBounds(_ image: CGImage) -> CGRect? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<image.height {
            for x in 0..<image.width where (image.pixel(x: x, y: y)?.a ?? 0) > 40 {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard maxX >= 0 else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}
