import Foundation

/// UIKit's `UIImage`: an immutable bitmap with a scale (pixels per point).
///
/// This first cut loads files and data through SDL_image and writes PNG;
/// asset catalogs (`init(named:)`), resizable images and drawing arrive with
/// custom drawing. A missing or corrupt file gives nil and a logged reason.
@MainActor
public final class UIImage {
    public let cgImage: CGImage?
    public let scale: CGFloat

    public init(cgImage: CGImage, scale: CGFloat = 1) {
        self.cgImage = cgImage
        self.scale = scale.isFinite && scale > 0 ? scale : 1
    }

    /// Loads a PNG, JPEG or WebP file; `@2x`/`@3x` in the name sets the scale, as UIKit.
    public convenience init?(contentsOfFile path: String) {
        guard let image = ImageCodec.decode(file: path) else { return nil }
        self.init(cgImage: image, scale: UIImage.scaleSuffix(of: path))
    }

    public convenience init?(data: Data, scale: CGFloat = 1) {
        guard let image = ImageCodec.decode(data: data) else { return nil }
        self.init(cgImage: image, scale: scale)
    }

    /// The size in points: pixels divided by scale.
    public var size: CGSize {
        guard let cgImage else { return .zero }
        return CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
    }

    /// PNG-encoded bytes.
    public func pngData() -> Data? { cgImage.flatMap(ImageCodec.pngData) }

    static func scaleSuffix(of path: String) -> CGFloat {
        let name = (path as NSString).deletingPathExtension
        if name.hasSuffix("@3x") { return 3 }
        if name.hasSuffix("@2x") { return 2 }
        return 1
    }
}
