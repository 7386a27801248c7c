import Foundation
import Testing
import SDLViews
import SDLViewsTesting

/// A minimap drawn with SDL's renderer: overrides `draw(in:size:)` as an app does.
@MainActor
private final class MinimapView: SDLRenderView {
    var drawnSizes: [CGSize] = []
    override func draw(in renderer: OpaquePointer, size: CGSize) { drawnSizes.append(size) }
}

@MainActor
@Suite struct RenderViewSubclassTests {
    @Test func anSDLRenderViewSubclassDrawsWhenMarked() throws {
        let screen = try HeadlessScreen(width: 60, height: 60)
        let minimap = MinimapView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        screen.window.addSubview(minimap)
        screen.runFrame()
        #expect(minimap.drawnSizes == [CGSize(width: 30, height: 20)])
        minimap.setNeedsDisplay()
        screen.runFrame()
        #expect(minimap.drawnSizes.count == 2)
    }
}
