import Foundation
import CCairo

/// Core Graphics' `CGContext`, drawn by Cairo into an image surface.
///
/// This first cut carries the state and the rectangle operations that
/// `UIColor.set()`, `UIRectFill` and image renderers need: colors, line width,
/// the CTM, save/restore, fill/stroke/clear of rectangles. Paths, gradients,
/// images and shadows arrive with custom drawing. Coordinates are UIKit's: the
/// origin is the top left, y grows downward.
@MainActor
public final class CGContext {
    let cairo: OpaquePointer
    private var fill = CGColor.black
    private var stroke = CGColor.black
    private var stateStack: [(CGColor, CGColor)] = []

    init(cairo: OpaquePointer) { self.cairo = cairo }

    public func saveGState() { cairo_save(cairo); stateStack.append((fill, stroke)) }

    public func restoreGState() {
        guard let saved = stateStack.popLast() else { return }
        cairo_restore(cairo)
        (fill, stroke) = saved
    }

    public func setFillColor(_ color: CGColor) { fill = color }
    public func setStrokeColor(_ color: CGColor) { stroke = color }
    public func setLineWidth(_ width: CGFloat) { if width.isFinite, width >= 0 { cairo_set_line_width(cairo, width) } }

    public func translateBy(x: CGFloat, y: CGFloat) { cairo_translate(cairo, x.finiteOrZero, y.finiteOrZero) }
    public func scaleBy(x: CGFloat, y: CGFloat) { if x.isFinite, y.isFinite, x != 0, y != 0 { cairo_scale(cairo, x, y) } }
    public func rotate(by angle: CGFloat) { cairo_rotate(cairo, angle.finiteOrZero) }

    public func fill(_ rect: CGRect) {
        guard addRect(rect) else { return }
        setSource(fill)
        cairo_fill(cairo)
    }

    public func stroke(_ rect: CGRect) {
        guard addRect(rect) else { return }
        setSource(stroke)
        cairo_stroke(cairo)
    }

    /// Makes the rectangle fully transparent, as CG's `clear(_:)`.
    public func clear(_ rect: CGRect) {
        guard addRect(rect) else { return }
        cairo_save(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
        cairo_fill(cairo)
        cairo_restore(cairo)
    }

    /// Zero-size, negative or non-finite rectangles draw nothing.
    private func addRect(_ rect: CGRect) -> Bool {
        let r = rect.standardized
        guard r.origin.isFinite, r.size.isFinite, r.width > 0, r.height > 0 else { return false }
        cairo_new_path(cairo)
        cairo_rectangle(cairo, r.minX, r.minY, r.width, r.height)
        return true
    }

    private func setSource(_ c: CGColor) { cairo_set_source_rgba(cairo, c.red, c.green, c.blue, c.alpha) }
}
