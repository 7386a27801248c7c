import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews

/// The kept UI's division to straight alpha on the software renderer: the
/// lookup gives what `(c × 255 + a / 2) / a` gives, for every alpha and channel.
@Suite struct UnpremultiplyTests {
    private func divided(_ pixel: UInt32) -> UInt32 {
        let a = pixel >> 24
        guard a != 0, a != 255 else { return pixel }
        let channel = { (shift: UInt32) -> UInt32 in
            let c = (pixel >> shift) & 0xFF
            return min(255, (c * 255 + a / 2) / a) << shift
        }
        return a << 24 | channel(16) | channel(8) | channel(0)
    }

    @Test func everyAlphaAndChannelDividesAsTheFormula() {
        var pixels: [UInt32] = []
        for a in UInt32(0)...255 {
            for c in UInt32(0)...255 { pixels.append(a << 24 | c << 16 | (255 - c) << 8 | (c * 7 & 0xFF)) }
        }
        let expected = pixels.map(divided)
        let opaque = pixels.withUnsafeMutableBufferPointer { OffscreenTargets.unpremultiply($0[...]) }
        #expect(pixels == expected)
        #expect(!opaque)
    }

    @Test func opaquePixelsAreLeftAndReported() {
        var pixels: [UInt32] = [0xFF10_2030, 0xFFFF_FFFF, 0xFF00_0000]
        let opaque = pixels.withUnsafeMutableBufferPointer { OffscreenTargets.unpremultiply($0[...]) }
        #expect(opaque && pixels == [0xFF10_2030, 0xFFFF_FFFF, 0xFF00_0000])
        var transparent: [UInt32] = [0x0000_0000, 0xFF00_0000]
        #expect(!transparent.withUnsafeMutableBufferPointer { OffscreenTargets.unpremultiply($0[...]) })
    }
}
