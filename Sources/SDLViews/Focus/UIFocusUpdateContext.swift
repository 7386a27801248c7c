import Foundation

/// UIKit's `UIFocusUpdateContext`: one focus update, from the previously to
/// the next focused item, with the heading that caused it
/// (`UICollectionViewFocusUpdateContext` adds the index paths).
@MainActor
public class UIFocusUpdateContext {
    public let previouslyFocusedItem: UIFocusItem?
    public let nextFocusedItem: UIFocusItem?
    public let focusHeading: UIFocusHeading

    init(previous: UIFocusItem?, next: UIFocusItem?, heading: UIFocusHeading) {
        previouslyFocusedItem = previous
        nextFocusedItem = next
        focusHeading = heading
    }

    public var previouslyFocusedView: UIView? { previouslyFocusedItem as? UIView }
    public var nextFocusedView: UIView? { nextFocusedItem as? UIView }
}
