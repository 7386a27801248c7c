import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// A fading group whose own drawing is a plain fill (a dimming backdrop with a
/// panel on it) passes only its sublayers' part offscreen and draws the rest
/// of the fill directly (`Compositor+Backdrop`): the pixels are those of the
/// whole group passed, within the rounding of one blend.
@MainActor
@Suite struct BackdropGroupTests {
    /// A window-sized backdrop (black at 0.4) holding a translucent rounded
    /// panel with a label, a square card and a shadow, over a coloured root.
    private func menu(in window: UIWindow, alpha: CGFloat, panelScale: CGFloat = 1) -> UIView {
        window.backgroundColor = UIColor(red: 0.2, green: 0.5, blue: 0.3, alpha: 1)
        let stripe = UIView(frame: CGRect(x: 0, y: 90, width: 320, height: 20))
        stripe.backgroundColor = .systemYellow
        window.addSubview(stripe)
        let backdrop = UIView(frame: window.bounds)
        backdrop.backgroundColor = UIColor(white: 0, alpha: 0.4)
        backdrop.alpha = alpha
        let panel = UIView(frame: CGRect(x: 100, y: 50, width: 120, height: 100))
        panel.backgroundColor = UIColor(white: 0.95, alpha: 0.85)
        panel.layer.cornerRadius = 12
        panel.layer.shadowOpacity = 0.5
        panel.layer.shadowRadius = 6
        panel.transform = CGAffineTransform(scaleX: panelScale, y: panelScale)
        let card = UIView(frame: CGRect(x: 10, y: 40, width: 100, height: 30))
        card.backgroundColor = .systemBlue
        let label = UILabel(frame: CGRect(x: 10, y: 8, width: 100, height: 24))
        label.text = "Paused"
        panel.addSubview(card)
        panel.addSubview(label)
        backdrop.addSubview(panel)
        window.addSubview(backdrop)
        return backdrop
    }

    private func render(alpha: CGFloat, panelScale: CGFloat = 1, split: Bool) throws -> (CGImage, Int) {
        let screen = try HeadlessScreen(width: 320, height: 200)
        _ = menu(in: screen.window, alpha: alpha, panelScale: panelScale)
        runtime.splitsBackdropGroups = split
        defer { runtime.splitsBackdropGroups = true }
        screen.window.forceComposite()
        let splits = try #require(screen.window.host?.compositor).backdropSplits
        return (try #require(screen.snapshot().cgImage), splits)
    }

    @Test(arguments: [0.25, 0.5, 0.9] as [CGFloat])
    func aFadingBackdropHasThePixelsOfTheWholeGroupPassed(alpha: CGFloat) throws {
        let (split, splits) = try render(alpha: alpha, split: true)
        let (whole, wholeSplits) = try render(alpha: alpha, split: false)
        #expect(splits == 1)
        #expect(wholeSplits == 0)
        let result = GoldenImage.difference(split, whole, tolerance: 2, maxDifferingPixels: 0, name: "backdrop \(alpha)")
        #expect(result.matches, "\(result)")
    }

    /// A scaled panel's edges fall on fractional pixels: in the smaller pass
    /// SDL's rasterizer rounds them from other float values, a level or two more.
    @Test func aScaledPanelOnAFadingBackdropToo() throws {
        let (split, _) = try render(alpha: 0.6, panelScale: 0.85, split: true)
        let (whole, _) = try render(alpha: 0.6, panelScale: 0.85, split: false)
        let result = GoldenImage.difference(split, whole, tolerance: 4, maxDifferingPixels: 0, name: "scaled panel")
        #expect(result.matches, "\(result)")
    }

    /// The backdrop's colour outside the panel is the fill at the group's
    /// opacity over what lies below: black at 0.4 × 0.5 over the root's green.
    @Test func outsideThePanelIsTheFillAtTheGroupsOpacity() throws {
        let (image, _) = try render(alpha: 0.5, split: true)
        let pixel = try #require(image.pixel(x: 20, y: 20))
        // 0.5 × 255 = 127.5 green, 0.2 × 255 = 51 red, darkened by 1 − 0.2.
        #expect(abs(Int(pixel.r) - 41) <= 1)
        #expect(abs(Int(pixel.g) - 102) <= 1)
        #expect(abs(Int(pixel.b) - 61) <= 1)
    }

    @Test func onlyPlainFillsAreSplit() throws {
        let screen = try HeadlessScreen(width: 320, height: 200)
        let backdrop = menu(in: screen.window, alpha: 0.5)
        let compositor = try #require(screen.window.host?.compositor)
        screen.window.forceComposite()
        #expect(compositor.backdropSplits == 1)
        // A rounded backdrop, a bordered one, one with contents: the whole group is passed.
        backdrop.layer.cornerRadius = 8
        screen.window.forceComposite()
        #expect(compositor.backdropSplits == 0)
        backdrop.layer.cornerRadius = 0
        backdrop.layer.borderWidth = 1
        screen.window.forceComposite()
        #expect(compositor.backdropSplits == 0)
        backdrop.layer.borderWidth = 0
        // A panel covering most of the backdrop gains nothing from the split.
        backdrop.subviews[0].frame = CGRect(x: 5, y: 5, width: 310, height: 190)
        screen.window.forceComposite()
        #expect(compositor.backdropSplits == 0)
    }

    @Test func bandsTileTheFillAroundTheHoleWithoutOverlap() {
        let whole = CGRect(x: 0, y: 0, width: 100, height: 80)
        let bands = Compositor.bands(of: whole, around: CGRect(x: 30, y: 20, width: 40, height: 30))
        #expect(bands.count == 4)
        let area = bands.reduce(0) { $0 + $1.width * $1.height }
        #expect(area == 6800)
        for (i, a) in bands.enumerated() {
            for b in bands[(i + 1)...] {
                let overlap = a.intersection(b)
                #expect(overlap.isNull || overlap.width * overlap.height == 0)
            }
        }
        // A hole reaching past an edge leaves three bands; no hole, the whole.
        #expect(Compositor.bands(of: whole, around: CGRect(x: -10, y: 20, width: 40, height: 30)).count == 3)
        #expect(Compositor.bands(of: whole, around: nil) == [whole])
        #expect(Compositor.bands(of: whole, around: CGRect(x: 200, y: 0, width: 5, height: 5)) == [whole])
    }
}
