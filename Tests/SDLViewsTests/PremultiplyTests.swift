import CSDL
import Foundation
import Testing

@testable import SDLViews

/// Straight to premultiplied alpha (label and image copies pixman blends,
/// images drawn by Cairo): the same bytes as `SDL_PremultiplyAlpha`, which it replaced.
@Suite struct PremultiplyTests {
    private func sdlPremultiplied(_ pixels: [UInt32], width: Int, height: Int) -> [UInt32] {
        var out = [UInt32](repeating: 0xDEAD_BEEF, count: pixels.count)
        let format = SDL_PIXELFORMAT_ARGB8888.rawValue
        pixels.withUnsafeBytes { source in
            out.withUnsafeMutableBytes { destination in
                _ = SDL_PremultiplyAlpha(
                    Int32(width), Int32(height), format, source.baseAddress, Int32(width * 4), format,
                    destination.baseAddress, Int32(width * 4))
            }
        }
        return out
    }

    private func premultiplied(_ pixels: [UInt32], width: Int, height: Int) -> [UInt32] {
        var out = [UInt32](repeating: 0xDEAD_BEEF, count: pixels.count)
        pixels.withUnsafeBytes { source in
            out.withUnsafeMutableBytes { destination in
                CGImage.premultiply(
                    source.baseAddress!, rowBytes: width * 4, into: destination.baseAddress!, rowBytes: width * 4,
                    width: width, height: height)
            }
        }
        return out
    }

    @Test func everyAlphaAndChannelMatchesSDL() {
        var pixels: [UInt32] = []
        for a in UInt32(0)...255 {
            for c in UInt32(0)...255 { pixels.append(a << 24 | c << 16 | (255 - c) << 8 | (c &* 7 & 0xFF)) }
        }
        #expect(premultiplied(pixels, width: 256, height: 256) == sdlPremultiplied(pixels, width: 256, height: 256))
    }

    @Test func randomPixelsMatchSDL() {
        var generator = SystemRandomNumberGenerator()
        let pixels = (0..<4096).map { _ in UInt32.random(in: .min ... .max, using: &generator) }
        #expect(premultiplied(pixels, width: 64, height: 64) == sdlPremultiplied(pixels, width: 64, height: 64))
    }

    @Test func rowsWithPaddingAreReadAndWrittenAtTheirStrides() {
        // 3 pixels a row, source rows 16 bytes apart, destination rows 20 bytes apart.
        let source: [UInt32] = [0x8040_2010, 0xFF11_2233, 0x0012_3456, 0xAAAA_AAAA,
                                0x7FFF_FFFF, 0x0100_00FF, 0xFE80_8080, 0xBBBB_BBBB]
        var destination = [UInt32](repeating: 0xCCCC_CCCC, count: 10)
        source.withUnsafeBytes { s in
            destination.withUnsafeMutableBytes { d in
                CGImage.premultiply(s.baseAddress!, rowBytes: 16, into: d.baseAddress!, rowBytes: 20, width: 3, height: 2)
            }
        }
        let expected = sdlPremultiplied([0x8040_2010, 0xFF11_2233, 0x0012_3456, 0x7FFF_FFFF, 0x0100_00FF, 0xFE80_8080],
                                        width: 3, height: 2)
        #expect(Array(destination[0..<3]) == Array(expected[0..<3]))
        #expect(Array(destination[5..<8]) == Array(expected[3..<6]))
        // Padding is left alone.
        #expect(destination[3] == 0xCCCC_CCCC && destination[4] == 0xCCCC_CCCC && destination[8] == 0xCCCC_CCCC)
    }
}
