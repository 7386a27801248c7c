import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// The renderer's per-layer caches live in a `LayerRenderRecord`, made only
/// for layers the display stage or the compositor stored something for.
@MainActor
@Suite struct LayerRenderRecordTests {
    @Test func layersNeverCompositedHaveNoRecord() throws {
        let screen = try HeadlessScreen(width: 60, height: 60)
        let detached = CALayer()
        detached.addSublayer(CALayer())
        detached.backgroundColor = UIColor.red.cgColor
        let hidden = CALayer()
        hidden.isHidden = true
        let underHidden = CALayer()
        underHidden.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        hidden.addSublayer(underHidden)
        screen.window.layer.addSublayer(hidden)
        screen.runFrame()
        screen.runFrame()
        #expect(detached.renderRecord == nil)
        #expect(detached.sublayers?.first?.renderRecord == nil)
        #expect(underHidden.renderRecord == nil)
        #expect(!underHidden.hasBeenRendered)
    }

    @Test func compositedLayersRecordTheirBoxAndTexture() throws {
        let screen = try HeadlessScreen(width: 60, height: 60)
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        layer.contents = solidImage(4, 4, RGBA8(r: 0, g: 255, b: 0, a: 255))
        #expect(layer.presentation() == nil)
        screen.window.layer.addSublayer(layer)
        screen.runFrame()
        let record = try #require(layer.renderRecord)
        #expect(layer.hasBeenRendered)
        #expect(layer.lastSubtreeBox == CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(record.textureEntry != nil)
        // A plain background keeps nothing between frames but what culling reads (on the layer).
        let plain = CALayer()
        plain.frame = CGRect(x: 40, y: 40, width: 10, height: 10)
        plain.backgroundColor = UIColor.red.cgColor
        screen.window.layer.addSublayer(plain)
        screen.runFrame()
        #expect(plain.hasBeenRendered)
        #expect(plain.renderRecord == nil)
        #expect(plain.lastSubtreeBox == CGRect(x: 40, y: 40, width: 10, height: 10))
        // Presentation copies are model state only: they share no render record.
        #expect(layer.presentation()?.renderRecord == nil)
    }
}
