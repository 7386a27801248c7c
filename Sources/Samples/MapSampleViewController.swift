import Foundation
import SDLViews

/// A zoomable, pannable map in a `UIScrollView`: drag or use the wheel to
/// pan, pinch (Alt-drag with the mouse) or double-tap to zoom, arrow and page
/// keys over it. The delegate returns the map from `viewForZooming(in:)` and
/// centres it while it is smaller than the view (UIKit's usual inset trick).
@MainActor
final class MapSampleViewController: SampleViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView(frame: CGRect(x: 30, y: 40, width: 740, height: 490))
    let map = MapView(frame: CGRect(x: 0, y: 0, width: 1600, height: 1200))
    private let caption = SampleTheme.label(
        "", font: SampleTheme.captionFont, frame: CGRect(x: 30, y: 12, width: 740, height: 20))

    /// Fills the window (its views follow with autoresizing masks); smaller windows scroll.
    override var contentLayout: SampleContentLayout { .adaptive(minimum: CGSize(width: 400, height: 260)) }

    override func buildContent(in content: UIView) {
        scrollView.frame = content.bounds.inset(by: UIEdgeInsets(top: 40, left: 30, bottom: 22, right: 30))
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        caption.frame.size.width = content.bounds.width - 60
        caption.autoresizingMask = [.flexibleWidth]
        scrollView.backgroundColor = UIColor(red: 0.62, green: 0.78, blue: 0.9, alpha: 1)
        scrollView.layer.borderWidth = 1
        scrollView.layer.borderColor = UIColor(white: 0.6, alpha: 1).cgColor
        scrollView.delegate = self
        scrollView.addSubview(map)
        scrollView.contentSize = map.bounds.size
        scrollView.minimumZoomScale = 0.4
        scrollView.maximumZoomScale = 4
        scrollView.zoomScale = 0.6
        scrollView.contentOffset = CGPoint(x: 200, y: 150)
        let doubleTap = UITapGestureRecognizer { [weak self] tap in self?.doubleTapped(tap) }
        doubleTap.numberOfTapsRequired = 2
        scrollView.addGestureRecognizer(doubleTap)
        content.addSubview(scrollView)
        content.addSubview(caption)
        updateCaption()
    }

    /// Double-tap zooms in on the spot (2×), or back out to fit when already zoomed in.
    private func doubleTapped(_ tap: UITapGestureRecognizer) {
        if scrollView.zoomScale >= scrollView.maximumZoomScale / 2 {
            scrollView.setZoomScale(scrollView.minimumZoomScale, animated: true)
            return
        }
        let point = tap.location(in: map)
        let scale = min(scrollView.zoomScale * 2, scrollView.maximumZoomScale)
        let size = CGSize(width: scrollView.bounds.width / scale, height: scrollView.bounds.height / scale)
        scrollView.zoom(
            to: CGRect(
                x: point.x - size.width / 2, y: point.y - size.height / 2, width: size.width, height: size.height),
            animated: true)
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { map }

    func scrollViewDidZoom(_ scrollView: UIScrollView) {
        let dx = max(0, (scrollView.bounds.width - scrollView.contentSize.width) / 2)
        let dy = max(0, (scrollView.bounds.height - scrollView.contentSize.height) / 2)
        scrollView.contentInset = UIEdgeInsets(top: dy, left: dx, bottom: dy, right: dx)
        updateCaption()
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { updateCaption() }

    /// `%.0f` prints -0.3 (and -0) as "-0"; rounded first and +0 added, a zero prints as "0".
    static func unsigned(_ value: CGFloat) -> Double { Double(value).rounded() + 0 }

    private func updateCaption() {
        let o = scrollView.contentOffset
        let text = String(
            format: "Drag, wheel, pinch (Alt-drag) or double-tap · zoom %.2f× · offset %.0f, %.0f",
            scrollView.zoomScale, Self.unsigned(o.x), Self.unsigned(o.y))
        if caption.text != text { caption.text = text }
    }
}

/// An imaginary archipelago drawn once with Core Graphics: sea grid, islands, roads and towns.
@MainActor
final class MapView: UIView {
    private static let towns: [(String, CGPoint)] = [
        ("Harbor", CGPoint(x: 300, y: 330)), ("Fennwick", CGPoint(x: 520, y: 260)),
        ("Ostmere", CGPoint(x: 1130, y: 420)), ("Lowmarsh", CGPoint(x: 980, y: 820)),
        ("Cairn", CGPoint(x: 420, y: 880)), ("Drift", CGPoint(x: 1320, y: 980))
    ]

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(red: 0.62, green: 0.78, blue: 0.9, alpha: 1)
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        drawGrid()
        drawIsland([(150, 200), (700, 140), (760, 500), (520, 640), (200, 560)], color: 0)
        drawIsland([(880, 300), (1450, 260), (1500, 620), (1100, 700), (860, 560)], color: 1)
        drawIsland([(260, 760), (700, 720), (760, 1080), (300, 1120)], color: 2)
        drawIsland([(860, 760), (1500, 820), (1460, 1120), (900, 1100)], color: 1)
        drawRoads()
        for (name, point) in Self.towns { drawTown(name, at: point) }
    }

    private func drawGrid() {
        UIColor(white: 1, alpha: 0.35).setStroke()
        let grid = UIBezierPath()
        for x in stride(from: 0.0, through: bounds.width, by: 100) {
            grid.move(to: CGPoint(x: x, y: 0))
            grid.addLine(to: CGPoint(x: x, y: bounds.height))
        }
        for y in stride(from: 0.0, through: bounds.height, by: 100) {
            grid.move(to: CGPoint(x: 0, y: y))
            grid.addLine(to: CGPoint(x: bounds.width, y: y))
        }
        grid.lineWidth = 1
        grid.stroke()
    }

    private func drawIsland(_ corners: [(CGFloat, CGFloat)], color: Int) {
        let greens = [
            UIColor(red: 0.55, green: 0.74, blue: 0.45, alpha: 1), UIColor(red: 0.66, green: 0.78, blue: 0.5, alpha: 1),
            UIColor(red: 0.78, green: 0.74, blue: 0.52, alpha: 1)
        ]
        let points = corners.map { CGPoint(x: $0.0, y: $0.1) }
        let shape = UIBezierPath()
        shape.move(to: points[0])
        for (i, point) in points.enumerated() {
            let next = points[(i + 1) % points.count]
            let mid = CGPoint(x: (point.x + next.x) / 2, y: (point.y + next.y) / 2)
            shape.addQuadCurve(to: mid, controlPoint: point)
        }
        shape.addQuadCurve(to: points[0], controlPoint: points[0])
        shape.close()
        greens[color].setFill()
        shape.fill()
        UIColor(red: 0.9, green: 0.86, blue: 0.7, alpha: 1).setStroke()
        shape.lineWidth = 6
        shape.stroke()
    }

    private func drawRoads() {
        let road = UIBezierPath()
        road.move(to: Self.towns[0].1)
        road.addCurve(
            to: Self.towns[1].1, controlPoint1: CGPoint(x: 360, y: 250), controlPoint2: CGPoint(x: 450, y: 300))
        road.move(to: Self.towns[2].1)
        road.addCurve(
            to: Self.towns[3].1, controlPoint1: CGPoint(x: 1200, y: 600), controlPoint2: CGPoint(x: 900, y: 650))
        road.move(to: Self.towns[4].1)
        road.addLine(to: CGPoint(x: 600, y: 950))
        road.move(to: Self.towns[3].1)
        road.addLine(to: Self.towns[5].1)
        road.lineWidth = 4
        UIColor(red: 0.55, green: 0.4, blue: 0.3, alpha: 1).setStroke()
        road.stroke()
    }

    private func drawTown(_ name: String, at point: CGPoint) {
        UIColor(red: 0.75, green: 0.2, blue: 0.2, alpha: 1).setFill()
        UIBezierPath(ovalIn: CGRect(x: point.x - 9, y: point.y - 9, width: 18, height: 18)).fill()
        name.draw(
            at: CGPoint(x: point.x + 14, y: point.y - 12),
            withAttributes: [.font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.darkGray])
    }
}
