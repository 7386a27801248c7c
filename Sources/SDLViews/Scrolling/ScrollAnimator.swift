import Foundation

/// Moves a scroll view on its own, one frame at a time in the timers stage
/// of the frame pipeline: the two axes' motions (`ScrollAxisMotion`), a zoom
/// animation, the wheel's momentum and the indicators' fading. It is
/// registered with the pipeline only while it has something to do, so a
/// scroll view at rest costs no frames.
@MainActor
final class ScrollAnimator {
    /// What the motion is, which decides how its end is reported.
    enum Reason {
        /// After a drag (deceleration, bounce, paging) or trackpad momentum.
        case deceleration
        /// `setContentOffset(_:animated:)`, `scrollRectToVisible`, keys, animated zooms.
        case programmatic
        /// The Home key's scroll to the top (UIKit's status-bar tap).
        case scrollToTop
        /// Smoothed wheel notches.
        case wheel
        /// An animated zoom (it reports its own end, `scrollViewDidEndZooming`).
        case zoom
    }

    weak var scrollView: UIScrollView?
    private(set) var x: ScrollAxisMotion?
    private(set) var y: ScrollAxisMotion?
    private(set) var zoom: ScrollZoomAnimation?
    private(set) var reason = Reason.programmatic
    private var token: Int?

    var isMoving: Bool { x != nil || y != nil || zoom != nil }

    /// Starts (or replaces) the axes' motions.
    func start(x: ScrollAxisMotion?, y: ScrollAxisMotion?, reason: Reason) {
        self.x = x
        self.y = y
        self.reason = reason
        keepTicking()
    }

    func start(zoom: ScrollZoomAnimation, reason: Reason) {
        x = nil
        y = nil
        self.zoom = zoom
        self.reason = reason
        keepTicking()
    }

    /// Displaces the running motions by `delta` without restarting them.
    func shift(by delta: CGPoint) {
        x?.shift(by: delta.x)
        y?.shift(by: delta.y)
    }

    func stop() {
        x = nil
        y = nil
        zoom = nil
    }

    /// Makes sure a frame callback runs (for motions, momentum or fading indicators).
    func keepTicking() {
        guard token == nil else { return }
        token = UIApplication.shared.pipeline.addFrameCallback { [weak self] now in self?.frame(at: now) }
    }

    private func stopTicking() {
        guard let token else { return }
        UIApplication.shared.pipeline.removeCallback(token)
        self.token = nil
    }

    private func frame(at now: CFTimeInterval) {
        guard let scrollView, scrollView.window != nil else {
            stop()
            stopTicking()
            return
        }
        let wasMoving = isMoving
        if isMoving { advance(scrollView, to: now) }
        if wasMoving && !isMoving { scrollView.motionDidEnd(reason) }
        let wheelBusy = scrollView.wheelFrame(at: now)
        let indicatorsBusy = scrollView.indicators.frame(at: now, in: scrollView)
        if !isMoving && !wheelBusy && !indicatorsBusy { stopTicking() }
    }

    private func advance(_ scrollView: UIScrollView, to now: CFTimeInterval) {
        if let animation = zoom {
            let done = animation.apply(at: now, to: scrollView)
            zoom = done ? nil : animation
            if done { scrollView.zoomAnimationDidEnd() }
            return
        }
        var offset = scrollView.contentOffset
        let bounces = scrollView.bounces
        if var motion = x {
            let (position, done) = motion.step(to: now, range: scrollView.horizontalRange, bounces: bounces)
            offset.x = position
            x = done ? nil : motion
        }
        if var motion = y {
            let (position, done) = motion.step(to: now, range: scrollView.verticalRange, bounces: bounces)
            offset.y = position
            y = done ? nil : motion
        }
        if offset != scrollView.contentOffset { scrollView.moveContent(to: offset) }
    }
}
