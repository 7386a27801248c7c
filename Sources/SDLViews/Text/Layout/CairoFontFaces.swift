internal import CCairoFT
internal import CCairo

/// Cairo font faces over FreeType faces, one per font file, for drawing
/// HarfBuzz's glyph ids with `cairo_show_glyphs`.
///
/// Faces are kept for the life of the process: a UI uses a handful of font
/// files, and a Cairo face may still be referenced by Cairo's glyph caches
/// after a drawing ends, so freeing the FreeType face under it is not safe.
/// The FreeType library is SDLViews' own (not SDL_ttf's), used on the main
/// actor only, as FreeType requires of one library's faces.
@MainActor
final class CairoFontFaces {
    static let shared = CairoFontFaces()

    private var library: FT_Library?
    private var faces: [String: OpaquePointer] = [:]
    /// Files that failed, so a broken file is logged once.
    private var failed: Set<String> = []

    /// The Cairo face for the font file, or nil (logged once) when FreeType cannot open it.
    func face(path: String) -> OpaquePointer? {
        if let face = faces[path] { return face }
        guard !failed.contains(path) else { return nil }
        guard let face = open(path) else {
            failed.insert(path)
            SDLViewsLog.error("text engine: FreeType cannot open \(path); its glyphs are not drawn")
            return nil
        }
        faces[path] = face
        return face
    }

    /// A FreeType face of the file of its own (not shared with Cairo, which sets
    /// its faces' sizes as it pleases) set to `pixelSize` pixels as SDL_ttf sets
    /// its faces (`FT_Set_Char_Size` at 72 dpi); the caller owns it (`FT_Done_Face`).
    /// Read from the file's mapped bytes when it can be mapped. nil when FreeType
    /// cannot open or size it.
    func sizedFace(path: String, pixelSize: Int) -> FT_Face? {
        guard let library = freeTypeLibrary() else { return nil }
        var face: FT_Face?
        if let bytes = FontFileMappings.shared.bytes(of: path), let base = bytes.baseAddress {
            guard FT_New_Memory_Face(library, base, FT_Long(bytes.count), 0, &face) == 0 else { return nil }
        } else {
            guard FT_New_Face(library, path, 0, &face) == 0 else { return nil }
        }
        guard let face else { return nil }
        guard FT_Set_Char_Size(face, 0, FT_F26Dot6(pixelSize) * 64, 0, 0) == 0 else {
            FT_Done_Face(face)
            return nil
        }
        return face
    }

    /// A Cairo font options object for glyphs drawn as SDL_ttf draws them:
    /// grayscale antialiased, FreeType's normal hinting, and metrics not
    /// rounded (positions come from HarfBuzz). The caller destroys it.
    nonisolated static func glyphOptions() -> OpaquePointer? {
        guard let options = cairo_font_options_create() else { return nil }
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_FULL)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        return options
    }

    private func freeTypeLibrary() -> FT_Library? {
        if library == nil {
            var created: FT_Library?
            guard FT_Init_FreeType(&created) == 0 else { return nil }
            library = created
        }
        return library
    }

    private func open(_ path: String) -> OpaquePointer? {
        guard let library = freeTypeLibrary() else { return nil }
        var ftFace: FT_Face?
        guard FT_New_Face(library, path, 0, &ftFace) == 0, let ftFace else { return nil }
        // Default loading: FreeType's hinting, as SDL_ttf's normal hinting; the
        // grayscale antialiasing is set on the context (`ShapedTextPainter`).
        guard let face = cairo_ft_font_face_create_for_ft_face(ftFace, 0),
            cairo_font_face_status(face) == CAIRO_STATUS_SUCCESS
        else {
            FT_Done_Face(ftFace)
            return nil
        }
        return face
    }
}
