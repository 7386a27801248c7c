import Foundation

/// UIKit's `UIImage`: an immutable bitmap with a scale (pixels per point).
///
/// Files and data are decoded by SDL_image; PNG is written by Cairo. A
/// missing or corrupt file gives nil and a logged reason. Resizable images
/// (`resizableImage(withCapInsets:resizingMode:)`) keep their cap insets and
/// are drawn nine-slice by `UIImageView` (through the layer's
/// `contentsCenter`) and by `draw(in:)`. Template images
/// (`withRenderingMode(.alwaysTemplate)`) are tinted by the image view's
/// `tintColor`.
@MainActor
public final class UIImage {
    public let cgImage: CGImage?
    public let scale: CGFloat
    /// The end caps of a resizable image, in points; `.zero` for a plain image.
    public let capInsets: UIEdgeInsets
    /// How the middle of a resizable image fills the space between its caps.
    public let resizingMode: ResizingMode
    public let renderingMode: RenderingMode
    /// The symbol this image was drawn from (`UIImage(systemName:)`), nil for bitmaps.
    let symbol: SymbolSource?

    /// UIKit's `UIImage.ResizingMode`.
    public enum ResizingMode: Int, Sendable {
        case tile, stretch
    }

    /// UIKit's `UIImage.RenderingMode`: `.alwaysTemplate` draws the image's alpha in the tint colour.
    public enum RenderingMode: Int, Sendable {
        case automatic, alwaysOriginal, alwaysTemplate
    }

    public init(cgImage: CGImage, scale: CGFloat = 1) {
        self.cgImage = cgImage
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        capInsets = .zero
        resizingMode = .tile
        renderingMode = .automatic
        symbol = nil
    }

    /// UIKit's `init(cgImage:scale:orientation:)` minus orientation; used for derived images.
    init(
        cgImage: CGImage?, scale: CGFloat, capInsets: UIEdgeInsets, resizingMode: ResizingMode,
        renderingMode: RenderingMode, symbol: SymbolSource? = nil
    ) {
        self.cgImage = cgImage
        self.scale = scale
        self.capInsets = capInsets
        self.resizingMode = resizingMode
        self.renderingMode = renderingMode
        self.symbol = symbol
    }

    /// UIKit's `init(named:)`: an image file from the package's assets, the app
    /// bundle or the executable's directory, preferring the variant for the
    /// screen's scale (see `NamedImageLocator`). Nil, with a logged reason,
    /// when no file has that name or it cannot be decoded.
    public convenience init?(named name: String) {
        guard let found = NamedImageLocator.locate(name, scale: UIScreen.main.scale) else {
            SDLViewsLog.error("no image named \"\(name)\" in \(NamedImageLocator.searchDirectories)")
            return nil
        }
        guard let image = NamedImageLocator.image(atPath: found.path) else { return nil }
        self.init(cgImage: image, scale: found.scale)
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

    /// UIKit's `jpegData(compressionQuality:)` (0…1), encoded by SDL_image;
    /// transparency is dropped, as in JPEG.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        cgImage.flatMap { ImageCodec.jpegData($0, quality: compressionQuality) }
    }

    // MARK: Resizable and template images

    /// UIKit's `resizableImage(withCapInsets:)`: tiles the middle.
    public func resizableImage(withCapInsets insets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: insets, resizingMode: .tile)
    }

    /// UIKit's `resizableImage(withCapInsets:resizingMode:)`. Non-finite or
    /// negative insets count as zero; insets larger than the image are
    /// clamped to it (the middle then has no size and stretches its edge).
    public func resizableImage(withCapInsets insets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        UIImage(
            cgImage: cgImage, scale: scale, capInsets: UIImage.clamp(insets, to: size),
            resizingMode: resizingMode, renderingMode: renderingMode)
    }

    /// UIKit's `withRenderingMode(_:)`.
    public func withRenderingMode(_ mode: RenderingMode) -> UIImage {
        UIImage(
            cgImage: cgImage, scale: scale, capInsets: capInsets, resizingMode: resizingMode, renderingMode: mode,
            symbol: symbol)
    }

    /// The cap insets as a Core Animation `contentsCenter`: the stretchable part in unit coordinates.
    var contentsCenter: CGRect {
        let size = self.size
        guard size.width > 0, size.height > 0 else { return CGRect(x: 0, y: 0, width: 1, height: 1) }
        let x = capInsets.left / size.width, y = capInsets.top / size.height
        return CGRect(
            x: x, y: y, width: max(0, 1 - x - capInsets.right / size.width),
            height: max(0, 1 - y - capInsets.bottom / size.height))
    }

    var isResizable: Bool { capInsets != .zero }

    /// The image's alpha in `color` (template rendering): every pixel becomes
    /// the colour, with the image's alpha times the colour's.
    static func tinted(_ image: CGImage, with color: CGColor) -> CGImage {
        let c = color.rgba8
        var pixels = image.pixels
        for i in stride(from: 0, to: pixels.count, by: 4) {
            pixels[i] = c.b; pixels[i + 1] = c.g; pixels[i + 2] = c.r
            pixels[i + 3] = UInt8((Int(pixels[i + 3]) * Int(c.a) + 127) / 255)
        }
        return CGImage(width: image.width, height: image.height, bgraPixels: pixels) ?? image
    }

    private static func clamp(_ insets: UIEdgeInsets, to size: CGSize) -> UIEdgeInsets {
        func clean(_ v: CGFloat) -> CGFloat { v.isFinite ? max(0, v) : 0 }
        var i = UIEdgeInsets(
            top: clean(insets.top), left: clean(insets.left), bottom: clean(insets.bottom), right: clean(insets.right))
        if i.left + i.right > size.width { let f = size.width / (i.left + i.right); i.left *= f; i.right *= f }
        if i.top + i.bottom > size.height { let f = size.height / (i.top + i.bottom); i.top *= f; i.bottom *= f }
        return i
    }

    static func scaleSuffix(of path: String) -> CGFloat {
        let name = (path as NSString).deletingPathExtension
        if name.hasSuffix("@3x") { return 3 }
        if name.hasSuffix("@2x") { return 2 }
        return 1
    }
}
