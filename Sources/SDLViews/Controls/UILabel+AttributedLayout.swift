import Foundation

/// The label's text-engine path for attributed text and for text it shrinks
/// or tightens to fit (`AttributedTextLayout`), kept per width limit until
/// something that lays the text out changes.
extension UILabel {
    /// Whether the label lays out through `AttributedTextLayout`.
    var usesAttributedLayout: Bool {
        hasAttributedText || adjustsFontSizeToFitWidth || allowsDefaultTighteningForTruncation
    }

    /// The label's font, colour and alignment for ranges without their own,
    /// and its line break mode for every paragraph.
    private var layoutDefaults: TextRunStyle.Defaults {
        TextRunStyle.Defaults(
            font: font, color: drawingColor, alignment: drawnTextAlignment, lineBreakMode: lineBreakMode)
    }

    func attributedLayout(maxWidth: CGFloat?, fontScale: CGFloat = 1) -> AttributedTextLayout {
        let defaults = (color: drawingColor, alignment: drawnTextAlignment)
        if let cached = attributedLayoutDefaults, cached.color != defaults.color || cached.alignment != defaults.alignment {
            attributedLayouts.removeAll()
            fittedLayout = nil
        }
        attributedLayoutDefaults = defaults
        let key = maxWidth ?? 0
        if fontScale == 1, let cached = attributedLayouts[key] { return cached }
        let layout = AttributedTextLayout(
            layoutSource, defaults: layoutDefaults,
            options: .init(
                maxWidth: maxWidth, numberOfLines: max(numberOfLines, 0), lineBreakMode: lineBreakMode,
                allowsTightening: allowsDefaultTighteningForTruncation, fontScale: fontScale))
        guard fontScale == 1 else { return layout }
        // A few widths (measuring unlimited, the bounds, a fitting size) are in use at once.
        if attributedLayouts.count >= 4 { attributedLayouts.removeAll() }
        attributedLayouts[key] = layout
        return layout
    }

    /// The layout drawn in a box of `size`: shrunk when the label adjusts its
    /// font size and the full size does not fit (`FontFitting`).
    func fitted(to size: CGSize) -> AttributedTextLayout {
        let current = attributedLayout(maxWidth: size.width)
        if let fittedLayout, fittedLayout.size == size { return fittedLayout.layout }
        let minimum = minimumScaleFactor > 0 ? minimumScaleFactor : 1
        let singleLine = numberOfLines == 1
        let (scale, layout) =
            adjustsFontSizeToFitWidth
            ? FontFitting.fit(minimumScale: minimum, layout: { self.attributedLayout(maxWidth: size.width, fontScale: $0) }) {
                !$0.isTruncated && (singleLine || $0.usedSize.height <= size.height + 1e-6)
            }
            : (1, current)
        actualScaleFactor = scale
        fittedLayout = (size, layout)
        return layout
    }

    /// The text drawn into an image of the bounds' size, its lines centred vertically.
    func attributedImage(size: CGSize) -> CGImage? {
        let layout = fitted(to: size)
        let scale = contentScaleFactor
        guard let context = CGContext(bitmapSize: size, scale: scale) else { return nil }
        let top = ((size.height - layout.usedSize.height) / 2 * scale).rounded() / scale
        AttributedTextPainter.draw(layout, in: context, origin: CGPoint(x: 0, y: top), width: size.width)
        return context.makeImage()
    }
}
