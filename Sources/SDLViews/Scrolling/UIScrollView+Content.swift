import Foundation

/// The content's extent, insets and offset: validation, the offset's limits,
/// programmatic scrolling and the end of every motion.
extension UIScrollView {
    /// How long an animated `setContentOffset` or `scrollRectToVisible` takes.
    static let programmaticScrollDuration: CGFloat = 0.3

    func setUpScrollView() {
        clipsToBounds = true
        panRecognizer.scrollView = self
        contentTouchRecognizer.scrollView = self
        panRecognizer.delegate = gestureDelegate
        contentTouchRecognizer.delegate = gestureDelegate
        gestureDelegate.scrollView = self
        addGestureRecognizer(contentTouchRecognizer)
        addGestureRecognizer(panRecognizer)
        panRecognizer.addTarget { [weak self] pan in self?.panDidChange(pan) }
        animator.scrollView = self
    }

    // MARK: Validation

    func setContentSize(_ size: CGSize) {
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            return SDLViewsLog.error(
                "UIScrollView.contentSize \(size) refused (not finite or negative); the old value stays")
        }
        guard size != contentSizeStorage else { return }
        contentSizeStorage = size
        refreshAdjustedContentInset()
        indicators.update(for: self)
        // Views constrained to the content guide move with its size.
        if layoutState?.scrollContentGuide != nil { setNeedsLayout() }
    }

    func setContentInset(_ insets: UIEdgeInsets) {
        guard [insets.top, insets.left, insets.bottom, insets.right].allSatisfy(\.isFinite) else {
            return SDLViewsLog.error("UIScrollView.contentInset \(insets) refused (not finite); the old value stays")
        }
        guard insets != contentInsetStorage else { return }
        contentInsetStorage = insets
        refreshAdjustedContentInset()
    }

    func setDecelerationRate(_ rate: DecelerationRate) {
        guard rate.rawValue.isFinite, rate.rawValue > 0, rate.rawValue < 1 else {
            return SDLViewsLog.error("UIScrollView.decelerationRate \(rate.rawValue) refused (must be between 0 and 1)")
        }
        decelerationRateStorage = rate
    }

    static func isValid(_ point: CGPoint, _ name: String) -> Bool {
        guard point.x.isFinite, point.y.isFinite else {
            SDLViewsLog.error("UIScrollView.\(name) \(point) refused (not finite); the old value stays")
            return false
        }
        return true
    }

    // MARK: Adjusted insets

    /// Recomputes `adjustedContentInset` from `contentInset` and the safe area; tells the view and delegate on change.
    func refreshAdjustedContentInset() {
        let safe = safeAreaInsets
        let (horizontal, vertical) = insetAdjustedAxes()
        let inset = contentInsetStorage
        // A navigation bar collapsing its large title as this view scrolls changes the safe
        // area, not where the content rests: the tracker makes up the difference.
        let largeTitle = vertical ? largeTitleTracker?.largeTitleCompensation(for: self) ?? 0 : 0
        let adjusted = UIEdgeInsets(
            top: inset.top + (vertical ? safe.top : 0) + largeTitle + refreshInset,
            left: inset.left + (horizontal ? safe.left : 0),
            bottom: inset.bottom + (vertical ? safe.bottom : 0), right: inset.right + (horizontal ? safe.right : 0))
        guard adjusted != adjustedContentInsetStorage else { return }
        let old = adjustedContentInsetStorage
        adjustedContentInsetStorage = adjusted
        // As UIKit: a scroll view resting at its top stays at its top when the inset grows
        // (content under a navigation bar starts below it).
        if contentOffset.y == -old.top, !isTracking, !isDecelerating { contentOffset.y = -adjusted.top }
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
        indicators.update(for: self)
    }

    private func insetAdjustedAxes() -> (horizontal: Bool, vertical: Bool) {
        switch contentInsetAdjustmentBehavior {
        case .never: return (false, false)
        case .always: return (true, true)
        case .automatic:
            // UIKit's: the scrollable axes, and top and bottom always for a
            // controller's scroll view (content under its bars starts below them).
            let owned = viewControllerStorage != nil || superview?.viewControllerStorage != nil
            return (scrollsHorizontally(with: contentInsetStorage), owned || scrollsVertically(with: contentInsetStorage))
        case .scrollableAxes:
            return (scrollsHorizontally(with: contentInsetStorage), scrollsVertically(with: contentInsetStorage))
        }
    }

    private func scrollsHorizontally(with inset: UIEdgeInsets) -> Bool {
        alwaysBounceHorizontal || contentSizeStorage.width + inset.left + inset.right > bounds.width
    }

    private func scrollsVertically(with inset: UIEdgeInsets) -> Bool {
        alwaysBounceVertical || refreshControl != nil || contentSizeStorage.height + inset.top + inset.bottom > bounds.height
    }

    // MARK: Limits

    /// The offsets the content rests within, along x.
    var horizontalRange: ClosedRange<CGFloat> {
        let inset = adjustedContentInsetStorage
        let low = -inset.left
        return low...max(low, contentSizeStorage.width + inset.right - bounds.width)
    }

    var verticalRange: ClosedRange<CGFloat> {
        let inset = adjustedContentInsetStorage
        let low = -inset.top
        return low...max(low, contentSizeStorage.height + inset.bottom - bounds.height)
    }

    /// A finger or the wheel may move the content along x: it is wider than the view, or always bounces.
    var canScrollHorizontally: Bool { isScrollEnabled && scrollsHorizontally(with: adjustedContentInsetStorage) }
    var canScrollVertically: Bool { isScrollEnabled && scrollsVertically(with: adjustedContentInsetStorage) }

    /// `offset` brought within the limits.
    func clamped(_ offset: CGPoint) -> CGPoint {
        let h = horizontalRange, v = verticalRange
        return CGPoint(
            x: min(max(offset.x, h.lowerBound), h.upperBound), y: min(max(offset.y, v.lowerBound), v.upperBound))
    }

    var isWithinLimits: Bool { clamped(contentOffset) == contentOffset }

    // MARK: Programmatic scrolling

    func setContentOffsetImplementation(_ offset: CGPoint, animated: Bool) {
        guard Self.isValid(offset, "contentOffset") else { return }
        stopScrolling()
        guard animated, window != nil, offset != contentOffset else {
            moveContent(to: offset)
            return
        }
        scrollAnimated(to: offset, reason: .programmatic)
    }

    /// A timed, eased move to `offset` (programmatic scrolling, keys).
    func scrollAnimated(to offset: CGPoint, reason: ScrollAnimator.Reason) {
        isDecelerating = false
        let now = MediaClock.now
        let start = contentOffset
        let duration = Self.programmaticScrollDuration
        animator.start(
            x: ScrollAxisMotion(.timed(from: start.x, to: offset.x, duration: duration), at: now),
            y: ScrollAxisMotion(.timed(from: start.y, to: offset.y, duration: duration), at: now),
            reason: reason)
        indicators.show(in: self)
    }

    func scrollRectToVisibleImplementation(_ rect: CGRect, animated: Bool) {
        guard Self.isValid(rect.origin, "scrollRectToVisible origin"), rect.width.isFinite, rect.height.isFinite else {
            return
        }
        let visible = CGRect(origin: contentOffset, size: bounds.size)
        func axis(_ offset: CGFloat, _ length: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
            if low < offset || high - low > length { return low }
            if high > offset + length { return high - length }
            return offset
        }
        let target = clamped(
            CGPoint(
                x: axis(visible.minX, visible.width, rect.minX, rect.maxX),
                y: axis(visible.minY, visible.height, rect.minY, rect.maxY)))
        guard target != contentOffset else { return }
        setContentOffset(target, animated: animated)
    }

    // MARK: Moving

    /// Sets the offset without stopping a motion (the motions and the drag use this).
    /// Moves the content by `delta` and carries a drag or motion under way
    /// along (a list whose rows above the viewport changed height), so
    /// what is on screen stays put and the scrolling goes on.
    func shiftScrolling(by delta: CGPoint) {
        drag.startOffset.x += delta.x
        drag.startOffset.y += delta.y
        animator.shift(by: delta)
        moveContent(to: CGPoint(x: contentOffset.x + delta.x, y: contentOffset.y + delta.y))
    }

    func moveContent(to offset: CGPoint) {
        var b = bounds
        b.origin = offset
        bounds = b
    }

    func contentOffsetDidChange() {
        setNeedsLayout()
        refreshControl?.scrollViewDidScroll(self)
        indicators.update(for: self)
        // The navigation bar first, so that the delegate sees the bar (and safe area) this offset gives.
        largeTitleTracker?.trackedScrollViewDidScroll(self)
        delegate?.scrollViewDidScroll(self)
        animatedOffsetReporter.offsetDidChange()
    }

    /// Stops any motion where it is (no delegate calls, as UIKit when the offset is set).
    func stopScrolling() {
        animator.stop()
        wheel.reset()
        isDecelerating = false
        isZoomBouncing = false
    }

    /// A motion came to rest: the delegate hears the end UIKit reports for it.
    func motionDidEnd(_ reason: ScrollAnimator.Reason) {
        indicators.scrollingDidStop(in: self)
        switch reason {
        case .deceleration:
            isDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
            largeTitleTracker?.trackedScrollViewDidComeToRest(self)
        case .programmatic:
            delegate?.scrollViewDidEndScrollingAnimation(self)
        case .scrollToTop:
            delegate?.scrollViewDidScrollToTop(self)
        case .wheel, .zoom:
            break
        }
    }
}

extension UIScrollView {
    /// Opens or closes the room above the content a refreshing control takes.
    func setRefreshInset(_ inset: CGFloat) {
        guard refreshInset != inset else { return }
        refreshInset = inset
        refreshAdjustedContentInset()
    }
}
