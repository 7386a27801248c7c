import Foundation
internal import CCairo

/// UIKit's `UIGraphicsPDFRendererContext`: pages are begun explicitly.
@MainActor
public final class UIGraphicsPDFRendererContext: UIGraphicsRendererContext {
    private let surface: OpaquePointer
    private let defaultBounds: CGRect
    private let baseDepth: Int
    /// Pages begun so far.
    public private(set) var pageCount = 0

    init(surface: OpaquePointer, bounds: CGRect, format: UIGraphicsPDFRendererFormat) {
        self.surface = surface
        defaultBounds = bounds
        let cg = CGContext(surface: surface, scale: 1)
        // Glyphs are bitmaps from SDL_ttf: rasterize them finely enough to print (4 px/pt ≈ 288 dpi).
        cg.minimumTextRasterScale = 4
        baseDepth = cg.gStateDepth
        pdfContextBounds = bounds
        super.init(cgContext: cg, format: format)
    }

    /// The current page's bounds.
    public private(set) var pdfContextBounds: CGRect

    /// UIKit's `beginPage()`: a new page of the renderer's bounds.
    public func beginPage() { beginPage(withBounds: defaultBounds, pageInfo: [:]) }

    /// UIKit's `beginPage(withBounds:pageInfo:)`: a new page of the given size
    /// (invalid bounds use the renderer's); the graphics state starts fresh,
    /// with the page's origin at `bounds.origin`.
    public func beginPage(withBounds bounds: CGRect, pageInfo: [String: Any]) {
        let page = CGContext.drawable(bounds) ?? defaultBounds
        endPageIfNeeded()
        cairo_pdf_surface_set_size(surface, page.width, page.height)
        cgContext.saveGState()
        cgContext.translateBy(x: -page.minX, y: -page.minY)
        pdfContextBounds = page
        pageCount += 1
    }

    /// UIKit's `setURL(_:for:)` and friends are not supported (no link annotations).
    func endPageIfNeeded() {
        guard pageCount > 0 else { return }
        cgContext.restoreGState(toDepth: baseDepth)
        cairo_show_page(cgContext.cairo)
    }
}
