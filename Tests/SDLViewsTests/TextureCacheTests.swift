import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

@MainActor
@Suite struct TextureCacheTests {
    private func image(_ width: Int, _ height: Int, value: UInt8) -> CGImage {
        CGImage(width: width, height: height, bgraPixels: [UInt8](repeating: value, count: width * height * 4))!
    }

    private func makeCache(_ screen: HeadlessScreen, budget: Int = 256 << 20) throws -> TextureCache {
        TextureCache(renderer: try #require(screen.window.host?.renderer), budgetBytes: budget, packsSmallImages: true)
    }

    @Test func uploadsOnlyWhenTheImageChanges() throws {
        let screen = try HeadlessScreen(width: 16, height: 16)
        let cache = try makeCache(screen)
        let layer = CALayer()
        let first = image(300, 200, value: 10)
        let placement = try #require(cache.placement(for: layer, image: first))
        #expect(cache.placement(for: layer, image: first)?.texture == placement.texture)
        #expect(cache.uploads == 1)
        _ = cache.placement(for: layer, image: image(300, 200, value: 20))
        #expect(cache.uploads == 2)
        #expect(cache.bytesInUse == 300 * 200 * 4)
        cache.removeAll()
        #expect(cache.bytesInUse == 0)
    }

    @Test func smallImagesShareOneAtlasPage() throws {
        let screen = try HeadlessScreen(width: 16, height: 16)
        let cache = try makeCache(screen)
        let layers = (0..<50).map { _ in CALayer() }
        let placements = layers.map { cache.placement(for: $0, image: image(40, 18, value: 1))! }
        #expect(Set(placements.map { UInt(bitPattern: $0.texture) }).count == 1)
        #expect(cache.atlas.pageCount == 1)
        #expect(cache.bytesInUse == TextureAtlas.pageBytes)
        // Distinct, non-overlapping slots.
        let rects = placements.map(\.uv)
        for i in rects.indices { for j in rects.indices where i < j { #expect(!rects[i].intersects(rects[j])) } }
        #expect(abs(rects[0].width * 1024 - 40) < 1e-9 && abs(rects[0].height * 1024 - 18) < 1e-9)
        cache.removeAll()
    }

    @Test func atlasSlotsAreReusedAndEmptyPagesFreed() throws {
        let screen = try HeadlessScreen(width: 16, height: 16)
        let cache = try makeCache(screen)
        var layer: CALayer? = CALayer()
        let first = try #require(cache.placement(for: layer!, image: image(40, 18, value: 1)))
        layer = nil
        for _ in 0..<TextureCache.sweepInterval { cache.endFrame() }
        #expect(cache.count == 0)
        #expect(cache.atlas.pageCount == 0)
        let other = CALayer(), third = CALayer()
        let a = try #require(cache.placement(for: other, image: image(40, 18, value: 2)))
        _ = cache.placement(for: third, image: image(40, 18, value: 3))
        #expect(a.uv == first.uv)
        cache.removeAll()
    }

    @Test func atlasPixelsLandInTheSlot() throws {
        let screen = try HeadlessScreen(width: 60, height: 30)
        let view = UIView(frame: CGRect(x: 10, y: 5, width: 20, height: 10))
        view.layer.contents = image(20, 10, value: 0x80)  // BGRA 0x80: mid grey, half alpha
        screen.window.backgroundColor = .black
        screen.window.addSubview(view)
        screen.advance(by: 0.016)
        let inside = screen.pixel(at: CGPoint(x: 15, y: 8))
        #expect(abs(Int(inside.r) - 64) <= 2 && abs(Int(inside.g) - 64) <= 2)
        #expect(screen.pixel(at: CGPoint(x: 9, y: 8)) == RGBA8(r: 0, g: 0, b: 0, a: 255))
        #expect(screen.pixel(at: CGPoint(x: 30, y: 8)) == RGBA8(r: 0, g: 0, b: 0, a: 255))
    }

    @Test func evictsLeastRecentlyUsedBeyondTheBudget() throws {
        let screen = try HeadlessScreen(width: 16, height: 16)
        let bytes = 300 * 200 * 4
        let cache = try makeCache(screen, budget: 2 * bytes)
        let layers = (0..<4).map { _ in CALayer() }
        for (i, layer) in layers.enumerated() {
            _ = cache.placement(for: layer, image: image(300, 200, value: UInt8(i)))
            cache.endFrame()
            cache.endFrame()
        }
        #expect(cache.bytesInUse == 2 * bytes)
        #expect(cache.count == 2)
        cache.removeAll()
        #expect(cache.bytesInUse == 0)
    }

    @Test func freedLayersLoseTheirTextures() throws {
        let screen = try HeadlessScreen(width: 16, height: 16)
        let cache = try makeCache(screen)
        var layer: CALayer? = CALayer()
        _ = cache.placement(for: layer!, image: image(300, 4, value: 1))
        #expect(cache.count == 1)
        layer = nil
        for _ in 0..<TextureCache.sweepInterval { cache.endFrame() }
        #expect(cache.count == 0)
        #expect(cache.bytesInUse == 0)
    }

    @Test func imagesLargerThanTheRendererAllowAreDownscaled() {
        let big = image(40, 10, value: 200)
        let fitted = ImageFitting.fit(big, maxSize: 20)
        #expect((fitted.width, fitted.height) == (20, 5))
        #expect(fitted.pixel(x: 19, y: 4) == RGBA8(r: 200, g: 200, b: 200, a: 200))
    }

    /// GPU renderers batch everything that shares the atlas; the software
    /// renderer blits straight quads one by one (its blitters beat its rasterizer).
    @Test(.softwareRendererOnly, arguments: [false, true])
    func aGridOfLabelsAndBackgroundsBatchesIntoFewDrawCalls(blits: Bool) throws {
        let screen = try HeadlessScreen(width: 400, height: 200)
        let batch = try #require(screen.window.host?.compositor.batch)
        #expect(batch.blitsStraightQuads, "the headless renderer is SDL's software renderer")
        batch.blitsStraightQuads = blits
        // Packing follows: the software renderer packs nothing, as it blits.
        #expect(screen.window.host?.textures.packsSmallImages == false)
        screen.window.host?.textures.packsSmallImages = !blits
        for i in 0..<60 {
            let label = UILabel(
                frame: CGRect(x: 4 + CGFloat(i % 9) * 42, y: 4 + CGFloat(i / 9) * 20, width: 40, height: 18))
            label.text = String(format: "L%04d", i)
            label.font = .systemFont(ofSize: 13)
            if i % 2 == 0 { label.backgroundColor = .systemBlue }
            screen.window.addSubview(label)
        }
        screen.advance(by: 0.016)
        let stats = screen.window.lastCompositeStatistics
        #expect(stats.layersDrawn == 61)
        // Blits: 60 labels + 30 backgrounds (the window background is the clear colour).
        // Batched: the first background alone (no atlas page is current yet), then one call.
        #expect(stats.drawCalls == (blits ? 90 : 2))
        let result = GoldenImage.compare(screen.snapshot(), named: "label-grid", in: CompositorTests.goldenDirectory)
        #expect(result.matches, "\(result)")
    }
}
