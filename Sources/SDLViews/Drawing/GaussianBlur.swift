import Foundation
internal import CCairo

/// A Gaussian blur over 32-bit premultiplied pixels (Cairo's `CAIRO_FORMAT_ARGB32`),
/// shared by `CGContext` shadows and the compositor's layer shadows.
///
/// **Radius semantics.** `radius` is Core Graphics' shadow `blur` parameter
/// expressed in device pixels (points × the context's scale): the distance over
/// which a hard edge fades out. As in CSS and Core Graphics, that distance is
/// two standard deviations, so `sigma = radius / 2`; visible spread beyond an
/// edge ends at about `3 × sigma` (see `extent`). A radius of 0 (or anything not
/// finite and positive) leaves the pixels unchanged; radii beyond
/// `maximumRadius` are clamped to it (a blur that wide spreads any surface
/// SDLViews makes below one 8-bit level, so nothing of it would show).
///
/// **How.** Three successive box blurs per axis whose widths are chosen so their
/// combined variance equals `sigma²` (the classic "boxes for Gauss"
/// construction); by the central limit theorem three boxes are within a few
/// percent of a true Gaussian, and each pass costs O(1) per pixel whatever the
/// radius. All four channels of colour are blurred alike, which is correct for
/// premultiplied colour; a shadow, being one colour, blurs only its alpha
/// plane (a quarter of the work). The edges are treated as transparent, so content near
/// an edge fades out instead of smearing the border pixels.
struct GaussianBlur: Sendable, Equatable {
    /// CG's blur parameter in pixels.
    let radius: Double

    /// The widest blur computed, in pixels.
    static let maximumRadius: Double = 1_048_576

    init(radius: Double) {
        self.radius = radius.isFinite && radius > 0 ? min(radius, GaussianBlur.maximumRadius) : 0
    }

    /// The standard deviation of the Gaussian, `radius / 2`.
    var sigma: Double { radius / 2 }

    /// How many pixels the blur spreads content beyond its edges (3 σ, rounded up);
    /// pad scratch surfaces by this much so nothing is cut off.
    var extent: Int { Int(saturating: 3 * sigma, rounding: .up) }

    /// False when blurring content that covers `area` pixels shows nothing: the
    /// Gaussian's peak is 1 / (2πσ²), so no output pixel exceeds area / (2πσ²),
    /// and below a quarter of an 8-bit level every pixel rounds to transparent.
    /// Callers skip such blurs instead of rasterizing a huge empty surface.
    func leavesVisible(area: Double) -> Bool {
        sigma == 0 || area / (2 * .pi * sigma * sigma) >= 1.0 / 1024
    }

    /// Box half-widths for the three passes whose sum of variances equals σ².
    var boxRadii: [Int] {
        guard sigma > 0 else { return [] }
        let n = 3.0
        let idealWidth = (12 * sigma * sigma / n + 1).squareRoot()
        var lower = Int(saturating: idealWidth, rounding: .down)
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let wl = Double(lower)
        let m = ((12 * sigma * sigma - n * wl * wl - 4 * n * wl - 3 * n) / (-4 * wl - 4)).rounded()
        return (0..<3).map { (Double($0) < m ? lower : upper) / 2 }.filter { $0 > 0 }
    }

    /// Blurs a Cairo image surface in place: every channel of an ARGB32 surface,
    /// the one alpha plane of an A8 surface (other formats are left as they are
    /// with a logged reason).
    func apply(to surface: OpaquePointer) {
        guard radius > 0 else { return }
        let channels: Int
        switch cairo_image_surface_get_format(surface) {
        case CAIRO_FORMAT_ARGB32: channels = 4
        case CAIRO_FORMAT_A8: channels = 1
        default:
            SDLViewsLog.error("GaussianBlur: only ARGB32 and A8 image surfaces can be blurred")
            return
        }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        apply(
            to: data, width: Int(cairo_image_surface_get_width(surface)),
            height: Int(cairo_image_surface_get_height(surface)),
            bytesPerRow: Int(cairo_image_surface_get_stride(surface)), channels: channels)
        cairo_surface_mark_dirty(surface)
    }

    /// Blurs pixels of `channels` bytes each (4 for premultiplied colour, 1 for an
    /// alpha plane) in place; `bytesPerRow` may exceed `width × channels`.
    func apply(
        to pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, bytesPerRow: Int, channels: Int = 4
    ) {
        guard radius > 0, width > 0, height > 0, channels > 0, bytesPerRow >= width * channels else { return }
        let radii = boxRadii
        guard !radii.isEmpty else { return }
        var scratch = [UInt32](repeating: 0, count: max(width, height))
        scratch.withUnsafeMutableBufferPointer { line in
            for y in 0..<height {
                for c in 0..<channels {
                    GaussianBlur.boxPasses(
                        pixels + y * bytesPerRow + c, count: width, step: channels, radii: radii, line: line.baseAddress!)
                }
            }
            for x in 0..<width * channels {
                GaussianBlur.boxPasses(
                    pixels + x, count: height, step: bytesPerRow, radii: radii, line: line.baseAddress!)
            }
        }
    }

    private static func boxPasses(
        _ start: UnsafeMutablePointer<UInt8>, count: Int, step: Int, radii: [Int], line: UnsafeMutablePointer<UInt32>
    ) {
        for r in radii { boxPass(start, count: count, step: step, radius: r, line: line) }
    }

    /// One box pass along a line of `count` one-byte samples `step` bytes apart,
    /// with a running sum; samples outside the line count as transparent.
    private static func boxPass(
        _ start: UnsafeMutablePointer<UInt8>, count: Int, step: Int, radius: Int,
        line: UnsafeMutablePointer<UInt32>
    ) {
        for i in 0..<count { line[i] = UInt32(start[i * step]) }
        let width = UInt32(2 * radius + 1)
        let half = width / 2
        var sum: UInt32 = 0
        for i in 0..<min(radius, count) { sum += line[i] }
        for i in 0..<count {
            if i + radius < count { sum += line[i + radius] }
            start[i * step] = UInt8((sum + half) / width)
            if i - radius >= 0 { sum -= line[i - radius] }
        }
    }
}
