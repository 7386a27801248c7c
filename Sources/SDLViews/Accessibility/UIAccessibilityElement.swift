import Foundation

/// UIKit's `UIAccessibilityElement`: an accessible item that is not a view
/// (a cell of a board drawn in one view, a hotspot on a map), listed in its
/// container view's `accessibilityElements`.
///
/// As in UIKit it is a `UIResponder` whose next responder is its container,
/// so `accessibilityPerformEscape()` walks on from it to the container's
/// chain. `isAccessibilityElement` is false until set, as Apple documents.
@MainActor
open class UIAccessibilityElement: UIResponder, UIAccessibilityIdentification {
    /// The view (or other element) that lists this element; held weakly, as in UIKit.
    open weak var accessibilityContainer: AnyObject?

    open var accessibilityIdentifier: String?

    /// UIKit's `accessibilityFrameInContainerSpace`: the element's frame in
    /// its container view's bounds coordinates; `CGRect.null` (the default)
    /// leaves `accessibilityFrame` as set. While set and the container is a
    /// view, `accessibilityFrame` follows the container wherever it moves.
    open var accessibilityFrameInContainerSpace: CGRect = .null

    /// UIKit's `init(accessibilityContainer:)`.
    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
        super.init()
    }

    /// The frame in window coordinates (see `UIResponder.accessibilityFrame`):
    /// derived from `accessibilityFrameInContainerSpace` when that is set and
    /// the container is a view, else the frame last set.
    open override var accessibilityFrame: CGRect {
        get {
            if !accessibilityFrameInContainerSpace.isNull, let view = accessibilityContainer as? UIView {
                return view.convert(accessibilityFrameInContainerSpace, to: nil)
            }
            return super.accessibilityFrame
        }
        set { super.accessibilityFrame = newValue }
    }

    /// The container, when it is a responder (a view): UIKit's chain from an element.
    open override var next: UIResponder? { accessibilityContainer as? UIResponder }
}
