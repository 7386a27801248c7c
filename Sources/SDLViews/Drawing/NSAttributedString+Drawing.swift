import Foundation

/// UIKit's attributed string drawing and measuring (`NSAttributedString`'s
/// `NSStringDrawing` methods) on the text engine: every run shaped by
/// HarfBuzz in its font, drawn with its colours, decorations, shadow and
/// attachments (`AttributedTextLayout`, `AttributedTextPainter`). Measuring
/// and drawing read the same layout, so `boundingRect` holds what is drawn.
///
/// Attributes a run lacks take UIKit's defaults: the system font at 12
/// points (UIKit's Helvetica 12), black. Sizes are unrounded, as UIKit's.
/// Without a current context drawing does nothing.
/// Differences from UIKit: see <doc:DifferencesFromUIKit>.
extension NSAttributedString {
    /// UIKit's `draw(at:)`: lines broken only at line feeds, the top-left at `point`.
    @MainActor
    public func draw(at point: CGPoint) {
        guard let context = UIGraphicsGetCurrentContext(), point.isFinite else { return }
        let layout = drawingLayout(width: nil)
        AttributedTextPainter.draw(layout, in: context, origin: point, width: layout.usedSize.width)
    }

    /// UIKit's `draw(in:)`: wrapped at the rect's width, clipped to it; a
    /// truncating line break mode truncates the last line that fits its height.
    @MainActor
    public func draw(in rect: CGRect) {
        draw(with: rect, options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine], context: nil)
    }

    /// UIKit's `draw(with:options:context:)`. With `.usesLineFragmentOrigin`
    /// the rect's origin is the text's top-left and lines wrap at its width;
    /// without it the text is one line whose baseline is at the origin.
    /// `.truncatesLastVisibleLine` keeps the lines that fit the rect's height
    /// and truncates the last. The text is clipped to the rect when wrapping.
    @MainActor
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        guard let target = UIGraphicsGetCurrentContext(), rect.origin.isFinite else { return }
        let layout = drawingLayout(size: rect.size, options: options, context: context)
        let lineFragments = options.contains(.usesLineFragmentOrigin)
        let top = lineFragments ? rect.minY : rect.minY - layout.firstBaseline
        let width = layout.maxWidth ?? layout.usedSize.width
        target.saveGState()
        if lineFragments, let clip = CGContext.drawable(rect) { target.clip(to: clip) }
        AttributedTextPainter.draw(layout, in: target, origin: CGPoint(x: rect.minX, y: top), width: width)
        target.restoreGState()
    }

    /// UIKit's `size()`: the unwrapped size of the lines, unrounded.
    @MainActor
    public func size() -> CGSize { drawingLayout(width: nil).usedSize }

    /// UIKit's `boundingRect(with:options:context:)`. With
    /// `.usesLineFragmentOrigin` the text wraps at `size.width` and the rect's
    /// origin is zero; without it the text is one line and the rect is relative
    /// to the baseline (its y is minus the first line's ascent), as UIKit.
    /// `.truncatesLastVisibleLine` limits the lines to `size.height`.
    /// `.usesFontLeading` is accepted: line heights always include the font's leading.
    @MainActor
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?)
        -> CGRect
    {
        let layout = drawingLayout(size: size, options: options, context: context)
        let y = options.contains(.usesLineFragmentOrigin) ? 0 : -layout.firstBaseline
        let result = CGRect(origin: CGPoint(x: 0, y: y), size: layout.usedSize)
        context?.totalBounds = result
        return result
    }

    // MARK: - Layout

    @MainActor
    func drawingLayout(width: CGFloat?, numberOfLines: Int = 0, fontScale: CGFloat = 1) -> AttributedTextLayout {
        AttributedTextLayout(
            self, defaults: .drawing,
            options: .init(maxWidth: width, numberOfLines: numberOfLines, fontScale: fontScale))
    }

    /// The layout the options ask for within `size`; shrunk to
    /// `context.minimumScaleFactor` when the text does not fit otherwise.
    @MainActor
    private func drawingLayout(size: CGSize, options: NSStringDrawingOptions, context: NSStringDrawingContext?)
        -> AttributedTextLayout
    {
        guard options.contains(.usesLineFragmentOrigin) else {
            return Self.singleLine(self).drawingLayout(width: nil)
        }
        let width = size.width.isFinite && size.width > 0 ? size.width : nil
        let height = size.height.isFinite && size.height > 0 ? size.height : nil
        let make = { (scale: CGFloat) -> AttributedTextLayout in
            let full = self.drawingLayout(width: width, fontScale: scale)
            guard options.contains(.truncatesLastVisibleLine), let height else { return full }
            let count = full.lineCount(fitting: height)
            return count < full.lines.count ? self.drawingLayout(width: width, numberOfLines: count, fontScale: scale) : full
        }
        guard let context, context.minimumScaleFactor > 0, context.minimumScaleFactor < 1 else {
            context?.actualScaleFactor = 1
            return make(1)
        }
        let (scale, layout) = FontFitting.fit(minimumScale: context.minimumScaleFactor, layout: make) { layout in
            !layout.isTruncated && layout.usedSize.height <= (height ?? .infinity) + 1e-6
        }
        context.actualScaleFactor = scale
        return layout
    }

    /// The string with its line breaks as spaces: drawing without line
    /// fragments is one line, as UIKit's.
    private static func singleLine(_ string: NSAttributedString) -> NSAttributedString {
        let breaks = string.string.utf16.enumerated().filter { [0x0A, 0x0D, 0x2029].contains($0.element) }
        guard !breaks.isEmpty else { return string }
        let copy = NSMutableAttributedString(attributedString: string)
        for (offset, _) in breaks { copy.replaceCharacters(in: NSRange(location: offset, length: 1), with: " ") }
        return copy
    }
}
