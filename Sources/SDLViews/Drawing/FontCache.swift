internal import CSDL
import Foundation

/// One font file known by name: where it is and what it calls itself.
struct FontFace: Sendable, Hashable {
    /// Absolute path of the TTF/OTF file.
    let path: String
    /// PostScript-style name, e.g. "DejaVuSans-Bold".
    let fontName: String
    /// Family name as stored in the file, e.g. "DejaVu Sans".
    let familyName: String
}

/// Vertical metrics of a face opened at a whole pixel size, in pixels, as SDL_ttf
/// reports them (already rounded by FreeType's hinting).
struct FontPixelMetrics: Sendable, Equatable {
    let ascent: Int
    /// Negative below the baseline, as `TTF_FontDescent`.
    let descent: Int
    let lineSkip: Int
    /// Top of "H" above the baseline, nil when the font has no "H".
    let capHeight: Int?
    /// Top of "x" above the baseline, nil when the font has no "x".
    let xHeight: Int?
}

/// The name → file registry, shared by every thread.
///
/// Why a lock and not the main actor: `UIFont` is `Sendable` and its initializers
/// are usable from any thread, so looking a name up and measuring a face must not
/// need the main actor. The same lock serializes `TTF_Init`, `TTF_OpenFont` and
/// `TTF_CloseFont` for everyone (including `FontCache`), because FreeType only
/// allows one thread at a time to create or destroy faces of its shared library;
/// using distinct open faces from different threads is allowed.
final class FontRegistry: @unchecked Sendable {
    static let shared = FontRegistry()

    private let lock = NSRecursiveLock()
    private var faces: [String: FontFace] = [:]
    private var metricsCache: [MetricsKey: FontPixelMetrics] = [:]
    /// Faces opened to read a size's metrics, kept for the `FontHandle` that
    /// draws with that size next: every newly opened face runs a hinted
    /// font's size program again (for DejaVu, more work than hinting a
    /// line of glyphs), and the views that ask for metrics draw at that size
    /// right after. At most `spareLimit`, the oldest closed first.
    private var spareFonts: [(key: MetricsKey, font: OpaquePointer)] = []
    private static let spareLimit = 8
    private var bundledLoaded = false
    private var regular: FontFace?
    private var bold: FontFace?

    private struct MetricsKey: Hashable {
        let path: String
        let pixelSize: Int
    }

    /// Runs `body` holding the TTF lock, with SDL_ttf initialized.
    func withTTF<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        if TTF_WasInit() == 0, TTF_Init() != 0 {
            SDLViewsLog.error("TTF_Init failed: \(FontRegistry.sdlError())")
        }
        return try body()
    }

    /// The bundled regular and bold faces (DejaVu Sans), nil if the bundle has no fonts.
    var systemFaces: (regular: FontFace?, bold: FontFace?) {
        withTTF {
            loadBundledFacesIfNeeded()
            return (regular, bold)
        }
    }

    /// The face registered under `name`: exact match first, then ignoring case.
    func face(named name: String) -> FontFace? {
        withTTF {
            loadBundledFacesIfNeeded()
            if let face = faces[name] { return face }
            let lower = name.lowercased()
            return faces.first { $0.key.lowercased() == lower }?.value
        }
    }

    /// All names that `face(named:)` knows, sorted (for error messages).
    var registeredNames: [String] {
        withTTF {
            loadBundledFacesIfNeeded()
            return faces.keys.sorted()
        }
    }

    /// Validates the file by opening it with SDL_ttf and registers it under its
    /// PostScript-style name and family name, unless another file already has them
    /// (the first file keeps them, as Core Text refuses duplicate names), and always
    /// under its file base name. Returns nil, logging why, for a missing or
    /// unreadable file.
    func register(fileAt path: String) -> FontFace? {
        withTTF {
            loadBundledFacesIfNeeded()
            return registerLocked(path: path)
        }
    }

    /// Metrics of `face` opened at `pixelSize` pixels; opened once per size and remembered.
    func metrics(of face: FontFace, pixelSize: Int) -> FontPixelMetrics? {
        withTTF {
            let key = MetricsKey(path: face.path, pixelSize: pixelSize)
            if let cached = metricsCache[key] { return cached }
            guard let font = FontFileMappings.shared.openFont(path: face.path, pixelSize: Int32(pixelSize)) else {
                SDLViewsLog.error("UIFont: cannot open \(face.path) at \(pixelSize) px: \(FontRegistry.sdlError())")
                return nil
            }
            let metrics = FontRegistry.readMetrics(font)
            metricsCache[key] = metrics
            keepSpare(font, for: key)
            return metrics
        }
    }

    /// An open face of `path` at `pixelSize` that `metrics(of:pixelSize:)` left,
    /// now the caller's to close; nil when there is none. Call inside `withTTF`.
    func takeSpareFont(path: String, pixelSize: Int) -> OpaquePointer? {
        let key = MetricsKey(path: path, pixelSize: pixelSize)
        guard let index = spareFonts.firstIndex(where: { $0.key == key }) else { return nil }
        return spareFonts.remove(at: index).font
    }

    private func keepSpare(_ font: OpaquePointer, for key: MetricsKey) {
        if spareFonts.count >= FontRegistry.spareLimit { TTF_CloseFont(spareFonts.removeFirst().font) }
        spareFonts.append((key, font))
    }

    // MARK: - Private (called with the lock held)

    private func registerLocked(path: String) -> FontFace? {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory), !isDirectory.boolValue else {
            SDLViewsLog.error("UIFont.register(fileAt:): no font file at \(absolute)")
            return nil
        }
        // The size does not matter for validation; 12 is cheap to set up.
        guard let font = FontFileMappings.shared.openFont(path: absolute, pixelSize: 12) else {
            SDLViewsLog.error(
                "UIFont.register(fileAt:): \(absolute) is not a readable font: \(FontRegistry.sdlError())")
            return nil
        }
        defer { TTF_CloseFont(font) }
        let baseName = URL(fileURLWithPath: absolute).deletingPathExtension().lastPathComponent
        let family = FontRegistry.string(TTF_FontFaceFamilyName(font)) ?? baseName
        let style = FontRegistry.string(TTF_FontFaceStyleName(font)) ?? ""
        let face = FontFace(
            path: absolute, fontName: FontRegistry.postScriptName(family: family, style: style),
            familyName: family)
        if let existing = faces[face.fontName], existing.path != absolute {
            SDLViewsLog.error(
                "UIFont.register(fileAt:): \"\(face.fontName)\" already names \(existing.path); "
                    + "\(absolute) is reachable as \"\(baseName)\"")
        } else {
            faces[face.fontName] = face
        }
        faces[baseName] = face
        if faces[family] == nil { faces[family] = face }
        return face
    }

    /// Registers DejaVuSans.ttf and DejaVuSans-Bold.ttf from the package resources
    /// once. The regular face owns the family name "DejaVu Sans".
    private func loadBundledFacesIfNeeded() {
        guard !bundledLoaded else { return }
        bundledLoaded = true
        regular = registerBundled("DejaVuSans")
        bold = registerBundled("DejaVuSans-Bold")
        if let regular { faces[regular.familyName] = regular }
    }

    private func registerBundled(_ name: String) -> FontFace? {
        guard let path = PackageAssets.path("Fonts/\(name).ttf") else {
            SDLViewsLog.error("UIFont: bundled font \(name).ttf is missing from the SDLViews resources")
            return nil
        }
        return registerLocked(path: path)
    }

    // MARK: - Helpers

    private static func readMetrics(_ font: OpaquePointer) -> FontPixelMetrics {
        FontPixelMetrics(
            ascent: Int(TTF_FontAscent(font)), descent: Int(TTF_FontDescent(font)),
            lineSkip: Int(TTF_FontLineSkip(font)),
            capHeight: glyphTop(font, "H"), xHeight: glyphTop(font, "x"))
    }

    /// The top of a glyph's ink above the baseline, or nil when the font lacks it.
    private static func glyphTop(_ font: OpaquePointer, _ scalar: Unicode.Scalar) -> Int? {
        guard TTF_GlyphIsProvided32(font, scalar.value) != 0 else { return nil }
        var minX: Int32 = 0, maxX: Int32 = 0, minY: Int32 = 0, maxY: Int32 = 0, advance: Int32 = 0
        guard TTF_GlyphMetrics32(font, scalar.value, &minX, &maxX, &minY, &maxY, &advance) == 0 else { return nil }
        return Int(maxY)
    }

    /// "DejaVu Sans" + "Bold" → "DejaVuSans-Bold"; the plain styles add no suffix,
    /// as PostScript names do ("DejaVuSans", not "DejaVuSans-Book").
    static func postScriptName(family: String, style: String) -> String {
        let base = family.filter { !$0.isWhitespace }
        let suffix = style.filter { !$0.isWhitespace }
        let plainStyles: Set<String> = ["", "regular", "book", "normal", "roman", "plain", "standard"]
        return plainStyles.contains(suffix.lowercased()) ? base : "\(base)-\(suffix)"
    }

    private static func string(_ cString: UnsafePointer<CChar>?) -> String? {
        guard let cString else { return nil }
        let value = String(cString: cString)
        return value.isEmpty ? nil : value
    }

    static func sdlError() -> String {
        String(cString: SDL_GetError())
    }
}

/// Keeps the `TTF_Font*` handles used for measuring and drawing, keyed by file
/// path and whole pixel size (`round(pointSize * scale)`).
///
/// A least-recently-used cache of at most `handleLimit` handles. Each open face
/// holds its parsed tables (the file's bytes are shared: `FontFileMappings`), so an app that animates a font
/// size through many values must not keep one per size (at the process's
/// descriptor limit every new face, and with it all new text, would fail).
/// Reopening a face costs a file parse, so the handful of sizes an app really
/// uses stay open. An evicted handle closes once no caller still uses it
/// (`FontHandle`). Measured widths are keyed by (file, pixel size, text), not by
/// handle, so they stay right when a handle closes and the size is reopened.
/// `removeAll()` drops every handle, e.g. when memory is low.
@MainActor
final class FontCache {
    static let shared = FontCache()

    private struct Key: Hashable {
        let path: String
        let pixelSize: Int
    }

    /// The most handles kept open.
    static let handleLimit = 32

    private struct Entry {
        let handle: FontHandle
        var lastUse: UInt64
    }

    private var handles: [Key: Entry] = [:]
    private var useClock: UInt64 = 0
    /// The handle asked for last: text asks for one font line after line, and
    /// comparing the path (usually the very same string) is cheaper than hashing it.
    /// Its `lastUse` in `handles` is brought up to date before anything is evicted.
    private var lastAsked: (key: Key, lastUse: UInt64, handle: FontHandle)?

    private struct WidthKey: Hashable {
        let font: Key
        let text: String
    }

    /// Measured line widths in pixels. Views are measured again and again
    /// (every new label or button asks for its intrinsic size, a menu
    /// repeats the same titles), and shaping a line costs far more than a
    /// lookup. Bounded: cleared when full, so line breaking, which measures
    /// many substrings once, cannot grow it without limit.
    private var widths: [WidthKey: Int32] = [:]
    static let widthCacheLimit = 4096
    /// Keys that failed to open, so a broken file is logged once, not every frame.
    private var failed: Set<Key> = []

    /// Largest pixel size we ask FreeType for; bigger glyphs would be megabytes each.
    nonisolated static let maxPixelSize = 4096

    /// The pixel size used for `pointSize` at `scale`: rounded, at least 1. A scale
    /// that is not a finite positive number counts as 1.
    nonisolated static func pixelSize(pointSize: CGFloat, scale: CGFloat) -> Int {
        let safeScale = scale.isFinite && scale > 0 ? scale : 1
        let pixels = (pointSize * safeScale).rounded()
        guard pixels.isFinite else { return 1 }
        return min(max(Int(saturating: pixels), 1), maxPixelSize)
    }

    /// The handle for `font` at `scale`, or nil (logged once) when it cannot be opened.
    func handle(for font: UIFont, scale: CGFloat = 1) -> FontHandle? {
        guard let path = font.filePath else { return nil }
        return handle(path: path, pixelSize: FontCache.pixelSize(pointSize: font.pointSize, scale: scale))
    }

    /// The handle for the file at `path` opened at `pixelSize` pixels.
    func handle(path: String, pixelSize: Int) -> FontHandle? {
        useClock += 1
        if let last = lastAsked, last.key.pixelSize == pixelSize, last.key.path == path {
            lastAsked?.lastUse = useClock
            return last.handle
        }
        let key = Key(path: path, pixelSize: pixelSize)
        if let entry = handles[key] {
            handles[key]?.lastUse = useClock
            lastAsked = (key, useClock, entry.handle)
            return entry.handle
        }
        guard !failed.contains(key) else { return nil }
        guard let opened = FontHandle(path: path, pixelSize: pixelSize) else {
            failed.insert(key)
            SDLViewsLog.error("FontCache: cannot open \(path) at \(pixelSize) px: \(FontRegistry.sdlError())")
            return nil
        }
        if handles.count >= FontCache.handleLimit { evictLeastRecentlyUsed() }
        handles[key] = Entry(handle: opened, lastUse: useClock)
        return opened
    }

    private func evictLeastRecentlyUsed() {
        if let last = lastAsked { handles[last.key]?.lastUse = last.lastUse }
        lastAsked = nil
        guard let oldest = handles.min(by: { $0.value.lastUse < $1.value.lastUse })?.key else { return }
        handles[oldest] = nil
    }

    /// The width in pixels of `text` on one line in `handle`'s font
    /// (`TTF_SizeUTF8`), nil when SDL_ttf cannot measure it.
    func width(of text: String, in handle: FontHandle) -> Int32? {
        let key = WidthKey(font: Key(path: handle.path, pixelSize: handle.pixelSize), text: text)
        if let width = widths[key] { return width }
        var width: Int32 = 0
        var height: Int32 = 0
        guard text.withCString({ TTF_SizeUTF8(handle.pointer, $0, &width, &height) }) == 0 else { return nil }
        if widths.count >= FontCache.widthCacheLimit { widths.removeAll(keepingCapacity: true) }
        widths[key] = width
        return width
    }

    /// Number of remembered widths (for tests).
    var measuredWidthCount: Int { widths.count }

    /// Number of handles the cache keeps (for tests and diagnostics).
    var count: Int { handles.count }

    /// Drops every handle (each closes when no caller uses it); they are reopened on demand.
    func removeAll() {
        lastAsked = nil
        handles.removeAll()
        widths.removeAll()
        failed.removeAll()
        // The faces lines are drawn with go with the ones they are measured with.
        PlainGlyphLayout.shared.removeAll()
    }
}
