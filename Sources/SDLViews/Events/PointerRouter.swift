import Foundation

/// The mouse when no button is down: hover for `UIHoverGestureRecognizer`s
/// on the view under the pointer and its ancestors, and the wheel or
/// trackpad as scroll input for `UIPanGestureRecognizer`s whose
/// `allowedScrollTypesMask` takes it (UIKit sends scrolling to nothing else).
@MainActor
final class PointerRouter {
    private var hovering: [UIHoverGestureRecognizer] = []
    private var environment: GestureEnvironment { GestureEnvironment.shared }

    /// The pointer moved to `point` with no button down.
    func hover(at point: CGPoint, in window: UIWindow) {
        let chain = window.hitTest(point, with: nil).map { recognizers(UIHoverGestureRecognizer.self, from: $0) } ?? []
        environment.handling {
            for recognizer in hovering where !chain.contains(where: { $0 === recognizer }) {
                recognizer.pointerExited()
            }
            for recognizer in chain { recognizer.pointerMoved(to: point, in: window) }
        }
        hovering = chain
    }

    /// The pointer left `window` (or a button went down): hovering ends there.
    func exit(_ window: UIWindow) {
        let leaving = hovering.filter { $0.view?.window === window || $0.view?.window == nil }
        guard !leaving.isEmpty else { return }
        environment.handling { leaving.forEach { $0.pointerExited() } }
        hovering.removeAll { recognizer in leaving.contains { $0 === recognizer } }
    }

    /// A subtree left its window: its hover recognizers are let go now (the
    /// gesture environment cancels a hover in progress, as UIKit cancels the
    /// gestures of a view leaving its window) rather than at the next hover.
    func subtreeDidLeave(_ subtree: UIView) {
        let before = hovering.count
        hovering.removeAll { $0.view.map { $0.isDescendant(of: subtree) } ?? true }
        if hovering.count != before { environment.settle() }
    }

    /// Wheel or trackpad scrolling by `delta` points with the pointer at `point`;
    /// true when a recognizer took it.
    @discardableResult
    func scroll(by delta: CGPoint, at point: CGPoint, precise: Bool, in window: UIWindow) -> Bool {
        guard let hit = window.hitTest(point, with: nil) else { return false }
        let type: UIScrollTypeMask = precise ? .continuous : .discrete
        let pans = recognizers(UIPanGestureRecognizer.self, from: hit).filter {
            $0.allowedScrollTypesMask.contains(type)
        }
        guard !pans.isEmpty else { return false }
        environment.handling { pans.forEach { $0.scrolled(by: delta, at: point, in: window) } }
        return true
    }

    private func recognizers<R: UIGestureRecognizer>(_ type: R.Type, from view: UIView) -> [R] {
        var result: [R] = []
        var current: UIView? = view
        while let v = current {
            result += v.gestureRecognizerStorage.compactMap { $0 as? R }.filter(\.isEnabled)
            current = v.superview
        }
        return result
    }
}
