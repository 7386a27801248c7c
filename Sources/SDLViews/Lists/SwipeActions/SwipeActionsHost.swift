import Foundation

/// A list whose rows swipe (`UITableView`, and `UICollectionView` in list
/// sections): what the shared `SwipeActionsDriver` asks of it.
@MainActor
protocol SwipeActionsHost: UIScrollView {
    /// The row at `point` (content coordinates).
    func swipeRow(at point: CGPoint) -> IndexPath?
    /// The row's visible cell, when it is one that can show swipe actions.
    func swipeCell(at row: IndexPath) -> (any SwipeableCell)?
    /// Whether a drag may move `open` (the open swipe, on the dragged row) or, given nil, begin a new swipe.
    func swipeMayDrag(_ open: SwipeActionsState?) -> Bool
    /// The row's actions on one side (nil or no actions: that side does not open).
    func swipeConfiguration(for row: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration?
    /// A swipe (not a delete confirmation) began on the row.
    func swipeDidBegin(at row: IndexPath)
    /// The swipe ended; nil when its row was deleted meanwhile.
    func swipeDidEnd(at row: IndexPath?)
}
