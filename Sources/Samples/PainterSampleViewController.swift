import Foundation
import SDLViews

/// Drag to paint. Each move adds a segment and calls `setNeedsDisplay(_:)`
/// for the small rectangle around it; `draw(_:)` draws only the segments that
/// meet the dirty rectangle, over the old pixels (`clearsContextBeforeDrawing`
/// false), and only that rectangle reaches the screen (uploaded to the
/// texture where the renderer samples one). The caption shows the bytes the
/// last frame that drew redrew, against what a full redraw of the canvas would.
@MainActor
final class PainterSampleViewController: SampleViewController {
    private let canvas = PaintCanvas(frame: CGRect(x: 30, y: 44, width: 740, height: 440))
    private let stats = SampleTheme.label(
        "", font: SampleTheme.captionFont, frame: CGRect(x: 30, y: 14, width: 740, height: 20))
    private var link: CADisplayLink?
    private var shownRedraws = 0

    override func buildContent(in content: UIView) {
        canvas.backgroundColor = .white
        content.addSubview(canvas)
        content.addSubview(stats)
        content.addSubview(
            SampleButton("Clear", frame: CGRect(x: 650, y: 496, width: 120, height: 32)) { [weak self] in
                self?.canvas.clear()
            })
        stats.text = "Drag on the canvas to paint"
        let link = CADisplayLink { [weak self] _ in
            self?.showRedraw()
            self?.canvas.paintDemoStep()
        }
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        link?.invalidate()
        link = nil
    }

    /// The bytes of the last stroke's redraw, when a stroke was drawn since the last look.
    private func showRedraw() {
        guard canvas.redraws > 1, canvas.redraws != shownRedraws, let rect = canvas.lastDirtyRect else { return }
        shownRedraws = canvas.redraws
        let scale = canvas.contentScaleFactor
        let bytes = Int((rect.width * scale).rounded(.up)) * Int((rect.height * scale).rounded(.up)) * 4
        let full = Int(canvas.bounds.width * scale) * Int(canvas.bounds.height * scale) * 4
        stats.text =
            "Last redraw: \(Int(rect.width))×\(Int(rect.height)) pt, \(bytes) bytes redrawn (full canvas: \(full) bytes)"
    }
}

/// The canvas: segments kept as data, drawn where they meet the dirty rectangle.
@MainActor
final class PaintCanvas: UIView {
    private struct Segment { var from: CGPoint; var to: CGPoint; var color: UIColor }
    private var segments: [Segment] = []
    private var last: CGPoint?
    private var hue: CGFloat = 0
    private(set) var lastDirtyRect: CGRect?
    /// Calls of `draw(_:)` so far (the first paints the paper).
    private(set) var redraws = 0
    static let brush: CGFloat = 8

    override init(frame: CGRect) {
        super.init(frame: frame)
        clearsContextBeforeDrawing = false
        isOpaque = true
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        lastDirtyRect = rect
        redraws += 1
        guard let context = UIGraphicsGetCurrentContext() else { return }
        if rect == bounds {  // first display, or after Clear: the paper
            UIColor.white.setFill()
            UIRectFill(bounds)
        }
        context.setLineWidth(PaintCanvas.brush)
        context.setLineCap(.round)
        for segment in segments where Self.box(of: segment).intersects(rect) {
            context.setStrokeColor(segment.color.cgColor)
            context.move(to: segment.from)
            context.addLine(to: segment.to)
            context.strokePath()
        }
    }

    func clear() {
        segments.removeAll()
        setNeedsDisplay()
    }

    private var demoStep = 0
    static let demoSteps = 120

    /// A squiggle that paints itself, two segments a frame, as a drag would
    /// (and deterministic, so the screenshot shows strokes and upload figures).
    func paintDemoStep() {
        guard demoStep < PaintCanvas.demoSteps else { return }
        for _ in 0..<2 where demoStep < PaintCanvas.demoSteps {
            add(from: demoPoint(demoStep), to: demoPoint(demoStep + 1))
            demoStep += 1
        }
    }

    private func demoPoint(_ i: Int) -> CGPoint {
        let t = CGFloat(i) / CGFloat(PaintCanvas.demoSteps)
        return CGPoint(x: 60 + t * 620, y: 220 + sin(t * 18) * 120 * (1 - t * 0.5))
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        last = touches.first?.location(in: self)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let point = touches.first?.location(in: self) else { return }
        if let last { add(from: last, to: point) }
        last = point
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { last = nil }

    private func add(from: CGPoint, to: CGPoint) {
        hue = (hue + 0.004).truncatingRemainder(dividingBy: 1)
        let segment = Segment(from: from, to: to, color: UIColor(hue: hue, saturation: 0.8, brightness: 0.9, alpha: 1))
        segments.append(segment)
        setNeedsDisplay(Self.box(of: segment))
    }

    private static func box(of segment: Segment) -> CGRect {
        CGRect(
            x: min(segment.from.x, segment.to.x), y: min(segment.from.y, segment.to.y),
            width: abs(segment.to.x - segment.from.x), height: abs(segment.to.y - segment.from.y)
        ).insetBy(dx: -brush, dy: -brush)
    }
}
