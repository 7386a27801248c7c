import Foundation

/// The sheet's drag: the pan on the container (over the sheet and its
/// grabber) follows the finger, and on release settles at the detent nearest
/// where the release's velocity would carry it, or dismisses below the smallest.
extension UISheetPresentationController {
    func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let containerView, let view = presentedView, view.superview === containerView else { return }
        switch pan.state {
        case .began:
            dragStartHeight = largeFrame.maxY - view.frame.minY
            draggedHeight = dragStartHeight
        case .changed:
            show(height: dragHeight(raw: dragStartHeight - pan.translation(in: containerView).y))
        case .ended, .cancelled, .failed:
            guard draggedHeight != nil else { return }
            let raw = dragStartHeight - pan.translation(in: containerView).y
            let velocity = pan.state == .ended ? pan.velocity(in: containerView).y : 0
            settle(releasedAt: raw, projected: raw - velocity * Self.velocityProjection)
        default:
            break
        }
    }

    /// Follows the finger between the detents; past the largest it stretches
    /// with resistance, below the smallest it slides down (rubber-bands for a modal sheet).
    private func dragHeight(raw: CGFloat) -> CGFloat {
        let resolved = resolvedDetents
        let largest = resolved[resolved.count - 1].height
        let smallest = resolved[0].height
        let dimension = containerView?.bounds.height ?? 1
        if raw > largest { return largest + Self.rubberBand(raw - largest, dimension: dimension) }
        if raw < smallest, !allowsDismissal { return smallest - Self.rubberBand(smallest - raw, dimension: dimension) }
        return raw
    }

    /// UIScrollView's rubber band: the overshoot shrinks as it grows, never past `dimension`.
    static func rubberBand(_ offset: CGFloat, dimension: CGFloat) -> CGFloat {
        (1 - 1 / (offset * 0.55 / max(dimension, 1) + 1)) * dimension
    }

    private func show(height: CGFloat) {
        draggedHeight = height
        let frame = frame(showingHeight: height)
        presentedView?.frame = frame
        dimmingView?.alpha = dimmingAlpha(showingHeight: height)
        placeGrabber(onSheetFrame: frame)
    }

    /// The nearest detent to the projected height wins; zero (dismissal)
    /// competes with the detents, and a refused dismissal returns to the smallest.
    private func settle(releasedAt raw: CGFloat, projected: CGFloat) {
        let resolved = resolvedDetents
        var target = resolved[0]
        for detent in resolved where abs(detent.height - projected) < abs(target.height - projected) { target = detent }
        let dismisses = abs(projected) < abs(target.height - projected) && raw < resolved[0].height + 1
        draggedHeight = nil
        if dismisses, let presentation = presentedViewController.presentation, presentation.userAttemptsDismissal() {
            return
        }
        let changed = target.identifier != currentDetent.identifier
        UIView.animate(
            withDuration: Self.settleDuration, delay: 0, options: [.curveEaseOut, .allowUserInteraction],
            animations: {
                if changed { self.selectedDetentIdentifier = target.identifier }
                self.layoutSheet()
            }, completion: nil)
        if changed, let delegate = delegate as? UISheetPresentationControllerDelegate {
            delegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
        }
    }

    /// Whether a drag below the smallest detent slides the sheet down (not a modal one).
    private var allowsDismissal: Bool { presentedViewController.presentation?.isModalInPresentation == false }
}

/// Lets the sheet's pan begin only on the sheet (the grabber included), not
/// on the dimmed background or in a scroll view that scrolls vertically.
@MainActor
final class SheetPanDelegate: UIGestureRecognizerDelegate {
    private weak var sheet: UISheetPresentationController?

    init(sheet: UISheetPresentationController) { self.sheet = sheet }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard let sheet, let container = sheet.containerView, let view = sheet.presentedView else { return false }
        let point = touch.location(in: container)
        if sheet.grabber.superview === container, sheet.grabber.frame.insetBy(dx: -10, dy: -10).contains(point) {
            return true
        }
        guard view.frame.contains(point) else { return false }
        var current = touch.view
        var steps = 0
        while let step = current, step !== view, steps < FocusTree.depthLimit {
            if let scroll = step as? UIScrollView, scroll.isScrollEnabled,
                scroll.contentSize.height > scroll.bounds.height - scroll.adjustedContentInset.top
                    - scroll.adjustedContentInset.bottom
            {
                return false
            }
            current = step.superview
            steps += 1
        }
        return true
    }

    /// Vertical drags only: a horizontal one is left to the sheet's content.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
        let velocity = pan.velocity(in: nil)
        let translation = pan.translation(in: nil)
        return abs(translation.y) >= abs(translation.x) || abs(velocity.y) >= abs(velocity.x)
    }
}
