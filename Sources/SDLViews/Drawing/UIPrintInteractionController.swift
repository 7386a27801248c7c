import Foundation

/// UIKit's `UIPrintInteractionController`: prints what it is given.
///
/// Linux has no system print dialog, so printing goes to a PDF file (a
/// documented difference, never a silent no-op): `present(animated:completionHandler:)`
/// writes the job at once to `outputURL` (an SDLViews addition), or, when it
/// is nil, to a new file in the temporary directory named after the job;
/// `printedURL` then says where. The completion handler runs before
/// `present` returns: `completed` is true when the file was written, else
/// the error is a `UIPrintError` (nothing to print, an item that cannot be
/// printed) or the file system's.
///
/// What prints, in UIKit's order of precedence: `printPageRenderer`, else
/// `printFormatter`, else `printingItem`/`printingItems` (`UIImage` or
/// `CGImage`, one per page scaled to fit the printable area).
@MainActor
public final class UIPrintInteractionController {
    /// UIKit's completion handler: the controller, whether the job was printed (here: written), and the error if it failed.
    public typealias CompletionHandler = (UIPrintInteractionController, Bool, Error?) -> Void

    /// UIKit's shared controller (one per application runtime context).
    public static var shared: UIPrintInteractionController { runtime.printInteractionController }
    /// Always true: printing to a PDF file is always available.
    public static var isPrintingAvailable: Bool { true }

    public var printInfo: UIPrintInfo?
    public var printPageRenderer: UIPrintPageRenderer?
    public var printFormatter: UIPrintFormatter?
    public var printingItem: Any?
    public var printingItems: [Any]?
    /// Kept for UIKit code; there is no dialog to show them in.
    public var showsNumberOfCopies = true
    public var showsPageRange = true
    public var showsPaperSelectionForLoadedPapers = false

    /// SDLViews addition: the PDF file `present` writes (nil: a new file in the temporary directory).
    public var outputURL: URL?
    /// SDLViews addition: the paper size in points (US Letter by default), portrait.
    public var paperSize = UIPrintPageRenderer.letterPaper.size
    /// SDLViews addition: the margin left unprinted on every edge of the paper.
    public var paperMargin: CGFloat = 18
    /// SDLViews addition: the file the last successful `present` wrote.
    public private(set) var printedURL: URL?

    public init() {}

    /// Prints the job to a PDF file (see the type's documentation) and calls
    /// `completionHandler`. Returns whether it printed.
    @discardableResult
    public func present(animated: Bool, completionHandler completion: CompletionHandler? = nil) -> Bool {
        do {
            let url = outputURL ?? temporaryURL()
            _ = try makeRenderer().writePDF(to: url)
            printedURL = url
            completion?(self, true, nil)
            return true
        } catch {
            SDLViewsLog.error("UIPrintInteractionController: nothing printed: \(error)")
            completion?(self, false, error)
            return false
        }
    }

    /// There is no dialog to dismiss; kept for UIKit code.
    public func dismiss(animated: Bool) {}

    private func makeRenderer() throws -> UIPrintPageRenderer {
        let renderer = try printPageRenderer ?? formatterRenderer() ?? imageRenderer()
        var paper = CGRect(origin: .zero, size: paperSize)
        if printInfo?.orientation == .landscape {
            paper.size = CGSize(width: paperSize.height, height: paperSize.width)
        }
        guard let drawable = CGContext.drawable(paper) else { throw UIPrintError(.jobFailed) }
        renderer.paperRect = drawable
        renderer.printableRect = drawable.insetBy(dx: max(0, paperMargin), dy: max(0, paperMargin))
        return renderer
    }

    private func formatterRenderer() -> UIPrintPageRenderer? {
        guard let printFormatter else { return nil }
        let renderer = UIPrintPageRenderer()
        renderer.addPrintFormatter(printFormatter, startingAtPageAt: 0)
        return renderer
    }

    private func imageRenderer() throws -> UIPrintPageRenderer {
        let items = printingItems ?? printingItem.map { [$0] } ?? []
        guard !items.isEmpty else { throw UIPrintError(.noContent) }
        let images = try items.map { item -> UIImage in
            if let image = item as? UIImage { return image }
            if let image = item as? CGImage { return UIImage(cgImage: image) }
            throw UIPrintError(.unknownImageFormat)
        }
        return ImagePagesRenderer(images: images)
    }

    private func temporaryURL() -> URL {
        let job = printInfo?.jobName.isEmpty == false ? printInfo!.jobName : "print"
        let safe = String(job.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "_" })
        return FileManager.default.temporaryDirectory.appendingPathComponent("\(safe)-\(UUID().uuidString).pdf")
    }
}

/// One image per page, scaled down to fit the content area and centred.
@MainActor
final class ImagePagesRenderer: UIPrintPageRenderer {
    let images: [UIImage]

    init(images: [UIImage]) {
        self.images = images
        super.init()
    }

    override var numberOfPages: Int { images.count }

    override func drawContentForPage(at pageIndex: Int, in contentRect: CGRect) {
        guard images.indices.contains(pageIndex) else { return }
        let image = images[pageIndex]
        guard image.size.width > 0, image.size.height > 0 else { return }
        let scale = min(1, contentRect.width / image.size.width, contentRect.height / image.size.height)
        let size = CGSize(width: image.size.width * scale, height: image.size.height * scale)
        image.draw(
            in: CGRect(
                x: contentRect.midX - size.width / 2, y: contentRect.midY - size.height / 2,
                width: size.width, height: size.height))
    }
}
