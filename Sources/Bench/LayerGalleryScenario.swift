import Foundation
import SDLViews

/// layer-gallery: twelve cards using layer appearance (rounded clipping,
/// blurred shadows, a shadowPath, gradients, a dashed shape, masks, a text
/// layer, borders). Measured: the gallery forced to composite in full, a
/// static frame (`window.runFrame()` with nothing changing), and a frame
/// while one strokeEnd and one shadow opacity animate; all against
/// grid-static (100 labels) in alternating blocks.
struct LayerGalleryScenario: Scenario {
    static let name = "layer-gallery"
    static let summary = "layer appearance gallery: full composite, static frame, animating frame; ratio to grid-static (100 labels)"

    func run(in context: BenchContext) throws -> [BenchResult] {
        let window = try context.window()
        let grid = try GridBench.makeGrid(.labels, count: 100, in: context)
        let gallery = LayerGalleryScene()
        let show = { window.addSubview(gallery.root); window.runFrame() }
        let hide = { gallery.stop(); gallery.root.removeFromSuperview(); window.runFrame() }
        let reference = GridBench.staticSubject("grid-static", window: window, setUp: { GridBench.show(grid, in: window) }, tearDown: { grid.remove() })
        let full = Interleaved.Subject(name: "full", setUp: show, tearDown: hide) { window.forceComposite() }
        let idle = Interleaved.Subject(name: "static", setUp: show, tearDown: hide) { window.runFrame() }
        let animating = Interleaved.Subject(name: "animating", setUp: { show(); gallery.start() }, tearDown: hide) { window.runFrame() }
        let stats = try Interleaved.measure([reference, full, idle, animating], in: context)
        func row(_ i: Int, _ name: String, _ note: String) -> BenchResult {
            BenchResult(scenario: Self.name, name: name, n: 12, stats: stats[i], ratio: BenchResult.ratio(stats[i].median, to: stats[0].median),
                        ratioTo: "grid-static labels 100", note: note)
        }
        return [row(0, "grid-static", "reference: forceComposite() on 100 labels"),
                row(1, "gallery full", "forceComposite(): every card, clip pass and cached shadow drawn"),
                row(2, "gallery static", "runFrame(), nothing changes: nothing composited"),
                row(3, "gallery animating", "runFrame() with strokeEnd and shadowOpacity animating (partial composites)")]
    }
}

/// The cards of the launcher's layer gallery, built without the samples module.
@MainActor
final class LayerGalleryScene {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 800, height: 560))
    private let ring = CAShapeLayer()
    private var shadowed: UIView?

    init() {
        root.backgroundColor = UIColor(white: 0.95, alpha: 1)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 160, height: 110)).image { context in
            context.cgContext.setFillColor(UIColor.systemTeal.cgColor)
            context.cgContext.fill(CGRect(x: 0, y: 0, width: 160, height: 110))
            context.cgContext.setFillColor(UIColor.systemGreen.cgColor)
            context.cgContext.fillEllipse(in: CGRect(x: -20, y: 60, width: 150, height: 100))
        }
        for i in 0..<12 {
            let card = UIView(frame: CGRect(x: 40 + CGFloat(i % 4) * 190, y: 30 + CGFloat(i / 4) * 175, width: 160, height: 110))
            configure(card, index: i, image: image)
            root.addSubview(card)
        }
    }

    private func configure(_ card: UIView, index: Int, image: UIImage) {
        switch index {
        case 0, 8:
            card.layer.contents = image.cgImage
            card.layer.cornerRadius = 24
            card.clipsToBounds = true
        case 1:
            card.backgroundColor = .white
            card.layer.cornerRadius = 18
            card.layer.borderWidth = 6
            card.layer.borderColor = UIColor.systemOrange.cgColor
        case 2:
            card.backgroundColor = .white
            card.layer.cornerRadius = 12
            card.layer.shadowOpacity = 0.45
            card.layer.shadowRadius = 8
            shadowed = card
        case 3:
            card.backgroundColor = .systemTeal
            card.layer.shadowOpacity = 0.6
            card.layer.shadowRadius = 5
            card.layer.shadowPath = UIBezierPath(ovalIn: CGRect(x: 10, y: 90, width: 140, height: 24)).cgPath
        case 4, 5:
            let gradient = CAGradientLayer()
            gradient.type = index == 4 ? .axial : .radial
            gradient.frame = card.bounds
            gradient.colors = [UIColor.systemPink.cgColor, UIColor.systemBlue.cgColor]
            card.layer.addSublayer(gradient)
        case 6, 7:
            let shape = index == 6 ? CAShapeLayer() : ring
            shape.frame = card.bounds
            shape.path = UIBezierPath(ovalIn: card.bounds.insetBy(dx: 40, dy: 10)).cgPath
            shape.fillColor = index == 6 ? UIColor.systemYellow.cgColor : nil
            shape.strokeColor = UIColor.systemRed.cgColor
            shape.lineWidth = 6
            shape.lineDashPattern = index == 6 ? [10, 6] : nil
            card.layer.addSublayer(shape)
        case 9:
            card.layer.contents = image.cgImage
            let fade = CAGradientLayer()
            fade.frame = card.bounds
            fade.colors = [UIColor.black.cgColor, UIColor.clear.cgColor]
            card.layer.mask = fade
        case 10:
            let text = CATextLayer()
            text.frame = card.bounds
            text.string = "CATextLayer"
            text.fontSize = 20
            card.backgroundColor = .darkGray
            card.layer.addSublayer(text)
        default:
            card.layer.contents = image.cgImage
            card.layer.cornerRadius = 30
            card.clipsToBounds = true
            card.transform = CGAffineTransform(rotationAngle: -0.2)
        }
    }

    func start() {
        let draw = CABasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = 0
        draw.toValue = 1
        draw.duration = 1.5
        draw.autoreverses = true
        draw.repeatCount = .infinity
        ring.add(draw, forKey: "draw")
        let pulse = CABasicAnimation(keyPath: "shadowOpacity")
        pulse.fromValue = 0.1
        pulse.toValue = 0.8
        pulse.duration = 1
        pulse.autoreverses = true
        pulse.repeatCount = .infinity
        shadowed?.layer.add(pulse, forKey: "pulse")
    }

    func stop() {
        ring.removeAllAnimations()
        shadowed?.layer.removeAllAnimations()
    }
}
