import CCairo
import Foundation
import Testing
@testable import SDLViews

@MainActor
@Suite("GaussianBlur")
struct GaussianBlurTests {
    /// A 100×80 surface whose left half is opaque white.
    private func halfOpaqueSurface() -> OpaquePointer {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 100, 80)!
        let cr = cairo_create(surface)!
        cairo_set_source_rgba(cr, 1, 1, 1, 1)
        cairo_rectangle(cr, 0, -50, 50, 120)
        cairo_fill(cr)
        cairo_destroy(cr)
        return surface
    }

    private func alpha(_ surface: OpaquePointer, x: Int, y: Int = 40) -> Int {
        cairo_surface_flush(surface)
        let data = cairo_image_surface_get_data(surface)!
        return Int(data[y * Int(cairo_image_surface_get_stride(surface)) + x * 4 + 3])
    }

    @Test func radiusMeansTwoSigmas() {
        let blur = GaussianBlur(radius: 10)
        #expect(blur.sigma == 5)
        #expect(blur.extent == 15)
        #expect(GaussianBlur(radius: -.infinity).radius == 0)
        #expect(GaussianBlur(radius: .nan).extent == 0)
    }

    @Test func boxesHaveTheGaussiansVariance() {
        for radius in [4.0, 10, 25, 60] {
            let blur = GaussianBlur(radius: radius)
            // A box of half-width r has variance ((2r+1)² − 1) / 12.
            let variance = blur.boxRadii.map { Double((2 * $0 + 1) * (2 * $0 + 1) - 1) / 12 }.reduce(0, +)
            #expect(abs(variance.squareRoot() - blur.sigma) < 0.6, "radius \(radius): σ ≈ \(variance.squareRoot())")
        }
    }

    /// A hard edge blurred by radius r: 50 % at the edge, the normal
    /// distribution's tail at one and two sigmas, nothing past 3 σ.
    @Test func edgeSpreadsByTheRadius() {
        let surface = halfOpaqueSurface()
        defer { cairo_surface_destroy(surface) }
        GaussianBlur(radius: 10).apply(to: surface)  // σ = 5
        #expect(abs(alpha(surface, x: 49) + alpha(surface, x: 50) - 255) <= 6)  // symmetric about the edge
        #expect(abs(alpha(surface, x: 50) - 115) <= 12)  // 255 · (1 − Φ(0.1))
        #expect(abs(alpha(surface, x: 55) - 37) <= 8)  // 255 · (1 − Φ(1.1))
        #expect(abs(alpha(surface, x: 60) - 5) <= 5)  // 255 · (1 − Φ(2.1))
        #expect(alpha(surface, x: 50 + 16) == 0)  // beyond the extent
        #expect(alpha(surface, x: 30) == 255)
        #expect(alpha(surface, x: 65) < alpha(surface, x: 58))
    }

    @Test func zeroRadiusLeavesPixelsAlone() {
        let surface = halfOpaqueSurface()
        defer { cairo_surface_destroy(surface) }
        GaussianBlur(radius: 0).apply(to: surface)
        #expect(alpha(surface, x: 49) == 255)
        #expect(alpha(surface, x: 50) == 0)
    }

    @Test func premultipliedColourStaysWithinAlpha() {
        let surface = halfOpaqueSurface()
        defer { cairo_surface_destroy(surface) }
        GaussianBlur(radius: 7).apply(to: surface)
        let data = cairo_image_surface_get_data(surface)!
        for x in 0..<100 {
            let p = data + 40 * Int(cairo_image_surface_get_stride(surface)) + x * 4
            #expect(p[0] <= p[3] && p[1] <= p[3] && p[2] <= p[3])
        }
    }
}
