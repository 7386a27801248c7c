import Foundation
internal import CCairo

/// Renders a layer subclass's content into a Cairo bitmap (through
/// `CGContext`) and keeps the last result while its inputs hold, so a static
/// shape, gradient or text layer renders once and an animated one once per
/// frame it changes.
@MainActor
struct LayerBitmap {
    private var key: Int?
    private var cached: RenderedContents?

    /// The cached content for `key`, else `render()`'s.
    mutating func contents(key: Int, render: () -> RenderedContents?) -> RenderedContents? {
        if self.key == key { return cached }
        cached = render()
        self.key = key
        return cached
    }

    /// Draws `rect` (layer space) at `scale` pixels per point: `draw` gets the
    /// Cairo context in layer coordinates. nil for empty or huge areas.
    static func render(_ rect: CGRect, scale: CGFloat, draw: (OpaquePointer) -> Void) -> RenderedContents? {
        guard rect.isFinite, rect.width > 0, rect.height > 0,
            let context = CGContext(bitmapSize: rect.size, scale: scale)
        else { return nil }
        cairo_translate(context.cairo, -rect.minX, -rect.minY)
        draw(context.cairo)
        guard let image = context.makeImage() else { return nil }
        return RenderedContents(
            image: image,
            rect: CGRect(
                x: rect.minX, y: rect.minY,
                width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale))
    }

    static func setSource(_ cr: OpaquePointer, _ c: CGColor) {
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
    }
}

extension AnimatableValue {
    /// Feeds the value into a hasher (content cache keys).
    func hash(into h: inout Hasher) {
        switch self {
        case .scalar(let v): h.combine(0); h.combine(v)
        case .point(let p): h.combine(1); h.combine(p.x); h.combine(p.y)
        case .size(let s): h.combine(2); h.combine(s.width); h.combine(s.height)
        case .rect(let r): h.combine(3); h.combine(r.minX); h.combine(r.minY); h.combine(r.width); h.combine(r.height)
        case .transform(let t): h.combine(4); h.combine(t)
        case .color(let c): h.combine(5); h.combine(c)
        case .colorOffset(let o):
            h.combine(7); h.combine(o.red); h.combine(o.green); h.combine(o.blue); h.combine(o.alpha)
        case .list(let items): h.combine(6); h.combine(items.count); items.forEach { $0.hash(into: &h) }
        }
    }

    var scalarValue: CGFloat? { if case .scalar(let v) = self { return CGFloat(v) }; return nil }
    var colorValue: CGColor? { if case .color(let c) = self { return c }; return nil }
    var pointValue: CGPoint? { if case .point(let p) = self { return p }; return nil }
}
