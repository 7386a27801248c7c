import Foundation
internal import CHarfBuzz

/// Where a font puts its underline and strikethrough, and how thick they
/// are, from its OpenType tables (`post` and `OS/2`) through HarfBuzz, with
/// HarfBuzz's fallbacks for fonts without them. In ems, so one lookup per
/// font file serves every size.
final class DecorationMetrics: @unchecked Sendable {
    struct Lines: Sendable {
        /// Below the baseline (positive down), in ems.
        var underlineOffset: CGFloat
        var underlineThickness: CGFloat
        /// Above the baseline (positive up), in ems.
        var strikethroughOffset: CGFloat
        var strikethroughThickness: CGFloat

        /// Conventional values, for a font file HarfBuzz cannot read.
        static let fallback = Lines(
            underlineOffset: 0.1, underlineThickness: 0.05, strikethroughOffset: 0.25, strikethroughThickness: 0.05)
    }

    static let shared = DecorationMetrics()

    private let lock = NSLock()
    private var known: [String: Lines] = [:]

    func lines(path: String) -> Lines {
        lock.lock()
        defer { lock.unlock() }
        if let lines = known[path] { return lines }
        let lines = Self.read(path) ?? .fallback
        known[path] = lines
        return lines
    }

    private static func read(_ path: String) -> Lines? {
        guard let blob = hb_blob_create_from_file_or_fail(path) else { return nil }
        defer { hb_blob_destroy(blob) }
        guard let face = hb_face_create(blob, 0) else { return nil }
        defer { hb_face_destroy(face) }
        let upem = CGFloat(hb_face_get_upem(face))
        guard upem > 0, let font = hb_font_create(face) else { return nil }
        defer { hb_font_destroy(font) }
        func value(_ tag: hb_ot_metrics_tag_t) -> CGFloat {
            var position: hb_position_t = 0
            hb_ot_metrics_get_position_with_fallback(font, tag, &position)
            return CGFloat(position) / upem
        }
        // OpenType's offsets are y-up: the underline's is negative below the baseline.
        return Lines(
            underlineOffset: -value(HB_OT_METRICS_TAG_UNDERLINE_OFFSET),
            underlineThickness: max(value(HB_OT_METRICS_TAG_UNDERLINE_SIZE), 1 / upem),
            strikethroughOffset: value(HB_OT_METRICS_TAG_STRIKEOUT_OFFSET),
            strikethroughThickness: max(value(HB_OT_METRICS_TAG_STRIKEOUT_SIZE), 1 / upem))
    }
}
