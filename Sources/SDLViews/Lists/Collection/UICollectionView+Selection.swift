import Foundation

/// Highlight on touch-down, selection on touch-up (single or multiple), as UIKit.
extension UICollectionView {
    private var collectionDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }

    func highlightTouch(_ touches: Set<UITouch>) {
        guard allowsSelection, highlightedPath == nil, let touch = touches.first,
            let indexPath = indexPathForItem(at: touch.location(in: self)),
            collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true
        else { return }
        highlightedPath = indexPath
        cellForItem(at: indexPath)?.isHighlighted = true
        collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
    }

    func unhighlight() {
        guard let indexPath = highlightedPath else { return }
        highlightedPath = nil
        cellForItem(at: indexPath)?.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    }

    /// A touch that ends on the item it highlighted selects it (or, with multiple selection,
    /// toggles it); the delegate may refuse either.
    func selectTouch(_ touches: Set<UITouch>) {
        guard let indexPath = highlightedPath else { return }
        let liftedOnItem = touches.first.map { indexPathForItem(at: $0.location(in: self)) == indexPath } ?? false
        unhighlight()
        if liftedOnItem { selectFromUser(indexPath) }
    }

    /// A `.select` press released on a focused cell: selects (or toggles) its item as a tap's lift does.
    func selectFromPress(_ cell: UICollectionViewCell) {
        guard allowsSelection, let indexPath = displayedIndexPath(of: cell) else { return }
        selectFromUser(indexPath)
    }

    /// The user picked an item (tap, press, focus): selected, or with multiple
    /// selection toggled; the delegate may refuse either.
    func selectFromUser(_ indexPath: IndexPath) {
        if let row = cellForItem(at: indexPath) as? UICollectionViewListCell, row.takesSelectionAsOutlineToggle() {
            return
        }
        if allowsMultipleSelection && selectedPaths.contains(indexPath) {
            guard collectionDelegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
            setSelected(false, at: indexPath)
            collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard collectionDelegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !allowsMultipleSelection {
            for other in selectedPaths where other != indexPath {
                setSelected(false, at: other)
                collectionDelegate?.collectionView(self, didDeselectItemAt: other)
            }
        }
        setSelected(true, at: indexPath)
        collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    func setSelected(_ selected: Bool, at indexPath: IndexPath) {
        if selected {
            if !selectedPaths.contains(indexPath) { selectedPaths.append(indexPath) }
        } else {
            selectedPaths.removeAll { $0 == indexPath }
        }
        cellForItem(at: indexPath)?.isSelected = selected
    }

    func selectItemImplementation(_ indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for path in selectedPaths { setSelected(false, at: path) }
            return
        }
        guard allowsSelection, contains(indexPath) else {
            return SDLViewsLog.error("UICollectionView selectItem(at:): no selectable item at \(indexPath)")
        }
        if !allowsMultipleSelection {
            for other in selectedPaths where other != indexPath { setSelected(false, at: other) }
        }
        setSelected(true, at: indexPath)
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }
}
