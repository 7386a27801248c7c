import Foundation
internal import CSDL
internal import CFontconfig

/// Where glyphs the bundled font lacks (CJK, emoji, rarer scripts) come from:
/// the font files set in `preferredFiles` first (the test kit points this at
/// a specific file), then the system font fontconfig matches for the
/// character. Answers are remembered per character; a character no font has
/// stays with the primary font (drawn as its missing-glyph box), logged once.
@MainActor
package final class FontFallback {
    package static let shared = FontFallback()

    /// Font files tried, in order, before asking fontconfig.
    package var preferredFiles: [String] = [] { didSet { fontsChanged() } }
    /// Whether fontconfig is asked at all (tests switch it off to be independent of the system's fonts).
    package var usesSystemFonts = true { didSet { fontsChanged() } }

    /// Answers and the text engine's finished layouts (which chose fonts by them) start over.
    private func fontsChanged() {
        cache.removeAll()
        ShapedLayoutCache.shared.removeAll()
    }

    private var cache: [UInt32: String?] = [:]
    private var initialized = false

    /// A font file with a glyph for `scalar`, or nil.
    func file(for scalar: Unicode.Scalar) -> String? {
        if let known = cache[scalar.value] { return known }
        let found = preferredFiles.first { Self.file($0, provides: scalar) } ?? systemFile(for: scalar)
        if found == nil {
            SDLViewsLog.error(
                "FontFallback: no font has U+\(String(scalar.value, radix: 16, uppercase: true)); drawn as a box")
        }
        cache[scalar.value] = found
        return found
    }

    private static func file(_ path: String, provides scalar: Unicode.Scalar) -> Bool {
        guard let handle = FontCache.shared.handle(path: path, pixelSize: 12) else { return false }
        return TTF_GlyphIsProvided32(handle.pointer, scalar.value) != 0
    }

    /// fontconfig's best scalable match for a pattern asking for `scalar`, if it really has the glyph.
    private func systemFile(for scalar: Unicode.Scalar) -> String? {
        guard usesSystemFonts else { return nil }
        if !initialized {
            initialized = true
            guard FcInit() != 0 else {
                SDLViewsLog.error("FontFallback: fontconfig did not initialize; no fallback fonts")
                return nil
            }
        }
        guard let pattern = FcPatternCreate(), let wanted = FcCharSetCreate() else { return nil }
        defer {
            FcPatternDestroy(pattern)
            FcCharSetDestroy(wanted)
        }
        FcCharSetAddChar(wanted, scalar.value)
        FcPatternAddCharSet(pattern, "charset", wanted)
        FcPatternAddBool(pattern, "scalable", 1)
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(nil, pattern, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        var charset: OpaquePointer?
        guard FcPatternGetCharSet(match, "charset", 0, &charset) == FcResultMatch, let charset,
            FcCharSetHasChar(charset, scalar.value) != 0
        else { return nil }
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(match, "file", 0, &file) == FcResultMatch, let file else { return nil }
        let path = String(cString: file)
        return Self.file(path, provides: scalar) ? path : nil
    }
}

/// A line cut where the font that has its glyphs changes.
@MainActor
enum FontRuns {
    struct Run {
        var text: String
        var handle: FontHandle
    }

    /// One run in `primary` when it has every glyph (always for ASCII); else
    /// runs alternating with fallback faces at the same pixel size.
    static func runs(_ text: String, primary: FontHandle) -> [Run] {
        if text.isASCIIOnly { return [Run(text: text, handle: primary)] }
        var runs: [Run] = []
        var current = ""
        var currentHandle = primary
        for character in text {
            let handle = face(for: character, primary: primary)
            if handle !== currentHandle && !current.isEmpty {
                runs.append(Run(text: current, handle: currentHandle))
                current = ""
            }
            currentHandle = handle
            current.append(character)
        }
        if !current.isEmpty { runs.append(Run(text: current, handle: currentHandle)) }
        return runs
    }

    private static func face(for character: Character, primary: FontHandle) -> FontHandle {
        guard let scalar = character.unicodeScalars.first, scalar.value >= 0x80,
            TTF_GlyphIsProvided32(primary.pointer, scalar.value) == 0,
            let path = FontFallback.shared.file(for: scalar),
            let handle = FontCache.shared.handle(path: path, pixelSize: primary.pixelSize)
        else { return primary }
        return handle
    }

    /// The width in pixels of `text` set in its runs, nil when SDL_ttf cannot measure it.
    static func width(of text: String, primary: FontHandle) -> Int32? {
        var total: Int32 = 0
        for run in runs(text, primary: primary) {
            guard let width = FontCache.shared.width(of: run.text, in: run.handle) else { return nil }
            total += width
        }
        return total
    }

    /// How far a run's surface must move down so its baseline meets the primary font's.
    static func baselineShift(of run: Run, primary: FontHandle) -> Int {
        run.handle === primary ? 0 : Int(TTF_FontAscent(primary.pointer) - TTF_FontAscent(run.handle.pointer))
    }
}
