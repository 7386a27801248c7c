import Foundation

/// The table in the focus engine: its rows without cells around the visible
/// part are focus candidates (scrolled into view when focus moves there), and
/// focus coming back into it returns to the row focused last when it
/// `remembersLastFocusedIndexPath`.
extension UITableView: FocusListContainer {
    func focusItemsWithoutViews(in rect: CGRect) -> [(indexPath: IndexPath, frame: CGRect)] {
        guard allowsFocus else { return [] }
        return rowsImplementation(in: rect).compactMap { row in
            guard visibleRows[row] == nil, let frame = rowRect(row) else { return nil }
            return (row, frame)
        }
    }

    func focusFrame(at indexPath: IndexPath) -> CGRect? { rowRect(indexPath) }

    func displayedFocusCell(at indexPath: IndexPath) -> UIView? { visibleRows[indexPath] }

    func focusIndexPath(of view: UIView) -> IndexPath? {
        (view as? UITableViewCell).flatMap { indexPath(for: $0) }
    }

    var preferredFocusIndexPath: IndexPath? { rememberedFocusIndexPath }
}
