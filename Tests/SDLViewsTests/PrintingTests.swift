import Foundation
import Glibc
import SDLViewsTesting
import Testing
@testable import SDLViews

/// A view whose drawing is a red triangle on screen and a blue one in print.
@MainActor
final class TrianglePrintView: UIView {
    var drawCalls = 0
    var printCalls = 0

    private func triangle() -> UIBezierPath {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: bounds.midX, y: 4))
        path.addLine(to: CGPoint(x: bounds.maxX - 4, y: bounds.maxY - 4))
        path.addLine(to: CGPoint(x: 4, y: bounds.maxY - 4))
        path.close()
        return path
    }

    override func draw(_ rect: CGRect) {
        drawCalls += 1
        UIColor.red.setFill()
        triangle().fill()
    }

    override func draw(_ rect: CGRect, for formatter: UIViewPrintFormatter) {
        printCalls += 1
        UIColor.blue.setFill()
        triangle().fill()
    }
}

/// A view that draws a path (vector in a PDF) and never overrides the print version.
@MainActor
final class PathView: UIView {
    override func draw(_ rect: CGRect) {
        UIColor.green.setFill()
        UIBezierPath(ovalIn: bounds.insetBy(dx: 10, dy: 10)).fill()
    }
}

@MainActor
@Suite("Rendering trees and printing")
struct PrintingTests {
    private func temporaryURL(_ name: String) -> URL {
        TestScratch.url(name)
    }

    private func pixel(_ image: UIImage, _ x: Int, _ y: Int) -> RGBA8 { image.cgImage!.pixel(x: x, y: y)! }

    /// A small tree with every rendered property.
    /// `view` alone on `screen` after a frame, and drawn by `layer.render(in:)`
    /// into a 1× image (`prepare` sets the context up first).
    private func renderedAndOnScreen(
        _ view: UIView, on screen: HeadlessScreen,
        prepare: (CGContext) -> Void = { _ in }
    ) throws -> (rendered: CGImage, onScreen: CGImage) {
        screen.window.addSubview(view)
        screen.runFrame()
        let onScreen = try #require(screen.snapshot().cgImage)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let rendered = try #require(
            UIGraphicsImageRenderer(size: view.bounds.size, format: format).image {
                prepare($0.cgContext)
                view.layer.render(in: $0.cgContext)
            }.cgImage)
        return (rendered, onScreen)
    }

    private func gallery() -> (root: UIView, triangle: TrianglePrintView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
        root.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 60, height: 60))
        card.backgroundColor = .orange
        card.layer.cornerRadius = 12
        card.layer.borderWidth = 3
        card.layer.borderColor = UIColor.black.cgColor
        card.layer.shadowOpacity = 0.8
        card.layer.shadowRadius = 3
        card.layer.shadowOffset = CGSize(width: 4, height: 4)
        root.addSubview(card)
        let clipper = UIView(frame: CGRect(x: 80, y: 10, width: 50, height: 50))
        clipper.backgroundColor = .gray
        clipper.clipsToBounds = true
        clipper.layer.cornerRadius = 25
        let overflow = UIView(frame: CGRect(x: 25, y: 25, width: 50, height: 50))
        overflow.backgroundColor = .purple
        clipper.addSubview(overflow)
        root.addSubview(clipper)
        let faded = UIView(frame: CGRect(x: 140, y: 10, width: 50, height: 50))
        faded.backgroundColor = .blue
        faded.alpha = 0.5
        faded.transform = CGAffineTransform(rotationAngle: .pi / 8)
        root.addSubview(faded)
        let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
        hidden.backgroundColor = .black
        hidden.isHidden = true
        root.addSubview(hidden)
        let triangle = TrianglePrintView(frame: CGRect(x: 10, y: 75, width: 60, height: 40))
        root.addSubview(triangle)
        let image = UIImage(
            cgImage: CGImage(
                width: 2, height: 2, bgraPixels: [0, 0, 255, 255, 0, 255, 0, 255, 255, 0, 0, 255, 255, 255, 255, 255])!)
        let contents = CALayer()
        contents.frame = CGRect(x: 80, y: 75, width: 40, height: 40)
        contents.contents = image.cgImage
        // Compared with contexts drawing images without interpolation.
        contents.magnificationFilter = .nearest
        root.layer.addSublayer(contents)
        let below = UIView(frame: CGRect(x: 130, y: 70, width: 40, height: 40))
        below.backgroundColor = .red
        below.layer.zPosition = 1  // drawn above the later sibling
        root.addSubview(below)
        let above = UIView(frame: CGRect(x: 150, y: 80, width: 40, height: 40))
        above.backgroundColor = .green
        root.addSubview(above)
        let masked = UIView(frame: CGRect(x: 176, y: 86, width: 22, height: 22))
        masked.backgroundColor = .magenta
        let circle = CAShapeLayer()
        circle.frame = masked.bounds  // (the compositor draws nothing for a zero-bounds shape mask)
        circle.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 22, height: 22), transform: nil)
        circle.fillColor = UIColor.black.cgColor
        masked.layer.mask = circle
        masked.layer.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 22, height: 22), transform: nil)
        masked.layer.shadowOpacity = 1
        masked.layer.shadowRadius = 1
        masked.layer.shadowOffset = CGSize(width: 0, height: 2)
        root.addSubview(masked)
        return (root, triangle)
    }

    @Test func layerRenderInContext() {
        let (root, triangle) = gallery()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: root.bounds.size, format: format).image {
            $0.cgContext.interpolationQuality = .none
            root.layer.render(in: $0.cgContext)
        }
        let result = GoldenImage.compare(
            image, named: "render-in-context", in: testGoldenDirectory, maxDifferingPixels: 4)
        #expect(result.matches, "\(result)")
        #expect(triangle.drawCalls == 1 && triangle.printCalls == 0)
        #expect(pixel(image, 40, 100) == RGBA8(r: 255, g: 0, b: 0, a: 255))  // draw(_:) ran into the context
        #expect(pixel(image, 40, 40).r == 255 && pixel(image, 40, 40).g > 100)  // orange card
        #expect(pixel(image, 11, 11) == RGBA8(r: 255, g: 255, b: 255, a: 255))  // rounded corner: background
        #expect(pixel(image, 68, 40) == RGBA8(r: 0, g: 0, b: 0, a: 255))  // border
        #expect(pixel(image, 72, 50).r < 200)  // shadow right of the card
        #expect(pixel(image, 127, 57) == RGBA8(r: 255, g: 255, b: 255, a: 255))  // overflow clipped by the round mask
        #expect(pixel(image, 115, 45).b > 100 && pixel(image, 115, 45).g < 50)  // purple inside the circle
        #expect(pixel(image, 85, 80) == RGBA8(r: 255, g: 0, b: 0, a: 255))  // contents, top-left quadrant red
        #expect(pixel(image, 115, 110) == RGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect(pixel(image, 160, 95) == RGBA8(r: 255, g: 0, b: 0, a: 255))  // zPosition 1 above its later sibling
        #expect(pixel(image, 187, 97) == RGBA8(r: 255, g: 0, b: 255, a: 255))  // masked to a circle…
        #expect(pixel(image, 177, 87).r == 0 && pixel(image, 177, 87).g == 255)  // …shadow and all (green behind)
        let faded = pixel(image, 165, 35)
        #expect(abs(Int(faded.r) - 128) < 3 && faded.b == 255)  // half-transparent blue over white
    }

    /// render(in:) draws what the compositor shows: the same tree on a headless
    /// screen and through Cairo agree except along antialiased edges (the
    /// rotated square, the rounded corners where background, border and shadow
    /// meet): about 350 of 24,000 pixels; a misplaced layer would differ in thousands.
    @Test func renderInContextMatchesTheScreen() throws {
        let (root, _) = gallery()
        let screen = try HeadlessScreen(width: 200, height: 120)
        let (rendered, onScreen) = try renderedAndOnScreen(root, on: screen) { $0.interpolationQuality = .none }
        let diff = GoldenImage.difference(
            rendered, onScreen, tolerance: 24, maxDifferingPixels: 400, name: "render-vs-screen")
        #expect(diff.matches, "\(diff)")
        if !diff.matches {
            try? UIImage(cgImage: rendered).pngData()?.write(
                to: URL(fileURLWithPath: "/tmp/render-vs-screen.rendered.png"))
            try? UIImage(cgImage: onScreen).pngData()?.write(
                to: URL(fileURLWithPath: "/tmp/render-vs-screen.screen.png"))
        }
    }

    /// A label drawn into a context draws its text (drawText(in:)) instead of its
    /// screen bitmap, laid out exactly as on screen; in a PDF the text is a 4×
    /// bitmap rather than the screen's 1× one.
    @Test func labelsDrawTheirTextIntoContexts() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 160, height: 40))
        label.text = "Printed label"
        label.textColor = .red
        label.textAlignment = .center
        label.backgroundColor = .white
        let screen = try HeadlessScreen(width: 160, height: 40)
        let (rendered, onScreen) = try renderedAndOnScreen(label, on: screen)
        let diff = GoldenImage.difference(
            rendered, onScreen, tolerance: 40, maxDifferingPixels: 20, name: "label-render")
        #expect(diff.matches, "\(diff)")
        if !diff.matches {
            // Failed once in about thirty CI-like runs and never again: keep what is needed to see why.
            try? UIImage(cgImage: rendered).pngData()?.write(to: URL(fileURLWithPath: "/tmp/label-render.rendered.png"))
            try? UIImage(cgImage: onScreen).pngData()?.write(to: URL(fileURLWithPath: "/tmp/label-render.screen.png"))
            Issue.record(
                "label-render: images in /tmp/label-render.*.png; recent log: \(SDLViewsLog.messages.suffix(8))")
        }
        #expect((0..<160).contains { rendered.pixel(x: $0, y: 20)!.r > 200 && rendered.pixel(x: $0, y: 20)!.g < 80 })

        let pdf = String(
            decoding: UIGraphicsPDFRenderer(bounds: label.bounds).pdfData { context in
                context.beginPage()
                label.layer.render(in: context.cgContext)
            }, as: UTF8.self)
        let widths = pdf.components(separatedBy: "/Width ").dropFirst().compactMap { Int($0.prefix { $0.isNumber }) }
        // One text bitmap (Cairo writes it with a soft mask of the same size), at 4 px per point.
        #expect(Set(widths).count == 1 && widths.count <= 2 && widths[0] > 4 * 100, "\(widths)")
    }

    @Test func shapeAndGradientLayersRender() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        let shape = CAShapeLayer()
        shape.path = CGPath(ellipseIn: CGRect(x: 5, y: 5, width: 40, height: 40), transform: nil)
        shape.fillColor = UIColor.red.cgColor
        root.addSublayer(shape)  // zero bounds: the path still draws, as in Core Animation
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 50, y: 0, width: 50, height: 50)
        gradient.colors = [UIColor.blue.cgColor, UIColor.green.cgColor]
        root.addSublayer(gradient)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(size: root.bounds.size, format: format).image {
            root.render(in: $0.cgContext)
        }
        #expect(pixel(image, 50, 50) == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(pixel(image, 12, 12).a == 0)
        let top = pixel(image, 150, 2), bottom = pixel(image, 150, 97)
        #expect(top.b > 240 && top.g < 15 && bottom.g > 240 && bottom.b < 15)  // axial: top to bottom by default

        // In a PDF both stay vector: a filled path and a shading, no bitmap.
        let pdf = UIGraphicsPDFRenderer(bounds: root.bounds).pdfData { context in
            context.beginPage()
            root.render(in: context.cgContext)
        }
        #expect(!String(decoding: pdf, as: UTF8.self).contains("/Subtype /Image"))
        let content = PDFInspector.inflatedStreams(pdf).joined(separator: "\n")
        #expect(content.contains(" c ") && content.contains(" sh"))
    }

    @Test func replicatorLayersRenderTheirInstances() {
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
        replicator.instanceCount = 4
        replicator.instanceTransform = CATransform3DMakeTranslation(25, 0, 0)
        replicator.instanceColor = UIColor.white.cgColor
        replicator.instanceBlueOffset = -0.25
        let dot = CALayer()
        dot.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        dot.backgroundColor = UIColor.white.cgColor
        replicator.addSublayer(dot)
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 20)
        root.addSublayer(replicator)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: root.bounds.size, format: format).image {
            root.render(in: $0.cgContext)
        }
        #expect((0..<4).map { pixel(image, 10 + 25 * $0, 10).b } == [255, 191, 128, 64])
        #expect(pixel(image, 85, 10).r == 255 && pixel(image, 22, 10).a == 0)
    }

    @Test func drawHierarchyScalesIntoTheRect() {
        let (root, _) = gallery()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        var drew = false
        let image = UIGraphicsImageRenderer(size: CGSize(width: 110, height: 70), format: format).image { _ in
            drew = root.drawHierarchy(in: CGRect(x: 5, y: 5, width: 100, height: 60), afterScreenUpdates: true)
        }
        #expect(drew)
        #expect(pixel(image, 2, 2).a == 0)
        #expect(pixel(image, 25, 55) == RGBA8(r: 255, g: 0, b: 0, a: 255))  // triangle at half size
        #expect(!root.drawHierarchy(in: CGRect(x: 0, y: 0, width: 10, height: 10), afterScreenUpdates: false))  // no context
    }

    @Test func printVersionIsUsedWhenPrinting() throws {
        let (root, triangle) = gallery()
        let url = temporaryURL("print.png")
        try root.printToPNG(at: url, scale: 1)
        let printed = try #require(UIImage(contentsOfFile: url.path))
        #expect(triangle.printCalls == 1 && triangle.drawCalls == 0)
        #expect(pixel(printed, 40, 100) == RGBA8(r: 0, g: 0, b: 255, a: 255))
        #expect(printed.size == root.bounds.size)
    }

    // MARK: - PDF

    @Test func pdfRendererPagesAndMetadata() throws {
        let format = UIGraphicsPDFRendererFormat()
        format.documentInfo = ["kCGPDFContextTitle": "SDLViews test"]
        let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 200, height: 100), format: format)
        var pages = 0
        let data = renderer.pdfData { context in
            for i in 0..<3 {
                context.beginPage()
                UIColor.red.setFill()
                UIRectFill(CGRect(x: 10 * CGFloat(i), y: 10, width: 50, height: 50))
            }
            context.beginPage(withBounds: CGRect(x: 0, y: 0, width: 300, height: 300), pageInfo: [:])
            #expect(context.pdfContextBounds.size == CGSize(width: 300, height: 300))
            pages = context.pageCount
        }
        #expect(pages == 4)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.hasPrefix("%PDF"))
        #expect(PDFInspector.pageCount(text) == 4)
        #expect(text.contains("/MediaBox [ 0 0 200 100 ]") && text.contains("/MediaBox [ 0 0 300 300 ]"))
        #expect(text.contains("SDLViews test"))
    }

    @Test func printedViewDrawingIsVector() throws {
        let view = PathView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        view.backgroundColor = .white
        let url = temporaryURL("vector.pdf")
        let pages = try view.printToPDF(at: url)
        #expect(pages == 1)
        let data = try Data(contentsOf: url)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.hasPrefix("%PDF") && PDFInspector.pageCount(text) == 1)
        #expect(!text.contains("/Subtype /Image"))
        let content = PDFInspector.inflatedStreams(data).joined(separator: "\n")
        // The background a filled rectangle ("re f"); the oval Bézier curves ("c") filled ("f"), in green.
        #expect(content.contains("0 0 120 80 re f"))
        #expect(content.contains(" c ") && content.contains("m f"))
        #expect(content.contains("0 1 0 rg"))

        // A bitmap layer, by contrast, is embedded as an image.
        let imageView = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        imageView.layer.contents = CGImage(width: 1, height: 1, bgraPixels: [0, 0, 255, 255])
        let imageURL = temporaryURL("image.pdf")
        try imageView.printToPDF(at: imageURL)
        #expect(String(decoding: try Data(contentsOf: imageURL), as: UTF8.self).contains("/Subtype /Image"))
    }

    @Test func tallViewsPaginate() throws {
        let view = PathView(frame: CGRect(x: 0, y: 0, width: 1224, height: 3000))  // scaled by ½ to fit 612
        let url = temporaryURL("tall.pdf")
        let pages = try view.printToPDF(at: url, paperSize: CGSize(width: 612, height: 792))
        #expect(pages == 2)  // 3000 × ½ = 1500 points over 792-point pages
        #expect(PDFInspector.pageCount(String(decoding: try Data(contentsOf: url), as: UTF8.self)) == 2)
        let formatter = view.viewPrintFormatter()
        formatter.perPageContentInsets = UIEdgeInsets(top: 36, left: 0, bottom: 36, right: 0)
        #expect(formatter.pageCount(forPaperSize: CGSize(width: 612, height: 792)) == 3)  // 1500 / 720
    }

    @Test func emptyViewsDoNotPrint() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 10))
        #expect(throws: UIViewPrintingError.emptyView) { try view.printToPDF(at: temporaryURL("empty.pdf")) }
        #expect(throws: UIViewPrintingError.emptyView) { try view.printToPNG(at: temporaryURL("empty.png")) }
    }
}

/// Reads just enough of a Cairo PDF for tests: page objects and inflated content streams.
enum PDFInspector {
    static func pageCount(_ text: String) -> Int {
        text.components(separatedBy: "/Type /Page").count - 1 - (text.components(separatedBy: "/Type /Pages").count - 1)
    }

    private typealias Uncompress =
        @convention(c) (UnsafeMutablePointer<UInt8>, UnsafeMutablePointer<UInt>, UnsafePointer<UInt8>, UInt) -> Int32

    /// Every Flate stream, inflated with the system's zlib (loaded at run time:
    /// tests only need it to read what Cairo compressed).
    static func inflatedStreams(_ data: Data) -> [String] {
        guard let zlib = dlopen("libz.so.1", RTLD_NOW), let symbol = dlsym(zlib, "uncompress") else { return [] }
        let uncompress = unsafeBitCast(symbol, to: Uncompress.self)
        let bytes = [UInt8](data)
        var streams: [String] = []
        var index = 0
        let start = Array("stream\n".utf8), end = Array("endstream".utf8)
        while let s = find(start, in: bytes, from: index) {
            let body = s + start.count
            guard let e = find(end, in: bytes, from: body) else { break }
            var out = [UInt8](repeating: 0, count: 1 << 20)
            var length = UInt(out.count)
            let source = Array(bytes[body..<e])
            if uncompress(&out, &length, source, UInt(source.count)) == 0 {
                streams.append(String(decoding: out[0..<Int(length)], as: UTF8.self))
            }
            index = e + end.count
        }
        return streams
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard needle.count <= haystack.count else { return nil }
        var i = start
        while i + needle.count <= haystack.count {
            if haystack[i] == needle[0], Array(haystack[i..<(i + needle.count)]) == needle { return i }
            i += 1
        }
        return nil
    }
}
