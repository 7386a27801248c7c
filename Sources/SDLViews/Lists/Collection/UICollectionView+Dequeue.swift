import Foundation

/// Registering classes by reuse identifier and handing out queued or new views.
extension UICollectionView {
    func registerCellImplementation(_ cellClass: AnyClass?, identifier: String) {
        cellNibs[identifier] = nil
        guard let cellClass else {
            cellClasses[identifier] = nil
            return
        }
        guard let type = cellClass as? UICollectionViewCell.Type else {
            return SDLViewsLog.error(
                "UICollectionView register(_:forCellWithReuseIdentifier:): \(cellClass) is not a "
                    + "UICollectionViewCell subclass; \(identifier) is not registered")
        }
        cellClasses[identifier] = type
    }

    func registerSupplementaryImplementation(_ viewClass: AnyClass?, kind: String, identifier: String) {
        let key = CollectionReusePool.supplementaryKey(kind: kind, identifier: identifier)
        supplementaryNibs[key] = nil
        guard let viewClass else {
            supplementaryClasses[key] = nil
            return
        }
        guard let type = viewClass as? UICollectionReusableView.Type else {
            return SDLViewsLog.error(
                "UICollectionView register(_:forSupplementaryViewOfKind:withReuseIdentifier:): \(viewClass) is not "
                    + "a UICollectionReusableView subclass; \(identifier) is not registered")
        }
        supplementaryClasses[key] = type
    }

    func dequeueCellImplementation(_ identifier: String) -> UICollectionViewCell {
        if let cell = reconfiguringCell, cell.reuseIdentifier == identifier {
            reconfiguringCell = nil
            return cell
        }
        if let queued = reusePool.take(identifier) as? UICollectionViewCell {
            queued.prepareForReuse()
            return queued
        }
        return makeReusable(
            key: identifier, identifier: identifier, nib: cellNibs[identifier], type: cellClasses[identifier],
            unregistered: "a cell with identifier \(identifier) - register a class for it; returning a plain cell")
    }

    func dequeueSupplementaryImplementation(kind: String, identifier: String) -> UICollectionReusableView {
        let key = CollectionReusePool.supplementaryKey(kind: kind, identifier: identifier)
        if let queued = reusePool.take(key) {
            queued.prepareForReuse()
            return queued
        }
        return makeReusable(
            key: key, identifier: identifier, nib: supplementaryNibs[key], type: supplementaryClasses[key],
            unregistered:
                "a view of kind \(kind) with identifier \(identifier) - register a class for it; returning a plain view")
    }

    /// A new cell or supplementary view (none was queued): from its nib, else
    /// its class, else a plain one with a logged reason; counted as made.
    private func makeReusable<View: UICollectionReusableView>(
        key: String, identifier: String, nib: UINib?, type: View.Type?, unregistered: String
    ) -> View {
        if let nib {
            reusePool.noteMade(key)
            let view =
                nib.instantiateReusableView(identifier: identifier, reuseIdentifier: \View.reuseIdentifier)
                ?? View()
            view.reuseIdentifier = identifier
            return view
        }
        guard let type else {
            SDLViewsLog.error("UICollectionView: could not dequeue " + unregistered)
            return View()
        }
        let view = type.init()
        view.reuseIdentifier = identifier
        reusePool.noteMade(key)
        return view
    }

    /// Views made per reuse identifier (cells) since the collection view was created.
    package func cellsMade(withReuseIdentifier identifier: String) -> Int {
        reusePool.made[identifier] ?? 0
    }
}
