import Foundation
internal import CCairo

/// UIKit's `UIGraphicsPDFRenderer`: drawing actions into a vector PDF made by
/// Cairo's PDF surface. Paths, fills, gradients and clips stay vector; images,
/// blurred shadows and text (SDL_ttf glyph bitmaps at 4 px per point) are
/// embedded as images. Works without a window.
@MainActor
public final class UIGraphicsPDFRenderer: UIGraphicsRenderer {
    private var pdfFormat: UIGraphicsPDFRendererFormat { format as! UIGraphicsPDFRendererFormat }

    public init(bounds: CGRect, format: UIGraphicsPDFRendererFormat) {
        super.init(bounds: CGContext.drawable(bounds) ?? CGRect(x: 0, y: 0, width: 612, height: 792), format: format)
    }

    /// A renderer with US Letter pages (612 × 792 points) when `bounds` is empty, as UIKit.
    public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: UIGraphicsPDFRendererFormat()) }

    /// UIKit's `pdfData(actions:)`.
    public func pdfData(actions: (UIGraphicsPDFRendererContext) -> Void) -> Data {
        let sink = PDFSink()
        let bounds = format.bounds
        let surface = cairo_pdf_surface_create_for_stream(
            { closure, data, length in
                guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
                Unmanaged<PDFSink>.fromOpaque(closure).takeUnretainedValue().data.append(data, count: Int(length))
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(sink).toOpaque(), bounds.width, bounds.height)!
        defer { cairo_surface_destroy(surface) }
        applyDocumentInfo(to: surface)
        let context = UIGraphicsPDFRendererContext(surface: surface, bounds: bounds, format: pdfFormat)
        UIGraphicsPushContext(context.cgContext)
        actions(context)
        UIGraphicsPopContext()
        context.endPageIfNeeded()
        cairo_surface_finish(surface)
        if cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS {
            SDLViewsLog.error("UIGraphicsPDFRenderer: Cairo could not write the PDF")
        }
        return sink.data
    }

    /// UIKit's `writePDF(to:withActions:)`; throws when the file cannot be written.
    public func writePDF(to url: URL, withActions actions: (UIGraphicsPDFRendererContext) -> Void) throws {
        try pdfData(actions: actions).write(to: url)
    }

    private func applyDocumentInfo(to surface: OpaquePointer) {
        let keys: [(String, cairo_pdf_metadata_t)] = [
            ("kCGPDFContextTitle", CAIRO_PDF_METADATA_TITLE), ("kCGPDFContextAuthor", CAIRO_PDF_METADATA_AUTHOR),
            ("kCGPDFContextSubject", CAIRO_PDF_METADATA_SUBJECT),
            ("kCGPDFContextKeywords", CAIRO_PDF_METADATA_KEYWORDS),
            ("kCGPDFContextCreator", CAIRO_PDF_METADATA_CREATOR)
        ]
        for (key, field) in keys {
            guard let value = pdfFormat.documentInfo[key] else { continue }
            cairo_pdf_surface_set_metadata(surface, field, "\(value)")
        }
    }

    private final class PDFSink { var data = Data() }
}
