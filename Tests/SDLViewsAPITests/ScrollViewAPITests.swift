import Foundation
import Testing
import SDLViews
import SDLViewsTesting

/// A scroll view subclass overriding what UIKit apps override, logging each call.
final class OverridingScrollView: UIScrollView {
    let log = CallLog()

    override func layoutSubviews() {
        super.layoutSubviews()
        log.add("layoutSubviews")
    }

    override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
        log.add("touchesShouldBegin")
        return super.touchesShouldBegin(touches, with: event, in: view)
    }

    override func touchesShouldCancel(in view: UIView) -> Bool {
        log.add("touchesShouldCancel")
        return true
    }

    override func adjustedContentInsetDidChange() {
        super.adjustedContentInsetDidChange()
        log.add("adjustedContentInsetDidChange")
    }

    override func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        log.add("setContentOffset")
        super.setContentOffset(contentOffset, animated: animated)
    }
}

/// An app's delegate implementing every method, as UIKit code does.
final class AppScrollDelegate: UIScrollViewDelegate {
    let log = CallLog()
    var zoomed: UIView?

    func scrollViewDidScroll(_ scrollView: UIScrollView) { log.add("didScroll") }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { log.add("didZoom") }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { log.add("willBeginDragging") }
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        log.add("willEndDragging")
        targetContentOffset.pointee = CGPoint(x: 0, y: 300)
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        log.add("didEndDragging")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { log.add("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { log.add("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { log.add("didEndScrollingAnimation") }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomed }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) { log.add("willBeginZooming") }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        log.add("didEndZooming")
    }
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { false }
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { log.add("didScrollToTop") }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        log.add("didChangeAdjustedContentInset")
    }
}

@MainActor
@Suite struct ScrollViewAPITests {
    @Test func aSubclassAndADelegateSeeUIKitsCalls() throws {
        let screen = try HeadlessScreen(width: 200, height: 200)
        let scrollView = OverridingScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let delegate = AppScrollDelegate()
        scrollView.delegate = delegate
        scrollView.contentSize = CGSize(width: 200, height: 2000)
        scrollView.decelerationRate = .fast
        scrollView.indicatorStyle = .white
        scrollView.contentInsetAdjustmentBehavior = .never
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 2000))
        scrollView.addSubview(content)
        screen.window.addSubview(scrollView)
        screen.runFrame()
        #expect(scrollView.log.entries.contains("layoutSubviews"))

        screen.touchDown(at: CGPoint(x: 100, y: 180))
        #expect(scrollView.log.entries.contains("touchesShouldBegin"))
        #expect(scrollView.isTracking)
        for y in stride(from: 160.0, through: 60, by: -20) {
            screen.advance(by: 1.0 / 60)
            screen.touchMove(to: CGPoint(x: 100, y: y))
        }
        #expect(scrollView.isDragging)
        screen.advance(by: 1.0 / 60)
        screen.touchUp(at: CGPoint(x: 100, y: 60))
        for _ in 0..<300 where scrollView.isDecelerating { screen.advance(by: 1.0 / 60) }
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 300))
        #expect(
            Array(delegate.log.entries.filter { $0 != "didScroll" }.prefix(5)) == [
                "willBeginDragging", "willEndDragging", "didEndDragging", "willBeginDecelerating",
                "didEndDecelerating"
            ])

        scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        #expect(scrollView.log.entries.last == "adjustedContentInsetDidChange")
        #expect(delegate.log.entries.last == "didChangeAdjustedContentInset")

        scrollView.contentOffset = CGPoint(x: 0, y: 20)
        #expect(scrollView.log.entries.last == "setContentOffset")

        delegate.zoomed = content
        scrollView.maximumZoomScale = 2
        scrollView.setZoomScale(2, animated: false)
        #expect(scrollView.zoomScale == 2)
        #expect(scrollView.pinchGestureRecognizer != nil)
        #expect(scrollView.panGestureRecognizer.view === scrollView)
        scrollView.flashScrollIndicators()
    }
}
