import Foundation

/// UIKit's `UIGraphicsImageRendererContext`.
@MainActor
public final class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    private let scale: CGFloat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        scale = format.effectiveScale
        super.init(cgContext: cgContext, format: format)
    }

    /// UIKit's `currentImage`: what has been drawn so far.
    public var currentImage: UIImage {
        guard let image = cgContext.makeImage() else { return UIImage(cgImage: CGImage.placeholder, scale: scale) }
        return UIImage(cgImage: image, scale: scale)
    }
}

extension CGImage {
    /// A 1×1 transparent image, for the rare case a bitmap cannot be read back.
    static let placeholder = CGImage(width: 1, height: 1, bgraPixels: [0, 0, 0, 0])!
}
