import Foundation

/// A text field's line when its text needs the text engine (a script beyond
/// Latin, Greek and Cyrillic, `ScriptResolver.needsTextEngine`): the shaped
/// line and its caret geometry, kept until the text or font changes, and the
/// horizontal scroll in points that keeps the caret in view. Latin text stays
/// on `SingleLineTextLayout` (SDL_ttf), so its look does not change.
@MainActor
final class ShapedFieldLine {
    private var geometry: BidiLineGeometry?
    private var layout: ShapedTextLayout?
    private var key: (generation: Int, font: UIFont, secure: Bool)?
    /// How far the line is scrolled left, in points (0: its left edge shows).
    private(set) var scroll: CGFloat = 0
    /// Set when editing ends: the next layout shows the line's start (its
    /// right end when right to left), as an idle field does.
    private var showsStart = true

    /// The engine's geometry for the editor's text, nil when the text stays on
    /// SDL_ttf (Latin-only, secure entry, or a font without a file).
    func geometry(for editor: TextEditor, font: UIFont, secure: Bool) -> BidiLineGeometry? {
        if let key, key.generation == editor.generation, key.font === font, key.secure == secure { return geometry }
        key = (editor.generation, font, secure)
        let text = editor.text
        geometry = !secure && ScriptResolver.needsTextEngine(text) ? BidiLineGeometry.make(text, font: font) : nil
        layout = geometry.map { line in
            ShapedTextLayout(
                lines: [line.line], lineHeight: font.lineHeight, ascender: font.ascender, pointSize: font.pointSize,
                size: CGSize(width: line.width.rounded(.up), height: font.lineHeight.rounded(.up)))
        }
        return geometry
    }

    /// The drawable layout of the geometry last made.
    var shapedLayout: ShapedTextLayout? { layout }

    /// The x of the line's left edge in a box `width` wide: aligned while it
    /// fits (`.natural` follows the paragraph's direction), scrolled otherwise.
    func leftEdge(_ geometry: BidiLineGeometry, width: CGFloat, alignment: NSTextAlignment) -> CGFloat {
        guard geometry.width > width else {
            guard let layout else { return 0 }
            return layout.lineOffset(geometry.line, in: width, alignment: alignment)
        }
        return -scroll
    }

    /// Scrolls so the caret at `caretX` (from the line's left edge) shows in a
    /// box `width` wide, leaving no empty room past the line's ends.
    func scrollToShow(caretX: CGFloat, in geometry: BidiLineGeometry, width: CGFloat) {
        let room = max(width - 2, 1)
        let limit = max(geometry.width - room, 0)
        if showsStart {
            scroll = geometry.isRightToLeft ? limit : 0
            showsStart = false
        }
        if caretX - scroll > room { scroll = caretX - room }
        if caretX - scroll < 0 { scroll = caretX }
        scroll = min(max(scroll, 0), limit)
    }

    /// Editing ended: the line's start shows again.
    func reset() {
        showsStart = true
        scroll = 0
    }
}
