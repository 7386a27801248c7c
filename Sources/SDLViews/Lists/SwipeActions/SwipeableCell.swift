import Foundation

/// A cell whose content an open swipe pushes aside (`UITableViewCell`,
/// `UICollectionViewListCell`), showing the actions in the space left.
@MainActor
protocol SwipeableCell: UIView {
    /// How far the swipe has pushed the content (negative: trailing actions show).
    var swipeOffset: CGFloat { get set }
    var swipeActionsView: SwipeActionsView? { get set }
    /// The views the swipe moves: everything the cell shows but its own background colour and the actions.
    var swipeMovingViews: [UIView] { get }
    /// The subview drawn over the actions (the separator), if any.
    var swipeActionsAnchor: UIView? { get }
}

extension SwipeableCell {
    /// Shows `view`'s buttons on the side `swipeOffset` uncovers (the list makes the view when a swipe starts).
    func showSwipeActions(_ view: SwipeActionsView) {
        swipeActionsView?.removeFromSuperview()
        swipeActionsView = view
        UIView.performWithoutAnimation {
            if let anchor = swipeActionsAnchor, anchor.superview === self {
                insertSubview(view, belowSubview: anchor)
            } else {
                addSubview(view)
            }
            view.frame = CGRect(x: view.isOnRight ? bounds.width : 0, y: 0, width: 0, height: bounds.height)
            view.layoutIfNeeded()
        }
    }

    func clearSwipeActions() {
        swipeActionsView?.removeFromSuperview()
        swipeActionsView = nil
        swipeOffset = 0
        setNeedsLayout()
    }

    /// The last step of the cell's layout: the moving views shift by `swipeOffset`; the actions fill the gap.
    func applySwipeOffset() {
        if swipeOffset != 0 {
            for view in swipeMovingViews { view.center.x += swipeOffset }
        }
        guard let actions = swipeActionsView else { return }
        let width = abs(swipeOffset)
        actions.frame = CGRect(
            x: actions.isOnRight ? bounds.width - width : 0, y: 0, width: width, height: bounds.height)
    }
}
