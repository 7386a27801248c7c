import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// Draws a resizable image with `UIImage.draw(in:)` over its whole bounds.
@MainActor
final class ImageDrawingView: UIView {
    var image: UIImage?
    override func draw(_ rect: CGRect) { image?.draw(in: bounds) }
}

@MainActor
@Suite struct ImageTests {
    @Test func namedPrefersTheScreensScale() throws {
        _ = try HeadlessScreen(width: 10, height: 10, scale: 2)
        let star = try #require(UIImage(named: "star"))
        #expect(star.scale == 2)
        #expect(star.size == CGSize(width: 16, height: 16))
        #expect(star.cgImage?.width == 32)
        let explicit = try #require(UIImage(named: "star@3x.png"))
        #expect(explicit.scale == 3)
        #expect(explicit.cgImage?.width == 48)
        // panel has no @3x: a 3× screen falls back to @2x.
        _ = try HeadlessScreen(width: 10, height: 10, scale: 3)
        #expect(UIImage(named: "star")?.scale == 3)
        #expect(UIImage(named: "panel")?.scale == 2)
        _ = try HeadlessScreen(width: 10, height: 10, scale: 1)
        let one = try #require(UIImage(named: "panel.png"))
        #expect(one.scale == 1)
        #expect(one.size == CGSize(width: 24, height: 24))
    }

    @Test func namedLooksBesideTheExecutable() throws {
        _ = try HeadlessScreen(width: 10, height: 10, scale: 2)
        let directory = try #require(Bundle.main.executableURL?.deletingLastPathComponent())
        let name = "sdlviews-named-\(UUID().uuidString)"
        let file = directory.appendingPathComponent("\(name)@2x.png")
        try #require(UIImage(cgImage: solidImage(6, 4, RGBA8(r: 0, g: 0, b: 0, a: 255))).pngData()).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let image = try #require(UIImage(named: name))
        #expect(image.scale == 2)
        #expect(image.size == CGSize(width: 3, height: 2))
    }

    @Test func missingAndCorruptFilesGiveNilAndALoggedReason() throws {
        SDLViewsLog.printsToStandardError = false
        defer { SDLViewsLog.printsToStandardError = true }
        #expect(UIImage(named: "no-such-image") == nil)
        #expect(SDLViewsLog.messages.contains { $0.contains("no image named \"no-such-image\"") })
        #expect(UIImage(named: "") == nil)
        #expect(UIImage(named: "../Fonts/DejaVuSans") == nil)
        #expect(UIImage(contentsOfFile: "/nonexistent/x.png") == nil)
        #expect(SDLViewsLog.messages.contains { $0.contains("no image file at /nonexistent/x.png") })
        let corrupt = NSTemporaryDirectory() + "sdlviews-corrupt-\(UUID().uuidString).png"
        FileManager.default.createFile(atPath: corrupt, contents: Data("\u{89}PNG but not really".utf8))
        defer { try? FileManager.default.removeItem(atPath: corrupt) }
        #expect(UIImage(contentsOfFile: corrupt) == nil)
        #expect(SDLViewsLog.messages.contains { $0.contains("could not decode image \(corrupt)") })
        #expect(UIImage(data: Data([1, 2, 3])) == nil)
    }

    @Test func sdlImageDecodesPNGJPEGAndWebP() throws {
        #expect(ImageCodec.decodableFormats == ["PNG", "JPEG", "WebP"])
        // 1×1 lossless and lossy WebP files (the well-known feature-detection samples).
        for base64 in [
            "UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==",
            "UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA"
        ] {
            let data = try #require(Data(base64Encoded: base64))
            let image = try #require(UIImage(data: data))
            #expect(image.size == CGSize(width: 1, height: 1))
        }
    }

    @Test func pngAndJPEGRoundTrip() throws {
        let image = UIImage(cgImage: solidImage(8, 6, RGBA8(r: 200, g: 40, b: 30, a: 255)), scale: 2)
        let png = try #require(image.pngData())
        let fromPNG = try #require(UIImage(data: png, scale: 2))
        #expect(fromPNG.size == CGSize(width: 4, height: 3))
        #expect(fromPNG.cgImage?.pixel(x: 3, y: 3) == RGBA8(r: 200, g: 40, b: 30, a: 255))
        let jpeg = try #require(image.jpegData(compressionQuality: 0.9))
        #expect(jpeg.starts(with: [0xFF, 0xD8]))
        let fromJPEG = try #require(UIImage(data: jpeg)?.cgImage)
        #expect(fromJPEG.width == 8 && fromJPEG.height == 6)
        let p = try #require(fromJPEG.pixel(x: 4, y: 3))
        #expect(abs(Int(p.r) - 200) < 8 && abs(Int(p.g) - 40) < 8 && abs(Int(p.b) - 30) < 8)
    }

    @Test func capInsetsAreCleaned() {
        let image = UIImage(cgImage: solidImage(10, 10, RGBA8(r: 0, g: 0, b: 0, a: 255)))
        #expect(image.capInsets == .zero)
        #expect(image.resizingMode == .tile)
        let huge = image.resizableImage(withCapInsets: UIEdgeInsets(top: 8, left: 30, bottom: 8, right: 10))
        #expect(huge.capInsets == UIEdgeInsets(top: 5, left: 7.5, bottom: 5, right: 2.5))
        let bad = image.resizableImage(withCapInsets: UIEdgeInsets(top: .nan, left: -3, bottom: .infinity, right: 2))
        #expect(bad.capInsets == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 2))
        #expect(image.withRenderingMode(.alwaysTemplate).renderingMode == .alwaysTemplate)
    }

    @Test func oversizedImagesStillDisplay() throws {
        SDLViewsLog.printsToStandardError = false
        defer { SDLViewsLog.printsToStandardError = true }
        let screen = try HeadlessScreen(width: 40, height: 40)
        let limit = Int(screen.window.host!.textures.maxTextureSize)
        let view = UIImageView(image: UIImage(cgImage: solidImage(limit + 100, 2, RGBA8(r: 0, g: 0, b: 255, a: 255))))
        view.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        screen.window.addSubview(view)
        screen.runFrame()
        #expect(screen.pixel(at: CGPoint(x: 20, y: 20)) == RGBA8(r: 0, g: 0, b: 255, a: 255))
        #expect(SDLViewsLog.messages.contains { $0.contains("exceeds the renderer's") })
    }

    @Test func drawAtAndBlendedAlpha() throws {
        let screen = try HeadlessScreen(width: 40, height: 40)
        final class Painter: UIView {
            override func draw(_ rect: CGRect) {
                let red = UIImage(cgImage: solidImage(10, 10, RGBA8(r: 255, g: 0, b: 0, a: 255)), scale: 2)
                red.draw(at: CGPoint(x: 2, y: 3))  // 5×5 points
                red.draw(in: CGRect(x: 20, y: 20, width: 10, height: 10), blendMode: .normal, alpha: 0.5)
                red.draw(in: CGRect(x: 0, y: 30, width: CGFloat.nan, height: 5))
                red.draw(in: CGRect(x: 0, y: 30, width: -5, height: 0))
            }
        }
        screen.window.addSubview(Painter(frame: CGRect(x: 0, y: 0, width: 40, height: 40)))
        screen.runFrame()
        #expect(screen.pixel(at: CGPoint(x: 2, y: 3)) == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(screen.pixel(at: CGPoint(x: 6, y: 7)) == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(screen.pixel(at: CGPoint(x: 7, y: 8)) == RGBA8(r: 255, g: 255, b: 255, a: 255))
        let half = screen.pixel(at: CGPoint(x: 25, y: 25))
        #expect(half.r >= 251 && abs(Int(half.g) - 128) <= 3 && abs(Int(half.b) - 128) <= 3, "\(half)")
        #expect(screen.pixel(at: CGPoint(x: 2, y: 32)) == RGBA8(r: 255, g: 255, b: 255, a: 255))
    }

    /// The game panel at several sizes, in an image view (compositor nine-slice)
    /// and drawn with `UIImage.draw(in:)` (Cairo nine-slice): the same cut.
    @Test func nineSliceAtSeveralSizes() throws {
        let screen = try HeadlessScreen(width: 210, height: 112, scale: 2)
        let panel = try #require(UIImage(named: "panel")).resizableImage(
            withCapInsets: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8), resizingMode: .stretch)
        let sizes = [
            CGSize(width: 24, height: 24), CGSize(width: 60, height: 30), CGSize(width: 90, height: 44),
            CGSize(width: 12, height: 12)
        ]
        var x: CGFloat = 4
        for size in sizes {
            let view = UIImageView(image: panel)
            view.frame = CGRect(x: x, y: 4, width: size.width, height: size.height)
            screen.window.addSubview(view)
            let drawn = ImageDrawingView(frame: CGRect(x: x, y: 60, width: size.width, height: size.height))
            drawn.image = panel
            screen.window.addSubview(drawn)
            x += size.width + 4
        }
        screen.runFrame()
        expectGolden(screen, "nine-slice-sizes")
        // Corners keep their size: the outline is 2 points in from every edge whatever the size.
        let outline = RGBA8(r: 70, g: 35, b: 10, a: 255)
        #expect(screen.pixel(at: CGPoint(x: 4 + 24 + 4 + 1, y: 4 + 15)) == outline)
        #expect(screen.pixel(at: CGPoint(x: 4 + 24 + 4 + 60 - 1.5, y: 4 + 15)) == outline)
        #expect(screen.pixel(at: CGPoint(x: 4 + 24 + 4 + 1, y: 60 + 15)) == outline)
    }

    @Test func tiledMiddleRepeats() throws {
        let screen = try HeadlessScreen(width: 60, height: 20)
        // 3 px caps, a middle of two columns (blue, red) that tiles.
        var pixels: [UInt8] = []
        for _ in 0..<8 {
            for x in 0..<8 {
                let c: [UInt8] = x < 3 || x >= 5 ? [0, 255, 0, 255] : (x == 3 ? [255, 0, 0, 255] : [0, 0, 255, 255])
                pixels += c
            }
        }
        let image = UIImage(cgImage: CGImage(width: 8, height: 8, bgraPixels: pixels)!)
            .resizableImage(withCapInsets: UIEdgeInsets(top: 0, left: 3, bottom: 0, right: 3), resizingMode: .tile)
        let view = UIImageView(image: image)
        view.frame = CGRect(x: 0, y: 0, width: 26, height: 8)
        screen.window.addSubview(view)
        let drawn = ImageDrawingView(frame: CGRect(x: 0, y: 10, width: 26, height: 8))
        drawn.image = image
        screen.window.addSubview(drawn)
        screen.runFrame()
        for y in [CGFloat(4), 14] {
            let row = (0..<26).map { screen.pixel(at: CGPoint(x: CGFloat($0) + 0.5, y: y)) }
            let expected = (0..<26).map { x -> RGBA8 in
                if x < 3 || x >= 23 { return RGBA8(r: 0, g: 255, b: 0, a: 255) }
                return (x - 3) % 2 == 0 ? RGBA8(r: 0, g: 0, b: 255, a: 255) : RGBA8(r: 255, g: 0, b: 0, a: 255)
            }
            #expect(row == expected)
        }
    }
}
