import Foundation

/// Reading counts, preparing the layout and keeping exactly the visible elements as views.
extension UICollectionView {
    func attach(_ layout: UICollectionViewLayout) {
        layout.collectionView = self
        layout.invalidateLayout()
    }

    func setLayoutImplementation(_ layout: UICollectionViewLayout, animated: Bool) {
        guard layout !== collectionViewLayoutStorage else { return }
        collectionViewLayoutStorage.collectionView = nil
        collectionViewLayoutStorage = layout
        attach(layout)
        if animated {
            UIView.animate(withDuration: CollectionUpdateAnimation.duration) { self.layoutIfNeeded() }
        } else {
            layoutIfNeeded()
        }
    }

    func reloadDataImplementation() {
        itemCounts = nil
        swipeActions?.rowsMoved { _ in nil }
        for (key, view) in displayed { recycle(view, key: key) }
        displayed = [:]
        selectedPaths = []
        highlightedPath = nil
        collectionViewLayoutStorage.dataDidReload()
        collectionViewLayoutStorage.invalidateLayout()
        setNeedsLayout()
    }

    var currentItemCounts: [Int] {
        if let itemCounts { return itemCounts }
        let counts = readItemCounts()
        itemCounts = counts
        return counts
    }

    func readItemCounts() -> [Int] {
        guard let dataSource else { return [] }
        let sections = dataSource.numberOfSections(in: self)
        guard sections >= 0 else {
            SDLViewsLog.error("UICollectionView: numberOfSections(in:) returned \(sections); showing no sections")
            return []
        }
        return (0..<sections).map { section in
            let count = dataSource.collectionView(self, numberOfItemsInSection: section)
            guard count >= 0 else {
                SDLViewsLog.error("UICollectionView: section \(section) has \(count) items; showing none")
                return 0
            }
            return count
        }
    }

    func numberOfItemsImplementation(_ section: Int) -> Int {
        let counts = currentItemCounts
        guard counts.indices.contains(section) else {
            SDLViewsLog.error("UICollectionView numberOfItems(inSection:): section \(section) is out of range")
            return 0
        }
        return counts[section]
    }

    func contains(_ indexPath: IndexPath) -> Bool {
        let counts = currentItemCounts
        return indexPath.count == 2 && counts.indices.contains(indexPath.section) && indexPath.item >= 0
            && indexPath.item < counts[indexPath.section]
    }

    /// The layout, prepared for the current counts.
    var preparedLayout: UICollectionViewLayout {
        let layout = collectionViewLayoutStorage
        _ = currentItemCounts
        if layout.needsPrepare {
            layout.needsPrepare = false
            let before = horizontalRange
            layout.prepare()
            contentSize = layout.collectionViewContentSize
            keepHorizontalScrollPlace(from: before, mirrored: layout.scrollsHorizontally && layout.mirroringWidth != nil)
        }
        return layout
    }

    /// Right to left, a horizontally scrolling layout starts at the right, as
    /// UIKit's: when its frames become mirrored (or stop being) the offset is
    /// mirrored too, so the same items stay in view (a new collection view
    /// starts at its first items, at the right); while mirrored, content that
    /// grows or shrinks keeps the offset's distance from the right end, as
    /// left to right it keeps its distance from the left.
    private func keepHorizontalScrollPlace(from before: ClosedRange<CGFloat>, mirrored: Bool) {
        defer { showsContentMirrored = mirrored }
        let after = horizontalRange
        var x = contentOffset.x
        if mirrored != showsContentMirrored {
            x = after.lowerBound + after.upperBound - x
        } else if mirrored {
            x += after.upperBound - before.upperBound
        } else {
            return
        }
        x = min(max(x, after.lowerBound), after.upperBound)
        if x != contentOffset.x { contentOffset.x = x }
    }

    /// Makes views for the elements the layout puts in the visible bounds and queues the others;
    /// during an animated update new views fade in and the others are returned (not queued).
    @discardableResult
    func updateDisplayedElements(animatingUpdate: Bool = false)
        -> [(key: CollectionElementKey, view: UICollectionReusableView)]
    {
        let layout = preparedLayout
        let visible = bounds
        syncOrthogonalScrollers()
        let attributes = (layout.layoutAttributesForElements(in: visible) ?? []).filter {
            isOnScreen($0, in: visible) && isValid($0)
        }
        layout.adjustVisibleAttributes(attributes)
        var leaving: [(key: CollectionElementKey, view: UICollectionReusableView)] = []
        // Views leaving go first, so the views coming in can reuse them.
        let staying = Set(attributes.map(\.elementKey))
        for (key, view) in displayed where !staying.contains(key) {
            displayed[key] = nil
            if animatingUpdate { leaving.append((key, view)) } else { recycle(view, key: key) }
        }
        var next: [CollectionElementKey: UICollectionReusableView] = [:]
        var used = Set<ObjectIdentifier>()
        for attribute in attributes {
            let key = attribute.elementKey
            guard next[key] == nil else { continue }
            if let existing = displayed[key] {
                apply(attribute, to: existing)
                used.insert(ObjectIdentifier(existing))
                next[key] = existing
                continue
            }
            var view = makeView(for: attribute)
            if !used.insert(ObjectIdentifier(view)).inserted || isShown(view) {
                SDLViewsLog.error(
                    "UICollectionView: the data source returned a view already on screen for \(key); "
                        + "showing a plain cell instead")
                view = UICollectionViewCell(frame: .zero)
            }
            UIView.performWithoutAnimation {
                show(view, with: attribute)
                if animatingUpdate { view.alpha = 0 }
            }
            if animatingUpdate { view.alpha = attribute.alpha }
            next[key] = view
        }
        displayed = next
        return leaving
    }

    /// Whether a view is displayed already (a data source handing out a cell it kept).
    private func isShown(_ view: UICollectionReusableView) -> Bool {
        view.superview != nil && displayed.values.contains { $0 === view }
    }

    private func isValid(_ attribute: UICollectionViewLayoutAttributes) -> Bool {
        switch attribute.representedElementCategory {
        case .cell: return contains(attribute.indexPath)
        case .supplementaryView: return true
        case .decorationView: return false
        }
    }

    func makeView(for attribute: UICollectionViewLayoutAttributes) -> UICollectionReusableView {
        guard let dataSource else { return UICollectionViewCell(frame: .zero) }
        switch attribute.elementKey {
        case .cell(let indexPath):
            let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
            cell.isSelected = selectedPaths.contains(indexPath)
            cell.isHighlighted = highlightedPath == indexPath
            (delegate as? UICollectionViewDelegate)?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
            return cell
        case .supplementary(let kind, let indexPath):
            return dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath)
        }
    }

    func show(_ view: UICollectionReusableView, with attribute: UICollectionViewLayoutAttributes) {
        apply(attribute, to: view)
        askPreferredAttributes(of: view, for: attribute)
    }

    /// UIKit's self-sizing: a view coming on screen may prefer other attributes; the layout
    /// decides whether they invalidate it (the next layout pass then moves the elements).
    private func askPreferredAttributes(
        of view: UICollectionReusableView, for attribute: UICollectionViewLayoutAttributes
    ) {
        let preferred = view.preferredLayoutAttributesFitting(attribute.copy())
        let layout = collectionViewLayoutStorage
        if layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attribute) {
            layout.invalidateLayout()
        }
    }

    /// Puts the view in the view that holds its element (an orthogonal section's scroll view or
    /// this one) with the attributes.
    func apply(_ attribute: UICollectionViewLayoutAttributes, to view: UICollectionReusableView) {
        let holder = container(for: attribute)
        if view.superview !== holder { holder.insertSubview(view, at: 0) }
        let frame = frameInContainer(attribute, container: holder)
        let hasTransform = attribute.transform != .identity
        if hasTransform {
            let center = CGPoint(x: frame.midX, y: frame.midY)
            if view.bounds.size != attribute.size { view.bounds = attribute.bounds }
            if view.center != center { view.center = center }
            view.transform = attribute.transform
        } else {
            if view.transform != .identity { view.transform = .identity }
            if view.frame != frame { view.frame = frame }
        }
        if view.alpha != attribute.alpha { view.alpha = attribute.alpha }
        if view.isHidden != attribute.isHidden { view.isHidden = attribute.isHidden }
        view.layer.zPosition = CGFloat(attribute.zIndex)
        view.apply(attribute)
    }

    /// Takes a view off screen and queues it for reuse under its identifier.
    func recycle(_ view: UICollectionReusableView, key: CollectionElementKey) {
        view.removeFromSuperview()
        (view as? UICollectionViewListCell)?.clearSwipeActions()
        guard let identifier = view.reuseIdentifier else { return }
        switch key {
        case .cell(let indexPath):
            if let cell = view as? UICollectionViewCell {
                (delegate as? UICollectionViewDelegate)?.collectionView(
                    self, didEndDisplaying: cell, forItemAt: indexPath)
            }
            reusePool.put(view, key: identifier)
        case .supplementary(let kind, _):
            reusePool.put(view, key: CollectionReusePool.supplementaryKey(kind: kind, identifier: identifier))
        }
    }

    var displayedCells: [(indexPath: IndexPath, cell: UICollectionViewCell)] {
        displayed.compactMap { key, view in
            guard case .cell(let indexPath) = key, let cell = view as? UICollectionViewCell else { return nil }
            return (indexPath, cell)
        }.sorted { $0.indexPath < $1.indexPath }
    }

    func indexPathForItemImplementation(_ point: CGPoint) -> IndexPath? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
        let hits = (preparedLayout.layoutAttributesForElements(in: probe) ?? []).filter {
            $0.representedElementCategory == .cell && isOnScreen($0, in: probe) && displayFrame(of: $0).contains(point)
                && contains($0.indexPath)
        }
        return hits.max { $0.zIndex < $1.zIndex }?.indexPath
    }

    func scrollToItemImplementation(_ indexPath: IndexPath, position: ScrollPosition, animated: Bool) {
        guard contains(indexPath), let attributes = preparedLayout.layoutAttributesForItem(at: indexPath) else {
            return SDLViewsLog.error("UICollectionView scrollToItem(at:at:animated:): no item at \(indexPath)")
        }
        let frame = attributes.frame
        // An orthogonal section scrolls itself across; the collection view only along its own direction.
        let across = scrollOrthogonally(to: attributes, at: position, animated: animated)
        let inset = adjustedContentInset
        let view = bounds.inset(by: inset)
        var offset = contentOffset
        let vertical = !across || orthogonalScrollers[indexPath.section]?.geometry?.scrollsHorizontally == true
        let horizontal = !across || !vertical
        if vertical {
            if position.contains(.top) { offset.y = frame.minY - inset.top }
            if position.contains(.centeredVertically) { offset.y = frame.midY - view.height / 2 - inset.top }
            if position.contains(.bottom) { offset.y = frame.maxY - view.height - inset.top }
        }
        if horizontal {
            if position.contains(.left) { offset.x = frame.minX - inset.left }
            if position.contains(.centeredHorizontally) { offset.x = frame.midX - view.width / 2 - inset.left }
            if position.contains(.right) { offset.x = frame.maxX - view.width - inset.left }
        }
        let maxX = max(-inset.left, contentSize.width + inset.right - bounds.width)
        let maxY = max(-inset.top, contentSize.height + inset.bottom - bounds.height)
        offset.x = min(max(offset.x, -inset.left), maxX)
        offset.y = min(max(offset.y, -inset.top), maxY)
        setContentOffset(offset, animated: animated)
    }

    func reconfigureImplementation(_ indexPaths: [IndexPath]) {
        for indexPath in indexPaths {
            guard let dataSource, let cell = displayed[.cell(indexPath)] as? UICollectionViewCell else { continue }
            reconfiguringCell = cell
            let result = dataSource.collectionView(self, cellForItemAt: indexPath)
            reconfiguringCell = nil
            guard result !== cell, let attributes = preparedLayout.layoutAttributesForItem(at: indexPath) else {
                continue
            }
            recycle(cell, key: .cell(indexPath))
            show(result, with: attributes)
            displayed[.cell(indexPath)] = result
        }
    }
}
