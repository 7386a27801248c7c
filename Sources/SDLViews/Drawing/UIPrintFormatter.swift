import Foundation

/// UIKit's `UIPrintFormatter`: lays content out on printed pages.
@MainActor
open class UIPrintFormatter {
    /// Insets of the content area on every page.
    public var perPageContentInsets: UIEdgeInsets = .zero
    /// The first page index the content is printed on.
    public var startPage = 0

    init() {}

    /// UIKit's `printPageRenderer`: the renderer this formatter was added to.
    public internal(set) weak var printPageRenderer: UIPrintPageRenderer?

    /// UIKit's `pageCount`: the pages the content takes in its renderer's
    /// content area (0 before it is added to a `UIPrintPageRenderer`).
    open var pageCount: Int {
        guard let renderer = printPageRenderer else { return 0 }
        return pageCount(forPaperSize: renderer.contentRect(in: renderer.printableRect).size)
    }

    /// The number of pages for pages of `paperSize` points (0 when nothing prints).
    func pageCount(forPaperSize paperSize: CGSize) -> Int { 0 }

    /// UIKit's `removeFromPrintPageRenderer()`.
    open func removeFromPrintPageRenderer() {
        printPageRenderer?.remove(self)
        printPageRenderer = nil
    }

    /// UIKit's `rect(forPage:)`: where the content goes on page `pageIndex`
    /// of its renderer (the content area less `perPageContentInsets`; zero
    /// outside a renderer or off the formatter's pages).
    open func rect(forPage pageIndex: Int) -> CGRect {
        guard let renderer = printPageRenderer, pageIndex >= startPage, pageIndex < startPage + pageCount else {
            return .zero
        }
        return renderer.contentRect(in: renderer.printableRect).inset(by: perPageContentInsets)
    }

    /// UIKit's `draw(in:forPageAt:)`: draws the content's part on page
    /// `pageIndex` (counted from the job's first page, so `startPage` is the
    /// content's first) in `rect`, the page's content area.
    open func draw(in rect: CGRect, forPageAt pageIndex: Int) {}
}
