import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// Zooming: the view for zooming scales about the content's origin, programmatic zooms centre, a pinch keeps
/// the point between the fingers under them and bounces back within the limits.
@MainActor
@Suite struct ScrollZoomTests {
    typealias Scene = ScrollScene

    private func zoomScene(maximum: CGFloat = 4) throws -> (Scene, UIView) {
        let scene = try Scene(content: CGSize(width: 400, height: 400))
        let map = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        scene.scrollView.addSubview(map)
        scene.recorder.zoomView = map
        scene.scrollView.minimumZoomScale = 0.5
        scene.scrollView.maximumZoomScale = maximum
        return (scene, map)
    }

    @Test func thePinchExistsOnlyWhileTheLimitsAllowZooming() throws {
        let scene = try Scene(content: CGSize(width: 400, height: 400))
        #expect(scene.scrollView.pinchGestureRecognizer == nil)
        scene.scrollView.maximumZoomScale = 2
        #expect(scene.scrollView.pinchGestureRecognizer != nil)
        scene.scrollView.maximumZoomScale = 1
        #expect(scene.scrollView.pinchGestureRecognizer == nil)
    }

    @Test func zoomToRectCentresTheRect() throws {
        let (scene, map) = try zoomScene()
        let scrollView = scene.scrollView
        scrollView.zoom(to: CGRect(x: 100, y: 100, width: 50, height: 50), animated: false)
        #expect(scrollView.zoomScale == 4)
        #expect(scrollView.contentSize == CGSize(width: 1600, height: 1600))
        #expect(map.frame == CGRect(x: 0, y: 0, width: 1600, height: 1600))
        #expect(scrollView.contentOffset == CGPoint(x: 400, y: 400))
        let centre = map.convert(CGPoint(x: 125, y: 125), to: scrollView)
        #expect(centre == CGPoint(x: scrollView.contentOffset.x + 100, y: scrollView.contentOffset.y + 100))
        // A rect near the corner is shown as centred as the limits allow.
        scrollView.zoom(to: CGRect(x: 0, y: 0, width: 100, height: 100), animated: false)
        #expect(scrollView.zoomScale == 2)
        #expect(scrollView.contentOffset == .zero)
    }

    @Test func setZoomScaleKeepsTheCentreAndClamps() throws {
        let (scene, _) = try zoomScene()
        let scrollView = scene.scrollView
        scrollView.setZoomScale(2, animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 100, y: 100))
        #expect(scrollView.contentSize == CGSize(width: 800, height: 800))
        scrollView.zoomScale = 10
        #expect(scrollView.zoomScale == 4)
        scrollView.zoomScale = 0.1
        #expect(scrollView.zoomScale == 0.5)
        #expect(scrollView.contentOffset == .zero)
    }

    @Test func anAnimatedZoomEasesThereAndReportsItsEnd() throws {
        let (scene, _) = try zoomScene()
        scene.scrollView.setZoomScale(3, animated: true)
        scene.screen.advance(by: 0.15)
        #expect(scene.scrollView.zoomScale > 1 && scene.scrollView.zoomScale < 3)
        scene.settle()
        #expect(scene.scrollView.zoomScale == 3)
        #expect(scene.recorder.entries.last == "didEndZooming(3.0)")
    }

    @Test func aPinchKeepsThePointBetweenTheFingersAndBouncesBackToTheLimit() throws {
        let (scene, map) = try zoomScene(maximum: 3)
        let scrollView = scene.scrollView
        scene.screen.touchDown(at: CGPoint(x: 80, y: 100), finger: 0)
        scene.screen.touchDown(at: CGPoint(x: 120, y: 100), finger: 1)
        for step in 1...4 {
            scene.screen.advance(by: Scene.frame)
            let spread = CGFloat(step) * 5
            scene.screen.touchMove(to: CGPoint(x: 80 - spread, y: 100), finger: 0)
            scene.screen.touchMove(to: CGPoint(x: 120 + spread, y: 100), finger: 1)
        }
        #expect(scrollView.isZooming)
        #expect(scene.recorder.entries.contains("willBeginZooming"))
        // The fingers are 2× apart: the content point that was under their midpoint stays there.
        let scale = scrollView.zoomScale
        #expect(abs(scale - 2) < 1e-9)
        let midpoint = map.convert(CGPoint(x: 100, y: 100), to: scrollView)
        #expect(abs(midpoint.x - scrollView.contentOffset.x - 100) < 1e-9)
        #expect(abs(midpoint.y - scrollView.contentOffset.y - 100) < 1e-9)
        // Past the maximum it resists.
        for step in 5...30 {
            scene.screen.advance(by: Scene.frame)
            let spread = CGFloat(step) * 5
            scene.screen.touchMove(to: CGPoint(x: 80 - spread, y: 100), finger: 0)
            scene.screen.touchMove(to: CGPoint(x: 120 + spread, y: 100), finger: 1)
        }
        #expect(scrollView.zoomScale > 3 && scrollView.zoomScale < 6)
        scene.screen.touchUp(at: CGPoint(x: -70, y: 100), finger: 0)
        scene.screen.touchUp(at: CGPoint(x: 270, y: 100), finger: 1)
        #expect(scrollView.isZoomBouncing)
        scene.settle()
        #expect(scrollView.zoomScale == 3)
        #expect(!scrollView.isZoomBouncing && !scrollView.isZooming)
        #expect(scene.recorder.entries.last == "didEndZooming(3.0)")
        #expect(scrollView.isWithinLimits)
    }

    @Test func badZoomValuesAreRefused() throws {
        let (scene, _) = try zoomScene()
        SDLViewsLog.clear()
        scene.scrollView.zoomScale = .nan
        scene.scrollView.minimumZoomScale = -1
        scene.scrollView.maximumZoomScale = .infinity
        scene.scrollView.zoom(to: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), animated: false)
        #expect(scene.scrollView.zoomScale == 1)
        #expect(scene.scrollView.minimumZoomScale == 0.5)
        #expect(scene.scrollView.maximumZoomScale == 4)
        #expect(SDLViewsLog.messages.count == 4)
    }
}
