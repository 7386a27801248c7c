import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// GPU renderers keep the quad a layer's whole contents were drawn as
/// (`ContentQuad`) and reuse it while only the map's translation moves.
/// Checked on the GPU path of the software renderer's batch (no blits, no
/// faded blitter): every frame must show what working the quad out afresh shows.
@MainActor
@Suite struct ContentQuadTests {
    private func gpuScreen() throws -> HeadlessScreen {
        let screen = try HeadlessScreen(width: 200, height: 60)
        screen.window.backgroundColor = .black
        let batch = try #require(screen.window.host?.compositor.batch)
        batch.blitsStraightQuads = false
        batch.windowDrawer = nil
        return screen
    }

    /// The frame as drawn, then as drawn with the kept quad dropped first.
    private func keptAndFresh(_ screen: HeadlessScreen, _ layer: CALayer) throws -> ([UInt8], [UInt8]) {
        screen.window.forceComposite()
        let kept = try #require(screen.snapshot().cgImage).pixels
        layer.renderRecord?.contentQuad = nil
        screen.window.forceComposite()
        return (kept, try #require(screen.snapshot().cgImage).pixels)
    }

    @Test func aMovingFadingLabelReusesItsQuadAndDrawsWhatWorkingItOutDraws() throws {
        let screen = try gpuScreen()
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 120, height: 20))
        label.text = "Continue"
        label.textColor = .white
        screen.window.addSubview(label)
        screen.advance(by: 0.016)
        let first = try #require(label.layer.renderRecord?.contentQuad)
        #expect(first.snapsOrigin != nil, "a one-to-one copy snaps")
        // Each position, and the whole pixel a one-to-one copy there snaps to (halves round down).
        let moves = [(10.3, 10.0, 10.0, 10.0), (11.5, 10.5, 11, 10), (37.75, 3.25, 38, 3), (0.5, 0.49, 0, 0)]
        for (x, y, snappedX, snappedY) in moves {
            let before = try #require(label.layer.renderRecord?.contentQuad)
            label.frame.origin = CGPoint(x: x, y: y)
            label.alpha = 0.7
            screen.window.forceComposite()
            #expect(label.layer.renderRecord?.contentQuad === before, "only the translation moved: the quad is reused")
            let (kept, fresh) = try keptAndFresh(screen, label.layer)
            let same = kept == fresh
            #expect(same, "at (\(x), \(y))")
            #expect(kept.contains { $0 > 0 && $0 < 255 })
            label.frame.origin = CGPoint(x: snappedX, y: snappedY)
            screen.window.forceComposite()
            let landed = screen.snapshot().cgImage?.pixels == kept
            #expect(landed, "at (\(x), \(y)) the copy lands on whole pixels")
        }
    }

    /// A change of anything but the translation is a new key: the quad is
    /// worked out again (and draws what a fresh one draws).
    @Test(arguments: ["scale", "rotation", "filter", "bounds", "contents", "edges"])
    func aChangeOtherThanTheTranslationWorksTheQuadOutAgain(change: String) throws {
        let screen = try gpuScreen()
        let view = UIView(frame: CGRect(x: 20, y: 10, width: 8, height: 8))
        view.layer.contents = LayerTestImages.quadrants(width: 8, height: 8)
        screen.window.addSubview(view)
        screen.advance(by: 0.016)
        let first = try #require(view.layer.renderRecord?.contentQuad)
        switch change {
        case "scale": view.transform = CGAffineTransform(scaleX: 1, y: 3)
        case "rotation": view.transform = CGAffineTransform(rotationAngle: 0.4)
        case "filter": view.layer.magnificationFilter = .nearest
        case "bounds": view.bounds.size = CGSize(width: 30, height: 12)
        case "contents": view.layer.contents = LayerTestImages.quadrants(width: 4, height: 6)
        default: view.layer.allowsEdgeAntialiasing = false
        }
        if change == "filter" || change == "edges" { view.transform = CGAffineTransform(scaleX: 2.5, y: 2.5) }
        screen.window.forceComposite()
        #expect(view.layer.renderRecord?.contentQuad !== first, "worked out again")
        let (kept, fresh) = try keptAndFresh(screen, view.layer)
        let same = kept == fresh
        #expect(same)
    }
}
