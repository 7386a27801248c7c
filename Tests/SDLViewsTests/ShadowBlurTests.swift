import Foundation
import Testing
@testable import SDLViews

/// A layer shadow blurs only its coverage (one alpha plane), at reduced
/// resolution for wide blurs; the result stays that of the full four-channel,
/// full-resolution blur within a level or two.
@MainActor
@Suite("ShadowBlur")
struct ShadowBlurTests {
    /// Coverage planes of a few shapes, `size` pixels square, the shape inset by `inset`.
    private static func plane(_ shape: String, size: Int, inset: Int) -> [UInt8] {
        let c = Double(size) / 2, r = c - Double(inset)
        return (0..<size * size).map { i in
            let x = Double(i % size) + 0.5, y = Double(i / size) + 0.5
            switch shape {
            case "square": return abs(x - c) < r && abs(y - c) < r ? 255 : 0
            case "disc": return ((x - c) * (x - c) + (y - c) * (y - c)).squareRoot() < r ? 255 : 0
            case "bar": return abs(x - c) < 1.5 && abs(y - c) < r ? 200 : 0  // thin, translucent
            default: return abs(x - c) < r && abs(y - c) < r / 3 ? 128 : 0  // a half-covered strip
            }
        }
    }

    /// The full-resolution blur of the plane as premultiplied white (what every
    /// shadow did before): four channels, the alpha read back.
    private static func fourChannelAlpha(_ plane: [UInt8], size: Int, blur: GaussianBlur) -> [UInt8] {
        var pixels = plane.flatMap { [$0, $0, $0, $0] }
        pixels.withUnsafeMutableBufferPointer {
            blur.apply(to: $0.baseAddress!, width: size, height: size, bytesPerRow: size * 4)
        }
        return stride(from: 3, to: pixels.count, by: 4).map { pixels[$0] }
    }

    private static func alphaPlane(_ plane: [UInt8], size: Int, blur: GaussianBlur) -> [UInt8] {
        var pixels = plane
        pixels.withUnsafeMutableBufferPointer {
            blur.apply(to: $0.baseAddress!, width: size, height: size, bytesPerRow: size, channels: 1)
        }
        return pixels
    }

    @Test(arguments: ["square", "disc", "bar", "strip"])
    func alphaPlaneIsExactlyTheColourBlursAlpha(shape: String) {
        let plane = Self.plane(shape, size: 90, inset: 20)
        for radius in [3.0, 10, 24] {
            let blur = GaussianBlur(radius: radius)
            #expect(Self.alphaPlane(plane, size: 90, blur: blur) == Self.fourChannelAlpha(plane, size: 90, blur: blur))
        }
    }

    @Test func reductionHalvesWhileFourPixelsOfDeviationRemain() {
        #expect(GaussianBlur(radius: 15.9).reductionFactor == 1)  // σ 7.95
        #expect(GaussianBlur(radius: 16).reductionFactor == 2)  // σ 8
        #expect(GaussianBlur(radius: 32).reductionFactor == 4)  // σ 16
        #expect(GaussianBlur(radius: 63).reductionFactor == 4)  // σ 31.5
        #expect(GaussianBlur(radius: 64).reductionFactor == 8)
        #expect(GaussianBlur(radius: 1e9).reductionFactor == 32)
        #expect(GaussianBlur(radius: 0).reductionFactor == 1)
        // The reduced deviation leaves room for the averaging and the enlargement.
        let reduced = GaussianBlur(radius: 32).reduced(by: 4)
        #expect(abs(reduced.sigma - 3.969) < 0.001)  // √(16 − 15/192 − 1/6)
    }

    /// Wide blurs at reduced resolution against the full-resolution blur: every
    /// pixel within four levels (mostly two: the three boxes approximate the
    /// Gaussian slightly differently at each size), the total coverage within
    /// half a percent for solid shapes. The thin faint bar's tails are mostly
    /// below one level, where both blurs' 8-bit passes round them away
    /// differently, so only its pixels are compared.
    @Test(arguments: ["square", "disc", "bar", "strip"])
    func reducedResolutionMatchesFullResolution(shape: String) {
        for (radius, size) in [(16.0, 120), (24, 140), (32, 170), (50, 230), (90, 360)] {
            let blur = GaussianBlur(radius: radius)
            let plane = Self.plane(shape, size: size, inset: blur.extent)
            let exact = Self.alphaPlane(plane, size: size, blur: blur)
            let fast = blur.blurredPlane(plane, width: size, height: size)
            let worst = zip(exact, fast).map { abs(Int($0) - Int($1)) }.max() ?? 0
            #expect(worst <= 4, "\(shape), radius \(radius): \(worst) levels apart")
            guard shape != "bar" else { continue }
            let total = exact.reduce(0) { $0 + Int($1) }, fastTotal = fast.reduce(0) { $0 + Int($1) }
            #expect(abs(fastTotal - total) * 200 <= total, "\(shape), radius \(radius)")
        }
    }

    /// A 200-pixel square's shadow of `shadowRadius` 16 (σ 16 px, built at a
    /// quarter of the resolution): half at the shape's edge, the normal
    /// distribution's tail one σ out, nothing three σ out, full inside.
    @Test func shadowEdgeSpreadsByTheRadius() throws {
        let coverage = [UInt8](repeating: 255, count: 200 * 200)
        let shadow = try #require(
            ShadowRenderer.shadow(
                coverage: coverage, width: 200, height: 200, rect: CGRect(x: 0, y: 0, width: 200, height: 200),
                scale: 1, radius: 16))
        let pad = 48
        #expect(shadow.rect == CGRect(x: -48, y: -48, width: 296, height: 296))
        #expect(shadow.image.width == 296)
        let alpha = { (x: Int) in Int(shadow.image.pixels[((pad + 100) * 296 + pad + x) * 4 + 3]) }
        #expect(abs(alpha(-1) + alpha(0) - 255) <= 4)  // symmetric about the edge
        #expect(abs(alpha(0) - 131) <= 4)  // 255 · Φ(1/32)
        #expect(abs(alpha(-16) - 42) <= 4)  // 255 · (1 − Φ(15.5 / 16))
        #expect(abs(alpha(16) - 216) <= 4)  // 255 · Φ(16.5 / 16)
        #expect(alpha(-48) <= 1)
        #expect(alpha(100) == 255)
        #expect(shadow.image.pixels[((pad + 100) * 296 + pad) * 4] == 255)  // untinted white
    }

    @Test func badRadiiStaySafe() throws {
        let coverage = [UInt8](repeating: 255, count: 30 * 20)
        let rect = CGRect(x: 0, y: 0, width: 30, height: 20)
        for radius in [CGFloat.nan, -4, 0, .infinity] {
            let shadow = try #require(
                ShadowRenderer.shadow(coverage: coverage, width: 30, height: 20, rect: rect, scale: 1, radius: radius),
                "radius \(radius)")
            // No blur: the shape itself, hard-edged.
            #expect(shadow.rect == rect)
            #expect(shadow.image.pixels.enumerated().allSatisfy { $0.offset % 4 != 3 || $0.element == 255 })
        }
        // So wide that nothing would show: no shadow, no huge surface.
        #expect(
            ShadowRenderer.shadow(coverage: coverage, width: 30, height: 20, rect: rect, scale: 1, radius: 1e12) == nil)
        // A plane whose size does not match its bytes comes back as it was.
        #expect(GaussianBlur(radius: 40).blurredPlane([1, 2, 3], width: 2, height: 2) == [1, 2, 3])
    }
}
