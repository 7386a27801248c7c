import CSDL
import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

@MainActor
@Suite("Text: UIFont, TextLayout, TextRasterizer")
struct TextTests {
    // MARK: - Helpers

    private func logged(_ fragment: String) -> Bool {
        SDLViewsLog.messages.contains { $0.contains(fragment) }
    }

    private func layout(
        _ text: String, width: CGFloat?, lines: Int = 0,
        mode: NSLineBreakMode = .byTruncatingTail, size: CGFloat = 17
    ) -> TextLayout {
        TextLayout.make(
            text: text, font: .systemFont(ofSize: size), maxWidth: width,
            numberOfLines: lines, lineBreakMode: mode)
    }

    private func width(_ text: String, size: CGFloat = 17) -> CGFloat {
        TextRasterizer.measure(text, font: .systemFont(ofSize: size)).width
    }

    private func temporaryFile(_ name: String) -> String {
        let directory = TestScratch.url("fonts")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory.appendingPathComponent(name).path
    }

    /// Columns that have any ink (alpha > 0).
    private func inkColumns(_ image: CGImage) -> [Int] {
        (0..<image.width).filter { x in (0..<image.height).contains { image.pixel(x: x, y: $0)!.a > 0 } }
    }

    // MARK: - Fonts

    @Test func systemFontsLoad() {
        let regular = UIFont.systemFont(ofSize: 17)
        #expect(regular.fontName == "DejaVuSans")
        #expect(regular.familyName == "DejaVu Sans")
        #expect(regular.pointSize == 17)
        #expect(regular.filePath != nil)
        let bold = UIFont.boldSystemFont(ofSize: 17)
        #expect(bold.fontName == "DejaVuSans-Bold")
        #expect(bold.familyName == "DejaVu Sans")
        #expect(UIFont.systemFont(ofSize: 12, weight: .semibold).fontName == "DejaVuSans-Bold")
        #expect(UIFont.systemFont(ofSize: 12, weight: .black).fontName == "DejaVuSans-Bold")
        #expect(UIFont.systemFont(ofSize: 12, weight: .medium).fontName == "DejaVuSans")
        #expect(UIFont.italicSystemFont(ofSize: 12).fontName == "DejaVuSans")
        #expect(UIFont.systemFontSize == 14)
        #expect(UIFont.labelFontSize == 17)
        #expect(UIFont.Weight.ultraLight.rawValue == -0.8 && UIFont.Weight.black.rawValue == 0.62)
    }

    @Test func measuredWidthsAreRememberedAndBounded() throws {
        let font = UIFont.systemFont(ofSize: 23)
        let handle = try #require(FontCache.shared.handle(for: font))
        var direct: Int32 = 0, height: Int32 = 0
        #expect("Remembered".withCString { TTF_SizeUTF8(handle.pointer, $0, &direct, &height) } == 0)
        let first = FontCache.shared.width(of: "Remembered", in: handle)
        #expect(first == direct && direct > 0)
        let count = FontCache.shared.measuredWidthCount
        #expect(FontCache.shared.width(of: "Remembered", in: handle) == direct)
        #expect(FontCache.shared.measuredWidthCount == count)  // answered from the cache
        for i in 0...FontCache.widthCacheLimit { _ = FontCache.shared.width(of: "w\(i)", in: handle) }
        #expect(FontCache.shared.measuredWidthCount <= FontCache.widthCacheLimit)
        #expect(TextMeasurer(font: font).width("Remembered") == CGFloat(direct) * font.pointSize / 23)
    }

    @Test func metricsArePlausibleAndMatchSDLttf() throws {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(font.ascender > 0)
        #expect(font.descender < 0)
        #expect(font.lineHeight == font.ascender - font.descender + font.leading)
        #expect(font.capHeight > font.xHeight && font.xHeight > 0)
        #expect(font.capHeight < font.ascender)
        // Exact values: SDL_ttf's own numbers for the file opened at 17 px.
        // Called outside #require: the macro would keep the path's temporary C string past its call (ASan).
        let opened = TTF_OpenFont(font.filePath!, 17)
        let handle = try #require(opened)
        defer { TTF_CloseFont(handle) }
        #expect(font.ascender == CGFloat(TTF_FontAscent(handle)))
        #expect(font.descender == CGFloat(TTF_FontDescent(handle)))
        #expect(font.lineHeight == CGFloat(TTF_FontLineSkip(handle)))
        // DejaVu Sans: ascender 0.928 em, descender 0.236 em.
        #expect(abs(font.ascender - 17 * 0.928) <= 1)
        #expect(abs(font.descender + 17 * 0.236) <= 1)
    }

    @Test func fractionalSizesScaleMetrics() {
        let font = UIFont.systemFont(ofSize: 17.5)
        let whole = UIFont.systemFont(ofSize: 18)
        #expect(font.pointSize == 17.5)
        #expect(abs(font.lineHeight - whole.lineHeight * 17.5 / 18) < 0.0001)
    }

    @Test func fontsByName() throws {
        let bold = try #require(UIFont(name: "DejaVuSans-Bold", size: 12))
        #expect(bold == UIFont.boldSystemFont(ofSize: 12))
        let family = try #require(UIFont(name: "DejaVu Sans", size: 12))
        #expect(family.fontName == "DejaVuSans")
        #expect(UIFont(name: "dejavusans", size: 12)?.fontName == "DejaVuSans")
        #expect(bold.withSize(30).fontName == "DejaVuSans-Bold")
        #expect(bold.withSize(30).pointSize == 30)
    }

    @Test func missingFontNameReturnsNilAndLogs() {
        #expect(UIFont(name: "NoSuchFont-Xyzzy", size: 12) == nil)
        #expect(logged("NoSuchFont-Xyzzy"))
    }

    @Test func registerCustomFile() throws {
        let bundled = try #require(UIFont.boldSystemFont(ofSize: 10).filePath)
        #expect(UIFont.register(fileAt: bundled) == "DejaVuSans-Bold")
        // A copy under another file name: the PostScript name stays with the first
        // file, and the copy is reachable by its base name.
        let copy = temporaryFile("MyCustomBoldFace.ttf")
        try FileManager.default.copyItem(atPath: bundled, toPath: copy)
        #expect(UIFont.register(fileAt: copy) == "DejaVuSans-Bold")
        #expect(UIFont(name: "DejaVuSans-Bold", size: 10)?.filePath == bundled)
        let custom = try #require(UIFont(name: "MyCustomBoldFace", size: 10))
        #expect(custom.filePath == copy)
        #expect(custom.lineHeight == UIFont.boldSystemFont(ofSize: 10).lineHeight)
        let loaded = try #require(UIFont(contentsOfFile: copy, size: 20))
        #expect(loaded.pointSize == 20)
    }

    @Test func missingFileReturnsNilAndLogs() {
        let path = temporaryFile("absent-\(UUID().uuidString).ttf")
        #expect(UIFont.register(fileAt: path) == nil)
        #expect(logged(path))
        #expect(UIFont(contentsOfFile: path, size: 12) == nil)
    }

    @Test func corruptFileReturnsNilAndLogs() throws {
        let path = temporaryFile("corrupt.ttf")
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        #expect(UIFont.register(fileAt: path) == nil)
        #expect(logged(path))
        #expect(UIFont(contentsOfFile: path, size: 12) == nil)
    }

    @Test func unusableSizesAreClampedNotFatal() {
        #expect(UIFont.systemFont(ofSize: .nan).pointSize == 17)
        #expect(UIFont.systemFont(ofSize: 0).pointSize == 1)
        #expect(UIFont.systemFont(ofSize: -5).pointSize == 1)
        #expect(UIFont.systemFont(ofSize: -.infinity).pointSize == 1)
        #expect(UIFont.systemFont(ofSize: .infinity).pointSize == 1024)
        let nan = UIFont.systemFont(ofSize: .nan)
        #expect(nan.lineHeight > 0)
        let tiny = TextLayout.make(
            text: "Hi", font: .systemFont(ofSize: 0), maxWidth: 5,
            numberOfLines: 0, lineBreakMode: .byTruncatingTail)
        #expect(!tiny.lines.isEmpty)
        let image = TextRasterizer.render(
            tiny, font: .systemFont(ofSize: 0), color: .black,
            alignment: .left, size: CGSize(width: 5, height: 5), scale: 1)
        #expect(image?.width == 5)
    }

    @Test func equalityAndHashing() {
        let a = UIFont.systemFont(ofSize: 17)
        let b = UIFont(name: "DejaVuSans", size: 17)!
        #expect(a == b)
        #expect(a != UIFont.systemFont(ofSize: 18))
        #expect(a != UIFont.boldSystemFont(ofSize: 17))
        #expect(Set([a, b, .boldSystemFont(ofSize: 17)]).count == 2)
        #expect(a.description.contains("DejaVuSans"))
    }

    // MARK: - Layout

    @Test func measureHello() {
        let size = TextRasterizer.measure("Hello", font: .systemFont(ofSize: 17))
        #expect(size.width > 30 && size.width < 60)
        #expect(size.height == UIFont.systemFont(ofSize: 17).lineHeight)
        #expect(TextRasterizer.measure("", font: .systemFont(ofSize: 17)).width == 0)
    }

    @Test func singleLineSizeIsRoundedUp() {
        let result = layout("Hello", width: nil)
        #expect(result.lines == ["Hello"])
        #expect(result.size.width == result.lineWidths[0].rounded(.up))
        #expect(result.size.height == UIFont.systemFont(ofSize: 17).lineHeight.rounded(.up))
        #expect(layout("", width: nil).size == .zero)
    }

    @Test func wrapsAtSpaces() {
        let maxWidth = width("aaa bbb") + 1
        #expect(maxWidth < width("aaa bbb ccc"))
        for mode in [NSLineBreakMode.byWordWrapping, .byTruncatingTail] {
            let result = layout("aaa bbb ccc", width: maxWidth, mode: mode)
            #expect(result.lines == ["aaa bbb", "ccc"])
            #expect(result.size.height == (2 * result.lineHeight).rounded(.up))
            #expect(result.size.width <= maxWidth.rounded(.up))
        }
    }

    @Test func longWordBreaksByCharacters() {
        let word = "abcdefghijklmnopqrstuvwxyz"
        let result = layout(word, width: 50)
        #expect(result.lines.count > 2)
        #expect(result.lines.joined() == word)
        #expect(result.lineWidths.allSatisfy { $0 <= 50 })
    }

    @Test func charWrappingFillsLines() {
        let result = layout("aaa bbb ccc", width: width("aaa bb") + 0.5, mode: .byCharWrapping)
        #expect(result.lines.first == "aaa bb")
        #expect(result.lines.joined() == "aaa bbb ccc")
    }

    @Test func tailTruncation() {
        let text = "The quick brown fox jumps over the lazy dog"
        let result = layout(text, width: 100, lines: 1)
        #expect(result.lines.count == 1)
        let line = result.lines[0]
        #expect(line.hasSuffix("\u{2026}"))
        #expect(line.hasPrefix("The"))
        #expect(result.lineWidths[0] <= 100)
        #expect(width(line) <= 100)
        #expect(result.size.width <= 100)
        // Longest fit: one more character would not fit.
        let kept = line.dropLast().count
        let longer = String(text.prefix(kept + 1)) + "\u{2026}"
        #expect(width(longer) > 100 || text.dropFirst(kept).first == " ")
    }

    @Test func headAndMiddleTruncation() {
        let text = "The quick brown fox jumps over the lazy dog"
        let head = layout(text, width: 100, lines: 1, mode: .byTruncatingHead).lines[0]
        #expect(head.hasPrefix("\u{2026}"))
        #expect(head.hasSuffix("dog"))
        #expect(width(head) <= 100)
        let middle = layout(text, width: 100, lines: 1, mode: .byTruncatingMiddle).lines[0]
        #expect(middle.hasPrefix("The"))
        #expect(middle.hasSuffix("g"))
        #expect(middle.contains("\u{2026}"))
        #expect(width(middle) <= 100)
    }

    @Test func clippingAndWrappingModesHaveNoEllipsis() {
        let text = "The quick brown fox jumps over the lazy dog"
        let clipped = layout(text, width: 100, lines: 1, mode: .byClipping)
        #expect(clipped.lines == [text])
        #expect(clipped.size.width == 100)
        let wrapped = layout(text, width: 100, lines: 1, mode: .byWordWrapping)
        #expect(wrapped.lines.count == 1)
        #expect(!wrapped.lines[0].contains("\u{2026}"))
        #expect(text.hasPrefix(wrapped.lines[0]))
    }

    @Test func newlinesBreakLines() {
        let result = layout("one\ntwo\r\nthree", width: nil)
        #expect(result.lines == ["one", "two", "three"])
        #expect(result.size.height == (3 * result.lineHeight).rounded(.up))
        #expect(layout("a\n\nb", width: nil).lines == ["a", "", "b"])
        // Hidden paragraphs put the ellipsis at the end.
        #expect(layout("one\ntwo", width: nil, lines: 1).lines == ["one\u{2026}"])
    }

    @Test func numberOfLinesLimits() {
        let text = "The quick brown fox jumps over the lazy dog and keeps running far away"
        let unlimited = layout(text, width: 80, lines: 0)
        #expect(unlimited.lines.count > 3)
        #expect(unlimited.lineWidths.allSatisfy { $0 <= 80 })
        #expect(unlimited.lines.joined(separator: " ") == text)
        let two = layout(text, width: 80, lines: 2)
        #expect(two.lines.count == 2)
        #expect(two.lines[0] == unlimited.lines[0])
        #expect(two.lines[1].hasSuffix("\u{2026}"))
        #expect(two.lineWidths[1] <= 80)
        #expect(layout(text, width: 80, lines: 100).lines == unlimited.lines)
    }

    // MARK: - Rendering

    @Test func rendersBlackTextWithOpaqueInkAndClearCorners() throws {
        let font = UIFont.systemFont(ofSize: 12)
        let text = TextLayout.make(
            text: "L0001", font: font, maxWidth: nil, numberOfLines: 1,
            lineBreakMode: .byTruncatingTail)
        let image = try #require(
            TextRasterizer.render(
                text, font: font, color: .black, alignment: .left,
                size: CGSize(width: 40, height: 18), scale: 1))
        #expect(image.width == 40 && image.height == 18)
        let opaqueBlack = (0..<18).contains { y in
            (0..<40).contains { x in image.pixel(x: x, y: y) == RGBA8(r: 0, g: 0, b: 0, a: 255) }
        }
        #expect(opaqueBlack)
        for (x, y) in [(0, 0), (39, 0), (0, 17), (39, 17)] {
            #expect(image.pixel(x: x, y: y)?.a == 0)
        }
    }

    @Test func renderingAtScaleTwoDoublesPixels() throws {
        let font = UIFont.systemFont(ofSize: 12)
        let text = TextLayout.make(
            text: "L0001", font: font, maxWidth: nil, numberOfLines: 1,
            lineBreakMode: .byTruncatingTail)
        let image = try #require(
            TextRasterizer.render(
                text, font: font, color: .black, alignment: .left,
                size: CGSize(width: 40, height: 18), scale: 2))
        #expect(image.width == 80 && image.height == 36)
        #expect(!inkColumns(image).isEmpty)
    }

    @Test func coloredInkIsNotDarkened() throws {
        let font = UIFont.systemFont(ofSize: 17)
        let text = TextLayout.make(
            text: "Wow", font: font, maxWidth: nil, numberOfLines: 1,
            lineBreakMode: .byTruncatingTail)
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        let image = try #require(
            TextRasterizer.render(
                text, font: font, color: red, alignment: .left,
                size: CGSize(width: 60, height: 24), scale: 1))
        var inked = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let pixel = image.pixel(x: x, y: y)!
                guard pixel.a > 0 else { continue }
                inked += 1
                #expect(pixel.r == 255 && pixel.g == 0 && pixel.b == 0)
                #expect(pixel.a <= 128)
            }
        }
        #expect(inked > 20)
    }

    @Test func alignmentPlacesInk() throws {
        let font = UIFont.systemFont(ofSize: 12)
        let text = TextLayout.make(
            text: "L0001", font: font, maxWidth: nil, numberOfLines: 1,
            lineBreakMode: .byTruncatingTail)
        let size = CGSize(width: 100, height: 20)
        let centered = try #require(
            TextRasterizer.render(
                text, font: font, color: .black, alignment: .center,
                size: size, scale: 1))
        let columns = inkColumns(centered)
        let inkCenter = CGFloat(columns.first! + columns.last! + 1) / 2
        #expect(abs(inkCenter - 50) <= 1.5)
        let right = try #require(
            TextRasterizer.render(
                text, font: font, color: .black, alignment: .right,
                size: size, scale: 1))
        #expect(inkColumns(right).last! >= 96)
        let left = try #require(
            TextRasterizer.render(
                text, font: font, color: .black, alignment: .natural,
                size: size, scale: 1))
        #expect(inkColumns(left).first! <= 3)
    }

    @Test func linesAreCenteredVertically() throws {
        let font = UIFont.systemFont(ofSize: 12)
        let text = TextLayout.make(
            text: "H\nH", font: font, maxWidth: nil, numberOfLines: 0,
            lineBreakMode: .byTruncatingTail)
        let image = try #require(
            TextRasterizer.render(
                text, font: font, color: .black, alignment: .left,
                size: CGSize(width: 20, height: 100), scale: 1))
        let inkRows = (0..<image.height).filter { y in (0..<image.width).contains { image.pixel(x: $0, y: y)!.a > 0 } }
        let block = 2 * font.lineHeight
        let top = ((100 - block) / 2).rounded()
        #expect(CGFloat(inkRows.first!) >= top)
        #expect(CGFloat(inkRows.last!) < top + block)
    }

    @Test func unusableRenderSizesReturnNilAndLog() {
        let font = UIFont.systemFont(ofSize: 12)
        let text = TextLayout.make(
            text: "x", font: font, maxWidth: nil, numberOfLines: 1,
            lineBreakMode: .byTruncatingTail)
        #expect(
            TextRasterizer.render(
                text, font: font, color: .black, alignment: .left,
                size: .zero, scale: 1) == nil)
        #expect(logged("empty"))
        #expect(
            TextRasterizer.render(
                text, font: font, color: .black, alignment: .left,
                size: CGSize(width: 20_000, height: 10), scale: 1) == nil)
        #expect(logged("exceeds"))
        #expect(
            TextRasterizer.render(
                text, font: font, color: .black, alignment: .left,
                size: CGSize(width: 10, height: 10), scale: .nan) == nil)
        let blank = TextLayout.make(
            text: "", font: font, maxWidth: nil, numberOfLines: 1,
            lineBreakMode: .byTruncatingTail)
        let image = TextRasterizer.render(
            blank, font: font, color: .black, alignment: .left,
            size: CGSize(width: 4, height: 4), scale: 1)
        #expect(image?.pixels.allSatisfy { $0 == 0 } == true)
    }
}
