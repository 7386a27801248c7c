import Foundation
internal import CPixman
internal import CCairo

/// A layer's contents with premultiplied alpha, the form pixman blends
/// (`PixmanWindowDrawer`). The layer's texture entry holds it beside the texture it
/// matches pixel for pixel; it is made on the first copy pixman blends and
/// again when the contents change. An image's copy holds pixels of its own,
/// counted against the texture budget; a backing store's shares the store's
/// pixels (Cairo keeps them premultiplied already), so it costs no memory and
/// no conversion.
final class PremultipliedCopy: @unchecked Sendable {
    /// What identifies the source pixels (`Compositor.contentVersion`).
    let version: UInt64
    let width: Int32
    let height: Int32
    /// The pixman image over `pixels` (premultiplied ARGB, as Cairo's ARGB32).
    let image: OpaquePointer
    /// The pixels, when the copy owns them (freed with it).
    private let pixels: UnsafeMutablePointer<UInt32>?
    /// What owns the pixels otherwise (a backing store), kept alive while they are read.
    private let owner: AnyObject?

    /// An alpha plane (pixman's a8) standing for white pixels of that alpha:
    /// blended tinted, as a mask under a solid colour (a shadow).
    let isAlphaPlane: Bool
    /// Bytes from one row to the next.
    private let rowBytes: Int32

    /// The memory the copy holds beyond its source's.
    var bytes: Int { pixels == nil ? 0 : Int(rowBytes) * Int(height) }

    /// Nil (logged) for an empty image or when pixman cannot wrap the pixels.
    convenience init?(of source: CGImage, version: UInt64) {
        guard source.width > 0, source.height > 0, let w = Int32(exactly: source.width),
            let h = Int32(exactly: source.height)
        else { return nil }
        let pixels = UnsafeMutablePointer<UInt32>.allocate(capacity: source.width * source.height)
        source.pixels.withUnsafeBytes {
            CGImage.premultiply(
                $0.baseAddress!, rowBytes: source.bytesPerRow, into: pixels, rowBytes: source.width * 4,
                width: source.width, height: source.height)
        }
        self.init(wrapping: pixels, width: w, height: h, version: version)
    }

    /// A copy of pixels already premultiplied (an offscreen pass read back),
    /// `width` × `height` ARGB8888 packed rows; nil (logged) when pixman cannot wrap them.
    convenience init?(premultiplied source: UnsafeRawBufferPointer, width w: Int32, height h: Int32, version: UInt64) {
        let count = Int(w) * Int(h)
        guard w > 0, h > 0, source.count >= count * 4 else { return nil }
        let pixels = UnsafeMutablePointer<UInt32>.allocate(capacity: count)
        UnsafeMutableRawPointer(pixels).copyMemory(from: source.baseAddress!, byteCount: count * 4)
        self.init(wrapping: pixels, width: w, height: h, version: version)
    }

    /// `width` × `height` ARGB8888 packed rows written by `fill` (an offscreen
    /// pass read back into them); nil when `fill` fails or pixman cannot wrap them (logged).
    convenience init?(width w: Int32, height h: Int32, version: UInt64, fill: (UnsafeMutableRawPointer) -> Bool) {
        guard w > 0, h > 0 else { return nil }
        let pixels = UnsafeMutablePointer<UInt32>.allocate(capacity: Int(w) * Int(h))
        guard fill(UnsafeMutableRawPointer(pixels)) else {
            pixels.deallocate()
            return nil
        }
        self.init(wrapping: pixels, width: w, height: h, version: version)
    }

    /// Writes new pixels of the same size over the copy's own (`fill` as in
    /// `init(width:height:version:fill:)`): for a copy only its maker holds,
    /// remade often (a host game's kept UI). False when the copy does not own
    /// packed ARGB pixels or `fill` fails.
    func refill(_ fill: (UnsafeMutableRawPointer) -> Bool) -> Bool {
        guard let pixels, !isAlphaPlane, rowBytes == width * 4 else { return false }
        return fill(UnsafeMutableRawPointer(pixels))
    }

    /// White pixels carrying `alpha` (`width` × `height` bytes, packed rows),
    /// kept as pixman's a8 (rows padded to four bytes, as pixman requires);
    /// nil (logged) when pixman cannot wrap them.
    convenience init?(alphaPlane alpha: [UInt8], width w: Int32, height h: Int32, version: UInt64) {
        let width = Int(w), height = Int(h), stride = (width + 3) & ~3
        guard w > 0, h > 0, alpha.count >= width * height else { return nil }
        let words = UnsafeMutablePointer<UInt32>.allocate(capacity: stride / 4 * height)
        let bytes = UnsafeMutableRawPointer(words).assumingMemoryBound(to: UInt8.self)
        alpha.withUnsafeBufferPointer { alpha in
            for y in 0..<height {
                (bytes + y * stride).update(from: alpha.baseAddress! + y * width, count: width)
                (bytes + y * stride + width).update(repeating: 0, count: stride - width)
            }
        }
        self.init(
            wrapping: words, owned: true, format: PIXMAN_a8, width: w, height: h, rowBytes: Int32(stride), owner: nil,
            version: version)
    }

    /// The store's own pixels, read in place: Cairo's ARGB32 is pixman's
    /// a8r8g8b8, and an opaque store's RGB24 its x8r8g8b8 (no alpha byte, so
    /// blended as opaque). Nil (logged) when pixman cannot wrap them.
    @MainActor convenience init?(sharing store: BackingStore, version: UInt64) {
        guard let data = cairo_image_surface_get_data(store.surface), let w = Int32(exactly: store.pixelWidth),
            let h = Int32(exactly: store.pixelHeight)
        else { return nil }
        // Cairo asks for a flush before its pixels are read directly.
        cairo_surface_flush(store.surface)
        self.init(
            wrapping: UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self), owned: false,
            format: store.isOpaque ? PIXMAN_x8r8g8b8 : PIXMAN_a8r8g8b8, width: w, height: h,
            rowBytes: cairo_image_surface_get_stride(store.surface), owner: store, version: version)
    }

    /// Takes `pixels` (packed rows, freed here when pixman cannot wrap them, logged).
    private convenience init?(
        wrapping pixels: UnsafeMutablePointer<UInt32>, width w: Int32, height h: Int32, version: UInt64
    ) {
        self.init(
            wrapping: pixels, owned: true, format: PIXMAN_a8r8g8b8, width: w, height: h, rowBytes: w * 4, owner: nil,
            version: version)
    }

    private init?(
        wrapping pixels: UnsafeMutablePointer<UInt32>, owned: Bool, format: pixman_format_code_t, width w: Int32,
        height h: Int32, rowBytes: Int32, owner: AnyObject?, version: UInt64
    ) {
        guard let image = pixman_image_create_bits(format, w, h, pixels, rowBytes) else {
            SDLViewsLog.error("pixman could not wrap a \(w)×\(h) image; its copies go through SDL")
            if owned { pixels.deallocate() }
            return nil
        }
        self.version = version
        self.width = w
        self.height = h
        self.image = image
        self.pixels = owned ? pixels : nil
        self.owner = owner
        self.isAlphaPlane = format == PIXMAN_a8
        self.rowBytes = rowBytes
    }

    /// The pixels, `width` × `height` packed rows (not for an alpha plane).
    func withPixels<R>(_ body: (UnsafeBufferPointer<UInt32>) -> R) -> R {
        body(UnsafeBufferPointer(start: pixels, count: Int(width) * Int(height)))
    }

    deinit {
        pixman_image_unref(image)
        pixels?.deallocate()
    }
}
