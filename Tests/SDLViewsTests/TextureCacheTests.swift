import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

@MainActor
@Suite struct TextureCacheTests {
    private func image(_ size: Int, value: UInt8) -> CGImage {
        CGImage(width: size, height: size, bgraPixels: [UInt8](repeating: value, count: size * size * 4))!
    }

    @Test func uploadsOnlyWhenTheImageChanges() throws {
        let screen = try HeadlessScreen(width: 16, height: 16)
        let cache = TextureCache(renderer: try #require(screen.window.host?.renderer))
        let layer = CALayer()
        let first = image(8, value: 10)
        let texture = cache.texture(for: layer, image: first)
        #expect(texture != nil)
        #expect(cache.texture(for: layer, image: first) == texture)
        #expect(cache.uploads == 1)
        _ = cache.texture(for: layer, image: image(8, value: 20))
        #expect(cache.uploads == 2)
        #expect(cache.bytesInUse == 8 * 8 * 4)
        cache.removeAll()
    }

    @Test func evictsLeastRecentlyUsedBeyondTheBudget() throws {
        let screen = try HeadlessScreen(width: 16, height: 16)
        let cache = TextureCache(renderer: try #require(screen.window.host?.renderer), budgetBytes: 2 * 16 * 16 * 4)
        let layers = (0..<4).map { _ in CALayer() }
        for (i, layer) in layers.enumerated() {
            _ = cache.texture(for: layer, image: image(16, value: UInt8(i)))
            cache.endFrame()
            cache.endFrame()
        }
        #expect(cache.bytesInUse <= cache.budgetBytes)
        #expect(cache.count == 2)
        cache.removeAll()
        #expect(cache.bytesInUse == 0)
    }

    @Test func freedLayersLoseTheirTextures() throws {
        let screen = try HeadlessScreen(width: 16, height: 16)
        let cache = TextureCache(renderer: try #require(screen.window.host?.renderer))
        var layer: CALayer? = CALayer()
        _ = cache.texture(for: layer!, image: image(4, value: 1))
        #expect(cache.count == 1)
        layer = nil
        cache.endFrame()
        #expect(cache.count == 0)
        #expect(cache.bytesInUse == 0)
    }

    @Test func imagesLargerThanTheRendererAllowAreDownscaled() {
        let big = CGImage(width: 40, height: 10, bgraPixels: [UInt8](repeating: 200, count: 40 * 10 * 4))!
        let fitted = ImageFitting.fit(big, maxSize: 20)
        #expect((fitted.width, fitted.height) == (20, 5))
        #expect(fitted.pixel(x: 19, y: 4) == RGBA8(r: 200, g: 200, b: 200, a: 200))
    }
}
