import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// Labels in scripts beyond Latin drawn and measured through the text engine
/// (`ShapedTextLayout`): glyphs equal `hb-shape`'s for the same font and size,
/// bidi order, `.natural` alignment, wrapping, truncation, measuring equal to
/// drawing, and golden images per script. Fonts are files given by path (Noto
/// from fonts-noto-core, WenQuanYi Micro Hei), so the images do not depend on
/// which fallback fontconfig picks.
@MainActor
@Suite(.serialized) struct ShapedLabelTests {
    struct Script: Sendable, CustomTestStringConvertible {
        let name: String
        let font: String
        let text: String
        let direction: TextShaper.Direction
        let script: String
        var testDescription: String { name }
    }

    nonisolated static let noto = "/usr/share/fonts/truetype/noto/"
    nonisolated static let wqy = "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc"
    nonisolated static let arabic = Script(
        name: "Arabic", font: noto + "NotoSansArabic-Regular.ttf", text: "مرحبا بالعالم", direction: .rightToLeft,
        script: "Arab")
    nonisolated static let scripts: [Script] = [
        arabic,
        Script(
            name: "Hebrew", font: noto + "NotoSansHebrew-Regular.ttf", text: "שָׁלוֹם עוֹלָם", direction: .rightToLeft,
            script: "Hebr"),
        Script(
            name: "Devanagari", font: noto + "NotoSansDevanagari-Regular.ttf", text: "नमस्ते दुनिया",
            direction: .leftToRight, script: "Deva"),
        Script(
            name: "Thai", font: noto + "NotoSansThai-Regular.ttf", text: "สวัสดีชาวโลก", direction: .leftToRight,
            script: "Thai"),
        Script(name: "Japanese", font: wqy, text: "こんにちは", direction: .leftToRight, script: "Hira"),
        Script(name: "Chinese", font: wqy, text: "你好世界", direction: .leftToRight, script: "Hani")
    ]

    static func font(_ path: String, size: CGFloat = 20) throws -> UIFont {
        let name = try #require(UIFont.register(fileAt: path), "\(path) is missing: install fonts-noto-core")
        return try #require(UIFont(name: name, size: size))
    }

    static func layout(_ text: String, _ font: UIFont, width: CGFloat? = nil, lines: Int = 1,
                       mode: NSLineBreakMode = .byTruncatingTail) throws -> ShapedTextLayout {
        try #require(
            ShapedTextLayout.make(text: text, font: font, maxWidth: width, numberOfLines: lines, lineBreakMode: mode))
    }

    // MARK: - Shaping equals hb-shape

    @Test(arguments: scripts) func glyphsEqualHarfBuzzsTool(_ script: Script) throws {
        let font = try Self.font(script.font)
        let layout = try Self.layout(script.text, font)
        let line = try #require(layout.lines.first)
        try #require(line.runs.count == 1, "\(script.name) is one run")
        let run = line.runs[0]
        #expect(run.fontPath == font.filePath)
        let sample = TextShaperTests.Sample(
            name: script.name, font: script.font, text: script.text, direction: script.direction,
            script: script.script, language: "")
        let reference = try #require(
            try HarfBuzzCommandLine.shape(sample, fontPath: script.font, pixelSize: Double(font.pointSize)))
        #expect(run.glyphs.map(\.id) == reference.map(\.g))
        #expect(run.glyphs.map(\.advanceX) == reference.map(\.ax))
        #expect(run.glyphs.map(\.offsetX) == reference.map(\.dx))
        #expect(run.glyphs.map(\.offsetY) == reference.map(\.dy))
        #expect(!run.glyphs.contains { $0.id == 0 }, "\(script.name): missing glyphs")
        #expect(run.isRightToLeft == (script.direction == .rightToLeft))
    }

    // MARK: - Bidi order and alignment

    @Test func mixedHebrewAndEnglishAreInVisualOrder() throws {
        let font = try Self.font(Self.noto + "NotoSansHebrew-Regular.ttf")
        // Left-to-right paragraph: "abc", then the Hebrew word (right to left), then "def".
        let ltr = try #require(try Self.layout("abc שלום def", font).lines.first)
        #expect(ltr.isRightToLeft == false)
        // The space after the Hebrew word takes its script (a run of its own at level 0).
        #expect(ltr.runs.map(\.isRightToLeft) == [false, true, false, false])
        #expect(ltr.runs.map(\.scalarRange.lowerBound) == [0, 4, 8, 9])
        // Right-to-left paragraph: the last Hebrew word is leftmost, "abc" in the middle.
        let rtl = try #require(try Self.layout("שלום abc עולם", font).lines.first)
        #expect(rtl.isRightToLeft)
        #expect(rtl.runs.map(\.isRightToLeft) == [true, true, false, true])
        #expect(rtl.runs.map(\.scalarRange.lowerBound) == [9, 8, 5, 0])
        // Runs touch: each starts where the one on its left ends.
        for (left, right) in zip(rtl.runs, rtl.runs.dropFirst()) { #expect(abs(left.x + left.width - right.x) < 1e-9) }
    }

    @Test func naturalAlignmentOfAnArabicLabelIsRight() throws {
        let screen = try HeadlessScreen(width: 300, height: 40)
        screen.window.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        label.font = try Self.font(Self.arabic.font)
        label.text = Self.arabic.text
        label.textColor = .black
        screen.window.addSubview(label)
        screen.runFrame()
        let ink = try #require(Self.inkColumns(screen, width: 300, height: 40))
        #expect(ink.upperBound >= 295, "ink ends at \(ink.upperBound)")
        #expect(ink.lowerBound > 150, "ink starts at \(ink.lowerBound)")
        // Measured equals drawn: the ink spans the measured width, give or take antialiasing.
        let measured = label.sizeThatFits(CGSize(width: 1000, height: 1000)).width
        #expect(abs(CGFloat(ink.count) - measured) <= 3, "ink \(ink.count) px, measured \(measured)")
    }

    @Test func measuredWidthIsTheDrawnWidthForEveryScript() throws {
        for script in Self.scripts {
            let screen = try HeadlessScreen(width: 300, height: 40)
            screen.window.backgroundColor = .white
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
            label.font = try Self.font(script.font)
            label.text = script.text
            label.textAlignment = .left
            label.textColor = .black
            screen.window.addSubview(label)
            screen.runFrame()
            let ink = try #require(Self.inkColumns(screen, width: 300, height: 40))
            let measured = label.intrinsicContentSize.width
            #expect(abs(CGFloat(ink.upperBound) - measured) <= 3, "\(script.name): ink to \(ink.upperBound), measured \(measured)")
        }
    }

    // MARK: - Wrapping and truncation

    @Test func aJapaneseSentenceWithoutSpacesWraps() throws {
        let font = try Self.font(Self.wqy, size: 16)
        let text = "吾輩は猫である。名前はまだ無い。どこで生れたかとんと見当がつかぬ。"
        let layout = try Self.layout(text, font, width: 120, lines: 0, mode: .byWordWrapping)
        #expect(layout.lines.count >= 3)
        for line in layout.lines { #expect(line.width <= 120 + 1e-6) }
        let joined = layout.lines.flatMap(\.scalars)
        #expect(joined == text.unicodeScalars.map(\.value))
        // A line never starts with closing punctuation ("。"), per UAX #14.
        for line in layout.lines.dropFirst() { #expect(line.scalars.first != 0x3002) }
    }

    @Test func aThaiSentenceWrapsAtDictionaryWordBoundaries() throws {
        let font = try Self.font(Self.noto + "NotoSansThai-Regular.ttf", size: 16)
        let text = "ภาษาไทยเขียนติดกันโดยไม่มีช่องว่างระหว่างคำ"
        let layout = try Self.layout(text, font, width: 110, lines: 0, mode: .byWordWrapping)
        #expect(layout.lines.count >= 2)
        let breaks = LineBreaks(text)
        var offset = 0
        for line in layout.lines.dropLast() {
            offset += line.scalars.count
            #expect(breaks.opportunity(before: offset) == .allowed, "line ends at \(offset), inside a word")
        }
        #expect(layout.lines.flatMap(\.scalars) == text.unicodeScalars.map(\.value))
    }

    @Test func truncatingAnRTLLabelPutsTheEllipsisAtItsLogicalEndOnTheLeft() throws {
        let font = try Self.font(Self.arabic.font)
        let text = "هذه جملة عربية طويلة لا تتسع في سطر واحد"
        let layout = try Self.layout(text, font, width: 140, lines: 1, mode: .byTruncatingTail)
        let line = try #require(layout.lines.first)
        #expect(layout.lines.count == 1)
        #expect(line.width <= 140 + 1e-6)
        #expect(line.scalars.last == ShapedTextLayout.ellipsis)
        // The ellipsis ends the text logically, so it is drawn leftmost.
        let leftmost = try #require(line.runs.first)
        #expect(leftmost.scalarRange.contains(line.scalars.count - 1))
        #expect(line.isRightToLeft)
        let head = try Self.layout(text, font, width: 140, lines: 1, mode: .byTruncatingHead)
        #expect(head.lines.first?.scalars.first == ShapedTextLayout.ellipsis)
    }

    @Test func justifiedStretchesAllButTheLastLine() throws {
        let font = try Self.font(Self.arabic.font)
        let layout = try Self.layout("هذه جملة عربية طويلة تلتف على عدة أسطر", font, width: 150, lines: 0, mode: .byWordWrapping)
        try #require(layout.lines.count >= 2)
        #expect(layout.justificationPerSpace(layout.lines[0], in: 150, alignment: .justified) > 0)
        #expect(layout.justificationPerSpace(layout.lines[layout.lines.count - 1], in: 150, alignment: .justified) == 0)
    }

    @Test func badInputIsSafe() throws {
        let font = try Self.font(Self.arabic.font)
        #expect(try Self.layout("", font).lines.isEmpty)
        #expect(try Self.layout("مرحبا", font, width: .nan, lines: 0).lines.count == 1)
        #expect(try Self.layout("مرحبا", font, width: 1, lines: 0, mode: .byCharWrapping).lines.count >= 1)
        let broken = String(decoding: [0xD800, 0x0645] as [UInt16], as: UTF16.self)
        #expect(try Self.layout(broken, font).lines.count == 1)
    }

    @Test func aLabelLaysOutOncePerTextAndWidth() throws {
        let label = UILabel()
        label.font = try Self.font(Self.arabic.font)
        label.text = Self.arabic.text
        let shaper = TextShaper.shared
        _ = label.sizeThatFits(CGSize(width: 1000, height: 100))
        let before = shaper.shapedCount
        for _ in 0..<10 { _ = label.sizeThatFits(CGSize(width: 1000, height: 100)) }
        #expect(shaper.shapedCount == before)
    }

    // MARK: - Goldens

    @Test func goldenLabelPerScript() throws {
        let screen = try HeadlessScreen(width: 320, height: 6 * 36)
        screen.window.backgroundColor = .white
        for (index, script) in Self.scripts.enumerated() {
            let label = UILabel(frame: CGRect(x: 10, y: CGFloat(index) * 36, width: 300, height: 36))
            label.font = try Self.font(script.font)
            label.text = script.text
            label.textColor = .black
            screen.window.addSubview(label)
        }
        screen.runFrame()
        expectGolden(screen, "shaped-labels-per-script")
    }

    @Test func goldenWrappedAndTruncated() throws {
        let screen = try HeadlessScreen(width: 320, height: 230)
        screen.window.backgroundColor = .white
        func label(_ text: String, _ font: UIFont, y: CGFloat, height: CGFloat, lines: Int,
                   mode: NSLineBreakMode) {
            let label = UILabel(frame: CGRect(x: 10, y: y, width: 150, height: height))
            label.font = font
            label.text = text
            label.numberOfLines = lines
            label.lineBreakMode = mode
            label.textColor = .black
            label.backgroundColor = UIColor(white: 0.92, alpha: 1)
            screen.window.addSubview(label)
        }
        let arabic = try Self.font(Self.arabic.font, size: 16)
        label("吾輩は猫である。名前はまだ無い。", try Self.font(Self.wqy, size: 16), y: 5, height: 50, lines: 0,
              mode: .byWordWrapping)
        label("ภาษาไทยเขียนติดกันโดยไม่มีช่องว่าง", try Self.font(Self.noto + "NotoSansThai-Regular.ttf", size: 16),
              y: 60, height: 60, lines: 0, mode: .byWordWrapping)
        label("هذه جملة عربية طويلة لا تتسع في سطر واحد", arabic, y: 125, height: 30, lines: 1, mode: .byTruncatingTail)
        label("नमस्ते दुनिया, यह एक लंबा वाक्य है", try Self.font(Self.noto + "NotoSansDevanagari-Regular.ttf", size: 16),
              y: 160, height: 30, lines: 1, mode: .byTruncatingMiddle)
        label("abc שלום עולם def", try Self.font(Self.noto + "NotoSansHebrew-Regular.ttf", size: 16), y: 195,
              height: 30, lines: 1, mode: .byTruncatingTail)
        screen.runFrame()
        expectGolden(screen, "shaped-labels-wrapped-truncated")
    }

    // MARK: - Helpers

    /// The columns holding dark pixels (the text's ink) in the frame.
    static func inkColumns(_ screen: HeadlessScreen, width: Int, height: Int) -> ClosedRange<Int>? {
        var columns: [Int] = []
        for x in 0..<width {
            for y in 0..<height {
                let p = screen.pixel(at: CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5))
                if Int(p.r) + Int(p.g) + Int(p.b) < 3 * 160 {
                    columns.append(x)
                    break
                }
            }
        }
        guard let first = columns.first, let last = columns.last else { return nil }
        return first...last
    }
}
