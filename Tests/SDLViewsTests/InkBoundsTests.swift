import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting
import CSDL

/// The inked part of an image, which SDL's software renderer blits instead
/// of the whole (`InkBounds`).
@MainActor
@Suite struct InkBoundsTests {
    /// The box of non-transparent pixels, the slow way.
    private func expected(_ pixels: [UInt8], width: Int, height: Int) -> InkBounds {
        var box = InkBounds.none
        for y in 0..<height {
            for x in 0..<width where pixels[(y * width + x) * 4 + 3] != 0 {
                box = box.union(InkBounds(x0: Int32(x), y0: Int32(y), x1: Int32(x + 1), y1: Int32(y + 1)))
            }
        }
        return box
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8])
    func scanFindsEveryInkedPixel(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        for _ in 0..<50 {
            let width = Int.random(in: 1...40, using: &rng), height = Int.random(in: 1...20, using: &rng)
            var pixels = [UInt8](repeating: 0, count: width * height * 4)
            for _ in 0..<Int.random(in: 0...6, using: &rng) {
                let i = Int.random(in: 0..<(width * height), using: &rng)
                pixels[i * 4 + 3] = UInt8.random(in: 1...255, using: &rng)
                pixels[i * 4] = 200  // colour without alpha elsewhere must not count
            }
            pixels[Int.random(in: 0..<(width * height), using: &rng) * 4 + 1] = 90
            let scanned = pixels.withUnsafeBytes { InkBounds.scan($0, width: width, height: height, rowBytes: width * 4) }
            #expect(scanned == expected(pixels, width: width, height: height))
        }
    }

    @Test func aLabelBlitsOnlyItsInkAndDrawsTheSamePixels() throws {
        let screen = try HeadlessScreen(width: 120, height: 40)
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 100, height: 20))
        label.text = "Hi"
        label.textColor = .white
        screen.window.backgroundColor = .black
        screen.window.addSubview(label)
        screen.advance(by: 0.016)
        let entry = try #require(label.layer.renderRecord?.textureEntry)
        #expect(entry.width == 100 && entry.height == 20)
        let ink = entry.ink
        #expect(!ink.isEmpty && ink.x1 - ink.x0 < 30, "two glyphs, not the whole 100-pixel line")
        let trimmed = try #require(screen.snapshot().cgImage)
        // The whole texture drawn (ink tracking off) gives the same pixels.
        entry.ink = .whole(width: entry.width, height: entry.height)
        screen.window.forceComposite()
        #expect(screen.snapshot().cgImage?.pixels == trimmed.pixels)
    }

    /// Mid-animation a label sits at fractional positions, faded: SDL's
    /// software renderer truncates a copy's position, so the inked part moved
    /// by whole pixels lands on the same pixels as the whole texture would.
    @Test(arguments: [(10.0, 10.0), (10.6, 10.3), (0.4, 3.99), (37.5, 0.5)])
    func aFadedLabelAtFractionalPositionsBlitsTheSamePixels(x: Double, y: Double) throws {
        let screen = try HeadlessScreen(width: 160, height: 40)
        screen.window.backgroundColor = .black
        let label = UILabel(frame: CGRect(x: x, y: y, width: 100, height: 20))
        label.text = "Hi there"
        label.textColor = .white
        label.alpha = 0.6
        screen.window.addSubview(label)
        screen.advance(by: 0.016)
        let entry = try #require(label.layer.renderRecord?.textureEntry)
        #expect(!entry.ink.isEmpty && entry.ink.x1 - entry.ink.x0 < 100)
        let trimmed = try #require(screen.snapshot().cgImage)
        entry.ink = .whole(width: entry.width, height: entry.height)
        screen.window.forceComposite()
        #expect(screen.snapshot().cgImage?.pixels == trimmed.pixels)
        #expect(trimmed.pixels.contains { $0 > 0 && $0 < 255 })
    }

    /// GPU renderers draw the box sampling of the ink reaches: the ink itself
    /// when each pixel takes its nearest texel, a texel more when sampled
    /// linearly. Checked on the GPU path of the software renderer's batch
    /// (no blits), where the ink gives the same pixels as the whole texture.
    @Test func gpuRenderersDrawOnlyTheInkOfContentsSampledNearest() throws {
        let screen = try HeadlessScreen(width: 160, height: 40)
        screen.window.backgroundColor = .black
        let label = UILabel(frame: CGRect(x: 10.6, y: 10.3, width: 100, height: 20))
        label.text = "Hi there"
        label.textColor = .white
        label.alpha = 0.6
        screen.window.addSubview(label)
        let host = try #require(screen.window.host)
        host.compositor.batch.blitsStraightQuads = false
        screen.advance(by: 0.016)
        let entry = try #require(label.layer.renderRecord?.textureEntry)
        let trimmed = try #require(screen.snapshot().cgImage)
        #expect(trimmed.pixels.contains { $0 > 0 && $0 < 255 })

        let state = label.layer.renderState, rect = state.bounds
        let placement = try #require(host.compositor.contentsPlacement(of: label.layer, state: state)).placement
        #expect(placement.ink != placement.reach && !placement.ink.isUnitRect)
        let map = Homography.translation(11, 10)
        let nearest = try #require(
            host.compositor.inked(rect, of: placement, map: map, edges: [], scaleMode: SDL_ScaleModeNearest))
        #expect(nearest.0 == Compositor.subrect(placement.ink, of: rect))
        #expect(nearest.1 == Compositor.subrect(placement.ink, of: placement.uv))
        let linear = try #require(
            host.compositor.inked(rect, of: placement, map: map, edges: [], scaleMode: SDL_ScaleModeLinear))
        #expect(linear.0 == Compositor.subrect(placement.reach, of: rect))

        entry.ink = .whole(width: entry.width, height: entry.height)
        screen.window.forceComposite()
        #expect(screen.snapshot().cgImage?.pixels == trimmed.pixels)
    }

    @Test func anEmptyImageIsNotDrawnOnTheSoftwareRenderer() throws {
        let screen = try HeadlessScreen(width: 40, height: 40)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.layer.contents = CGImage(width: 20, height: 20, bgraPixels: [UInt8](repeating: 0, count: 20 * 20 * 4))
        screen.window.addSubview(view)
        screen.advance(by: 0.016)
        #expect(view.layer.renderRecord?.textureEntry?.ink.isEmpty == true)
        #expect(screen.window.lastCompositeStatistics.drawCalls == 0)
    }
}
