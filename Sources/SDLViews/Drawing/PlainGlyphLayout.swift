import Foundation
internal import CCairo
internal import CCairoFT
internal import CHarfBuzz

/// Places a plain line's glyphs on the pixels SDL_ttf's `TTF_RenderUTF8_Blended`
/// puts them, so the line can be drawn from Cairo's glyph cache
/// (`cairo_show_glyphs`) instead of SDL_ttf rasterizing the whole line into a
/// new bitmap every time it is drawn.
///
/// SDL_ttf shapes a line with HarfBuzz over FreeType's hinted advances, puts
/// each glyph on the whole pixel its pen position floors to, and moves the
/// whole line right or down when a glyph's ink would start left of the pen or
/// above the ascent. This does the same with the same libraries, sizes and
/// flags, so the glyphs land where `TextMeasurer` (SDL_ttf's widths) puts
/// carets and selections, and where lines drawn by SDL_ttf put them.
///
/// One entry per font file and pixel size: a FreeType face sized as SDL_ttf
/// sizes its own, HarfBuzz's font over it, the Cairo scaled font that draws it,
/// and the glyphs' bitmap boxes. At most `sizeLimit` entries; the least
/// recently used is dropped first (an animated font size must not keep a face
/// per size).
@MainActor
final class PlainGlyphLayout {
    static let shared = PlainGlyphLayout()

    /// The most sizes kept, as `FontCache.handleLimit`.
    static let sizeLimit = 32

    /// A line's glyphs in device pixels, the line's top-left at (0, 0).
    struct Line {
        /// Glyph ids and baseline origins for `cairo_show_glyphs`.
        var glyphs: [cairo_glyph_t]
        /// Draws the glyphs at the size they were placed for, in device space.
        var scaledFont: OpaquePointer
        /// Where the glyphs' ink can be, for the compositing of shadows.
        var ink: CGRect
    }

    private struct Key: Hashable {
        let path: String
        let pixelSize: Int
    }

    private var sizes: [Key: SizedFont] = [:]
    private var useClock: UInt64 = 0
    private var failed: Set<Key> = []
    /// One buffer for every line: shaping runs on the main actor only.
    private let buffer: OpaquePointer? = hb_buffer_create()

    /// `text` set in the font file at `pixelSize` pixels whose SDL_ttf ascent
    /// is `ascent` pixels; nil (logged once per size) when FreeType or Cairo
    /// cannot open the file, so the caller draws the line another way.
    func line(_ text: String, path: String, pixelSize: Int, ascent: Int) -> Line? {
        guard let font = sizedFont(path: path, pixelSize: pixelSize), let buffer else { return nil }
        hb_buffer_clear_contents(buffer)
        // SDL_ttf's defaults: left to right, no script, no language, no features.
        hb_buffer_set_direction(buffer, HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, HB_SCRIPT_UNKNOWN)
        // As SDL_ttf, through a C string: text after a NUL is not drawn.
        text.withCString { hb_buffer_add_utf8(buffer, $0, -1, 0, -1) }
        hb_shape(font.harfBuzz, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
            let positions = hb_buffer_get_glyph_positions(buffer, &count)
        else { return nil }
        return font.place(infos: infos, positions: positions, count: Int(count), ascent: ascent)
    }

    /// Number of sizes kept (for tests).
    var count: Int { sizes.count }

    /// Drops every size; they are opened again on demand.
    func removeAll() {
        sizes.removeAll()
        failed.removeAll()
    }

    private func sizedFont(path: String, pixelSize: Int) -> SizedFont? {
        let key = Key(path: path, pixelSize: pixelSize)
        useClock += 1
        if let font = sizes[key] {
            font.lastUse = useClock
            return font
        }
        guard !failed.contains(key) else { return nil }
        guard let font = SizedFont(path: path, pixelSize: pixelSize) else {
            failed.insert(key)
            SDLViewsLog.error("PlainGlyphLayout: cannot open \(path) at \(pixelSize) px; its lines are rasterized whole")
            return nil
        }
        if sizes.count >= Self.sizeLimit, let oldest = sizes.min(by: { $0.value.lastUse < $1.value.lastUse })?.key {
            sizes[oldest] = nil
        }
        font.lastUse = useClock
        sizes[key] = font
        return font
    }
}

/// One font file at one pixel size: FreeType's face, HarfBuzz's font over it
/// with SDL_ttf's load flags, Cairo's scaled font, and the glyph boxes read so far.
/// Not actor-isolated so its deinit can free them; used by `PlainGlyphLayout`
/// on the main actor only, as FreeType needs of one library's faces.
private final class SizedFont {
    let face: FT_Face
    let harfBuzz: OpaquePointer
    let scaledFont: OpaquePointer
    var lastUse: UInt64 = 0
    /// Bitmap boxes by glyph id, read from FreeType as each glyph is first placed.
    private var boxes: [GlyphBox?]

    /// A glyph's bitmap relative to its pen position, as FreeType's hinted load
    /// presets it (SDL_ttf's glyph metrics): left and top in pixels, y up.
    struct GlyphBox {
        var left: Int32
        var top: Int32
        var width: Int32
        var rows: Int32
    }

    @MainActor
    init?(path: String, pixelSize: Int) {
        guard let face = CairoFontFaces.shared.sizedFace(path: path, pixelSize: pixelSize) else { return nil }
        guard let cairoFace = CairoFontFaces.shared.face(path: path),
            let scaledFont = SizedFont.scaledFont(cairoFace, pixelSize: pixelSize)
        else {
            FT_Done_Face(face)
            return nil
        }
        guard let harfBuzz = hb_ft_font_create_referenced(face) else {
            cairo_scaled_font_destroy(scaledFont)
            FT_Done_Face(face)
            return nil
        }
        // FT_LOAD_DEFAULT with FT_LOAD_TARGET_NORMAL (both 0): SDL_ttf's normal
        // hinting, so advances are the hinted ones SDL_ttf measures with.
        hb_ft_font_set_load_flags(harfBuzz, 0)
        self.face = face
        self.harfBuzz = harfBuzz
        self.scaledFont = scaledFont
        boxes = Array(repeating: nil, count: max(Int(face.pointee.num_glyphs), 0))
    }

    deinit {
        // HarfBuzz holds its own reference to the face (created "referenced").
        hb_font_destroy(harfBuzz)
        cairo_scaled_font_destroy(scaledFont)
        FT_Done_Face(face)
    }

    /// Cairo's font at `pixelSize` for an identity device matrix.
    private static func scaledFont(_ face: OpaquePointer, pixelSize: Int) -> OpaquePointer? {
        guard let options = CairoFontFaces.glyphOptions() else { return nil }
        defer { cairo_font_options_destroy(options) }
        var size = cairo_matrix_t(), identity = cairo_matrix_t()
        cairo_matrix_init_scale(&size, Double(pixelSize), Double(pixelSize))
        cairo_matrix_init_identity(&identity)
        guard let font = cairo_scaled_font_create(face, &size, &identity, options) else { return nil }
        guard cairo_scaled_font_status(font) == CAIRO_STATUS_SUCCESS else {
            cairo_scaled_font_destroy(font)
            return nil
        }
        return font
    }

    /// The glyphs on SDL_ttf's pixels: pen positions in 26.6 fixed point
    /// floored to whole pixels, the baseline `ascent` below the top, and the
    /// whole line moved right (down) by as much as ink reaches left of the
    /// line's start (above its top), as SDL_ttf sizes its bitmap to the ink.
    func place(
        infos: UnsafePointer<hb_glyph_info_t>, positions: UnsafePointer<hb_glyph_position_t>, count: Int, ascent: Int
    ) -> PlainGlyphLayout.Line {
        var glyphs: [cairo_glyph_t] = []
        glyphs.reserveCapacity(count)
        var pen: Int32 = 0, penY: Int32 = 0
        var minX: Int32 = 0, minY: Int32 = 0, maxX: Int32 = 0, maxY: Int32 = 0
        for index in 0..<count {
            let id = infos[index].codepoint, position = positions[index]
            let x = (pen &+ position.x_offset) >> 6
            let y = (penY &+ Int32(clamping: ascent) &* 64 &- position.y_offset) >> 6
            // Wrapping: a line millions of pixels long draws wrong, never traps.
            pen &+= position.x_advance
            penY &+= position.y_advance
            glyphs.append(cairo_glyph_t(index: UInt(id), x: Double(x), y: Double(y)))
            guard let box = box(of: id) else { continue }
            minX = min(minX, x + box.left)
            minY = min(minY, y - box.top)
            maxX = max(maxX, x + box.left + box.width)
            maxY = max(maxY, y - box.top + box.rows)
        }
        maxX = max(maxX, pen >> 6)
        let shiftX = Double(-minX), shiftY = Double(-minY)
        if shiftX != 0 || shiftY != 0 {
            for index in glyphs.indices {
                glyphs[index].x += shiftX
                glyphs[index].y += shiftY
            }
        }
        let ink = CGRect(x: 0, y: 0, width: CGFloat(maxX - minX), height: CGFloat(maxY - minY))
        return PlainGlyphLayout.Line(glyphs: glyphs, scaledFont: scaledFont, ink: ink)
    }

    /// The glyph's box, read once; nil for an id the face does not have or cannot load.
    private func box(of id: UInt32) -> GlyphBox? {
        let index = Int(id)
        guard index < boxes.count else { return nil }
        if let known = boxes[index] { return known }
        // FreeType presets the bitmap's box when it loads (and hints) an outline.
        guard FT_Load_Glyph(face, id, 0) == 0, let slot = face.pointee.glyph else { return nil }
        let box = GlyphBox(
            left: slot.pointee.bitmap_left, top: slot.pointee.bitmap_top,
            width: Int32(clamping: slot.pointee.bitmap.width), rows: Int32(clamping: slot.pointee.bitmap.rows))
        boxes[index] = box
        return box
    }
}
