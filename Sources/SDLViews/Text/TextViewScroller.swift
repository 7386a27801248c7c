import Foundation

/// The text view's own vertical scrolling until `UITextView` becomes a
/// `UIScrollView` subclass: an offset clamped to the content, moved by the
/// wheel or trackpad and by a finger's pan (a mouse drag selects instead,
/// as on iPadOS with a pointer). The seam: `UITextView` only reads `offset`,
/// sets `contentHeight` and calls `scrollToShow(_:)`.
@MainActor
final class TextViewScroller: UIGestureRecognizerDelegate {
    private unowned let view: UIView
    private let onScroll: () -> Void
    private(set) var offset: CGFloat = 0
    var contentHeight: CGFloat = 0 { didSet { clamp() } }

    init(view: UIView, onScroll: @escaping () -> Void) {
        self.view = view
        self.onScroll = onScroll
        let pan = UIPanGestureRecognizer { [unowned self] pan in panned(pan) }
        pan.allowedScrollTypesMask = .all
        pan.delegate = self
        view.addGestureRecognizer(pan)
    }

    var maximumOffset: CGFloat { max(contentHeight - view.bounds.height, 0) }

    func setOffset(_ value: CGFloat) {
        let clamped = min(max(value.isFinite ? value : 0, 0), maximumOffset)
        guard clamped != offset else { return }
        offset = clamped
        onScroll()
    }

    /// Scrolls the least that shows `rect` (content coordinates).
    func scrollToShow(_ rect: CGRect) {
        let height = view.bounds.height
        if rect.minY < offset {
            setOffset(rect.minY)
        } else if rect.maxY > offset + height {
            setOffset(rect.maxY - height)
        }
    }

    func clamp() { setOffset(offset) }

    private func panned(_ pan: UIPanGestureRecognizer) {
        let translation = pan.translation(in: view)
        pan.setTranslation(.zero, in: view)
        setOffset(offset - translation.y)
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        touch.type == .direct
    }
}
