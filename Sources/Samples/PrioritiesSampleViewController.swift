import Foundation
import SDLViews

/// Content hugging versus compression resistance: two bars whose width
/// breathes (a display link edits one constraint's constant each frame, an
/// incremental solver edit). In each bar the chip with the higher priorities
/// keeps its intrinsic width; the other stretches when there is room and is
/// squeezed first when there is not. Drag across a bar to set the width.
@MainActor
final class PrioritiesSampleViewController: SampleViewController {
    private var widths: [NSLayoutConstraint] = []
    private var readout: UILabel!
    private var link: CADisplayLink?
    private var dragging = false

    override func buildContent(in content: UIView) {
        readout = SampleTheme.label(
            "", font: SampleTheme.captionFont, frame: CGRect(x: 30, y: 12, width: 700, height: 20))
        content.addSubview(readout)
        addBar(to: content, y: 60, strong: "Hugs 251 · resists 751", weak: "Hugging 250 · resistance 750 gives way")
        addBar(
            to: content, y: 170, strong: "Keeps its width (751)", weak: "Stretches or shrinks first (750)",
            strongFirst: false)
        let drag = DragArea(frame: CGRect(x: 30, y: 60, width: 740, height: 200)) { [weak self] x in self?.drag(to: x) }
        drag.autoresizingMask = [.flexibleWidth]
        content.addSubview(drag)
        let link = CADisplayLink { [weak self] link in self?.breathe(at: link.timestamp) }
        link.add(to: .main, forMode: .common)
        self.link = link
        breathe(at: 0)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        link?.invalidate()
    }

    private func addBar(to content: UIView, y: CGFloat, strong: String, weak: String, strongFirst: Bool = true) {
        let bar = UIView()
        bar.backgroundColor = UIColor(white: 0.82, alpha: 1)
        bar.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(bar)
        let keeper = SampleChip(strong, color: .systemIndigo)
        keeper.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        keeper.setContentCompressionResistancePriority(UILayoutPriority(751), for: .horizontal)
        let giver = SampleChip(weak, color: .systemOrange, textColor: .black)
        bar.addSubview(keeper)
        bar.addSubview(giver)
        let (first, second) = strongFirst ? (keeper, giver) : (giver, keeper)
        let width = bar.widthAnchor.constraint(equalToConstant: 600)
        widths.append(width)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 30),
            bar.topAnchor.constraint(equalTo: content.topAnchor, constant: y),
            bar.heightAnchor.constraint(equalToConstant: 80),
            width,
            first.leadingAnchor.constraint(equalTo: bar.leadingAnchor, constant: 8),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 8),
            second.trailingAnchor.constraint(equalTo: bar.trailingAnchor, constant: -8),
            first.centerYAnchor.constraint(equalTo: bar.centerYAnchor),
            second.centerYAnchor.constraint(equalTo: bar.centerYAnchor)
        ])
    }

    private func breathe(at time: CFTimeInterval) {
        guard !dragging else { return }
        setWidth(470 + 270 * CGFloat(cos(time * 0.9)))
    }

    private func drag(to x: CGFloat) {
        dragging = true
        setWidth(min(max(x, 120), 740))
    }

    private func setWidth(_ width: CGFloat) {
        for constraint in widths { constraint.constant = width.rounded() }
        readout.text = "bar width \(Int(width.rounded())) pt — drag across a bar to set it"
    }
}

/// Reports the finger's x while it is down.
@MainActor
final class DragArea: UIView {
    private let onDrag: (CGFloat) -> Void

    init(frame: CGRect, onDrag: @escaping (CGFloat) -> Void) {
        self.onDrag = onDrag
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { nil }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { follow(touches) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { follow(touches) }

    private func follow(_ touches: Set<UITouch>) {
        guard let touch = touches.first else { return }
        onDrag(touch.location(in: self).x)
    }
}
