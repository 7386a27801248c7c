import Foundation
import CCairo
import Testing
@testable import SDLViews
import SDLViewsTesting

@MainActor
@Suite("CGContext: images")
struct CGContextImageTests {
    /// 2×2: red, green on top; blue, white below.
    private let quad = CGImage(
        width: 2, height: 2,
        bgraPixels: [
            0, 0, 255, 255, 0, 255, 0, 255,
            255, 0, 0, 255, 255, 255, 255, 255
        ])!

    @Test func cgDrawIsUpsideDownInUIKitSpaceAsOnIOS() throws {
        let context = try #require(CGContext(bitmapSize: CGSize(width: 20, height: 20), scale: 1))
        context.interpolationQuality = .none
        context.draw(quad, in: CGRect(x: 0, y: 0, width: 20, height: 20))
        let image = try #require(context.makeImage())
        #expect(image.pixel(x: 5, y: 5) == RGBA8(r: 0, g: 0, b: 255, a: 255))
        #expect(image.pixel(x: 15, y: 15) == RGBA8(r: 0, g: 255, b: 0, a: 255))
    }

    @Test func uprightDrawFillsTheRectAtScale() throws {
        let context = try #require(CGContext(bitmapSize: CGSize(width: 10, height: 10), scale: 2))
        context.interpolationQuality = .none
        context.drawImage(quad, in: CGRect(x: 5, y: 5, width: 4, height: 4), flipped: false)
        let image = try #require(context.makeImage())
        #expect(image.width == 20)
        #expect(image.pixel(x: 9, y: 9)?.a == 0)
        #expect(image.pixel(x: 10, y: 10) == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(image.pixel(x: 17, y: 10) == RGBA8(r: 0, g: 255, b: 0, a: 255))
        #expect(image.pixel(x: 17, y: 17) == RGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect(image.pixel(x: 18, y: 18)?.a == 0)
    }

    @Test func alphaAppliesToImages() throws {
        let context = try #require(CGContext(bitmapSize: CGSize(width: 4, height: 4), scale: 1))
        context.setAlpha(0.5)
        context.drawImage(quad, in: CGRect(x: 0, y: 0, width: 4, height: 4), flipped: false)
        let pixel = try #require(context.makeImage()?.pixel(x: 0, y: 0))
        #expect(abs(Int(pixel.a) - 128) <= 1)
        #expect(pixel.r == 255 && pixel.g == 0)
    }

    @Test func badRectsDrawNothing() throws {
        let context = try #require(CGContext(bitmapSize: CGSize(width: 4, height: 4), scale: 1))
        for rect in [
            CGRect(x: 0, y: 0, width: 0, height: 4), CGRect(x: CGFloat.nan, y: 0, width: 4, height: 4),
            CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 4), .null
        ] {
            context.draw(quad, in: rect)
        }
        let image = try #require(context.makeImage())
        #expect((0..<4).allSatisfy { x in (0..<4).allSatisfy { image.pixel(x: x, y: $0)?.a == 0 } })
    }

    @Test func cairoRoundTripUnpremultiplies() throws {
        let translucent = try #require(CGImage(width: 1, height: 1, bgraPixels: [40, 80, 200, 128]))
        let surface = try #require(translucent.makeCairoSurface())
        defer { cairo_surface_destroy(surface) }
        let back = try #require(CGImage(cairoSurface: surface))
        let p = try #require(back.pixel(x: 0, y: 0))
        #expect(p.a == 128)
        #expect(abs(Int(p.r) - 200) <= 1 && abs(Int(p.g) - 80) <= 2 && abs(Int(p.b) - 40) <= 2)
    }
}
