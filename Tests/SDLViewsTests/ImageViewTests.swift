import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// A solid image of `w`×`h` pixels in one colour (BGRA bytes).
@MainActor
func solidImage(_ w: Int, _ h: Int, _ c: RGBA8) -> CGImage {
    CGImage(width: w, height: h, bgraPixels: Array(repeating: [c.b, c.g, c.r, c.a], count: w * h).flatMap { $0 })!
}

/// A 9×9 image cut 3/3/3 each way: red corners, green edges, blue middle.
@MainActor
func nineSliceImage(cell: Int = 3) -> CGImage {
    let side = cell * 3
    var pixels: [UInt8] = []
    for y in 0..<side {
        for x in 0..<side {
            let edgeX = x < cell || x >= 2 * cell, edgeY = y < cell || y >= 2 * cell
            let c: [UInt8] = edgeX && edgeY ? [0, 0, 255, 255] : (edgeX || edgeY ? [0, 255, 0, 255] : [255, 0, 0, 255])
            pixels += c
        }
    }
    return CGImage(width: side, height: side, bgraPixels: pixels)!
}

fileprivate let red = RGBA8(r: 255, g: 0, b: 0, a: 255)
fileprivate let green = RGBA8(r: 0, g: 255, b: 0, a: 255)
fileprivate let blue = RGBA8(r: 0, g: 0, b: 255, a: 255)

@MainActor
@Suite struct ImageViewTests {
    @Test func initWithImageTakesItsSizeInPoints() {
        let image = UIImage(cgImage: solidImage(20, 10, red), scale: 2)
        let view = UIImageView(image: image)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 10, height: 5))
        #expect(view.intrinsicContentSize == CGSize(width: 10, height: 5))
        #expect(view.layer.contents as? CGImage === image.cgImage)
        #expect(view.layer.contentsScale == 2)
        #expect(view.isUserInteractionEnabled == false)
        #expect(view.contentMode == .scaleToFill)
        view.frame = CGRect(x: 3, y: 4, width: 50, height: 50)
        view.sizeToFit()
        #expect(view.frame == CGRect(x: 3, y: 4, width: 10, height: 5))
    }

    @Test func noImageHasNoIntrinsicSizeAndNoContents() {
        let view = UIImageView(image: nil)
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(view.layer.contents == nil)
        #expect(view.frame == .zero)
    }

    @Test func highlightedImageShowsWhileHighlighted() {
        let normal = UIImage(cgImage: solidImage(4, 4, red)), lit = UIImage(cgImage: solidImage(6, 6, blue))
        let view = UIImageView(image: normal, highlightedImage: lit)
        #expect(view.layer.contents as? CGImage === normal.cgImage)
        view.isHighlighted = true
        #expect(view.layer.contents as? CGImage === lit.cgImage)
        #expect(view.intrinsicContentSize == CGSize(width: 6, height: 6))
        view.isHighlighted = false
        #expect(view.layer.contents as? CGImage === normal.cgImage)
        view.image = nil
        #expect(view.layer.contents == nil)
    }

    @Test func imageShowsOnScreenAndMovingDoesNotReupload() throws {
        let screen = try HeadlessScreen(width: 40, height: 40)
        let view = UIImageView(image: UIImage(cgImage: solidImage(10, 10, red)))
        view.frame = CGRect(x: 5, y: 5, width: 20, height: 20)
        screen.window.addSubview(view)
        screen.runFrame()
        #expect(screen.pixel(at: CGPoint(x: 6, y: 6)) == red)
        #expect(screen.pixel(at: CGPoint(x: 24, y: 24)) == red)
        let uploads = screen.window.benchTextureUploads.count
        view.center = CGPoint(x: 20, y: 20)
        view.alpha = 0.9
        screen.runFrame()
        #expect(screen.window.benchTextureUploads.count == uploads)
    }

    @Test func contentModePlacesTheImage() throws {
        let screen = try HeadlessScreen(width: 40, height: 40)
        let view = UIImageView(image: UIImage(cgImage: solidImage(20, 10, red)))
        view.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        view.contentMode = .scaleAspectFit
        screen.window.addSubview(view)
        screen.runFrame()
        #expect(screen.pixel(at: CGPoint(x: 20, y: 5)) == RGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect(screen.pixel(at: CGPoint(x: 20, y: 11)) == red)
        #expect(screen.pixel(at: CGPoint(x: 20, y: 29)) == red)
        #expect(screen.pixel(at: CGPoint(x: 20, y: 31)) == RGBA8(r: 255, g: 255, b: 255, a: 255))
        view.contentMode = .topLeft
        screen.runFrame()
        #expect(screen.pixel(at: CGPoint(x: 19, y: 9)) == red)
        #expect(screen.pixel(at: CGPoint(x: 21, y: 11)) == RGBA8(r: 255, g: 255, b: 255, a: 255))
    }

    @Test func resizableImagesAreNineSliced() throws {
        let screen = try HeadlessScreen(width: 40, height: 40)
        let image = UIImage(cgImage: nineSliceImage()).resizableImage(
            withCapInsets: UIEdgeInsets(top: 3, left: 3, bottom: 3, right: 3), resizingMode: .stretch)
        #expect(image.capInsets == UIEdgeInsets(top: 3, left: 3, bottom: 3, right: 3))
        #expect(image.resizingMode == .stretch)
        let view = UIImageView(image: image)
        view.frame = CGRect(x: 0, y: 0, width: 30, height: 20)
        let center = view.layer.contentsCenter
        for value in [center.minX, center.minY, center.width, center.height] { #expect(abs(value - 1.0 / 3) < 1e-9) }
        screen.window.addSubview(view)
        screen.runFrame()
        // Corners keep 3 points, edges stretch one way, the middle both ways.
        #expect(screen.pixel(at: CGPoint(x: 2, y: 2)) == red)
        #expect(screen.pixel(at: CGPoint(x: 27, y: 17)) == red)
        #expect(screen.pixel(at: CGPoint(x: 3, y: 2)) == green)
        #expect(screen.pixel(at: CGPoint(x: 15, y: 1)) == green)
        #expect(screen.pixel(at: CGPoint(x: 1, y: 10)) == green)
        #expect(screen.pixel(at: CGPoint(x: 3, y: 3)) == blue)
        #expect(screen.pixel(at: CGPoint(x: 26, y: 16)) == blue)
    }

    @Test func templateImagesTakeTheTintColor() throws {
        let screen = try HeadlessScreen(width: 20, height: 20)
        let image = UIImage(cgImage: solidImage(10, 10, red)).withRenderingMode(.alwaysTemplate)
        let view = UIImageView(image: image)
        screen.window.addSubview(view)
        screen.runFrame()
        #expect(screen.pixel(at: CGPoint(x: 5, y: 5)) == RGBA8(r: 0, g: 122, b: 255, a: 255))
        screen.window.tintColor = .green
        screen.runFrame()
        #expect(screen.pixel(at: CGPoint(x: 5, y: 5)) == green)
        view.tintColor = .red
        screen.runFrame()
        #expect(screen.pixel(at: CGPoint(x: 5, y: 5)) == red)
    }

    @Test func animationImagesCycleWithTheClock() throws {
        let screen = try HeadlessScreen(width: 20, height: 20)
        let frames = [red, green, blue].map { UIImage(cgImage: solidImage(4, 4, $0)) }
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.animationImages = frames
        view.animationDuration = 0.3
        view.animationRepeatCount = 1
        screen.window.addSubview(view)
        view.startAnimating()
        #expect(view.isAnimating)
        #expect(view.layer.contents as? CGImage === frames[0].cgImage)
        screen.advance(by: 0.15)
        #expect(view.layer.contents as? CGImage === frames[1].cgImage)
        screen.advance(by: 0.1)
        #expect(view.layer.contents as? CGImage === frames[2].cgImage)
        screen.advance(by: 0.1)
        #expect(!view.isAnimating)
        #expect(view.layer.contents == nil)
    }
}
