import Foundation
internal import CSDL
internal import CPixman

/// A layer's contents with premultiplied alpha, the form pixman blends
/// (`PixmanWindowDrawer`). The layer's texture entry holds it beside the texture it
/// matches pixel for pixel; it is made on the first faded copy and again when
/// the contents change, and counted against the texture budget.
final class PremultipliedCopy: @unchecked Sendable {
    /// What identifies the source pixels (`Compositor.contentVersion`).
    let version: UInt64
    let width: Int32
    let height: Int32
    /// The pixman image over `pixels` (premultiplied ARGB, as Cairo's ARGB32).
    let image: OpaquePointer
    private let pixels: UnsafeMutablePointer<UInt32>

    var bytes: Int { Int(width) * Int(height) * 4 }

    /// Nil (logged) when SDL cannot convert the pixels or pixman cannot wrap them.
    convenience init?(of source: CGImage, version: UInt64) {
        guard let w = Int32(exactly: source.width), let h = Int32(exactly: source.height) else { return nil }
        let pixels = UnsafeMutablePointer<UInt32>.allocate(capacity: source.width * source.height)
        let converted = source.pixels.withUnsafeBytes {
            SDL_PremultiplyAlpha(
                w, h, SDL_PIXELFORMAT_ARGB8888.rawValue, $0.baseAddress, Int32(source.bytesPerRow),
                SDL_PIXELFORMAT_ARGB8888.rawValue, pixels, w * 4)
        }
        guard converted == 0 else {
            SDLViewsLog.error(
                "no premultiplied copy of a \(w)×\(h) image (\(String(cString: SDL_GetError()))); faded copies of it go through SDL")
            pixels.deallocate()
            return nil
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

    /// Takes `pixels` (freed here when pixman cannot wrap them, logged).
    private init?(wrapping pixels: UnsafeMutablePointer<UInt32>, width w: Int32, height h: Int32, version: UInt64) {
        guard let image = pixman_image_create_bits(PIXMAN_a8r8g8b8, w, h, pixels, w * 4) else {
            SDLViewsLog.error("pixman could not wrap a \(w)×\(h) image; its copies go through SDL")
            pixels.deallocate()
            return nil
        }
        self.version = version
        self.width = w
        self.height = h
        self.image = image
        self.pixels = pixels
    }

    /// The pixels, `width` × `height` packed rows.
    func withPixels<R>(_ body: (UnsafeBufferPointer<UInt32>) -> R) -> R {
        body(UnsafeBufferPointer(start: pixels, count: Int(width) * Int(height)))
    }

    deinit {
        pixman_image_unref(image)
        pixels.deallocate()
    }
}
