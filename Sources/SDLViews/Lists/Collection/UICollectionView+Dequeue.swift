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
        if let nib = cellNibs[identifier] {
            reusePool.noteMade(identifier)
            let cell =
                nib.instantiateReusableView(
                    identifier: identifier, reuseIdentifier: \UICollectionViewCell.reuseIdentifier)
                ?? UICollectionViewCell(frame: .zero)
            cell.reuseIdentifier = identifier
            return cell
        }
        guard let type = cellClasses[identifier] else {
            SDLViewsLog.error(
                "UICollectionView: could not dequeue a cell with identifier \(identifier) - register a class for it; "
                    + "returning a plain cell")
            return UICollectionViewCell(frame: .zero)
        }
        let cell = type.init()
        cell.reuseIdentifier = identifier
        reusePool.noteMade(identifier)
        return cell
    }

    func dequeueSupplementaryImplementation(kind: String, identifier: String) -> UICollectionReusableView {
        let key = CollectionReusePool.supplementaryKey(kind: kind, identifier: identifier)
        if let queued = reusePool.take(key) {
            queued.prepareForReuse()
            return queued
        }
        if let nib = supplementaryNibs[key] {
            reusePool.noteMade(key)
            let view =
                nib.instantiateReusableView(
                    identifier: identifier, reuseIdentifier: \UICollectionReusableView.reuseIdentifier)
                ?? UICollectionReusableView(frame: .zero)
            view.reuseIdentifier = identifier
            return view
        }
        guard let type = supplementaryClasses[key] else {
            SDLViewsLog.error(
                "UICollectionView: could not dequeue a view of kind \(kind) with identifier \(identifier) - "
                    + "register a class for it; returning a plain view")
            return UICollectionReusableView(frame: .zero)
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
