import Foundation

/// Rendering view hierarchies into contexts and files.
extension UIView {
    func drawHierarchyImplementation(in rect: CGRect, afterScreenUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext(), let target = CGContext.drawable(rect),
            let bounds = CGContext.drawable(self.bounds)
        else { return false }
        layoutIfNeeded()
        context.saveGState()
        context.translateBy(x: target.minX, y: target.minY)
        context.scaleBy(x: target.width / bounds.width, y: target.height / bounds.height)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        layer.render(in: context)
        context.restoreGState()
        return true
    }

    func viewPrintFormatterImplementation() -> UIViewPrintFormatter { UIViewPrintFormatter(view: self) }

    /// SDLViews addition (UIKit prints through `UIPrintInteractionController`,
    /// which has no Linux counterpart): prints the view hierarchy to a vector
    /// PDF file, with every view drawing its print version (`draw(_:for:)`).
    /// Without `paperSize` there is one page the size of the view; with one,
    /// the view is scaled to the content width and sliced into pages.
    /// Returns the page count; throws when the file cannot be written.
    @discardableResult
    public func printToPDF(at url: URL, paperSize: CGSize? = nil, contentInsets: UIEdgeInsets = .zero) throws -> Int {
        guard let bounds = CGContext.drawable(self.bounds) else { throw UIViewPrintingError.emptyView }
        let formatter = viewPrintFormatter()
        formatter.perPageContentInsets = contentInsets
        let page = CGRect(
            origin: .zero,
            size: paperSize.flatMap { CGContext.drawable(CGRect(origin: .zero, size: $0))?.size } ?? bounds.size)
        let pages = formatter.pageCount(forPaperSize: page.size)
        guard pages > 0 else { throw UIViewPrintingError.emptyView }
        let renderer = UIGraphicsPDFRenderer(bounds: page)
        try renderer.writePDF(to: url) { context in
            for index in 0..<pages {
                context.beginPage()
                formatter.draw(in: page.inset(by: contentInsets), forPageAt: index)
            }
        }
        return pages
    }

    /// SDLViews addition: prints the view hierarchy (print versions) to a PNG
    /// file at `scale` pixels per point (0: the main screen's).
    public func printToPNG(at url: URL, scale: CGFloat = 0) throws {
        guard let bounds = CGContext.drawable(self.bounds) else { throw UIViewPrintingError.emptyView }
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        let formatter = viewPrintFormatter()
        let png = UIGraphicsImageRenderer(size: bounds.size, format: format).pngData { _ in
            formatter.draw(in: CGRect(origin: .zero, size: bounds.size), forPageAt: 0)
        }
        guard !png.isEmpty else { throw UIViewPrintingError.emptyView }
        try png.write(to: url)
    }
}
