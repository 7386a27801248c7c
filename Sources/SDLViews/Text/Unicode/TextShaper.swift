import Foundation
internal import CHarfBuzz

/// Turns runs of text into positioned glyphs with HarfBuzz, remembering the
/// results.
///
/// A run is one font, one direction and one script: splitting text into such
/// runs (bidi levels, font fallback, script changes) is the caller's job.
/// Shaping is the costly step of drawing text in complex scripts, and a UI
/// draws the same labels again and again, so results are cached by everything
/// that can change them; the cache is bounded because an app that shows
/// changing numbers would otherwise grow it without end. HarfBuzz's font
/// objects (parsed tables) are kept per file, face and size for the same reason.
///
/// Shared by every thread behind a lock: measuring text does not need the main
/// actor anywhere else in SDLViews (`UIFont` is `Sendable`).
final class TextShaper: @unchecked Sendable {
    static let shared = TextShaper()

    enum Direction: Sendable, Hashable {
        case leftToRight
        case rightToLeft
    }

    /// Everything the glyphs depend on.
    struct Request: Sendable, Hashable {
        /// The font file, and the face inside it for collections (.ttc).
        var fontPath: String
        var faceIndex: Int = 0
        /// The em size in pixels (SDL_ttf's point size at 72 dpi, as `FontHandle`).
        var pixelSize: Double
        var text: String
        var direction: Direction
        /// ISO 15924 tag (`Arab`, `Deva`); nil lets HarfBuzz guess from the text.
        var script: String? = nil
        /// BCP 47 tag; selects language-specific forms. nil leaves the choice to
        /// HarfBuzz, which takes the process locale's language.
        var language: String? = nil
        /// OpenType features in HarfBuzz's syntax (`liga`, `-kern`, `ss01=1`);
        /// the script's default features apply without being named.
        var features: [String] = []
    }

    /// How many runs reached HarfBuzz (cache misses), for tests and diagnostics.
    var shapedCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return misses
    }
    /// Results kept before the cache starts over.
    let cacheLimit: Int

    private let lock = NSLock()
    private var misses = 0
    private var runs: [Request: ShapedRun] = [:]
    private var fonts: [FontKey: OpaquePointer] = [:]

    private struct FontKey: Hashable {
        let path: String
        let faceIndex: Int
        let scale: Int32
    }

    init(cacheLimit: Int = 4_096) {
        self.cacheLimit = cacheLimit
    }

    deinit {
        for font in fonts.values { hb_font_destroy(font) }
    }

    /// The shaped run, or nil when the font file cannot be read.
    func shape(_ request: Request) -> ShapedRun? {
        lock.lock()
        defer { lock.unlock() }
        if let cached = runs[request] { return cached }
        guard let font = font(path: request.fontPath, faceIndex: request.faceIndex, pixelSize: request.pixelSize)
        else { return nil }
        let run = Self.shape(request, with: font)
        misses += 1
        if runs.count >= cacheLimit { runs.removeAll(keepingCapacity: true) }
        runs[request] = run
        return run
    }

    /// Forgets every shaped run and font (memory warnings, tests).
    func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        runs.removeAll()
        for font in fonts.values { hb_font_destroy(font) }
        fonts.removeAll()
    }

    // MARK: - Private (called with the lock held)

    private func font(path: String, faceIndex: Int, pixelSize: Double) -> OpaquePointer? {
        guard pixelSize.isFinite, pixelSize > 0, faceIndex >= 0 else { return nil }
        // HarfBuzz's scale is in 1/64 pixel: the same fixed point FreeType uses.
        let scale = Int32(clamping: Int((pixelSize * 64).rounded()))
        let key = FontKey(path: path, faceIndex: faceIndex, scale: scale)
        if let font = fonts[key] { return font }
        guard let blob = hb_blob_create_from_file_or_fail(path) else { return nil }
        defer { hb_blob_destroy(blob) }
        guard let face = hb_face_create(blob, UInt32(clamping: faceIndex)) else { return nil }
        defer { hb_face_destroy(face) }
        guard hb_face_get_glyph_count(face) > 0, let font = hb_font_create(face) else { return nil }
        hb_font_set_scale(font, scale, scale)
        fonts[key] = font
        return font
    }

    private static func shape(_ request: Request, with font: OpaquePointer) -> ShapedRun {
        guard let buffer = hb_buffer_create() else { return ShapedRun(glyphs: []) }
        defer { hb_buffer_destroy(buffer) }
        let scalars = request.text.unicodeScalars.map { $0.value }
        scalars.withUnsafeBufferPointer { text in
            hb_buffer_add_utf32(buffer, text.baseAddress, Int32(text.count), 0, Int32(text.count))
        }
        hb_buffer_set_direction(buffer, request.direction == .leftToRight ? HB_DIRECTION_LTR : HB_DIRECTION_RTL)
        if let script = request.script { hb_buffer_set_script(buffer, hb_script_from_string(script, -1)) }
        if let language = request.language { hb_buffer_set_language(buffer, hb_language_from_string(language, -1)) }
        hb_buffer_guess_segment_properties(buffer)
        var features: [hb_feature_t] = []
        for name in request.features {
            var feature = hb_feature_t()
            if hb_feature_from_string(name, -1, &feature) != 0 { features.append(feature) }
        }
        features.withUnsafeBufferPointer { features in
            hb_shape(font, buffer, features.baseAddress, UInt32(features.count))
        }
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
            let positions = hb_buffer_get_glyph_positions(buffer, &count)
        else { return ShapedRun(glyphs: []) }
        var glyphs: [ShapedRun.Glyph] = []
        glyphs.reserveCapacity(Int(count))
        for index in 0..<Int(count) {
            let info = infos[index]
            let position = positions[index]
            glyphs.append(
                ShapedRun.Glyph(
                    id: info.codepoint, cluster: Int(info.cluster), advanceX: position.x_advance,
                    advanceY: position.y_advance, offsetX: position.x_offset, offsetY: position.y_offset))
        }
        return ShapedRun(glyphs: glyphs)
    }
}
