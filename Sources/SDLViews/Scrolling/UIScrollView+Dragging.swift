import Foundation

/// Touch scrolling: the content follows the finger (rubber-banded past the
/// edges), and on release decelerates, springs back or snaps to a page;
/// the delegate hears UIKit's sequence and may change the target.
extension UIScrollView {
    func panDidChange(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began: beginDrag(pan)
        case .changed: followDrag(pan)
        case .ended: endDrag(velocity: drag.locked(scrollVelocity(pan)))
        case .cancelled: endDrag(velocity: .zero)
        default: break
        }
    }

    /// The velocity of the offset (opposite to the finger's), in points per second.
    private func scrollVelocity(_ pan: UIPanGestureRecognizer) -> CGPoint {
        let v = pan.velocity(in: self)
        return CGPoint(x: canScrollHorizontally ? -v.x : 0, y: canScrollVertically ? -v.y : 0)
    }

    private func beginDrag(_ pan: UIPanGestureRecognizer) {
        stopScrolling()
        drag.startOffset = contentOffset
        let both = canScrollHorizontally && canScrollVertically
        drag.lock = isDirectionalLockEnabled && both ? ScrollDragState.lock(for: pan.translation(in: self)) : .none
        pan.setTranslation(.zero, in: self)
        isDragging = true
        delegate?.scrollViewWillBeginDragging(self)
        indicators.show(in: self)
    }

    private func followDrag(_ pan: UIPanGestureRecognizer) {
        guard isDragging, !isZooming else { return }
        let t = drag.locked(pan.translation(in: self))
        let raw = CGPoint(x: drag.startOffset.x - t.x, y: drag.startOffset.y - t.y)
        var offset = contentOffset
        if canScrollHorizontally {
            offset.x = ScrollPhysics.resisted(raw.x, in: horizontalRange, dimension: bounds.width, bounces: bounces)
        }
        if canScrollVertically {
            offset.y = ScrollPhysics.resisted(raw.y, in: verticalRange, dimension: bounds.height, bounces: bounces)
        }
        moveContent(to: offset)
    }

    /// The finger lifted (or the drag was cancelled) with `velocity` (points per second).
    private func endDrag(velocity: CGPoint) {
        guard isDragging else { return }
        let now = MediaClock.now
        let planned = releasePlan(velocity: velocity, at: now)
        var target = CGPoint(x: planned.x.target, y: planned.y.target)
        withUnsafeMutablePointer(to: &target) { pointer in
            delegate?.scrollViewWillEndDragging(
                self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000), targetContentOffset: pointer)
        }
        var x = planned.x.motion, y = planned.y.motion
        if Self.isValid(target, "targetContentOffset") {
            if target.x != planned.x.target { x = retarget(contentOffset.x, to: target.x, horizontal: true, at: now) }
            if target.y != planned.y.target { y = retarget(contentOffset.y, to: target.y, horizontal: false, at: now) }
        }
        isDragging = false
        let willDecelerate = x != nil || y != nil
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        guard willDecelerate else {
            indicators.scrollingDidStop(in: self)
            largeTitleTracker?.trackedScrollViewDidComeToRest(self)
            return
        }
        startDecelerating(x: x, y: y)
    }

    func startDecelerating(x: ScrollAxisMotion?, y: ScrollAxisMotion?) {
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        animator.start(x: x, y: y, reason: .deceleration)
        indicators.show(in: self)
    }

    typealias AxisRelease = (target: CGFloat, motion: ScrollAxisMotion?)

    /// Where each axis goes after a release, and how.
    private func releasePlan(velocity: CGPoint, at now: CFTimeInterval) -> (x: AxisRelease, y: AxisRelease) {
        let offset = contentOffset
        let x =
            canScrollHorizontally
            ? release(
                offset.x, velocity: velocity.x, range: horizontalRange, page: bounds.width,
                content: contentSize.width, at: now) : (offset.x, nil)
        let y =
            canScrollVertically
            ? release(
                offset.y, velocity: velocity.y, range: verticalRange, page: bounds.height,
                content: contentSize.height, at: now) : (offset.y, nil)
        return (x, y)
    }

    private func release(
        _ position: CGFloat, velocity: CGFloat, range: ClosedRange<CGFloat>, page: CGFloat, content: CGFloat,
        at now: CFTimeInterval
    ) -> AxisRelease {
        if isPagingEnabled {
            let count = page > 0 ? Int((content / page).rounded(.up)) : 1
            let index = ScrollPhysics.page(for: position, velocity: velocity, pageSize: page, pageCount: count)
            let target = min(max(CGFloat(index) * page, range.lowerBound), range.upperBound)
            guard target != position || velocity != 0 else { return (target, nil) }
            return (target, .spring(from: position, to: target, velocity: velocity, at: now))
        }
        if !range.contains(position) {
            let edge = min(max(position, range.lowerBound), range.upperBound)
            return (edge, .spring(from: position, to: edge, velocity: velocity, at: now))
        }
        guard velocity != 0 else { return (position, nil) }
        let rate = decelerationRate.rawValue
        let rest = position + ScrollPhysics.decelerationDistance(velocity: velocity, rate: rate)
        let motion = ScrollAxisMotion(.decelerating(start: position, velocity: velocity, rate: rate), at: now)
        return (min(max(rest, range.lowerBound), range.upperBound), motion)
    }

    /// The delegate moved the target: a spring there (paging, or outside the
    /// limits), else a deceleration with the velocity that stops exactly there.
    private func retarget(_ position: CGFloat, to target: CGFloat, horizontal: Bool, at now: CFTimeInterval)
        -> ScrollAxisMotion?
    {
        guard target != position else { return nil }
        let range = horizontal ? horizontalRange : verticalRange
        if isPagingEnabled || !range.contains(position) {
            return .spring(from: position, to: target, velocity: 0, at: now)
        }
        let rate = decelerationRate.rawValue
        let velocity = ScrollPhysics.velocity(toTravel: target - position, rate: rate)
        return ScrollAxisMotion(.decelerating(start: position, velocity: velocity, rate: rate), at: now)
    }

    // MARK: Touches

    /// A finger came down: a moving scroll view stops where it is and the touch goes to no content.
    func touchesDidBegin(_ touches: Set<UITouch>) {
        guard animator.isMoving || wheel.isCoasting, !isDragging else { return }
        stopScrolling()
        for touch in touches { touch.delivery.toView = false }
    }

    /// The pan is done with its touches: content left outside the limits (a
    /// caught bounce, a finger that never dragged) springs back.
    func panDidReset() {
        guard !isDragging, !isZooming, !animator.isMoving, window != nil, !isWithinLimits else { return }
        let now = MediaClock.now
        let offset = contentOffset, target = clamped(offset)
        startDecelerating(
            x: offset.x != target.x ? .spring(from: offset.x, to: target.x, velocity: 0, at: now) : nil,
            y: offset.y != target.y ? .spring(from: offset.y, to: target.y, velocity: 0, at: now) : nil)
    }

    /// The drag may take touches the content already has only if
    /// `canCancelContentTouches` and `touchesShouldCancel(in:)` allow it.
    func panMayTakeContentTouches() -> Bool {
        for touch in panRecognizer.sequenceTouches {
            guard let view = touch.view, view !== self, touch.delivery.beganSent, !touch.delivery.finished else {
                continue
            }
            if !canCancelContentTouches || !touchesShouldCancel(in: view) { return false }
        }
        return true
    }
}
