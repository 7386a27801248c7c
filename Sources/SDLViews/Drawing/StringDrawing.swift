import Foundation

/// UIKit's string drawing and measuring (`NSString(Drawing)` / `NSStringDrawing`),
/// with SDL_ttf fonts, into the current context.
///
/// Rules as UIKit: the text's top-left is at the point or rect origin; "\n"
/// breaks lines; `draw(in:)` wraps at the rect's width with the paragraph
/// style's line break mode, aligns each line in the rect and clips to it;
/// sizes are unrounded (UIKit returns fractional sizes; round up yourself for
/// view sizes, as on iOS). Without a current context drawing does nothing.
///
/// Text in a script beyond Latin, Greek and Cyrillic, or with bidi marks, is
/// drawn and measured as the same `NSAttributedString` would be (the text
/// engine: bidi order, shaping, per-run font fallback), as labels decide.
/// Differences from UIKit: see <doc:DifferencesFromUIKit>.
extension String {
    /// The string as an attributed one, when the text engine should draw it.
    @MainActor
    private func engineString(_ attributes: [NSAttributedString.Key: Any]?) -> NSAttributedString? {
        guard ScriptResolver.needsTextEngine(self) else { return nil }
        return NSAttributedString(string: self, attributes: attributes)
    }

    @MainActor
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        if let engine = engineString(attributes) { return engine.draw(at: point) }
        guard let context = UIGraphicsGetCurrentContext(), point.isFinite else { return }
        let style = TextAttributes(attributes)
        context.drawText(style.layout(self, width: nil), attributes: style, origin: point, width: 0)
    }

    @MainActor
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        if let engine = engineString(attributes) { return engine.draw(in: rect) }
        guard let context = UIGraphicsGetCurrentContext(), let r = CGContext.drawable(rect) else { return }
        let style = TextAttributes(attributes)
        let truncates = [.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle].contains(
            style.paragraph.lineBreakMode)
        let visibleLines =
            truncates
            ? max(1, Int(saturating: (r.height + style.paragraph.lineSpacing) / style.lineAdvance, rounding: .down)) : 0
        context.saveGState()
        context.clip(to: r)
        context.drawText(
            style.layout(self, width: r.width, maxLines: visibleLines), attributes: style, origin: r.origin,
            width: r.width)
        context.restoreGState()
    }

    /// UIKit's `size(withAttributes:)`: the unwrapped size, lines × line height.
    @MainActor
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        if let engine = engineString(attributes) { return engine.size() }
        let style = TextAttributes(attributes)
        return style.size(of: style.layout(self, width: nil))
    }

    /// UIKit's `boundingRect(with:options:attributes:context:)`. With
    /// `.usesLineFragmentOrigin` the text wraps at `size.width` and the rect's
    /// origin is zero; without it the text is one line and the rect is relative
    /// to the baseline (its y is minus the ascender), as UIKit.
    @MainActor
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [],
        attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext? = nil
    ) -> CGRect {
        if let engine = engineString(attributes) { return engine.boundingRect(with: size, options: options, context: context) }
        let style = TextAttributes(attributes)
        let result: CGRect
        if options.contains(.usesLineFragmentOrigin) {
            let width = size.width.isFinite && size.width > 0 ? size.width : nil
            let measured = style.size(of: style.layout(self, width: width))
            result = CGRect(origin: .zero, size: measured)
        } else {
            let measured = style.size(of: style.layout(replacingOccurrences(of: "\n", with: " "), width: nil))
            result = CGRect(x: 0, y: -style.font.ascender, width: measured.width, height: measured.height)
        }
        context?.totalBounds = result
        return result
    }
}

extension NSString {
    @MainActor
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(at: point, withAttributes: attributes)
    }

    @MainActor
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(in: rect, withAttributes: attributes)
    }

    @MainActor
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as String).size(withAttributes: attributes)
    }

    @MainActor
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [],
        attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
    ) -> CGRect {
        (self as String).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}
