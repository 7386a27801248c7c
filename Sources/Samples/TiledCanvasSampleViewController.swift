import Foundation
import SDLViews

/// A 20000×20000-point canvas backed by a `CATiledLayer` in a `UIScrollView`:
/// drag (with deceleration and bounce), the wheel or keys pan it; only
/// the tiles that come into view are drawn (each shows its column, row and
/// when it was drawn), and the counter shows how many `draw(_:)` ran.
@MainActor
final class TiledCanvasSampleViewController: SampleViewController {
    let canvas = TiledCanvasView(frame: CGRect(x: 0, y: 0, width: 20000, height: 20000))
    private let counter = SampleTheme.label(
        "", font: SampleTheme.captionFont, frame: CGRect(x: 30, y: 12, width: 700, height: 20))

    /// Fills the window (its views follow with autoresizing masks); smaller windows scroll.
    override var contentLayout: SampleContentLayout { .adaptive(minimum: CGSize(width: 400, height: 260)) }

    override func buildContent(in content: UIView) {
        let viewport = UIScrollView(
            frame: content.bounds.inset(by: UIEdgeInsets(top: 40, left: 30, bottom: 22, right: 30)))
        viewport.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        counter.frame.size.width = content.bounds.width - 60
        counter.autoresizingMask = [.flexibleWidth]
        viewport.contentSize = canvas.bounds.size
        viewport.addSubview(canvas)
        viewport.backgroundColor = .white
        viewport.layer.borderWidth = 1
        viewport.layer.borderColor = UIColor(white: 0.6, alpha: 1).cgColor
        content.addSubview(viewport)
        content.addSubview(counter)
        updateCounter()
        // Tiles are drawn while compositing; the count shows from the next frame.
        let link = CADisplayLink { [weak self] _ in self?.updateCounter() }
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    private var link: CADisplayLink?

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        link?.invalidate()
    }

    private func updateCounter() {
        let text = "Drag or scroll to pan a 20000×20000 canvas; tiles drawn so far: \(canvas.tilesDrawn)"
        if counter.text != text { counter.text = text }
    }
}

/// Draws one tile per call: a checker colour, a grid and the tile's coordinates.
@MainActor
final class TiledCanvasView: UIView {
    override class var layerClass: AnyClass { CATiledLayer.self }
    private(set) var tilesDrawn = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        (layer as? CATiledLayer)?.tileSize = CGSize(width: 256, height: 256)
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        tilesDrawn += 1
        let column = Int(rect.minX / rect.width), row = Int(rect.minY / rect.height)
        let even = (column + row) % 2 == 0
        (even ? UIColor(red: 0.93, green: 0.96, blue: 1, alpha: 1) : UIColor(red: 1, green: 0.97, blue: 0.9, alpha: 1))
            .setFill()
        UIRectFill(rect)
        UIColor(white: 0.75, alpha: 1).setStroke()
        let grid = UIBezierPath(rect: rect.insetBy(dx: 0.5, dy: 0.5))
        grid.lineWidth = 1
        grid.stroke()
        let title = "tile \(column), \(row)"
        title.draw(
            at: CGPoint(x: rect.minX + 12, y: rect.minY + 10),
            withAttributes: [.font: UIFont.boldSystemFont(ofSize: 16), .foregroundColor: UIColor.darkGray])
        "x \(Int(rect.minX)) y \(Int(rect.minY))\ndrawn #\(tilesDrawn)".draw(
            at: CGPoint(x: rect.minX + 12, y: rect.minY + 34),
            withAttributes: [.font: UIFont.systemFont(ofSize: 13), .foregroundColor: UIColor.gray])
    }
}
