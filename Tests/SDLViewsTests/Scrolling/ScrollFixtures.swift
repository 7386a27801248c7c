import Foundation
@testable import SDLViews
import SDLViewsTesting

/// A delegate that logs UIKit's scroll view callbacks by name, and remembers the release.
@MainActor
final class ScrollRecorder: UIScrollViewDelegate {
    var entries: [String] = []
    var releaseVelocity: CGPoint?
    var releaseOffset: CGPoint?
    var releaseTime: CFTimeInterval?
    var releaseTarget: CGPoint?
    /// Replaces the target in `scrollViewWillEndDragging` when set.
    var newTarget: CGPoint?
    var zoomView: UIView?

    /// The log with runs of "didScroll" (and "didZoom") folded into one entry.
    var folded: [String] {
        entries.reduce(into: []) { result, entry in
            if entry == result.last && (entry == "didScroll" || entry == "didZoom") { return }
            result.append(entry)
        }
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { entries.append("didScroll") }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { entries.append("didZoom") }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { entries.append("willBeginDragging") }
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        entries.append("willEndDragging")
        releaseVelocity = velocity
        releaseOffset = scrollView.contentOffset
        releaseTime = CACurrentMediaTime()
        releaseTarget = targetContentOffset.pointee
        if let newTarget { targetContentOffset.pointee = newTarget }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        entries.append("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { entries.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { entries.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { entries.append("didEndScrollingAnimation") }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        entries.append("willBeginZooming")
    }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        entries.append("didEndZooming(\(scale))")
    }
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { entries.append("didScrollToTop") }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        entries.append("didChangeAdjustedContentInset")
    }
}

/// A 200 × 200 screen filled by a scroll view over `content`, with a recording delegate.
@MainActor
struct ScrollScene {
    let screen: HeadlessScreen
    let scrollView: UIScrollView
    let recorder = ScrollRecorder()
    static let frame = 1.0 / 60

    init(content: CGSize, frame: CGRect = CGRect(x: 0, y: 0, width: 200, height: 200)) throws {
        screen = try HeadlessScreen(width: 200, height: 200)
        scrollView = UIScrollView(frame: frame)
        scrollView.contentSize = content
        scrollView.delegate = recorder
        screen.window.addSubview(scrollView)
        screen.runFrame()
    }

    /// A finger drag through `points`, one frame of 1/60 s apart, without lifting.
    func drag(_ points: [CGPoint]) {
        screen.touchDown(at: points[0])
        for point in points.dropFirst() {
            screen.advance(by: Self.frame)
            screen.touchMove(to: point)
        }
    }

    /// A drag through `points`, lifted at the last one in the next frame.
    func flick(_ points: [CGPoint]) {
        drag(points)
        screen.advance(by: Self.frame)
        screen.touchUp(at: points[points.count - 1])
    }

    /// Runs frames until the scroll view rests (at most `seconds`).
    func settle(seconds: Double = 10) {
        var elapsed = 0.0
        while elapsed < seconds && (scrollView.animator.isMoving || scrollView.wheel.isCoasting) {
            screen.advance(by: Self.frame)
            elapsed += Self.frame
        }
    }

    /// Points from `start` moving by `step` each frame, `count` of them.
    static func line(from start: CGPoint, step: CGPoint, count: Int) -> [CGPoint] {
        (0..<count).map { CGPoint(x: start.x + step.x * CGFloat($0), y: start.y + step.y * CGFloat($0)) }
    }
}
