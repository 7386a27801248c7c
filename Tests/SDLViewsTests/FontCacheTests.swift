import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting
import CSDL

/// The font handle cache (issue 21): a bounded LRU, so many sizes never exhaust
/// file descriptors, and closing a handle breaks no cached width or text.
@MainActor
@Suite(.serialized) struct FontCacheTests {
    /// Before the cache was bounded, text stopped rendering at a lowered descriptor limit.
    @Test func textStillRendersAfterManySizesNearTheDescriptorLimit() throws {
        try ProbeProcess.expectBehaves("fonts-many-sizes-at-descriptor-limit")
    }

    private static func openDescriptors() -> Int {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count) ?? 0
    }

    private static func hello() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 70, height: 26)).image { _ in
            "Hello".draw(
                at: CGPoint(x: 2, y: 2),
                withAttributes: [.font: UIFont.systemFont(ofSize: 17), .foregroundColor: UIColor.black])
        }
    }

    @Test func fifteenHundredSizesKeepHandlesAndDescriptorsBounded() throws {
        let before = Self.hello()
        let width = "Hello".size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]).width
        let descriptors = Self.openDescriptors()
        for size in 1...1500 {
            let font = UIFont.systemFont(ofSize: CGFloat(size))
            _ = "Ag".size(withAttributes: [.font: font])
            // Drawing opens the size at the raster scale too (every fifth size keeps the test quick).
            if size % 5 == 0 {
                _ = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in
                    ".".draw(at: .zero, withAttributes: [.font: font])
                }
            }
            #expect(FontCache.shared.count <= FontCache.handleLimit)
        }
        #expect(FontCache.shared.count == FontCache.handleLimit)
        #expect(FontHandle.openCount <= FontCache.handleLimit)
        #expect(Self.openDescriptors() <= descriptors + FontCache.handleLimit)
        // The 17-point handle was closed long ago: the remembered width and a fresh render are unchanged.
        #expect("Hello".size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]).width == width)
        let after = Self.hello()
        let a = try #require(before.cgImage), b = try #require(after.cgImage)
        #expect(a.pixels == b.pixels)
        #expect(a.pixels.enumerated().contains { $0.offset % 4 == 3 && $0.element > 200 }, "the text has ink")
    }

    @Test func theLeastRecentlyUsedHandleGoesFirst() throws {
        FontCache.shared.removeAll()
        let path = try #require(UIFont.systemFont(ofSize: 10).filePath)
        let kept = try #require(FontCache.shared.handle(path: path, pixelSize: 7))
        for size in 100..<(100 + FontCache.handleLimit - 1) { _ = FontCache.shared.handle(path: path, pixelSize: size) }
        // Touch the 7-pixel handle, then open one more: the 100-pixel one is evicted, not it.
        #expect(FontCache.shared.handle(path: path, pixelSize: 7) === kept)
        _ = FontCache.shared.handle(path: path, pixelSize: 999)
        #expect(FontCache.shared.count == FontCache.handleLimit)
        #expect(FontCache.shared.handle(path: path, pixelSize: 7) === kept)
        #expect(FontCache.shared.count == FontCache.handleLimit)
    }

    @Test func anEvictedHandleStaysOpenWhileItIsUsed() throws {
        FontCache.shared.removeAll()
        let path = try #require(UIFont.systemFont(ofSize: 10).filePath)
        let held = try #require(FontCache.shared.handle(path: path, pixelSize: 9))
        for size in 200..<(200 + FontCache.handleLimit) { _ = FontCache.shared.handle(path: path, pixelSize: size) }
        // Evicted from the cache but still referenced here: still usable.
        var width: Int32 = 0, height: Int32 = 0
        #expect("Held".withCString { TTF_SizeUTF8(held.pointer, $0, &width, &height) } == 0 && width > 0)
        #expect(FontCache.shared.width(of: "Held", in: held) == width)
        #expect(FontCache.shared.count == FontCache.handleLimit)
        #expect(FontHandle.openCount == FontCache.handleLimit + 1)
    }
}
