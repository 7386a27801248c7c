import Foundation
import Synchronization

/// A bitmap, as Core Graphics' `CGImage`: immutable pixels with a width and height
/// in pixels.
///
/// Storage is 32-bit BGRA in memory (SDL's `ARGB8888` on little-endian machines)
/// with straight (not premultiplied) alpha, so it uploads to SDL textures without
/// conversion. Each image has a unique `identity`, which the texture cache uses to
/// know when a layer's contents changed.
public final class CGImage: @unchecked Sendable {
    public let width: Int
    public let height: Int
    public var bytesPerRow: Int { width * 4 }
    public var bitsPerPixel: Int { 32 }
    /// BGRA bytes, row after row, `bytesPerRow` each.
    public let pixels: [UInt8]
    /// Unique per image, so caches can tell new contents from old without keeping a reference.
    let serial: UInt64 = ImageSerials.next()

    /// Creates an image from BGRA straight-alpha bytes; returns nil when the sizes
    /// do not match or are not positive.
    public init?(width: Int, height: Int, bgraPixels: [UInt8]) {
        guard width > 0, height > 0 else { return nil }
        let (pixelCount, pixelsOverflow) = width.multipliedReportingOverflow(by: height)
        let (byteCount, bytesOverflow) = pixelCount.multipliedReportingOverflow(by: 4)
        guard !pixelsOverflow, !bytesOverflow else {
            SDLViewsLog.error("CGImage: \(width)×\(height) pixels cannot be addressed; no image")
            return nil
        }
        guard bgraPixels.count == byteCount else { return nil }
        self.width = width
        self.height = height
        self.pixels = bgraPixels
    }
}

/// A process-wide counter of image identities.
enum ImageSerials {
    private static let counter = Atomic<UInt64>(0)

    static func next() -> UInt64 {
        counter.wrappingAdd(1, ordering: .relaxed).newValue
    }
}
