import Foundation

/// A row whose swipe actions are being dragged or are open (in a table or a list collection view).
struct SwipeActionsState {
    var row: IndexPath
    let side: SwipeActionsView.Side
    let configuration: UISwipeActionsConfiguration
    let view: SwipeActionsView
    /// The content's offset when the current drag began.
    var dragStart: CGFloat = 0
    var isDragging = false
    /// The list's content offset when the row opened: scrolling closes it.
    var listOffset: CGFloat
    /// An editing row's delete confirmation rather than swipe actions (no `willBeginEditingRowAt`).
    let isConfirmation: Bool
    /// Each opening gets a number, so a late action completion cannot close a later opening.
    let serial: Int
    /// An action handler is running (or waiting to call its completion).
    var isPerforming = false

    /// The offset of the content for `distance` uncovered on this side (the
    /// content moves left when the actions are at the right edge).
    func offset(uncovering distance: CGFloat) -> CGFloat { view.isOnRight ? -distance : distance }

    /// How far the content is pushed, from an offset (positive on either side).
    func distance(of offset: CGFloat) -> CGFloat { view.isOnRight ? -offset : offset }
}
