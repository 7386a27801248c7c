import Foundation

/// UIKit's `UITableViewFocusUpdateContext`: a focus update as the table's
/// delegate sees it, with the index paths of the rows focus moves between
/// (nil for an item that is not one of its cells).
@MainActor
public final class UITableViewFocusUpdateContext: UIFocusUpdateContext {
    public let previouslyFocusedIndexPath: IndexPath?
    public let nextFocusedIndexPath: IndexPath?

    init(_ context: UIFocusUpdateContext, paths: (previous: IndexPath?, next: IndexPath?)) {
        previouslyFocusedIndexPath = paths.previous
        nextFocusedIndexPath = paths.next
        super.init(previous: context.previouslyFocusedItem, next: context.nextFocusedItem, heading: context.focusHeading)
    }
}
