import Foundation
@testable import SDLViews
import SDLViewsTesting

/// Images for layer-appearance tests: orientation must be visible.
enum LayerTestImages {
    static let red = RGBA8(r: 255, g: 0, b: 0, a: 255)
    static let green = RGBA8(r: 0, g: 255, b: 0, a: 255)
    static let blue = RGBA8(r: 0, g: 0, b: 255, a: 255)
    static let yellow = RGBA8(r: 255, g: 255, b: 0, a: 255)
    static let white = RGBA8(r: 255, g: 255, b: 255, a: 255)

    /// Top-left red, top-right green, bottom-left blue, bottom-right yellow.
    static func quadrants(width: Int, height: Int) -> CGImage {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let c: RGBA8 = y < height / 2 ? (x < width / 2 ? red : green) : (x < width / 2 ? blue : yellow)
                let i = (y * width + x) * 4
                pixels[i] = c.b; pixels[i + 1] = c.g; pixels[i + 2] = c.r; pixels[i + 3] = 255
            }
        }
        return CGImage(width: width, height: height, bgraPixels: pixels)!
    }

    /// A solid image with a one-pixel black frame (nine-slice tests).
    static func framed(width: Int, height: Int, fill: RGBA8) -> CGImage {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let edge = x == 0 || y == 0 || x == width - 1 || y == height - 1
                let c = edge ? RGBA8(r: 0, g: 0, b: 0, a: 255) : fill
                let i = (y * width + x) * 4
                pixels[i] = c.b; pixels[i + 1] = c.g; pixels[i + 2] = c.r; pixels[i + 3] = 255
            }
        }
        return CGImage(width: width, height: height, bgraPixels: pixels)!
    }
}
