import Foundation

/// UIKit's `UIViewPrintFormatter`: prints a view hierarchy as drawn with
/// `draw(_:for:)` (views' print versions), vector where the drawing is.
///
/// Pagination (UIKit leaves it to `UIPrintPageRenderer`): the view is scaled
/// down to fit the page's content width (never up) and cut into page-high
/// slices from the top.
@MainActor
public final class UIViewPrintFormatter: UIPrintFormatter {
    public private(set) weak var view: UIView?
    /// A guard against absurd paper sizes (a page a fraction of a point high).
    static let maximumPageCount = 10_000

    init(view: UIView) {
        self.view = view
        super.init()
    }

    /// Scale and slice height (in view points) for pages of `paperSize`.
    func layout(forPaperSize paperSize: CGSize) -> (scale: CGFloat, sliceHeight: CGFloat)? {
        layout(forContentSize: CGRect(origin: .zero, size: paperSize).inset(by: perPageContentInsets).size)
    }

    /// Scale and slice height for a content area (insets already taken off).
    private func layout(forContentSize size: CGSize) -> (scale: CGFloat, sliceHeight: CGFloat)? {
        guard let view, let bounds = CGContext.drawable(view.bounds) else { return nil }
        let content = CGRect(origin: .zero, size: size)
        guard content.width > 0, content.height > 0, content.isFinite else { return nil }
        let scale = min(1, content.width / bounds.width)
        return (scale, content.height / scale)
    }

    override func pageCount(forPaperSize paperSize: CGSize) -> Int {
        guard let view, let layout = layout(forPaperSize: paperSize) else { return 0 }
        let pages = (view.bounds.height / layout.sliceHeight - 1e-9).rounded(.up)
        guard pages <= CGFloat(UIViewPrintFormatter.maximumPageCount) else {
            SDLViewsLog.error(
                "UIViewPrintFormatter: \(pages) pages of \(paperSize) is too many; printing the first \(UIViewPrintFormatter.maximumPageCount)"
            )
            return UIViewPrintFormatter.maximumPageCount
        }
        return max(1, Int(saturating: pages))
    }

    /// Draws slice `pageIndex − startPage` of the view into `rect` (the page's
    /// content area, insets already taken off) in the current context.
    override public func draw(in rect: CGRect, forPageAt jobPageIndex: Int) {
        let pageIndex = jobPageIndex - startPage
        guard pageIndex >= 0, let view, let context = UIGraphicsGetCurrentContext(),
            let page = CGContext.drawable(rect),
            let layout = layout(forContentSize: page.size)
        else { return }
        let bounds = view.bounds
        context.saveGState()
        context.clip(
            to: CGRect(
                x: page.minX, y: page.minY, width: bounds.width * layout.scale,
                height: min(page.height, (bounds.height - CGFloat(pageIndex) * layout.sliceHeight) * layout.scale)))
        context.translateBy(x: page.minX, y: page.minY)
        context.scaleBy(x: layout.scale, y: layout.scale)
        context.translateBy(x: -bounds.minX, y: -bounds.minY - CGFloat(pageIndex) * layout.sliceHeight)
        view.layoutIfNeeded()
        LayerRenderer(context: context, formatter: self).renderContents(of: view.layer)
        context.restoreGState()
    }
}
