import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

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

    /// The enlargement blends rows first, then columns: byte for byte what
    /// weighting a pixel's four reduced neighbours at once gives, on random
    /// planes of odd and even sizes and every factor.
    @Test func enlargingARowAtATimeIsTheFourCornerBilinear() {
        var rng = SeededGenerator(seed: 33)
        for factor in [2, 4, 8, 32] {
            let w = Int.random(in: 1...90, using: &rng), h = Int.random(in: 1...70, using: &rng)
            let plane = (0..<w * h).map { _ in UInt8.random(in: 0...255, using: &rng) }
            let small = ReducedPlane(plane, width: w, height: h, factor: factor)
            let tap = { (i: Int) -> (Int, Int) in
                let u = (Double(i) + 0.5) / Double(factor) - 0.5
                let below = u.rounded(.down)
                return (Int(below) + 1, Int(((u - below) * 256).rounded()))
            }
            var expected = [UInt8](repeating: 0, count: w * h)
            for y in 0..<h {
                let (top, wy) = tap(y)
                for x in 0..<w {
                    let (left, wx) = tap(x)
                    let p = { (row: Int, column: Int) in Int(small.pixels[row * small.width + column]) }
                    let a = p(top, left) * (256 - wx) + p(top, left + 1) * wx
                    let b = p(top + 1, left) * (256 - wx) + p(top + 1, left + 1) * wx
                    expected[y * w + x] = UInt8((a * (256 - wy) + b * wy + 32_768) >> 16)
                }
            }
            #expect(small.enlarged(width: w, height: h) == expected, "factor \(factor), \(w)×\(h)")
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
