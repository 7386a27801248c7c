import Foundation
import SDLViews

/// One pixel: 8-bit red, green, blue and alpha (straight, not premultiplied),
/// for asserting rendered pixels.
public struct RGBA8: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8
    public var a: UInt8

    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    public var description: String { "RGBA8(\(r), \(g), \(b), \(a))" }

    /// The largest difference of any channel, for tolerant comparisons.
    public func distance(to other: RGBA8) -> Int {
        max(
            abs(Int(r) - Int(other.r)), abs(Int(g) - Int(other.g)),
            abs(Int(b) - Int(other.b)), abs(Int(a) - Int(other.a)))
    }
}

extension CGImage {
    /// The pixel at (x, y), or nil outside the image.
    public func pixel(x: Int, y: Int) -> RGBA8? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let i = (y * width + x) * 4
        return RGBA8(r: pixels[i + 2], g: pixels[i + 1], b: pixels[i], a: pixels[i + 3])
    }
}
