internal import CSDL

/// Which font file draws each scalar: the label's own font when it has the
/// glyph, else the fallback font `FontFallback` finds (preferred files, then
/// fontconfig). Marks, joiners and spaces stay in the font of the character
/// before them, so a base and its marks shape together and a space between
/// two words of a fallback script does not split their run.
@MainActor
enum FontChooser {
    /// One font file per scalar.
    static func fontPaths(of scalars: [UInt32], primary: String) -> [String] {
        var paths: [String] = []
        paths.reserveCapacity(scalars.count)
        var primaryHas: [UInt32: Bool] = [:]
        for scalar in scalars {
            if let previous = paths.last, followsPrevious(scalar) {
                paths.append(previous)
                continue
            }
            let has = primaryHas[scalar] ?? provides(primary, scalar)
            primaryHas[scalar] = has
            if has {
                paths.append(primary)
            } else if let value = Unicode.Scalar(scalar), let fallback = FontFallback.shared.file(for: value) {
                paths.append(fallback)
            } else {
                paths.append(primary)
            }
        }
        return paths
    }

    /// Whether the font file has a glyph for `scalar` (asked of SDL_ttf's face,
    /// opened small once and shared with `FontFallback`).
    static func provides(_ path: String, _ scalar: UInt32) -> Bool {
        guard let handle = FontCache.shared.handle(path: path, pixelSize: 12) else { return false }
        return TTF_GlyphIsProvided32(handle.pointer, scalar) != 0
    }

    private static func followsPrevious(_ scalar: UInt32) -> Bool {
        guard scalar != 0x20 else { return true }
        guard scalar >= 0x300, let value = Unicode.Scalar(scalar) else { return false }
        switch value.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .format: return true
        default: return false
        }
    }
}
