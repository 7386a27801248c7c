import Foundation
import SDLViews
import SampleScenes

/// quality-cost: what content filtering and anti-aliased edges cost on a
/// static frame. Two scenes are composited in full with them on and off, in
/// alternating blocks of the same run: the layer gallery (rounded clips,
/// borders, shadows, masks, a rotated rounded card) with four rotated and
/// scaled image cards and a perspective card added, and the 100-label grid
/// (straight UI, which draws no fringe).
struct QualityCostScenario: Scenario {
    static let name = "quality-cost"
    static let summary =
        "filtering and anti-aliased edges on vs off: full composite of the layer gallery + transformed cards, and 100 labels"

    func run(in context: BenchContext) throws -> [BenchResult] {
        let window = try context.window()
        let grid = try GridBench.makeGrid(.labels, count: 100, in: context)
        let gallery = LayerGalleryScene()
        Self.addTransformedCards(to: gallery.root)
        func subject(_ name: String, quality: Bool, show: @escaping () -> Void, hide: @escaping () -> Void)
            -> Interleaved.Subject
        {
            Interleaved.Subject(
                name: name,
                setUp: {
                    UIWindow.benchFilteringAndAntialiasing = quality
                    show()
                },
                tearDown: {
                    hide()
                    UIWindow.benchFilteringAndAntialiasing = true
                }
            ) { window.forceComposite() }
        }
        let showGallery = {
            window.addSubview(gallery.root); window.runFrame()
        }
        let hideGallery = {
            gallery.root.removeFromSuperview(); window.runFrame()
        }
        let showGrid = { GridBench.show(grid, in: window) }
        let hideGrid = { grid.remove() }
        let stats = try Interleaved.measure(
            [
                subject("gallery off", quality: false, show: showGallery, hide: hideGallery),
                subject("gallery on", quality: true, show: showGallery, hide: hideGallery),
                subject("labels off", quality: false, show: showGrid, hide: hideGrid),
                subject("labels on", quality: true, show: showGrid, hide: hideGrid)
            ], in: context)
        func row(_ i: Int, _ name: String, n: Int, reference: Int, _ note: String) -> BenchResult {
            BenchResult(
                scenario: Self.name, name: name, n: n, stats: stats[i],
                ratio: BenchResult.ratio(stats[i].median, to: stats[reference].median),
                ratioTo: reference == 0 ? "gallery off" : "labels off", note: note)
        }
        return [
            row(0, "gallery off", n: 17, reference: 0, "forceComposite(), nearest sampling, no fringes"),
            row(1, "gallery on", n: 17, reference: 0, "forceComposite(), filtering and anti-aliased edges"),
            row(2, "labels off", n: 100, reference: 2, "forceComposite() on 100 labels, quality off"),
            row(3, "labels on", n: 100, reference: 2, "forceComposite() on 100 labels, quality on")
        ]
    }

    /// Rotated, scaled and perspective cards showing an image, as a game's
    /// menu might tilt them.
    @MainActor
    static func addTransformedCards(to root: UIView) {
        let image = SampleImages.landscape(size: CGSize(width: 80, height: 55))
        for i in 0..<4 {
            let card = UIImageView(image: image)
            card.frame = CGRect(x: 40 + CGFloat(i) * 180, y: 470, width: 140, height: 80)
            card.layer.cornerRadius = i % 2 == 0 ? 0 : 12
            card.clipsToBounds = i % 2 == 1
            card.transform = CGAffineTransform(rotationAngle: 0.12 * CGFloat(i + 1))
            root.addSubview(card)
        }
        let tilted = UIImageView(image: image)
        tilted.frame = CGRect(x: 620, y: 300, width: 150, height: 100)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 400
        tilted.layer.transform = CATransform3DRotate(perspective, 0.8, 0, 1, 0)
        root.addSubview(tilted)
    }
}
