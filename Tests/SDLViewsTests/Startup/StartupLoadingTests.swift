import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting
import CSDL

/// What start-up no longer does eagerly (issue 43): font files are mapped,
/// not read through stdio, ICU's plural rules are opened on first use, a label
/// that fits its line is measured once, and the check for a store without ink
/// reads two pixels a step. Each must behave exactly as the eager path did.
@MainActor
@Suite(.serialized) struct StartupLoadingTests {
    private static var bundledFont: String {
        get throws { try #require(UIFont.systemFont(ofSize: 12).filePath) }
    }

    @Test func aFontFileIsMappedOnceWithItsExactBytes() throws {
        let path = try Self.bundledFont
        let bytes = try #require(FontFileMappings.shared.bytes(of: path))
        let file = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(bytes.count == file.count)
        #expect(Data(bytes) == file)
        // The same mapping again, not a second one.
        #expect(FontFileMappings.shared.bytes(of: path)?.baseAddress == bytes.baseAddress)
    }

    @Test func aFaceOpenedFromTheMappingMeasuresAsBefore() throws {
        let path = try Self.bundledFont
        let handle = try #require(FontHandle(path: path, pixelSize: 17))
        let byPath = try #require(FontRegistry.shared.withTTF { TTF_OpenFont(path, 17) })
        defer { FontRegistry.shared.withTTF { TTF_CloseFont(byPath) } }
        for text in ["Hello", "SDLViews samples", "Ünïcödé ÅV"] {
            var mappedWidth: Int32 = 0, pathWidth: Int32 = 0, height: Int32 = 0
            _ = TTF_SizeUTF8(handle.pointer, text, &mappedWidth, &height)
            _ = TTF_SizeUTF8(byPath, text, &pathWidth, &height)
            #expect(mappedWidth == pathWidth && mappedWidth > 0, "\(text)")
        }
        #expect(TTF_FontAscent(handle.pointer) == TTF_FontAscent(byPath))
        #expect(TTF_FontLineSkip(handle.pointer) == TTF_FontLineSkip(byPath))
    }

    @Test func filesThatCannotBeMappedFallBackAndFailAsBefore() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sdlviews-font-map-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let empty = folder.appendingPathComponent("empty.ttf").path
        let garbage = folder.appendingPathComponent("garbage.ttf").path
        _ = FileManager.default.createFile(atPath: empty, contents: Data())
        _ = FileManager.default.createFile(atPath: garbage, contents: Data(repeating: 0x5A, count: 4096))
        for path in [empty, folder.path, folder.appendingPathComponent("missing.ttf").path] {
            #expect(FontFileMappings.shared.bytes(of: path) == nil, "\(path) is not mappable")
            #expect(FontFileMappings.shared.openFont(path: path, pixelSize: 12) == nil)
        }
        // Mappable but no font: SDL_ttf refuses it from memory as it did from the file.
        #expect(FontFileMappings.shared.bytes(of: garbage)?.count == 4096)
        #expect(FontFileMappings.shared.openFont(path: garbage, pixelSize: 12) == nil)
        #expect(UIFont.register(fileAt: garbage) == nil)
        #expect(SDLViewsLog.messages.contains { $0.contains("\(garbage) is not a readable font") })
    }

    @Test func pluralRulesOpenICUWhenFirstUsedAndExplainAMissingLibrary() throws {
        #expect(PluralRules.libraryProblem(nil) == nil)
        #expect(PluralRules.category(of: 22, language: "ru") == "few")
        let missing = try #require(PluralRules.libraryProblem("libsdlviews-no-such-icu.so.1"))
        #expect(missing.hasPrefix("cannot open libsdlviews-no-such-icu.so.1: "))
        let wrong = try #require(PluralRules.libraryProblem("libc.so.6"))
        #expect(wrong.contains("libc.so.6 has no uplrules_open"))
    }

    @Test func pluralsWithoutICUTakeTheOtherFormAndSayWhy() throws {
        let without = try ProbeProcess.run(
            "plurals-with-or-without-icu-i18n", environment: ["SDLVIEWS_ICU_I18N_LIBRARY": "/nonexistent/libicui18n.so"])
        #expect(without.behaved, "\(without.output)")
        #expect(without.output.contains("plural rules unavailable (cannot open /nonexistent/libicui18n.so"))
        let with = try ProbeProcess.run("plurals-with-or-without-icu-i18n")
        #expect(with.behaved, "\(with.output)")
        #expect(!with.output.contains("plural rules unavailable"))
    }

    @Test func sdlImageOpensWhenFirstUsedAndExplainsAMissingLibrary() throws {
        #expect(ImageCodec.libraryProblem(nil) == nil)
        #expect(ImageCodec.decodableFormats == ["PNG", "JPEG", "WebP"])
        let missing = try #require(ImageCodec.libraryProblem("libsdlviews-no-such-image.so.0"))
        #expect(missing.hasPrefix("cannot open libsdlviews-no-such-image.so.0: "))
        let wrong = try #require(ImageCodec.libraryProblem("libc.so.6"))
        #expect(wrong.contains("libc.so.6 lacks SDL_image"))
    }

    @Test func imagesWithoutSDLImageFailWithTheReason() throws {
        let without = try ProbeProcess.run(
            "images-with-or-without-sdl-image", environment: ["SDLVIEWS_SDL_IMAGE_LIBRARY": "/nonexistent/libSDL2_image.so"])
        #expect(without.behaved, "\(without.output)")
        #expect(without.output.contains("SDL_image is unavailable: cannot open /nonexistent/libSDL2_image.so"))
        let with = try ProbeProcess.run("images-with-or-without-sdl-image")
        #expect(with.behaved, "\(with.output)")
        #expect(!with.output.contains("SDL_image is unavailable"))
    }

    @Test func aLabelThatFitsItsLineIsMeasuredOnce() {
        FontCache.shared.removeAll()
        let font = UIFont.systemFont(ofSize: 15)
        let layout = TextLayout.make(
            text: "Buttons: every state and style", font: font, maxWidth: 400, numberOfLines: 1,
            lineBreakMode: .byTruncatingTail)
        #expect(layout.lines == ["Buttons: every state and style"])
        #expect(FontCache.shared.measuredWidthCount == 1)
    }

    @Test func wrappingAndTruncatingStillFindTheLongestFittingLine() {
        let font = UIFont.systemFont(ofSize: 15)
        let measurer = TextMeasurer(font: font)
        let text = "Buttons: every state and style"
        let wrapped = TextLayout.make(text: text, font: font, maxWidth: 100, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        #expect(wrapped.lines.count > 1)
        #expect(wrapped.lines.joined(separator: " ") == text)
        for line in wrapped.lines { #expect(measurer.width(line) <= 100) }
        let truncated = TextLayout.make(text: text, font: font, maxWidth: 100, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
        #expect(truncated.lines.count == 1)
        #expect(truncated.lines[0].hasSuffix("…"))
        #expect(measurer.width(truncated.lines[0]) <= 100)
    }

    @Test func aStoreHasInkOnlyWhereAPixelIsPainted() throws {
        for width in [1, 2, 7, 8] {
            for opaque in [false, true] {
                let store = try #require(BackingStore(pointSize: CGSize(width: width, height: 3), scale: 1, opaque: opaque))
                #expect(!store.hasInk(), "a new \(width)-pixel store is empty")
                // The last pixel of the last row: the odd tail of an odd width, the second of a pair otherwise.
                store.draw(in: CGRect(x: width - 1, y: 2, width: 1, height: 1), origin: .zero, clear: false) { cairo in
                    let context = CGContext(cairo: cairo)
                    context.setFillColor(UIColor.red.cgColor)
                    context.fill(CGRect(x: 0, y: 0, width: width, height: 3))
                }
                #expect(store.hasInk(), "a \(width)-pixel store with its last pixel painted")
            }
        }
    }
}
