import Foundation

/// The collection view in the focus engine: which items can be focused (the
/// delegate, else `allowsFocus`), its items without cells around the visible
/// part as focus candidates (scrolled into view when focus moves there),
/// where focus enters it (`remembersLastFocusedIndexPath`, the delegate's
/// preferred index path), the delegate's veto and report, and selection
/// following focus.
extension UICollectionView: FocusListContainer {
    private var focusDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }

    /// Whether the item can be focused: the delegate's answer (by default `allowsFocus`).
    func canFocusItem(at indexPath: IndexPath) -> Bool {
        focusDelegate.map { $0.collectionView(self, canFocusItemAt: indexPath) } ?? allowsFocus
    }

    /// The index path a displayed cell shows.
    func displayedIndexPath(of cell: UICollectionViewCell) -> IndexPath? {
        for (key, view) in displayed where view === cell {
            if case .cell(let indexPath) = key { return indexPath }
        }
        return nil
    }

    func focusItemsWithoutViews(in rect: CGRect) -> [(indexPath: IndexPath, frame: CGRect)] {
        (preparedLayout.layoutAttributesForElements(in: rect) ?? []).compactMap { attributes in
            guard attributes.representedElementCategory == .cell, !attributes.isHidden,
                attributes.frame.overlaps(rect), contains(attributes.indexPath),
                displayed[.cell(attributes.indexPath)] == nil, canFocusItem(at: attributes.indexPath)
            else { return nil }
            return (attributes.indexPath, attributes.frame)
        }
    }

    func focusFrame(at indexPath: IndexPath) -> CGRect? {
        guard contains(indexPath) else { return nil }
        return preparedLayout.layoutAttributesForItem(at: indexPath)?.frame
    }

    func displayedFocusCell(at indexPath: IndexPath) -> UIView? { cellForItem(at: indexPath) }

    func focusIndexPath(of view: UIView) -> IndexPath? {
        (view as? UICollectionViewCell).flatMap { displayedIndexPath(of: $0) }
    }

    var preferredFocusIndexPath: IndexPath? {
        preferredFocusIndexPath(
            delegatePreferred: focusDelegate?.indexPathForPreferredFocusedView(in: self), owner: "UICollectionView")
    }

    private func focusContext(_ context: UIFocusUpdateContext) -> UICollectionViewFocusUpdateContext {
        let paths = focusIndexPaths(of: context)
        return UICollectionViewFocusUpdateContext(context, previous: paths.previous, next: paths.next)
    }

    func delegateAllowsFocusUpdate(_ context: UIFocusUpdateContext) -> Bool {
        focusDelegate?.collectionView(self, shouldUpdateFocusIn: focusContext(context)) ?? true
    }

    func focusDidUpdate(_ context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        let collectionContext = focusContext(context)
        recordFocus(context)
        if let path = collectionContext.nextFocusedIndexPath, allowsSelection, !selectedPaths.contains(path),
            focusDelegate.map({ $0.collectionView(self, selectionFollowsFocusForItemAt: path) }) ?? selectionFollowsFocus
        {
            selectFromUser(path)
        }
        focusDelegate?.collectionView(self, didUpdateFocusIn: collectionContext, with: coordinator)
    }
}
