import Foundation

/// UIKit's `UIPrintPageRenderer`: draws the pages of a print job, each with
/// an optional header and footer and the print formatters placed on it.
///
/// `paperRect` and `printableRect` are read-only, as in UIKit, where the print
/// system sets them; here `UIPrintInteractionController` sets them from its
/// paper before it asks for pages (US Letter, 612 × 792 points with a
/// quarter-inch margin, until then).
@MainActor
open class UIPrintPageRenderer {
    public init() {}

    /// The height of the header drawn at the top of every page's printable area.
    open var headerHeight: CGFloat = 0
    /// The height of the footer drawn at the bottom of every page's printable area.
    open var footerHeight: CGFloat = 0
    public internal(set) var paperRect = UIPrintPageRenderer.letterPaper
    public internal(set) var printableRect = UIPrintPageRenderer.letterPaper.insetBy(dx: 18, dy: 18)

    static let letterPaper = CGRect(x: 0, y: 0, width: 612, height: 792)

    /// The formatters, in the order they were added (UIKit: nil when none).
    open var printFormatters: [UIPrintFormatter]? {
        get { formatters.isEmpty ? nil : formatters }
        set {
            formatters.forEach { $0.printPageRenderer = nil }
            formatters = []
            for formatter in newValue ?? [] { addPrintFormatter(formatter, startingAtPageAt: formatter.startPage) }
        }
    }

    private var formatters: [UIPrintFormatter] = []

    /// The formatters that draw on page `pageIndex` (nil when none).
    open func printFormatters(forPageAt pageIndex: Int) -> [UIPrintFormatter]? {
        let onPage = formatters.filter { pageIndex >= $0.startPage && pageIndex < $0.startPage + $0.pageCount }
        return onPage.isEmpty ? nil : onPage
    }

    /// Adds `formatter`, its content starting on page `pageIndex` (taken from
    /// another renderer if it belonged to one). A negative index is refused (logged).
    open func addPrintFormatter(_ formatter: UIPrintFormatter, startingAtPageAt pageIndex: Int) {
        guard pageIndex >= 0 else {
            return SDLViewsLog.error(
                "UIPrintPageRenderer.addPrintFormatter: page index \(pageIndex) is negative; not added")
        }
        formatter.removeFromPrintPageRenderer()
        formatter.startPage = pageIndex
        formatter.printPageRenderer = self
        formatters.append(formatter)
    }

    func remove(_ formatter: UIPrintFormatter) { formatters.removeAll { $0 === formatter } }

    /// UIKit's default: enough pages for every formatter's content.
    open var numberOfPages: Int { formatters.map { $0.startPage + $0.pageCount }.max() ?? 0 }

    /// Called before the pages in `range` are drawn; the default does nothing.
    open func prepare(forDrawingPages range: NSRange) {}

    /// UIKit's order: the header, the content, each formatter of the page, the footer.
    open func drawPage(at pageIndex: Int, in printableRect: CGRect) {
        if headerHeight > 0 {
            drawHeaderForPage(
                at: pageIndex,
                in: CGRect(
                    x: printableRect.minX, y: printableRect.minY,
                    width: printableRect.width, height: headerHeight))
        }
        drawContentForPage(at: pageIndex, in: contentRect(in: printableRect))
        printFormatters(forPageAt: pageIndex)?.forEach { drawPrintFormatter($0, forPageAt: pageIndex) }
        if footerHeight > 0 {
            drawFooterForPage(
                at: pageIndex,
                in: CGRect(
                    x: printableRect.minX, y: printableRect.maxY - footerHeight,
                    width: printableRect.width, height: footerHeight))
        }
    }

    /// Draws the part of `printFormatter`'s content that falls on `pageIndex`, in its `rect(forPage:)`.
    open func drawPrintFormatter(_ printFormatter: UIPrintFormatter, forPageAt pageIndex: Int) {
        printFormatter.draw(in: printFormatter.rect(forPage: pageIndex), forPageAt: pageIndex)
    }

    /// Override to draw a header; the default draws nothing.
    open func drawHeaderForPage(at pageIndex: Int, in headerRect: CGRect) {}
    /// Override to draw page content besides the formatters'; the default draws nothing.
    open func drawContentForPage(at pageIndex: Int, in contentRect: CGRect) {}
    /// Override to draw a footer; the default draws nothing.
    open func drawFooterForPage(at pageIndex: Int, in footerRect: CGRect) {}

    /// The printable area less the header and footer: where formatters lay out.
    func contentRect(in printable: CGRect) -> CGRect {
        CGRect(
            x: printable.minX, y: printable.minY + headerHeight, width: printable.width,
            height: max(0, printable.height - headerHeight - footerHeight))
    }

    /// Draws every page into a new PDF file (what `UIPrintInteractionController` prints to).
    func writePDF(to url: URL) throws -> Int {
        let pages = numberOfPages
        guard pages > 0 else { throw UIPrintError(.noContent) }
        prepare(forDrawingPages: NSRange(location: 0, length: pages))
        let renderer = UIGraphicsPDFRenderer(bounds: paperRect)
        try renderer.writePDF(to: url) { context in
            for index in 0..<pages {
                context.beginPage()
                drawPage(at: index, in: printableRect)
            }
        }
        return pages
    }
}
