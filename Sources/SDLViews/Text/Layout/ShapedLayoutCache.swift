import Foundation

/// Finished layouts of the text engine, by everything they depend on.
///
/// Menus show the same few strings again and again (a toggle's "On" and
/// "Off", a counter's values, a label relabelled when the language changes
/// back): a label whose text changes drops its own layouts, and without this
/// cache it would pay for bidi, line breaking and font choice again each time
/// its text comes back. HarfBuzz's results are cached underneath
/// (`TextShaper`), but a layout is the larger saving. Bounded like
/// `TextShaper`'s cache (an app showing ever-changing numbers would grow it
/// without end), and emptied when the fallback fonts change.
@MainActor
final class ShapedLayoutCache {
    static let shared = ShapedLayoutCache()

    struct Key: Hashable {
        let text: String
        let fontPath: String
        let pointSize: CGFloat
        let lineHeight: CGFloat
        /// nil: no width limit.
        let maxWidth: CGFloat?
        let numberOfLines: Int
        let lineBreakMode: NSLineBreakMode
    }

    /// Layouts kept before the cache starts over.
    let limit: Int
    private var layouts: [Key: ShapedTextLayout] = [:]

    init(limit: Int = 2_048) {
        self.limit = limit
    }

    func layout(for key: Key) -> ShapedTextLayout? { layouts[key] }

    func store(_ layout: ShapedTextLayout, for key: Key) {
        if layouts.count >= limit { layouts.removeAll(keepingCapacity: true) }
        layouts[key] = layout
    }

    func removeAll() { layouts.removeAll() }

    var count: Int { layouts.count }
}
