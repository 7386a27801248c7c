import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting
import CSDL

/// Counts layout and display passes.
@MainActor
final class CountingView: UIView {
    var layouts = 0
    var displays = 0
    override func layoutSubviews() { layouts += 1 }
    override func display(_ layer: CALayer) { displays += 1 }
}

@MainActor
@Suite struct FramePipelineTests {
    @Test func setNeedsLayoutCoalescesToOneLayoutPerFrame() throws {
        let screen = try HeadlessScreen(width: 64, height: 64)
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        screen.window.addSubview(view)
        screen.advance(by: 0.016)
        let before = view.layouts
        for _ in 0..<50 { view.setNeedsLayout() }
        screen.advance(by: 0.016)
        #expect(view.layouts == before + 1)
        screen.advance(by: 0.016)
        #expect(view.layouts == before + 1)
    }

    @Test func layoutIfNeededLaysOutAtOnceAndOnlyWhereNeeded() throws {
        let parent = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let sibling = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.addSubview(child)
        parent.addSubview(sibling)
        parent.layoutIfNeeded()
        #expect((parent.layouts, child.layouts, sibling.layouts) == (1, 1, 1))
        child.setNeedsLayout()
        parent.layoutIfNeeded()
        #expect((parent.layouts, child.layouts, sibling.layouts) == (1, 2, 1))
    }

    @Test func boundsSizeChangeMarksLayoutButMovingDoesNot() {
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layoutIfNeeded()
        view.center = CGPoint(x: 50, y: 50)
        #expect(!view.layer.needsLayout())
        view.bounds.size = CGSize(width: 20, height: 20)
        #expect(view.layer.needsLayout())
    }

    @Test func displayRunsOnlyForMarkedViews() throws {
        let screen = try HeadlessScreen(width: 64, height: 64)
        let views = (0..<3).map { _ in CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
        views.forEach {
            screen.window.addSubview($0); $0.setNeedsDisplay()
        }
        screen.advance(by: 0.016)
        #expect(views.map(\.displays) == [1, 1, 1])
        views[1].setNeedsDisplay()
        views[1].setNeedsDisplay()
        screen.advance(by: 0.016)
        #expect(views.map(\.displays) == [1, 2, 1])
    }

    @Test func changedLabelReRendersAloneAndUploadsOneTexture() throws {
        let screen = try HeadlessScreen(width: 200, height: 100)
        let labels = (0..<4).map { i -> UILabel in
            let label = UILabel(frame: CGRect(x: 0, y: CGFloat(i) * 20, width: 80, height: 18))
            label.text = "L\(i)"
            screen.window.addSubview(label)
            return label
        }
        screen.advance(by: 0.016)
        let cache = try #require(screen.window.host?.textures)
        let uploadsBefore = cache.uploads
        let contentsBefore = labels.map { $0.layer.contents as? CGImage }
        labels[2].text = "changed"
        screen.advance(by: 0.016)
        #expect(cache.uploads == uploadsBefore + 1)
        let contentsAfter = labels.map { $0.layer.contents as? CGImage }
        #expect(contentsAfter[0] === contentsBefore[0])
        #expect(contentsAfter[2] !== contentsBefore[2])
    }

    @Test func idleFramesNeitherCompositeNorPresent() throws {
        let screen = try HeadlessScreen(width: 64, height: 64)
        screen.advance(by: 0.016)
        let count = screen.window.compositedFrameCount
        for _ in 0..<10 { screen.advance(by: 0.016) }
        #expect(screen.window.compositedFrameCount == count)
        screen.window.backgroundColor = .red
        screen.advance(by: 0.016)
        #expect(screen.window.compositedFrameCount == count + 1)
        #expect(screen.pixel(at: CGPoint(x: 5, y: 5)) == RGBA8(r: 255, g: 0, b: 0, a: 255))
    }

    @Test func virtualClockMovesOnlyWithAdvance() throws {
        let screen = try HeadlessScreen(width: 8, height: 8)
        #expect(CACurrentMediaTime() == 0)
        screen.advance(by: 0.25)
        #expect(CACurrentMediaTime() == 0.25)
        screen.runFrame()
        #expect(CACurrentMediaTime() == 0.25)
    }

    @Test func renderTargetResetRebuildsTextures() throws {
        let screen = try HeadlessScreen(width: 100, height: 40)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        label.text = "Reset"
        label.backgroundColor = .white
        screen.window.addSubview(label)
        screen.advance(by: 0.016)
        let before = screen.snapshot().cgImage?.pixels
        var event = SDL_Event()
        event.type = SDL_RENDER_TARGETS_RESET.rawValue
        SDL_PushEvent(&event)
        screen.advance(by: 0.016)
        #expect(screen.window.host?.textures.count == 1)
        #expect(screen.snapshot().cgImage?.pixels == before)
    }

    @Test func screenScaleDoublesPixels() throws {
        let screen = try HeadlessScreen(width: 50, height: 40, scale: 2)
        #expect(UIScreen.main.scale == 2)
        #expect(screen.window.bounds.size == CGSize(width: 50, height: 40))
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 5, height: 5))
        view.backgroundColor = .blue
        screen.window.addSubview(view)
        screen.advance(by: 0.016)
        #expect(screen.snapshot().cgImage?.width == 100)
        #expect(screen.pixel(at: CGPoint(x: 14.5, y: 14.5)) == RGBA8(r: 0, g: 0, b: 255, a: 255))
        #expect(screen.pixel(at: CGPoint(x: 15, y: 15)) == RGBA8(r: 255, g: 255, b: 255, a: 255))
    }
}
