internal import CHarfBuzz

/// Each scalar's script (UAX #24) from HarfBuzz's Unicode data, with the
/// characters every script shares (Common: spaces, digits, punctuation;
/// Inherited: combining marks) given the script of the text around them, so
/// that "مرحبا، بالعالم" is one Arabic run and not three.
enum ScriptResolver {
    /// ISO 15924 tags, one per scalar; nil only when the whole text is common.
    static func scripts(of scalars: [UInt32]) -> [String?] {
        guard let funcs = hb_unicode_funcs_get_default() else { return Array(repeating: nil, count: scalars.count) }
        var resolved: [String?] = scalars.map { scalar in
            let script = hb_unicode_script(funcs, hb_codepoint_t(scalar))
            if script == HB_SCRIPT_COMMON || script == HB_SCRIPT_INHERITED || script == HB_SCRIPT_UNKNOWN {
                return nil
            }
            return tag(hb_script_to_iso15924_tag(script))
        }
        // Forwards: a common character takes the script before it; leading
        // ones take the first real script after them.
        var previous: String?
        for index in resolved.indices {
            if let script = resolved[index] { previous = script } else { resolved[index] = previous }
        }
        if let first = resolved.firstIndex(where: { $0 != nil }) {
            for index in 0..<first { resolved[index] = resolved[first] }
        }
        return resolved
    }

    /// Whether `text` holds a scalar of a script beyond Latin, Greek and
    /// Cyrillic (right-to-left, complex or CJK scripts) or a bidi control
    /// (marks, embeddings, isolates), which the text engine draws; other text
    /// stays on SDL_ttf so its look does not change.
    static func needsTextEngine(_ text: String) -> Bool {
        if text.isASCIIOnly { return false }
        guard let funcs = hb_unicode_funcs_get_default() else { return false }
        return text.unicodeScalars.contains { scalar in
            guard scalar.value >= 0x0590 else { return false }
            if bidiControls.contains(scalar.value) { return true }
            let script = hb_unicode_script(funcs, hb_codepoint_t(scalar.value))
            return script != HB_SCRIPT_COMMON && script != HB_SCRIPT_INHERITED && script != HB_SCRIPT_UNKNOWN
        }
    }

    /// ALM, LRM, RLM, the embeddings and overrides, and the isolates: SDL_ttf
    /// has no bidi and would draw them as missing glyphs.
    private static let bidiControls: Set<UInt32> = [0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069]

    private static func tag(_ value: UInt32) -> String {
        let bytes = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> UInt32($0)) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
