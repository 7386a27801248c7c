import Foundation

/// The inspector's frame time graph: one bar per recent frame, stacked
/// display (blue), layout (green), composite (orange) and prewarm (purple,
/// `UIWindow.prewarm`), against a line at
/// a 60 Hz frame's budget.
@MainActor
final class InspectorFrameGraph: UIView {
    var samples: [InspectorFrameTimes.Sample] = [] { didSet { setNeedsDisplay() } }
    static let budget = 1000.0 / 60

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0, alpha: 0.4)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let top = max(Self.budget * 1.5, samples.map(\.total).max() ?? 0)
        let barWidth = bounds.width / CGFloat(InspectorFrameTimes.capacity)
        let h = bounds.height
        for (i, sample) in samples.enumerated() {
            var y = h
            let x = CGFloat(i) * barWidth
            for (value, color) in [
                (sample.display, UIColor.systemBlue), (sample.layout, .systemGreen), (sample.composite, .systemOrange),
                (sample.prewarm, .systemPurple),
            ] {
                let height = CGFloat(value / top) * h
                context.setFillColor(color.cgColor)
                context.fill(CGRect(x: x, y: y - height, width: max(1, barWidth), height: height))
                y -= height
            }
        }
        context.setFillColor(UIColor(white: 1, alpha: 0.5).cgColor)
        context.fill(CGRect(x: 0, y: h - CGFloat(Self.budget / top) * h, width: bounds.width, height: 1))
    }
}
