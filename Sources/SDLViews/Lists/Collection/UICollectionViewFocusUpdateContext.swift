import Foundation

/// UIKit's `UICollectionViewFocusUpdateContext`: a focus update as the
/// collection view's delegate sees it, with the index paths of the items
/// focus moves between (nil for an item that is not one of its cells).
@MainActor
public final class UICollectionViewFocusUpdateContext: UIFocusUpdateContext {
    public let previouslyFocusedIndexPath: IndexPath?
    public let nextFocusedIndexPath: IndexPath?

    init(_ context: UIFocusUpdateContext, previous: IndexPath?, next: IndexPath?) {
        previouslyFocusedIndexPath = previous
        nextFocusedIndexPath = next
        super.init(previous: context.previouslyFocusedItem, next: context.nextFocusedItem, heading: context.focusHeading)
    }
}
