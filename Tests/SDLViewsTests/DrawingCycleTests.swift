import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

fileprivate let white = RGBA8(r: 255, g: 255, b: 255, a: 255)
fileprivate let red = RGBA8(r: 255, g: 0, b: 0, a: 255)
fileprivate let blue = RGBA8(r: 0, g: 0, b: 255, a: 255)
fileprivate let black = RGBA8(r: 0, g: 0, b: 0, a: 255)

/// Records every `draw(_:)`; fills the dirty rect with `fill` (red by default).
@MainActor
final class DirtyRectRecorder: UIView {
    var rects: [CGRect] = []
    var fill: UIColor? = .red
    override func draw(_ rect: CGRect) {
        rects.append(rect)
        guard let fill else { return }
        fill.setFill()
        UIRectFill(rect)
    }
}

/// Paints the whole bounds red the first time, then only a 10×10 blue square at the origin.
@MainActor
final class SquarePainter: UIView {
    var passes = 0
    override func draw(_ rect: CGRect) {
        if passes == 0 {
            UIColor.red.setFill(); UIRectFill(bounds)
        } else {
            UIColor.blue.setFill(); UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        passes += 1
    }
}

/// A view subclass that does not draw.
final class PlainSubclass: UIView {}

/// A standalone layer that draws itself.
final class DiscLayer: CALayer {
    var draws = 0
    override func draw(in ctx: CGContext) {
        draws += 1
        ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        ctx.fill(bounds)
    }
}

@MainActor
@Suite struct DrawingCycleTests {
    private func textures(_ screen: HeadlessScreen) -> TextureCache { screen.window.host!.textures }

    /// A screen of `side` points showing a recorder of `size` at the origin, drawn once.
    private func shownRecorder(_ size: CGSize, side: Int) throws -> (HeadlessScreen, DirtyRectRecorder) {
        let screen = try HeadlessScreen(width: side, height: side)
        let view = DirtyRectRecorder(frame: CGRect(origin: .zero, size: size))
        screen.window.addSubview(view)
        screen.runFrame()
        return (screen, view)
    }

    @Test func drawRunsOnFirstDisplayAndAfterSetNeedsDisplayCoalesced() throws {
        let screen = try HeadlessScreen(width: 60, height: 60)
        let view = DirtyRectRecorder(frame: CGRect(x: 10, y: 10, width: 40, height: 30))
        screen.window.addSubview(view)
        #expect(view.rects.isEmpty)
        screen.runFrame()
        #expect(view.rects == [CGRect(x: 0, y: 0, width: 40, height: 30)])
        #expect(screen.pixel(at: CGPoint(x: 12, y: 12)) == red)
        screen.runFrame()
        #expect(view.rects.count == 1)
        view.setNeedsDisplay()
        view.setNeedsDisplay()
        view.setNeedsDisplay(CGRect(x: 1, y: 1, width: 2, height: 2))
        screen.runFrame()
        #expect(view.rects.count == 2)
        #expect(view.rects[1] == CGRect(x: 0, y: 0, width: 40, height: 30))
    }

    @Test func dirtyRectsAreUnitedAndClipped() throws {
        let screen = try HeadlessScreen(width: 60, height: 60)
        let view = DirtyRectRecorder(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        screen.window.addSubview(view)
        screen.runFrame()
        view.setNeedsDisplay(CGRect(x: 5, y: 5, width: 10, height: 10))
        view.setNeedsDisplay(CGRect(x: 20, y: 30, width: 5, height: 5))
        screen.runFrame()
        #expect(view.rects.last == CGRect(x: 5, y: 5, width: 20, height: 30))
        view.setNeedsDisplay(CGRect(x: 40, y: 40, width: 30, height: 30))  // partly outside: clipped to bounds
        screen.runFrame()
        #expect(view.rects.last == CGRect(x: 40, y: 40, width: 10, height: 10))
        view.setNeedsDisplay(CGRect(x: 2.25, y: 3.5, width: 1, height: 1))  // snapped out to whole pixels
        screen.runFrame()
        #expect(view.rects.last == CGRect(x: 2, y: 3, width: 2, height: 2))
        #expect(view.rects.count == 4)
    }

    @Test func geometryChangesDoNotRedraw() throws {
        let screen = try HeadlessScreen(width: 100, height: 100)
        let view = DirtyRectRecorder(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        screen.window.addSubview(view)
        screen.runFrame()
        view.center = CGPoint(x: 60, y: 60)
        screen.runFrame()
        view.transform = CGAffineTransform(rotationAngle: 0.5)
        screen.runFrame()
        view.alpha = 0.5
        screen.runFrame()
        view.transform = .identity
        view.bounds.size = CGSize(width: 60, height: 20)  // scaleToFill: the cached pixels are stretched
        screen.runFrame()
        #expect(view.rects.count == 1)
        #expect(view.layer.renderRecord?.backingStore?.pixelWidth == 40)
        view.contentMode = .redraw
        view.bounds.size = CGSize(width: 30, height: 30)
        screen.runFrame()
        #expect(view.rects.count == 2)
        #expect(view.rects.last == CGRect(x: 0, y: 0, width: 30, height: 30))
        #expect(view.layer.renderRecord?.backingStore?.pixelWidth == 30)
    }

    @Test(.softwareRendererOnly) func setNeedsDisplayInRectUploadsOnlyThatRegion() throws {
        let screen = try HeadlessScreen(width: 120, height: 120)
        let view = DirtyRectRecorder(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        screen.window.addSubview(view)
        screen.runFrame()
        // SDL blends the copy, so it samples the texture (a copy pixman blends reads the store: nothing is uploaded).
        runtime.blendsFadedCopiesWithPixman = false
        defer { runtime.blendsFadedCopiesWithPixman = true }
        let cache = textures(screen)
        #expect(cache.lastBackingStoreUpload == CGRect(x: 0, y: 0, width: 100, height: 100))
        let (uploads, bytes, storeUploads) = (cache.uploads, cache.uploadedBytes, cache.backingStoreUploads)
        view.setNeedsDisplay(CGRect(x: 10, y: 20, width: 32, height: 32))
        screen.runFrame()
        #expect(view.rects.last == CGRect(x: 10, y: 20, width: 32, height: 32))
        #expect(cache.uploads == uploads + 1)
        #expect(cache.backingStoreUploads == storeUploads + 1)
        #expect(cache.uploadedBytes == bytes + 32 * 32 * 4)
        #expect(cache.lastBackingStoreUpload == CGRect(x: 10, y: 20, width: 32, height: 32))
        #expect(screen.window.host!.lastDamage == CGRect(x: 9, y: 19, width: 34, height: 34))  // only the rectangle is recomposited
        screen.runFrame()  // nothing drawn: nothing uploaded
        #expect(cache.uploads == uploads + 1)
    }

    /// On the software renderer pixman blends a drawn view from its backing
    /// store: its texture gets the drawn rectangle only once SDL samples it.
    @Test(.softwareRendererOnly) func aStoreBlendedByPixmanIsUploadedOnlyWhenSDLSamplesIt() throws {
        let (screen, view) = try shownRecorder(CGSize(width: 100, height: 100), side: 120)
        let cache = textures(screen)
        let uploads = cache.backingStoreUploads
        view.fill = .blue
        view.setNeedsDisplay(CGRect(x: 10, y: 20, width: 32, height: 32))
        screen.runFrame()
        #expect(cache.backingStoreUploads == uploads)
        #expect(screen.pixel(at: CGPoint(x: 20, y: 30)) == blue)
        #expect(screen.pixel(at: CGPoint(x: 50, y: 60)) == red)
        runtime.blendsFadedCopiesWithPixman = false
        defer { runtime.blendsFadedCopiesWithPixman = true }
        screen.window.forceComposite()
        #expect(cache.backingStoreUploads == uploads + 1)
        #expect(cache.lastBackingStoreUpload == CGRect(x: 10, y: 20, width: 32, height: 32))
        #expect(screen.pixel(at: CGPoint(x: 20, y: 30)) == blue)
        #expect(screen.pixel(at: CGPoint(x: 50, y: 60)) == red)
    }

    @Test func largeStoresHaveTheirOwnTextureAndUploadPartially() throws {
        let screen = try HeadlessScreen(width: 320, height: 240)
        // SDL blends the copy, so it samples the texture (a copy pixman blends reads the store: nothing is uploaded).
        runtime.blendsFadedCopiesWithPixman = false
        defer { runtime.blendsFadedCopiesWithPixman = true }
        let view = DirtyRectRecorder(frame: CGRect(x: 0, y: 0, width: 300, height: 200))  // beyond an atlas slot
        screen.window.addSubview(view)
        screen.runFrame()
        let cache = textures(screen)
        guard case .dedicated = view.layer.renderRecord?.textureEntry?.storage else {
            Issue.record("expected a dedicated texture"); return
        }
        let bytes = cache.uploadedBytes
        view.fill = .blue
        view.setNeedsDisplay(CGRect(x: 250, y: 150, width: 40, height: 30))
        screen.runFrame()
        #expect(cache.uploadedBytes == bytes + 40 * 30 * 4)
        #expect(cache.lastBackingStoreUpload == CGRect(x: 250, y: 150, width: 40, height: 30))
        #expect(screen.pixel(at: CGPoint(x: 260, y: 160)) == blue)
        #expect(screen.pixel(at: CGPoint(x: 240, y: 160)) == red)
    }

    @Test func oversizedDrawnViewsDrawAtAReducedScale() throws {
        SDLViewsLog.printsToStandardError = false
        defer { SDLViewsLog.printsToStandardError = true }
        let screen = try HeadlessScreen(width: 100, height: 20)
        let view = DirtyRectRecorder(frame: CGRect(x: 0, y: 0, width: 20_000, height: 8))
        screen.window.addSubview(view)
        screen.runFrame()
        let store = try #require(view.layer.renderRecord?.backingStore)
        #expect(store.pixelWidth == min(BackingStore.maxPixelSide, Int(textures(screen).maxTextureSize)))
        #expect(screen.pixel(at: CGPoint(x: 50, y: 4)) == red)
        #expect(SDLViewsLog.messages.contains { $0.contains("drawing it at scale") })
        view.setNeedsDisplay(CGRect(x: 100, y: 0, width: 10, height: 8))  // same store: no new allocation
        screen.runFrame()
        #expect(view.layer.renderRecord?.backingStore === store)
    }

    @Test func partialUploadsAreInPixelsAtScaleTwo() throws {
        let screen = try HeadlessScreen(width: 60, height: 60, scale: 2)
        // SDL blends the copy, so it samples the texture (a copy pixman blends reads the store: nothing is uploaded).
        runtime.blendsFadedCopiesWithPixman = false
        defer { runtime.blendsFadedCopiesWithPixman = true }
        let view = DirtyRectRecorder(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(view.contentScaleFactor == 2)
        screen.window.addSubview(view)
        screen.runFrame()
        let cache = textures(screen)
        let bytes = cache.uploadedBytes
        view.setNeedsDisplay(CGRect(x: 5, y: 5, width: 8, height: 8))
        screen.runFrame()
        #expect(cache.lastBackingStoreUpload == CGRect(x: 10, y: 10, width: 16, height: 16))
        #expect(cache.uploadedBytes == bytes + 16 * 16 * 4)
    }

    @Test func contentScaleFactorSetsBackingPixels() throws {
        let screen = try HeadlessScreen(width: 60, height: 60)
        let view = DirtyRectRecorder(frame: CGRect(x: 0, y: 0, width: 50, height: 30))
        #expect(view.contentScaleFactor == 1)
        screen.window.addSubview(view)
        screen.runFrame()
        #expect(view.layer.renderRecord?.backingStore.map { [$0.pixelWidth, $0.pixelHeight] } == [50, 30])
        view.contentScaleFactor = 2
        screen.runFrame()
        #expect(view.layer.renderRecord?.backingStore.map { [$0.pixelWidth, $0.pixelHeight] } == [100, 60])
        #expect(view.rects.count == 2)
        #expect(screen.pixel(at: CGPoint(x: 25, y: 15)) == red)
    }

    @Test func clearsContextBeforeDrawingClearsTheDirtyArea() throws {
        let screen = try HeadlessScreen(width: 60, height: 60)
        let view = SquarePainter(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        screen.window.addSubview(view)
        screen.runFrame()
        #expect(screen.pixel(at: CGPoint(x: 15, y: 15)) == red)
        view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 20, height: 20))
        screen.runFrame()
        #expect(screen.pixel(at: CGPoint(x: 5, y: 5)) == blue)
        #expect(screen.pixel(at: CGPoint(x: 15, y: 15)) == white)  // cleared to transparent: the window shows
        #expect(screen.pixel(at: CGPoint(x: 30, y: 30)) == red)  // outside the dirty rect: untouched
    }

    @Test func keepingTheContextKeepsOldPixels() throws {
        let screen = try HeadlessScreen(width: 60, height: 60)
        let view = SquarePainter(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.clearsContextBeforeDrawing = false
        screen.window.addSubview(view)
        screen.runFrame()
        view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 20, height: 20))
        screen.runFrame()
        #expect(screen.pixel(at: CGPoint(x: 5, y: 5)) == blue)
        #expect(screen.pixel(at: CGPoint(x: 15, y: 15)) == red)
        #expect(screen.pixel(at: CGPoint(x: 30, y: 30)) == red)
    }

    @Test func opaqueViewsShowBlackWhereNothingIsDrawn() throws {
        let screen = try HeadlessScreen(width: 40, height: 40)
        let view = SquarePainter(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.isOpaque = true
        view.passes = 1  // draws only the blue square
        screen.window.addSubview(view)
        screen.runFrame()
        #expect(view.layer.renderRecord?.backingStore?.isOpaque == true)
        #expect(screen.pixel(at: CGPoint(x: 5, y: 5)) == blue)
        #expect(screen.pixel(at: CGPoint(x: 20, y: 20)) == black)
    }

    @Test func viewsThatDoNotDrawHaveNoBackingStore() throws {
        let screen = try HeadlessScreen(width: 40, height: 40)
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        plain.backgroundColor = .red
        screen.window.addSubview(plain)
        screen.runFrame()
        #expect(plain.layer.renderRecord?.backingStore == nil)
        #expect(runtime.layerDrawing.kind(ofClass: UIView.self) == .drawsNothing)
        #expect(UIView().layer.needsDisplay() == false)  // known not to draw: no first display
        // A subclass is learned on its first display: drawn once into a store that is dropped when it stays empty.
        let subclassed = PlainSubclass(frame: CGRect(x: 0, y: 20, width: 10, height: 10))
        #expect(runtime.layerDrawing.kind(ofClass: PlainSubclass.self) == nil)
        #expect(subclassed.layer.needsDisplay())
        screen.window.addSubview(subclassed)
        screen.runFrame()
        #expect(subclassed.layer.renderRecord?.backingStore == nil)
        #expect(runtime.layerDrawing.kind(ofClass: PlainSubclass.self) == .drawsNothing)
        #expect(PlainSubclass().layer.needsDisplay() == false)
        #expect(DirtyRectRecorder().layer.needsDisplay() == true)
        let empty = DirtyRectRecorder(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        empty.fill = nil  // overrides draw(_:) but paints nothing: still a (transparent) backing store
        screen.window.addSubview(empty)
        screen.runFrame()
        #expect(empty.layer.renderRecord?.backingStore != nil)
        #expect(screen.pixel(at: CGPoint(x: 5, y: 5)) == red)
    }

    @Test func badRectsDrawNothingAndDoNotCrash() throws {
        let screen = try HeadlessScreen(width: 40, height: 40)
        let view = DirtyRectRecorder(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        screen.window.addSubview(view)
        screen.runFrame()
        for rect in [
            CGRect.zero, CGRect(x: 5, y: 5, width: -3, height: 4), CGRect(x: CGFloat.nan, y: 0, width: 5, height: 5),
            CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 3), CGRect(x: 30, y: 30, width: 5, height: 5),
            CGRect.null
        ] {
            view.setNeedsDisplay(rect)
            screen.runFrame()
        }
        #expect(view.rects.count == 1)
        let zero = DirtyRectRecorder(frame: .zero)
        screen.window.addSubview(zero)
        zero.setNeedsDisplay()
        screen.runFrame()
        #expect(zero.rects.isEmpty)
        #expect(zero.layer.renderRecord?.backingStore == nil)
        let nan = DirtyRectRecorder(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        nan.frame = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10)  // refused, stays 10×10
        screen.window.addSubview(nan)
        screen.runFrame()
        #expect(nan.rects == [CGRect(x: 0, y: 0, width: 10, height: 10)])
    }

    @Test func textureResetReuploadsWithoutRedrawing() throws {
        let (screen, view) = try shownRecorder(CGSize(width: 30, height: 30), side: 40)
        let cache = textures(screen)
        let bytes = cache.uploadedBytes
        screen.window.host!.renderResourcesWereReset(root: screen.window.layer)
        screen.runFrame()
        #expect(view.rects.count == 1)
        #expect(cache.uploadedBytes == bytes + 30 * 30 * 4)
        #expect(screen.pixel(at: CGPoint(x: 10, y: 10)) == red)
    }

    @Test func layerSubclassesDrawInContext() throws {
        let screen = try HeadlessScreen(width: 40, height: 40)
        let layer = DiscLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        screen.window.layer.addSublayer(layer)
        screen.runFrame()
        #expect(layer.draws == 0)  // standalone layers display only when asked, as in Core Animation
        layer.setNeedsDisplay()
        screen.runFrame()
        #expect(layer.draws == 1)
        #expect(screen.pixel(at: CGPoint(x: 10, y: 10)) == blue)
        layer.bounds.size = CGSize(width: 30, height: 30)
        screen.runFrame()
        #expect(layer.draws == 1)
        layer.needsDisplayOnBoundsChange = true
        layer.bounds.size = CGSize(width: 20, height: 20)
        screen.runFrame()
        #expect(layer.draws == 2)
        layer.contents = solidImage(2, 2, red)  // explicit contents replace drawn ones
        #expect(layer.renderRecord?.backingStore == nil)
    }

    @Test func delegateDisplayWinsOverDrawing() throws {
        let screen = try HeadlessScreen(width: 40, height: 40)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        label.text = "A"
        screen.window.addSubview(label)
        screen.runFrame()
        #expect(label.layer.contents != nil)
        #expect(label.layer.renderRecord?.backingStore == nil)
    }

    /// A 20×20 view: a 2-point red frame around blue.
    @MainActor
    final class FramedView: UIView {
        var draws = 0
        override func draw(_ rect: CGRect) {
            draws += 1
            UIColor.red.setFill()
            UIRectFill(bounds)
            UIColor.blue.setFill()
            UIRectFill(bounds.insetBy(dx: 2, dy: 2))
        }
    }

    @Test func contentModePlacesTheCachedPixelsWithoutRedrawing() throws {
        let screen = try HeadlessScreen(width: 80, height: 80)
        let view = FramedView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.contentMode = .topLeft
        screen.window.addSubview(view)
        screen.runFrame()
        view.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
        screen.runFrame()
        #expect(view.draws == 1)
        #expect(screen.pixel(at: CGPoint(x: 10, y: 10)) == blue)
        #expect(screen.pixel(at: CGPoint(x: 30, y: 30)) == white)  // not stretched: the rest of the bounds is empty
        view.contentMode = .scaleToFill
        screen.runFrame()
        #expect(screen.pixel(at: CGPoint(x: 4, y: 30)) == red)  // the 2-point frame stretched to 6 points
        #expect(view.draws == 1)
    }

    @Test func contentStretchKeepsTheCapsOfDrawnContent() throws {
        let screen = try HeadlessScreen(width: 80, height: 80)
        let view = FramedView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.contentStretch = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)
        screen.window.addSubview(view)
        screen.runFrame()
        view.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
        screen.runFrame()
        #expect(view.draws == 1)
        #expect(screen.pixel(at: CGPoint(x: 1, y: 30)) == red)
        #expect(screen.pixel(at: CGPoint(x: 4, y: 30)) == blue)  // caps keep their 5 points: the frame stays 2 wide
        #expect(screen.pixel(at: CGPoint(x: 58.5, y: 30)) == red)
        #expect(screen.pixel(at: CGPoint(x: 30, y: 1)) == red)
        #expect(screen.pixel(at: CGPoint(x: 30, y: 30)) == blue)
    }

    /// The shadow of redrawn content goes with it, whether the redrawn view
    /// casts it or an ancestor does (the ancestor's shadow is shaped by its subviews).
    @Test(arguments: [false, true])
    func shadowsFollowRedrawnContent(castByAncestor: Bool) throws {
        let screen = try HeadlessScreen(width: 80, height: 40)
        let view = DirtyRectRecorder(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let caster = castByAncestor ? UIView(frame: view.frame) : view
        caster.layer.shadowOpacity = 1
        caster.layer.shadowRadius = 0
        caster.layer.shadowOffset = CGSize(width: 40, height: 0)
        if caster !== view { caster.addSubview(view) }
        screen.window.addSubview(caster)
        screen.runFrame()
        #expect(screen.pixel(at: CGPoint(x: 55, y: 10)) == black)
        view.fill = nil  // the next draw paints nothing over the cleared area: the shadow must go too
        view.setNeedsDisplay(CGRect(x: 10, y: 0, width: 10, height: 20))
        screen.runFrame()
        #expect(screen.pixel(at: CGPoint(x: 15, y: 10)) == white)
        #expect(screen.pixel(at: CGPoint(x: 55, y: 10)) == white)
        #expect(screen.pixel(at: CGPoint(x: 45, y: 10)) == black)
    }

    @Test func partialRedrawGolden() throws {
        let screen = try HeadlessScreen(width: 80, height: 60)
        let view = DirtyRectRecorder(frame: CGRect(x: 10, y: 10, width: 60, height: 40))
        let above = UIView(frame: CGRect(x: 30, y: 20, width: 4, height: 30))  // a subview over the dirty area is redrawn on top
        above.backgroundColor = .black
        view.addSubview(above)
        screen.window.addSubview(view)
        screen.runFrame()
        view.fill = .blue
        view.setNeedsDisplay(CGRect(x: 8, y: 6, width: 12, height: 10))
        view.setNeedsDisplay(CGRect(x: 40, y: 24, width: 10, height: 10))
        screen.runFrame()  // one blue union rectangle (8,6)-(50,34) inside the red view
        #expect(screen.pixel(at: CGPoint(x: 19, y: 17)) == blue)
        #expect(screen.pixel(at: CGPoint(x: 59, y: 43)) == blue)
        #expect(screen.pixel(at: CGPoint(x: 61, y: 45)) == red)
        expectGolden(screen, "draw-partial-redraw")
    }
}
