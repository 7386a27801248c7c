import Foundation

/// Zooming: the delegate's `viewForZooming(in:)` is scaled by a transform
/// with its frame's origin kept at the content's origin, and `contentSize`
/// follows its scaled size, as in UIKit. A pinch keeps the content point
/// between the fingers under them (so it pans too); past the limits it
/// resists (`bouncesZoom`) and animates back when the fingers lift.
extension UIScrollView {
    var zoomView: UIView? { delegate?.viewForZooming(in: self) }

    // MARK: Limits

    func setZoomLimit(_ value: CGFloat, minimum: Bool) {
        guard value.isFinite, value > 0 else {
            let name = minimum ? "minimumZoomScale" : "maximumZoomScale"
            return SDLViewsLog.error("UIScrollView.\(name) \(value) refused (must be finite and above 0)")
        }
        if minimum { minimumZoomScaleStorage = value } else { maximumZoomScaleStorage = value }
        updatePinchRecognizer()
    }

    /// UIKit adds the pinch only while the limits allow zooming.
    private func updatePinchRecognizer() {
        let zoomable = minimumZoomScaleStorage < maximumZoomScaleStorage
        if zoomable, pinchRecognizer == nil {
            let pinch = UIPinchGestureRecognizer { [weak self] pinch in self?.pinchDidChange(pinch) }
            pinch.delegate = gestureDelegate
            pinchRecognizer = pinch
            addGestureRecognizer(pinch)
        } else if !zoomable, let pinch = pinchRecognizer {
            removeGestureRecognizer(pinch)
            pinchRecognizer = nil
        }
    }

    private func limited(_ scale: CGFloat) -> CGFloat {
        min(max(scale, minimumZoomScaleStorage), maximumZoomScaleStorage)
    }

    // MARK: Programmatic zoom

    func setZoomScaleImplementation(_ scale: CGFloat, animated: Bool) {
        guard scale.isFinite, scale > 0 else {
            return SDLViewsLog.error("UIScrollView.zoomScale \(scale) refused (must be finite and above 0)")
        }
        guard zoomView != nil else { return }
        let target = limited(scale)
        let center = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        let old = zoomScaleStorage
        let anchor = CGPoint(x: (contentOffset.x + center.x) / old, y: (contentOffset.y + center.y) / old)
        let offset = CGPoint(x: anchor.x * target - center.x, y: anchor.y * target - center.y)
        zoom(toScale: target, offset: offset, animated: animated)
    }

    func zoomImplementation(to rect: CGRect, animated: Bool) {
        let values = [rect.minX, rect.minY, rect.width, rect.height]
        guard values.allSatisfy(\.isFinite), rect.width >= 0, rect.height >= 0 else {
            return SDLViewsLog.error("UIScrollView.zoom(to: \(rect)) refused (not finite or negative)")
        }
        guard zoomView != nil else { return }
        let fit = min(
            rect.width > 0 ? bounds.width / rect.width : .infinity,
            rect.height > 0 ? bounds.height / rect.height : .infinity)
        let scale = limited(fit.isFinite ? fit : maximumZoomScaleStorage)
        let offset = CGPoint(x: rect.midX * scale - bounds.width / 2, y: rect.midY * scale - bounds.height / 2)
        zoom(toScale: scale, offset: offset, animated: animated)
    }

    /// Zooms to `scale` with the offset brought within the limits the new content size gives.
    private func zoom(toScale scale: CGFloat, offset: CGPoint, animated: Bool) {
        stopScrolling()
        let target = offsetWithinLimits(offset, atScale: scale)
        guard animated, window != nil else {
            applyZoom(scale: scale, offset: target)
            return
        }
        let animation = ScrollZoomAnimation(
            fromScale: zoomScaleStorage, toScale: scale, fromOffset: contentOffset, toOffset: target,
            startTime: MediaClock.now, duration: Self.programmaticScrollDuration)
        animator.start(zoom: animation, reason: .zoom)
    }

    /// `offset` within the limits for the content size the zoom view has at `scale`.
    private func offsetWithinLimits(_ offset: CGPoint, atScale scale: CGFloat) -> CGPoint {
        guard let view = zoomView else { return clamped(offset) }
        let inset = adjustedContentInset
        let size = CGSize(width: view.bounds.width * scale, height: view.bounds.height * scale)
        let maxX = max(-inset.left, size.width + inset.right - bounds.width)
        let maxY = max(-inset.top, size.height + inset.bottom - bounds.height)
        return CGPoint(x: min(max(offset.x, -inset.left), maxX), y: min(max(offset.y, -inset.top), maxY))
    }

    /// Scales the zoom view, sets the content size it gives, moves to `offset` and reports `scrollViewDidZoom`.
    func applyZoom(scale: CGFloat, offset: CGPoint) {
        guard let view = zoomView, scale.isFinite, scale > 0 else { return }
        zoomScaleStorage = scale
        let size = view.bounds.size
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        let anchor = view.layer.anchorPoint
        view.center = CGPoint(x: size.width * scale * anchor.x, y: size.height * scale * anchor.y)
        contentSize = CGSize(width: size.width * scale, height: size.height * scale)
        moveContent(to: offset)
        delegate?.scrollViewDidZoom(self)
    }

    func zoomAnimationDidEnd() {
        isZoomBouncing = false
        delegate?.scrollViewDidEndZooming(self, with: zoomView, atScale: zoomScaleStorage)
    }

    // MARK: Pinch

    private func pinchDidChange(_ pinch: UIPinchGestureRecognizer) {
        switch pinch.state {
        case .began: beginZooming(pinch)
        case .changed: followPinch(pinch)
        case .ended, .cancelled: endZooming(pinch)
        default: break
        }
    }

    private func beginZooming(_ pinch: UIPinchGestureRecognizer) {
        guard let view = zoomView else { return }
        stopScrolling()
        isZooming = true
        let location = pinch.location(in: self)
        zoomGesture = ZoomGestureState(
            startScale: zoomScaleStorage,
            anchor: CGPoint(x: location.x / zoomScaleStorage, y: location.y / zoomScaleStorage))
        delegate?.scrollViewWillBeginZooming(self, with: view)
        indicators.show(in: self)
    }

    private func followPinch(_ pinch: UIPinchGestureRecognizer) {
        guard isZooming, let gesture = zoomGesture else { return }
        let scale = resistedScale(gesture.startScale * pinch.scale)
        let location = pinch.location(in: self)
        let inView = CGPoint(x: location.x - contentOffset.x, y: location.y - contentOffset.y)
        applyZoom(
            scale: scale,
            offset: CGPoint(x: gesture.anchor.x * scale - inView.x, y: gesture.anchor.y * scale - inView.y))
    }

    /// Past the limits the scale resists with UIKit's rubber-band curve (or stops, without `bouncesZoom`).
    private func resistedScale(_ raw: CGFloat) -> CGFloat {
        let low = minimumZoomScaleStorage, high = maximumZoomScaleStorage
        guard raw.isFinite, raw > 0 else { return zoomScaleStorage }
        if raw > high {
            return bouncesZoom ? high * (1 + ScrollPhysics.rubberBand(raw / high - 1, dimension: 1)) : high
        }
        if raw < low {
            return bouncesZoom ? low / (1 + ScrollPhysics.rubberBand(low / raw - 1, dimension: 1)) : low
        }
        return raw
    }

    private func endZooming(_ pinch: UIPinchGestureRecognizer) {
        guard isZooming else { return }
        isZooming = false
        zoomGesture = nil
        restartDragFromHere()
        let scale = zoomScaleStorage, target = limited(scale)
        if target != scale {
            let location = pinch.location(in: self)
            let inView = CGPoint(x: location.x - contentOffset.x, y: location.y - contentOffset.y)
            let anchor = CGPoint(x: location.x / scale, y: location.y / scale)
            zoom(
                toScale: target, offset: CGPoint(x: anchor.x * target - inView.x, y: anchor.y * target - inView.y),
                animated: true)
            isZoomBouncing = true
            return
        }
        delegate?.scrollViewDidEndZooming(self, with: zoomView, atScale: scale)
        if !isDragging { panDidReset() } else { indicators.scrollingDidStop(in: self) }
    }

    /// A finger still dragging after the pinch carries on from the current offset.
    private func restartDragFromHere() {
        guard isDragging else { return }
        drag.startOffset = contentOffset
        panRecognizer.setTranslation(.zero, in: self)
    }
}
