import Foundation

/// Keyboard scrolling, as iPadOS with a hardware keyboard: arrows move a
/// line, Page Up/Down and Space (Shift-Space back) a page, Home and End to
/// the ends, each as a short animation. The keys go to the nearest scroll
/// view around the first responder, else the one under the pointer; a
/// first responder taking text (`UIKeyInput`) keeps them.
extension UIScrollView {
    /// How far an arrow key scrolls.
    static let lineScrollDistance: CGFloat = 40

    /// A key down for `responder` (auto-repeat included); true if a scroll view used it.
    static func routeKey(_ key: UIKey, responder: UIResponder, hovered: UIScrollView?) -> Bool {
        guard !(responder is UIKeyInput) else { return false }
        var current: UIView? = (responder as? UIView) ?? (responder as? UIViewController)?.viewIfLoaded
        if responder is UIWindow { current = nil }
        while let view = current {
            if let scrollView = view as? UIScrollView, scrollView.scrollByKey(key) { return true }
            current = view.superview
        }
        return hovered?.scrollByKey(key) ?? false
    }

    /// Scrolls for `key`; true if the key is one this scroll view scrolls with along an axis it can scroll.
    func scrollByKey(_ key: UIKey) -> Bool {
        guard window != nil, !isDragging else { return false }
        let shift = key.modifierFlags.contains(.shift)
        let line = Self.lineScrollDistance
        let page = max(bounds.height - adjustedContentInset.top - adjustedContentInset.bottom - line, line)
        switch key.keyCode {
        case .keyboardUpArrow: return scrollByKey(dy: -line)
        case .keyboardDownArrow: return scrollByKey(dy: line)
        case .keyboardLeftArrow: return scrollByKey(dx: -line)
        case .keyboardRightArrow: return scrollByKey(dx: line)
        case .keyboardPageUp: return scrollByKey(dy: -page)
        case .keyboardPageDown: return scrollByKey(dy: page)
        case .keyboardSpacebar: return scrollByKey(dy: shift ? -page : page)
        case .keyboardHome: return scrollToEnd(top: true)
        case .keyboardEnd: return scrollToEnd(top: false)
        default: return false
        }
    }

    private func scrollByKey(dx: CGFloat = 0, dy: CGFloat = 0) -> Bool {
        guard (dx != 0 && canScrollHorizontally) || (dy != 0 && canScrollVertically) else { return false }
        let from = animator.isMoving ? keyScrollDestination : contentOffset
        let target = clamped(CGPoint(x: from.x + dx, y: from.y + dy))
        if target != contentOffset {
            wheel.reset()
            scrollAnimated(to: target, reason: .programmatic)
        }
        return true
    }

    /// Where a key scroll under way is heading.
    private var keyScrollDestination: CGPoint {
        CGPoint(x: animator.x?.destination ?? contentOffset.x, y: animator.y?.destination ?? contentOffset.y)
    }

    /// Home and End: vertically if the content scrolls that way, else horizontally. Home is UIKit's
    /// scroll-to-top (the status-bar tap): it asks `scrollViewShouldScrollToTop` and reports `scrollViewDidScrollToTop`.
    private func scrollToEnd(top: Bool) -> Bool {
        let vertical = canScrollVertically
        guard vertical || canScrollHorizontally else { return false }
        let h = horizontalRange, v = verticalRange
        var target = contentOffset
        if vertical {
            target.y = top ? v.lowerBound : v.upperBound
        } else {
            target.x = top ? h.lowerBound : h.upperBound
        }
        if top {
            guard scrollsToTop, delegate?.scrollViewShouldScrollToTop(self) ?? true else { return true }
        }
        guard target != contentOffset else { return true }
        wheel.reset()
        scrollAnimated(to: target, reason: top ? .scrollToTop : .programmatic)
        return true
    }
}
