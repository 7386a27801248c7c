import Foundation

/// Batch updates: recorded calls checked against the data source's new counts, then the
/// displayed views carried to their new index paths and animated to their new frames.
extension UICollectionView {
    /// A single update call outside `performBatchUpdates` is a batch of its own.
    func record(_ change: (inout CollectionUpdateRecorder) -> Void) {
        if updateRecorder != nil {
            change(&updateRecorder!)
        } else {
            runBatch({ change(&self.updateRecorder!) }, completion: nil)
        }
    }

    func runBatch(_ updates: () -> Void, completion: ((Bool) -> Void)?) {
        guard updateRecorder == nil else {
            updates()
            completion?(true)
            return
        }
        let oldCounts = itemCounts
        updateRecorder = CollectionUpdateRecorder()
        updates()
        let recorded = updateRecorder ?? CollectionUpdateRecorder()
        updateRecorder = nil
        guard let oldCounts, window != nil || !displayed.isEmpty else {
            // Nothing loaded yet: UIKit simply reads the data at the next layout.
            reloadData()
            completion?(true)
            return
        }
        let newCounts = readItemCounts()
        let mapping = CollectionUpdateMapping(oldCounts: oldCounts, newCounts: newCounts, updates: recorded)
        if let reason = mapping.invalidReason {
            SDLViewsLog.error("UICollectionView: \(reason) Reloading all data instead.")
            reloadData()
            layoutIfNeeded()
            completion?(false)
            return
        }
        apply(mapping, newCounts: newCounts, reloaded: Set(recorded.reloadedItems), completion: completion)
    }

    private func apply(
        _ mapping: CollectionUpdateMapping, newCounts: [Int], reloaded: Set<IndexPath>,
        completion: ((Bool) -> Void)?
    ) {
        itemCounts = newCounts
        var carried: [CollectionElementKey: UICollectionReusableView] = [:]
        var leaving: [(key: CollectionElementKey, view: UICollectionReusableView)] = []
        for (key, view) in displayed {
            if let newKey = carriedKey(key, mapping: mapping, reloaded: reloaded) {
                carried[newKey] = view
            } else {
                leaving.append((key, view))
            }
        }
        displayed = carried
        selectedPaths = selectedPaths.compactMap { mapping.newPath(ofOldItem: $0) }
        swipeActions?.rowsMoved(reloaded: reloaded) { mapping.newPath(ofOldItem: $0) }
        if let highlighted = highlightedPath { highlightedPath = mapping.newPath(ofOldItem: highlighted) }
        collectionViewLayoutStorage.invalidateLayout()
        _ = preparedLayout
        clampContentOffset()
        UIView.animate(
            withDuration: CollectionUpdateAnimation.duration,
            animations: {
                for (_, view) in leaving { view.alpha = 0 }
                leaving += self.updateDisplayedElementsAnimated()
            },
            completion: { finished in
                for (key, view) in leaving where !self.displayed.values.contains(where: { $0 === view }) {
                    view.alpha = 1
                    self.recycle(view, key: key)
                }
                completion?(finished)
            })
    }

    private func carriedKey(_ key: CollectionElementKey, mapping: CollectionUpdateMapping, reloaded: Set<IndexPath>)
        -> CollectionElementKey?
    {
        switch key {
        case .cell(let old):
            guard !reloaded.contains(old), let new = mapping.newPath(ofOldItem: old) else { return nil }
            return .cell(new)
        case .supplementary(let kind, let old):
            guard let section = mapping.newSectionOfOldSection[old.section] else { return nil }
            var new = old
            new.section = section
            return .supplementary(kind, new)
        }
    }

    /// Inside an animation block: carried views move to their new frames, new views fade in,
    /// carried views that end outside the bounds move there and are returned to leave.
    private func updateDisplayedElementsAnimated() -> [(key: CollectionElementKey, view: UICollectionReusableView)] {
        let leaving = updateDisplayedElements(animatingUpdate: true)
        for (key, view) in leaving {
            if case .cell(let path) = key,
                let attributes = collectionViewLayoutStorage.layoutAttributesForItem(at: path)
            {
                apply(attributes, to: view)
            } else {
                view.alpha = 0
            }
        }
        return leaving
    }

    /// Keeps the offset inside the new content after an update shrank it.
    private func clampContentOffset() {
        let inset = adjustedContentInset
        let maxX = max(-inset.left, contentSize.width + inset.right - bounds.width)
        let maxY = max(-inset.top, contentSize.height + inset.bottom - bounds.height)
        let clamped = CGPoint(x: min(contentOffset.x, maxX), y: min(contentOffset.y, maxY))
        if clamped != contentOffset { contentOffset = clamped }
    }
}
