import Foundation

/// The table in the focus engine: its rows without cells around the visible
/// part are focus candidates (scrolled into view when focus moves there),
/// focus coming back into it returns to the row focused last when it
/// `remembersLastFocusedIndexPath`, and its delegate answers, vetoes and hears focus.
extension UITableView: FocusListContainer {
    func focusItemsWithoutViews(in rect: CGRect) -> [(indexPath: IndexPath, frame: CGRect)] {
        rowsImplementation(in: rect).compactMap { row in
            guard visibleRows[row] == nil, canFocusRow(at: row), let frame = rowRect(row) else { return nil }
            return (row, frame)
        }
    }

    func focusFrame(at indexPath: IndexPath) -> CGRect? { rowRect(indexPath) }

    func displayedFocusCell(at indexPath: IndexPath) -> UIView? { visibleRows[indexPath] }

    func focusIndexPath(of view: UIView) -> IndexPath? {
        (view as? UITableViewCell).flatMap { indexPath(for: $0) }
    }

    /// Whether the row can be focused: the delegate's answer (by default `allowsFocus`).
    func canFocusRow(at indexPath: IndexPath) -> Bool {
        tableDelegate.map { $0.tableView(self, canFocusRowAt: indexPath) } ?? allowsFocus
    }

    var preferredFocusIndexPath: IndexPath? {
        preferredFocusIndexPath(
            delegatePreferred: tableDelegate?.indexPathForPreferredFocusedView(in: self), owner: "UITableView")
    }

    func delegateAllowsFocusUpdate(_ context: UIFocusUpdateContext) -> Bool {
        tableDelegate?.tableView(self, shouldUpdateFocusIn: UITableViewFocusUpdateContext(context, paths: focusIndexPaths(of: context)))
            ?? true
    }

    func focusDidUpdate(_ context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        recordFocus(context)
        tableDelegate?.tableView(
            self, didUpdateFocusIn: UITableViewFocusUpdateContext(context, paths: focusIndexPaths(of: context)),
            with: coordinator)
    }
}
