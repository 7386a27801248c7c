import Foundation
import SDLViews

/// Click or touch anywhere: the view hit testing returns is outlined (its
/// bounds' four corners through every transform, so a rotated view gets a
/// rotated outline) and its responder chain listed. The scene has a rotated panel (hit through its
/// transform), a button, a view with user interaction off (touches go to
/// what is behind), a hidden one and an almost transparent one (alpha
/// 0.005, never hit). The inspector is a gesture recognizer that only
/// watches: it never recognizes, cancels or delays anything, so the button
/// still works. Opens inspecting the rotated panel's centre.
@MainActor
final class HitTestInspectorSampleViewController: SampleViewController {
    private var names: [ObjectIdentifier: String] = [:]
    private let highlight = UIView(frame: .zero)
    private let outline = CAShapeLayer()
    /// The hit view's corners in the stage, clockwise from its bounds' origin.
    private(set) var outlinedCorners: [CGPoint] = []
    private var chainLabel: UILabel!
    private weak var stage: UIView?

    override func buildContent(in content: UIView) {
        let stage = UIView(frame: CGRect(x: 20, y: 20, width: 470, height: content.bounds.height - 40))
        stage.backgroundColor = .white
        content.addSubview(stage)
        self.stage = stage
        name(stage, "stage")
        buildScene(in: stage)
        highlight.frame = stage.bounds
        highlight.isUserInteractionEnabled = false
        outline.fillColor = UIColor.systemYellow.withAlphaComponent(0.35).cgColor
        outline.strokeColor = UIColor.systemOrange.cgColor
        outline.lineWidth = 2
        highlight.layer.addSublayer(outline)
        stage.addSubview(highlight)
        chainLabel = SampleTheme.label(
            "", font: SampleTheme.captionFont,
            frame: CGRect(x: 510, y: 20, width: content.bounds.width - 530, height: 360))
        chainLabel.numberOfLines = 0
        content.addSubview(chainLabel)
        let watcher = HitWatcher { [weak self] touch in self?.inspect(touch.view, at: touch.location(in: stage)) }
        content.addGestureRecognizer(watcher)
        name(content, "sample content")
        name(view, "view controller's view")
    }

    /// The first inspection waits for the window, so the chain reaches it.
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard let stage, outlinedCorners.isEmpty else { return }
        let start = CGPoint(x: 300, y: 180)
        inspect(stage.hitTest(start, with: nil), at: start)
    }

    private func buildScene(in stage: UIView) {
        let panel = tile("rotated panel", .systemTeal, CGRect(x: 200, y: 100, width: 200, height: 160), in: stage)
        panel.transform = CGAffineTransform(rotationAngle: .pi / 9)
        let button = UIButton(
            type: .system,
            primaryAction: UIAction(title: "Button") { [weak self] _ in
                self?.chainLabel.text = (self?.chainLabel.text ?? "") + "\n\nThe button's action ran."
            })
        button.frame = CGRect(x: 40, y: 100, width: 120, height: 40)
        button.backgroundColor = .white
        panel.addSubview(button)
        name(button, "Button")
        let off = tile("interaction off", .systemGray, CGRect(x: 30, y: 40, width: 150, height: 90), in: stage)
        off.isUserInteractionEnabled = false
        let hidden = tile("hidden", .systemRed, CGRect(x: 30, y: 160, width: 150, height: 90), in: stage)
        hidden.isHidden = true
        let faded = tile("alpha 0.005", .systemPurple, CGRect(x: 30, y: 280, width: 150, height: 90), in: stage)
        faded.alpha = 0.005
        let nested = tile("nested", .systemOrange, CGRect(x: 220, y: 320, width: 200, height: 120), in: stage)
        _ = tile("inner", .systemIndigo, CGRect(x: 40, y: 30, width: 120, height: 60), in: nested)
        let caption = SampleTheme.label(
            "Also at the left: a hidden view and one at alpha 0.005, never hit",
            font: SampleTheme.captionFont, frame: CGRect(x: 20, y: stage.bounds.height - 30, width: 440, height: 20))
        stage.addSubview(caption)
    }

    private func tile(_ title: String, _ color: UIColor, _ frame: CGRect, in parent: UIView) -> UIView {
        let view = SampleTheme.tile(title, color: color, frame: frame)
        parent.addSubview(view)
        name(view, title)
        return view
    }

    private func name(_ view: UIView, _ name: String) { names[ObjectIdentifier(view)] = name }

    private func describe(_ responder: UIResponder) -> String {
        let type = String(describing: Swift.type(of: responder))
        if let view = responder as? UIView, let name = names[ObjectIdentifier(view)] { return "\(type) “\(name)”" }
        return type
    }

    /// Outlines `view`'s bounds as the quad they cover in `stage`, at once (no implicit animation).
    private func outline(_ view: UIView, in stage: UIView) {
        let b = view.bounds
        outlinedCorners = [
            CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY),
            CGPoint(x: b.maxX, y: b.maxY), CGPoint(x: b.minX, y: b.maxY)
        ].map { view.convert($0, to: stage) }
        let path = CGMutablePath()
        path.addLines(between: outlinedCorners)
        path.closeSubpath()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        outline.path = path
        CATransaction.commit()
    }

    private func inspect(_ hit: UIView?, at point: CGPoint) {
        guard let stage else { return }
        guard let hit else {
            highlight.isHidden = true
            chainLabel.text = "Nothing is hit here."
            return
        }
        highlight.isHidden = false
        outline(hit, in: stage)
        stage.bringSubviewToFront(highlight)
        var lines = [String(format: "Hit at (%.0f, %.0f) in the stage:", point.x, point.y), ""]
        var responder: UIResponder? = hit
        while let current = responder {
            lines.append((lines.count == 2 ? "" : "→ ") + describe(current))
            responder = current.next
        }
        chainLabel.text = lines.joined(separator: "\n")
    }
}

/// A recognizer that reports each touch-down and never takes part.
@MainActor
final class HitWatcher: UIGestureRecognizer {
    private var onTouch: (UITouch) -> Void = { _ in }

    convenience init(onTouch: @escaping (UITouch) -> Void) {
        self.init()
        self.onTouch = onTouch
        cancelsTouchesInView = false
        delaysTouchesEnded = false
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { touches.forEach(onTouch) }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches == touches.count { state = .failed }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { state = .failed }
}
