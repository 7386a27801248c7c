import Foundation

/// UIKit's `UIGraphicsImageRenderer`: runs drawing actions into a new bitmap
/// and returns it as a `UIImage` or PNG data. Works with or without a window.
///
/// The context's CTM maps `bounds` to the bitmap (so drawing at
/// `bounds.origin` lands at the top left) and includes the format's scale;
/// the context is current (`UIGraphicsGetCurrentContext()`) during the actions.
/// An empty, negative or non-finite size logs an error and yields a 1×1
/// transparent image (UIKit raises instead).
@MainActor
public final class UIGraphicsImageRenderer: UIGraphicsRenderer {
    private var imageFormat: UIGraphicsImageRendererFormat { format as! UIGraphicsImageRendererFormat }

    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        super.init(bounds: bounds, format: format)
    }

    public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: UIGraphicsImageRendererFormat()) }
    public convenience init(size: CGSize) { self.init(bounds: CGRect(origin: .zero, size: size)) }
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = run(actions)
        return context?.currentImage ?? UIImage(cgImage: .placeholder, scale: imageFormat.effectiveScale)
    }

    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    /// UIKit's `jpegData(withCompressionQuality:actions:)`: JPEG by SDL_image (no alpha).
    public func jpegData(withCompressionQuality quality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void)
        -> Data
    {
        image(actions: actions).jpegData(compressionQuality: quality) ?? Data()
    }

    private func run(_ actions: (UIGraphicsImageRendererContext) -> Void) -> UIGraphicsImageRendererContext? {
        let bounds = format.bounds
        guard let cg = CGContext(bitmapSize: bounds.size, scale: imageFormat.effectiveScale, opaque: imageFormat.opaque)
        else { return nil }
        if bounds.origin.isFinite { cg.translateBy(x: -bounds.minX, y: -bounds.minY) }
        let context = UIGraphicsImageRendererContext(cgContext: cg, format: imageFormat)
        UIGraphicsPushContext(cg)
        actions(context)
        UIGraphicsPopContext()
        return context
    }
}
