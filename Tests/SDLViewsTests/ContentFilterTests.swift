import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// `CALayer.magnificationFilter` / `minificationFilter` on SDL's software
/// renderer: linear magnification blends between pixels, `.nearest` keeps
/// blocks, `.trilinear` minifies from a downscaled copy, and contents drawn at
/// their own size on whole pixels are copied exactly.
@MainActor
@Suite struct ContentFilterTests {
    /// Black and white squares alternating, `cell` pixels each.
    static func checker(side: Int, cell: Int = 1) -> CGImage {
        var pixels = [UInt8](repeating: 255, count: side * side * 4)
        for y in 0..<side {
            for x in 0..<side where (x / cell + y / cell) % 2 == 0 {
                let i = (y * side + x) * 4
                pixels[i] = 0; pixels[i + 1] = 0; pixels[i + 2] = 0
            }
        }
        return CGImage(width: side, height: side, bgraPixels: pixels)!
    }

    /// A 2×2 checker stretched over 100×100 points at (10, 10) on black.
    static func magnifiedChecker(
        _ configure: (CALayer) -> Void = { _ in }, transform: CATransform3D = CATransform3DIdentity
    ) throws -> HeadlessScreen {
        let screen = try HeadlessScreen(width: 140, height: 140)
        screen.window.backgroundColor = .black
        let layer = CALayer()
        layer.frame = CGRect(x: 20, y: 20, width: 100, height: 100)
        layer.contents = checker(side: 2)
        layer.transform = transform
        configure(layer)
        screen.window.layer.addSublayer(layer)
        screen.advance(by: 0.016)
        return screen
    }

    static func grey(_ p: RGBA8) -> Int { Int(p.r) }

    @Test func magnificationDefaultsToLinearAsCoreAnimation() {
        let layer = CALayer()
        #expect(layer.magnificationFilter == .linear)
        #expect(layer.minificationFilter == .linear)
        #expect(layer.minificationFilterBias == 0)
        layer.magnificationFilter = .nearest
        #expect(layer.magnificationFilter == .nearest)
        #expect(CALayerContentsFilter.trilinear.rawValue == "trilinear")
    }

    /// Filters are equal when their names are, as Core Animation's string
    /// constants (the known names compare without their strings).
    @Test func filtersAreEqualWhenTheirNamesAre() {
        let names = ["linear", "nearest", "trilinear", "cubic", "cubic", ""]
        let filters = names.map(CALayerContentsFilter.init(rawValue:))
        for (a, nameA) in zip(filters, names) {
            for (b, nameB) in zip(filters, names) {
                #expect((a == b) == (nameA == nameB), "\(nameA) and \(nameB)")
                if a == b { #expect(a.hashValue == b.hashValue) }
            }
        }
        #expect(CALayerContentsFilter(rawValue: "nearest") == .nearest)
        #expect(CALayerContentsFilter(rawValue: "cubic") != .linear)
        #expect(Set(filters).count == 5)
    }

    @Test func linearMagnificationBlendsBetweenPixels() throws {
        let screen = try Self.magnifiedChecker()
        // Texel centres are 50 points apart (at 45 and 95 on screen); halfway between them is a mix.
        let middle = Self.grey(screen.pixel(at: CGPoint(x: 70, y: 45)))
        #expect(middle > 60 && middle < 195, "between a black and a white texel: \(middle)")
        // Along a row the ramp is monotonic from the black texel centre to the white one.
        let samples = stride(from: 46, through: 94, by: 8).map { Self.grey(screen.pixel(at: CGPoint(x: $0, y: 45))) }
        #expect(samples == samples.sorted(), "\(samples)")
        #expect(Set(samples).count >= 5, "\(samples)")
    }

    @Test func nearestMagnificationKeepsCrispBlocks() throws {
        let screen = try Self.magnifiedChecker { $0.magnificationFilter = .nearest }
        for y in stride(from: 21, through: 119, by: 7) {
            for x in stride(from: 21, through: 119, by: 7) {
                let expected = ((x - 20) / 50 + (y - 20) / 50) % 2 == 0 ? 0 : 255
                #expect(Self.grey(screen.pixel(at: CGPoint(x: x, y: y))) == expected, "at \(x), \(y)")
            }
        }
    }

    @Test(.softwareRendererOnly) func rotatedLinearMagnificationIsFilteredOnTheSoftwareRenderer() throws {
        let rotation = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
        let linear = try Self.magnifiedChecker(transform: rotation)
        let nearest = try Self.magnifiedChecker({ $0.magnificationFilter = .nearest }, transform: rotation)
        var linearMixes = 0, nearestMixes = 0
        // Well inside the rotated square (its centre is at 70, 70).
        for y in 55...85 {
            for x in 55...85 {
                let l = Self.grey(linear.pixel(at: CGPoint(x: x, y: y)))
                let n = Self.grey(nearest.pixel(at: CGPoint(x: x, y: y)))
                if l > 40 && l < 215 { linearMixes += 1 }
                if n > 40 && n < 215 { nearestMixes += 1 }
            }
        }
        #expect(nearestMixes == 0)
        #expect(linearMixes > 300, "\(linearMixes) mixed pixels")
    }

    /// Rotated at its own size, contents on the software renderer come from a
    /// copy Cairo drew rotated: a sharp white/black boundary inside the image
    /// is filtered (mixed pixels along it), which SDL's nearest-pixel
    /// triangles never give, and the copy is made once for a still layer.
    @Test(.softwareRendererOnly) func rotatedContentsAtTheirOwnSizeAreFilteredOnTheSoftwareRenderer() throws {
        func render(_ filter: CALayerContentsFilter) throws -> (HeadlessScreen, Int) {
            let screen = try HeadlessScreen(width: 100, height: 100)
            screen.window.backgroundColor = .black
            var pixels = [UInt8](repeating: 255, count: 40 * 40 * 4)
            for y in 0..<40 {
                for x in 20..<40 { pixels[(y * 40 + x) * 4] = 0; pixels[(y * 40 + x) * 4 + 1] = 0; pixels[(y * 40 + x) * 4 + 2] = 0 }
            }
            let layer = CALayer()
            layer.frame = CGRect(x: 30, y: 30, width: 40, height: 40)
            layer.contents = CGImage(width: 40, height: 40, bgraPixels: pixels)
            layer.minificationFilter = filter
            layer.magnificationFilter = filter
            layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 6))
            screen.window.layer.addSublayer(layer)
            screen.advance(by: 0.016)
            var mixed = 0
            // Around the centre (50, 50), where the rotated boundary runs.
            for y in 38...62 {
                for x in 38...62 {
                    let g = Self.grey(screen.pixel(at: CGPoint(x: x, y: y)))
                    if g > 30 && g < 225 { mixed += 1 }
                }
            }
            return (screen, mixed)
        }
        let (screen, linearMixes) = try render(.linear)
        let (_, nearestMixes) = try render(.nearest)
        #expect(nearestMixes == 0)
        #expect(linearMixes >= 20, "\(linearMixes) mixed pixels")
        let made = screen.window.host?.compositor.textures.resamples
        for _ in 0..<3 { screen.window.forceComposite() }
        #expect(screen.window.host?.compositor.textures.resamples == made)
    }

    /// A mirrored layer (scale x by −1) shows its contents mirrored, whichever
    /// path draws them (the software renderer's transformed copy included).
    @Test func flippedContentsAreMirrored() throws {
        let screen = try HeadlessScreen(width: 80, height: 60)
        var pixels = [UInt8](repeating: 255, count: 40 * 20 * 4)
        for y in 0..<20 {
            for x in 0..<40 {
                let i = (y * 40 + x) * 4  // BGRA: left half red, right half blue
                (pixels[i], pixels[i + 1], pixels[i + 2]) = x < 20 ? (0, 0, 255) : (255, 0, 0)
            }
        }
        let layer = CALayer()
        layer.frame = CGRect(x: 20, y: 20, width: 40, height: 20)
        layer.contents = CGImage(width: 40, height: 20, bgraPixels: pixels)
        layer.setAffineTransform(CGAffineTransform(scaleX: -1, y: 1))
        screen.window.layer.addSublayer(layer)
        screen.advance(by: 0.016)
        #expect(screen.pixel(at: CGPoint(x: 25, y: 30)) == RGBA8(r: 0, g: 0, b: 255, a: 255))
        #expect(screen.pixel(at: CGPoint(x: 55, y: 30)) == RGBA8(r: 255, g: 0, b: 0, a: 255))
    }

    @Test func contentsAtTheirOwnSizeOnWholePixelsAreExact() throws {
        let image = LayerTestImages.quadrants(width: 6, height: 4)
        for filter in [CALayerContentsFilter.linear, .nearest, .trilinear] {
            let screen = try HeadlessScreen(width: 30, height: 30)
            let layer = CALayer()
            layer.frame = CGRect(x: 7, y: 9, width: 6, height: 4)
            layer.contents = image
            layer.magnificationFilter = filter
            layer.minificationFilter = filter
            screen.window.layer.addSublayer(layer)
            screen.advance(by: 0.016)
            for y in 0..<4 {
                for x in 0..<6 {
                    #expect(screen.pixel(at: CGPoint(x: 7 + x, y: 9 + y)) == image.pixel(x: x, y: y), "\(filter)")
                }
            }
        }
    }

    /// One-pixel stripes drawn at an eighth of their size: `.trilinear`
    /// averages them to grey; `.nearest` picks whole stripes.
    @Test func trilinearMinificationAveragesFromADownscaledCopy() throws {
        func render(_ filter: CALayerContentsFilter) throws -> (HeadlessScreen, [Int]) {
            let screen = try HeadlessScreen(width: 40, height: 40)
            let layer = CALayer()
            layer.frame = CGRect(x: 8, y: 8, width: 16, height: 16)
            layer.contents = Self.checker(side: 128)
            layer.minificationFilter = filter
            screen.window.layer.addSublayer(layer)
            screen.advance(by: 0.016)
            let values = (9..<23).flatMap { y in (9..<23).map { x in Self.grey(screen.pixel(at: CGPoint(x: x, y: y))) }
            }
            return (screen, values)
        }
        let (screen, trilinear) = try render(.trilinear)
        #expect(trilinear.allSatisfy { $0 > 90 && $0 < 165 }, "\(trilinear.min()!)…\(trilinear.max()!)")
        let (_, nearest) = try render(.nearest)
        #expect(nearest.allSatisfy { $0 == 0 || $0 == 255 })
        // A static frame makes no new copy.
        let made = screen.window.host?.compositor.textures.resamples
        screen.window.layer.setNeedsDisplay()
        screen.advance(by: 0.016)
        #expect(screen.window.host?.compositor.textures.resamples == made)
    }
}
