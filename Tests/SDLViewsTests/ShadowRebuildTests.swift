import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// A blurred shadow is rebuilt only when its shape changes: content animating
/// inside a shadowed card reuses it; a new path, radius or size rebuilds it.
@MainActor
@Suite struct ShadowRebuildTests {
    private func card(shadowPath: Bool) -> (UIView, UIView) {
        let card = UIView(frame: CGRect(x: 40, y: 30, width: 120, height: 80))
        card.backgroundColor = .white
        card.layer.cornerRadius = 12
        card.layer.shadowOpacity = 0.5
        card.layer.shadowRadius = 6
        if shadowPath {
            card.layer.shadowPath = UIBezierPath(roundedRect: card.bounds, cornerRadius: 12).cgPath
        }
        let pulse = UIView(frame: CGRect(x: 20, y: 20, width: 30, height: 30))
        pulse.backgroundColor = .red
        card.addSubview(pulse)
        return (card, pulse)
    }

    /// The pause-menu idiom: a sublayer pulsing (position and opacity) inside an
    /// opaque card, with and without `shadowPath`.
    @Test(arguments: [false, true]) func contentAnimatingInsideKeepsTheShadow(shadowPath: Bool) throws {
        let screen = try HeadlessScreen(width: 220, height: 150)
        let (card, pulse) = card(shadowPath: shadowPath)
        screen.window.addSubview(card)
        screen.runFrame()
        #expect(card.layer.shadowBuildCount == 1)
        UIView.animate(withDuration: 1) {
            pulse.center = CGPoint(x: 90, y: 50)
            pulse.alpha = 0.3
        }
        let composited = screen.window.compositedFrameCount
        for _ in 0..<20 { screen.advance(by: 1.0 / 30) }
        #expect(screen.window.compositedFrameCount - composited >= 20, "the animation composited every frame")
        #expect(card.layer.shadowBuildCount == 1)
    }

    /// `layoutSubviews` setting a new path of the same shape each pass (as iOS
    /// code does) keeps the shadow; a path, radius or bounds change rebuilds it.
    @Test func shapeChangesRebuild() throws {
        let screen = try HeadlessScreen(width: 220, height: 150)
        let (card, _) = card(shadowPath: true)
        screen.window.addSubview(card)
        screen.runFrame()
        card.layer.shadowPath = UIBezierPath(roundedRect: card.bounds, cornerRadius: 12).cgPath
        screen.runFrame()
        #expect(card.layer.shadowBuildCount == 1)
        card.layer.shadowPath = UIBezierPath(roundedRect: card.bounds, cornerRadius: 20).cgPath
        screen.runFrame()
        #expect(card.layer.shadowBuildCount == 2)
        card.layer.shadowRadius = 9
        screen.runFrame()
        #expect(card.layer.shadowBuildCount == 3)
        card.layer.shadowPath = nil
        screen.runFrame()
        #expect(card.layer.shadowBuildCount == 4)
        card.bounds.size = CGSize(width: 100, height: 80)
        screen.runFrame()
        screen.runFrame()
        #expect(card.layer.shadowBuildCount == 5)
    }

    /// An opaque card whose content stays inside it casts the shadow of its
    /// outline: built as a `shadowPath` is (no offscreen pass read back), and
    /// the same pixels as the shadow rendered from its content, to a level or
    /// two at the anti-aliased edge. Content poking out is read back.
    @Test(.softwareRendererOnly) func anOpaqueCardCastsItsOutlinesShadowWithoutAReadback() throws {
        let screen = try HeadlessScreen(width: 220, height: 150)
        let (card, pulse) = card(shadowPath: false)
        screen.window.addSubview(card)
        let compositor = try #require(screen.window.host?.compositor)
        let before = compositor.targets.readbacks
        screen.runFrame()
        #expect(compositor.targets.readbacks == before, "built from the outline")
        #expect(compositor.ownOutline(of: card.layer, state: card.layer.renderState) != nil)
        let fromOutline = try #require(screen.snapshot().cgImage)
        card.layer.shadowPath = UIBezierPath(roundedRect: card.bounds, cornerRadius: 12).cgPath
        screen.runFrame()
        let fromPath = try #require(screen.snapshot().cgImage)
        let same = GoldenImage.difference(fromOutline, fromPath, tolerance: 0, maxDifferingPixels: 0, name: "outline")
        #expect(same.matches, "the outline is the card's rounded rectangle: \(same)")
        card.layer.shadowPath = nil
        CATransaction.setDisableActions(true)
        pulse.frame.origin = CGPoint(x: -10, y: 20)
        let poking = compositor.targets.readbacks
        screen.runFrame()
        #expect(compositor.ownOutline(of: card.layer, state: card.layer.renderState) == nil)
        #expect(compositor.targets.readbacks > poking, "content poking out shapes the shadow: rendered and read back")
        pulse.frame.origin = CGPoint(x: 20, y: 20)
        card.layer.shadowRadius = 1
        #expect(compositor.ownOutline(of: card.layer, state: card.layer.renderState) == nil, "a narrow blur keeps the rendered edge")
    }

    /// Content that reaches past the opaque background shapes the shadow:
    /// moving it rebuilds, as the shadow follows it on iOS.
    @Test func contentPokingOutRebuilds() throws {
        let screen = try HeadlessScreen(width: 220, height: 150)
        let (card, pulse) = card(shadowPath: false)
        screen.window.addSubview(card)
        screen.runFrame()
        CATransaction.setDisableActions(true)
        pulse.frame.origin = CGPoint(x: -10, y: 20)
        screen.runFrame()
        #expect(card.layer.shadowBuildCount == 2)
        pulse.frame.origin = CGPoint(x: -14, y: 20)
        screen.runFrame()
        #expect(card.layer.shadowBuildCount == 3)
        // Back inside (clear of the rounded corners): the card's own shape again, rebuilt once.
        pulse.frame.origin = CGPoint(x: 20, y: 20)
        screen.runFrame()
        pulse.frame.origin = CGPoint(x: 30, y: 25)
        screen.runFrame()
        #expect(card.layer.shadowBuildCount == 4)
    }
}
