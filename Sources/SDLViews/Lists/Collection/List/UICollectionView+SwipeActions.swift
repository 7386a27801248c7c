import Foundation

/// Swipe actions on the `UICollectionViewListCell` rows of list sections, from
/// the section's `UICollectionLayoutListConfiguration` providers, through the
/// driver tables use. As UIKit: no editing delegate calls (those are the
/// table's), and other cells and layouts never swipe. The recognizer is
/// added once a list section offers actions, so other collection views pay nothing.
extension UICollectionView: SwipeActionsHost {
    func updateSwipeActions() {
        if swipeActions == nil, listLayout?.offersSwipeActions == true {
            swipeActions = SwipeActionsDriver(host: self)
        }
        swipeActions?.closeIfScrolled()
    }

    private var listLayout: UICollectionViewCompositionalLayout? {
        collectionViewLayoutStorage as? UICollectionViewCompositionalLayout
    }

    func swipeRow(at point: CGPoint) -> IndexPath? { indexPathForItem(at: point) }

    func swipeCell(at row: IndexPath) -> (any SwipeableCell)? { cellForItem(at: row) as? UICollectionViewListCell }

    func swipeMayDrag(_ open: SwipeActionsState?) -> Bool { true }

    func swipeConfiguration(for row: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        guard let list = listLayout?.listConfiguration(forSection: row.section) else { return nil }
        let provider =
            trailing ? list.trailingSwipeActionsConfigurationProvider : list.leadingSwipeActionsConfigurationProvider
        return provider?(row)
    }

    /// UIKit's default for a `.delete` accessory without a handler: the row's trailing actions open.
    func revealTrailingSwipeActions(at row: IndexPath) {
        guard let cell = swipeCell(at: row), let configuration = swipeConfiguration(for: row, trailing: true) else {
            return
        }
        if swipeActions == nil { swipeActions = SwipeActionsDriver(host: self) }
        swipeActions?.reveal(configuration, row: row, cell: cell, isConfirmation: false)
    }

    func swipeDidBegin(at row: IndexPath) {}

    func swipeDidEnd(at row: IndexPath?) {}
}
