import Foundation

/// UIKit's `UISwipeActionsConfiguration`: the buttons a row shows on one side
/// when swiped. The first action sits nearest the row's edge and is the one a
/// full swipe performs while `performsFirstActionWithFullSwipe` is on.
@MainActor
open class UISwipeActionsConfiguration {
    public let actions: [UIContextualAction]
    /// Whether swiping the row fully across performs the first action (UIKit's default: true).
    open var performsFirstActionWithFullSwipe = true

    public init(actions: [UIContextualAction]) {
        self.actions = actions
    }
}
