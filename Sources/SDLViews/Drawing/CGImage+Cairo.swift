import Foundation
internal import CCairo

/// Conversions between `CGImage` (straight-alpha BGRA) and Cairo image surfaces
/// (premultiplied ARGB32, the same byte order on little-endian machines).
extension CGImage {
    /// A new Cairo ARGB32 surface holding a premultiplied copy of the pixels; the
    /// caller owns it (`cairo_surface_destroy`). Premultiplication is SDL's (`premultiply`).
    func makeCairoSurface() -> OpaquePointer? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            return nil
        }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface)
        else {
            SDLViewsLog.error("could not allocate a \(width)×\(height) Cairo surface")
            cairo_surface_destroy(surface)
            return nil
        }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        pixels.withUnsafeBytes { source in
            guard let base = source.baseAddress else { return }
            CGImage.premultiply(
                base, rowBytes: bytesPerRow, into: data, rowBytes: stride, width: width, height: height)
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    /// A straight-alpha copy of an ARGB32 (or RGB24) Cairo image surface; nil for
    /// other formats or an empty surface.
    convenience init?(cairoSurface surface: OpaquePointer) {
        let format = cairo_image_surface_get_format(surface)
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 else { return nil }
        cairo_surface_flush(surface)
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard w > 0, h > 0, let data = cairo_image_surface_get_data(surface) else { return nil }
        var out = [UInt8](repeating: 0, count: w * h * 4)
        let opaque = format == CAIRO_FORMAT_RGB24
        out.withUnsafeMutableBufferPointer { dst in
            for y in 0..<h {
                CGImage.unpremultiply(
                    row: data + y * stride, into: dst.baseAddress! + y * w * 4, count: w, opaque: opaque)
            }
        }
        self.init(width: w, height: h, bgraPixels: out)
    }

    /// Straight-alpha ARGB8888 rows (`width` pixels, `height` rows) into
    /// premultiplied ones, byte for byte what `SDL_PremultiplyAlpha` makes
    /// (each colour channel times alpha divided by 255, rounded down), without
    /// its per-pixel format decoding: transparent and opaque pixels, most of a
    /// label's or an icon's, are copied as they are. Red and blue are
    /// multiplied together in one 32-bit word (each product fits 16 bits).
    static func premultiply(
        _ source: UnsafeRawPointer, rowBytes sourceRowBytes: Int, into destination: UnsafeMutableRawPointer,
        rowBytes destinationRowBytes: Int, width: Int, height: Int
    ) {
        // Two pixels a step: a pair with no alpha at all (most of a line of
        // text) is stored as zeros without looking at its colours.
        let pairAlpha: UInt64 = 0xFF00_0000_FF00_0000
        for y in 0..<height {
            let row = source + y * sourceRowBytes, out = destination + y * destinationRowBytes
            var x = 0
            while x + 1 < width {
                let pair = row.loadUnaligned(fromByteOffset: x * 4, as: UInt64.self)
                if pair & pairAlpha == 0 {
                    out.storeBytes(of: 0, toByteOffset: x * 4, as: UInt64.self)
                } else {
                    let low = premultiplied(UInt32(truncatingIfNeeded: pair))
                    let high = premultiplied(UInt32(truncatingIfNeeded: pair >> 32))
                    out.storeBytes(of: UInt64(high) << 32 | UInt64(low), toByteOffset: x * 4, as: UInt64.self)
                }
                x += 2
            }
            if x < width {
                let pixel = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                out.storeBytes(of: premultiplied(pixel), toByteOffset: x * 4, as: UInt32.self)
            }
        }
    }

    /// One ARGB8888 pixel premultiplied as `SDL_PremultiplyAlpha` does:
    /// `(c × a + 1 + (c × a) >> 8) >> 8` is `c × a / 255` rounded down for every product of two bytes.
    @inline(__always)
    static func premultiplied(_ pixel: UInt32) -> UInt32 {
        let a = pixel >> 24
        if a == 255 { return pixel }
        if a == 0 { return 0 }
        let redBlue = (pixel & 0x00FF_00FF) &* a
        let green = ((pixel >> 8) & 0xFF) &* a
        let redBlueDivided = ((redBlue &+ 0x0001_0001 &+ ((redBlue >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        let greenDivided = (green &+ 1 &+ (green >> 8)) >> 8
        return a << 24 | redBlueDivided | greenDivided << 8
    }

    static func unpremultiply(
        row src: UnsafeMutablePointer<UInt8>, into dst: UnsafeMutablePointer<UInt8>, count: Int, opaque: Bool
    ) {
        // Pixels read whole (alpha in the top byte): the transparent and opaque
        // ones, nearly all of a text canvas, are stored as they are.
        let source = UnsafeRawPointer(src), destination = UnsafeMutableRawPointer(dst)
        for x in 0..<count {
            let pixel = source.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
            let alpha = pixel >> 24
            if opaque || alpha == 255 {
                destination.storeBytes(of: pixel | 0xFF00_0000, toByteOffset: x * 4, as: UInt32.self)
                continue
            }
            guard alpha > 0 else {
                destination.storeBytes(of: 0, toByteOffset: x * 4, as: UInt32.self)
                continue
            }
            let s = src + x * 4, d = dst + x * 4, a = Int(alpha)
            d[3] = UInt8(a)
            for c in 0..<3 { d[c] = UInt8(min(255, (Int(s[c]) * 255 + a / 2) / a)) }
        }
    }
}
