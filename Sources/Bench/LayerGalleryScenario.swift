import Foundation
import SDLViews
import SampleScenes

/// layer-gallery: twelve cards using layer appearance (rounded clipping,
/// blurred shadows, a shadowPath, gradients, a dashed shape, masks, a text
/// layer, borders). Measured: the gallery forced to composite in full, a
/// static frame (`window.runFrame()` with nothing changing), and a frame
/// while one strokeEnd and one shadow opacity animate; all against
/// grid-static (100 labels) in alternating blocks.
struct LayerGalleryScenario: Scenario {
    static let name = "layer-gallery"
    static let summary =
        "layer appearance gallery: full composite, static frame, animating frame; ratio to grid-static (100 labels)"

    func run(in context: BenchContext) throws -> [BenchResult] {
        let window = try context.window()
        let grid = try GridBench.makeGrid(.labels, count: 100, in: context)
        let gallery = LayerGalleryScene()
        let show = {
            window.addSubview(gallery.root); window.runFrame()
        }
        let hide = {
            gallery.stop(); gallery.root.removeFromSuperview(); window.runFrame()
        }
        let reference = GridBench.staticSubject(
            "grid-static", window: window, setUp: { GridBench.show(grid, in: window) }, tearDown: { grid.remove() })
        let full = Interleaved.Subject(name: "full", setUp: show, tearDown: hide) { window.forceComposite() }
        let idle = Interleaved.Subject(name: "static", setUp: show, tearDown: hide) { window.runFrame() }
        let animating = Interleaved.Subject(
            name: "animating",
            setUp: {
                show(); gallery.start()
            }, tearDown: hide
        ) { window.runFrame() }
        let stats = try Interleaved.measure([reference, full, idle, animating], in: context)
        func row(_ i: Int, _ name: String, _ note: String) -> BenchResult {
            BenchResult(
                scenario: Self.name, name: name, n: 12, stats: stats[i],
                ratio: BenchResult.ratio(stats[i].median, to: stats[0].median),
                ratioTo: "grid-static labels 100", note: note)
        }
        return [
            row(0, "grid-static", "reference: forceComposite() on 100 labels"),
            row(1, "gallery full", "forceComposite(): every card, clip pass and cached shadow drawn"),
            row(2, "gallery static", "runFrame(), nothing changes: nothing composited"),
            row(3, "gallery animating", "runFrame() with strokeEnd and shadowOpacity animating (partial composites)")
        ]
    }
}

/// The launcher's layer gallery (`LayerGalleryCards`, the sample's cards
/// without their captions) on a light background.
@MainActor
final class LayerGalleryScene {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 800, height: 560))
    private let gallery = LayerGalleryCards(image: SampleImages.landscape(size: CGSize(width: 160, height: 110)))

    init() {
        root.backgroundColor = UIColor(white: 0.95, alpha: 1)
        for (_, card) in gallery.cards { root.addSubview(card) }
    }

    /// The sample's strokeEnd, plus the blurred shadow's opacity pulsing.
    func start() {
        gallery.animateStrokeEnd()
        let pulse = LayerGalleryCards.backAndForth("shadowOpacity", from: 0.1, to: 0.8, duration: 1)
        gallery.shadowed?.layer.add(pulse, forKey: "pulse")
    }

    func stop() {
        gallery.ring.removeAllAnimations()
        gallery.shadowed?.layer.removeAllAnimations()
    }
}
