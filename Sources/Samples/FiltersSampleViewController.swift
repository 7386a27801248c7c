import Foundation
import SDLViews

/// Core Animation's contents filters and edge anti-aliasing side by side: a
/// 4×4 checker magnified with the default `.linear` filter and with
/// `.nearest` (pixel art), a zone plate minified with `.linear` and with
/// `.trilinear`, and a square turned 20° with its edges anti-aliased, not
/// anti-aliased, and anti-aliased only on its left and right edges
/// (`edgeAntialiasingMask`).
@MainActor
final class FiltersSampleViewController: SampleViewController {
    override func buildContent(in content: UIView) {
        let checker = FiltersSampleViewController.checker()
        addImage(checker, caption: "magnified, .linear", filter: nil, x: 40, to: content)
        addImage(checker, caption: "magnified, .nearest", filter: .nearest, x: 220, to: content)
        let rings = FiltersSampleViewController.zonePlate()
        addImage(rings, caption: "minified, .linear", minification: .linear, x: 420, size: 70, to: content)
        addImage(rings, caption: "minified, .trilinear", minification: .trilinear, x: 600, size: 70, to: content)

        addSquare("edges anti-aliased", x: 90, to: content) { _ in }
        addSquare("allowsEdgeAntialiasing = false", x: 330, to: content) { $0.allowsEdgeAntialiasing = false }
        addSquare("mask: left and right only", x: 570, to: content) {
            $0.edgeAntialiasingMask = [.layerLeftEdge, .layerRightEdge]
        }
    }

    private func addImage(
        _ image: CGImage, caption: String, filter: CALayerContentsFilter? = nil,
        minification: CALayerContentsFilter? = nil, x: CGFloat, size: CGFloat = 140, to content: UIView
    ) {
        let view = UIView(frame: CGRect(x: x + (140 - size) / 2, y: 30 + (140 - size) / 2, width: size, height: size))
        view.layer.contents = image
        if let filter { view.layer.magnificationFilter = filter }
        if let minification { view.layer.minificationFilter = minification }
        content.addSubview(view)
        content.addSubview(
            SampleTheme.label(
                caption, font: SampleTheme.captionFont, frame: CGRect(x: x - 10, y: 180, width: 170, height: 18)))
    }

    private func addSquare(_ caption: String, x: CGFloat, to content: UIView, configure: (CALayer) -> Void) {
        let square = UIView(frame: CGRect(x: x, y: 260, width: 120, height: 120))
        square.backgroundColor = .systemBlue
        square.transform = CGAffineTransform(rotationAngle: 20 * .pi / 180)
        configure(square.layer)
        content.addSubview(square)
        content.addSubview(
            SampleTheme.label(
                caption, font: SampleTheme.captionFont, frame: CGRect(x: x - 50, y: 420, width: 220, height: 18)))
    }

    /// Four by four cells, orange and dark blue.
    private static func checker() -> CGImage {
        image(width: 4, height: 4) { x, y in (x + y) % 2 == 0 ? (255, 149, 0) : (28, 40, 90) }
    }

    /// A zone plate (rings ever finer towards the corners): minified without
    /// a smaller copy to sample, its fine rings alias into moiré.
    private static func zonePlate() -> CGImage {
        image(width: 256, height: 256) { x, y in
            let (dx, dy) = (Double(x - 128), Double(y - 128))
            let v = UInt8(127.5 + 127.5 * cos((dx * dx + dy * dy) * .pi / 256))
            return (v, v, v)
        }
    }

    private static func image(width: Int, height: Int, color: (Int, Int) -> (UInt8, UInt8, UInt8)) -> CGImage {
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let (r, g, b) = color(x, y)
                let i = (y * width + x) * 4
                (pixels[i], pixels[i + 1], pixels[i + 2]) = (b, g, r)
            }
        }
        return CGImage(width: width, height: height, bgraPixels: pixels)!
    }
}
