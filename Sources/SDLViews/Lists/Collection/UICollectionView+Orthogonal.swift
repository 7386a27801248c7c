import Foundation

/// Orthogonally scrolling sections: one scroll view per section the layout reports, holding
/// that section's cells; elements are placed in the view that holds them.
extension UICollectionView {
    /// An orthogonal section's own scroll offset (zero for other sections).
    func orthogonalContentOffset(inSection section: Int) -> CGPoint {
        orthogonalScrollers[section]?.contentOffset ?? .zero
    }

    /// Makes, updates and removes the sections' scroll views to match the layout.
    func syncOrthogonalScrollers() {
        let geometry = collectionViewLayoutStorage.orthogonalSections
        for (section, scroller) in orthogonalScrollers where geometry[section] == nil {
            scroller.removeFromSuperview()
            orthogonalScrollers[section] = nil
        }
        for (section, sectionGeometry) in geometry {
            let scroller = orthogonalScrollers[section] ?? makeOrthogonalScroller(section)
            scroller.configure(sectionGeometry)
        }
    }

    private func makeOrthogonalScroller(_ section: Int) -> CollectionOrthogonalScrollView {
        let scroller = CollectionOrthogonalScrollView(collectionView: self)
        orthogonalScrollers[section] = scroller
        insertSubview(scroller, at: 0)
        return scroller
    }

    /// The view an element's view lives in: its orthogonal section's scroll view, or this view.
    func container(for attribute: UICollectionViewLayoutAttributes) -> UIView {
        guard attribute.isOrthogonalContent, let scroller = orthogonalScrollers[attribute.indexPath.section] else {
            return self
        }
        return scroller
    }

    /// Where an element shows in this view's content: an orthogonal section's element moved by
    /// the section's own offset.
    func displayFrame(of attribute: UICollectionViewLayoutAttributes) -> CGRect {
        guard attribute.isOrthogonalContent, let scroller = orthogonalScrollers[attribute.indexPath.section] else {
            return attribute.frame
        }
        let offset = scroller.contentOffset
        return attribute.frame.offsetBy(dx: -offset.x, dy: -offset.y)
    }

    /// Whether an element shows in `visible` (and, in an orthogonal section, in its band).
    func isOnScreen(_ attribute: UICollectionViewLayoutAttributes, in visible: CGRect) -> Bool {
        let shown =
            attribute.isOrthogonalContent
            ? visible.intersection(orthogonalScrollers[attribute.indexPath.section]?.frame ?? visible) : visible
        return !shown.isNull && displayFrame(of: attribute).overlaps(shown)
    }

    /// An element's frame in the coordinates of the view holding it.
    func frameInContainer(_ attribute: UICollectionViewLayoutAttributes, container: UIView) -> CGRect {
        guard container !== self else { return attribute.frame }
        let origin = container.frame.origin
        return attribute.frame.offsetBy(dx: -origin.x, dy: -origin.y)
    }

    /// Scrolls an orthogonal section so the item's frame sits at `position` across the
    /// collection view's direction; true when the item is in such a section.
    func scrollOrthogonally(to attribute: UICollectionViewLayoutAttributes, at position: ScrollPosition, animated: Bool)
        -> Bool
    {
        guard attribute.isOrthogonalContent, let scroller = orthogonalScrollers[attribute.indexPath.section],
            let geometry = scroller.geometry
        else { return false }
        let frame = frameInContainer(attribute, container: scroller)
        var offset = scroller.contentOffset
        let length = geometry.scrollsHorizontally ? scroller.bounds.width : scroller.bounds.height
        if geometry.scrollsHorizontally {
            if position.contains(.left) { offset.x = frame.minX }
            if position.contains(.centeredHorizontally) { offset.x = frame.midX - length / 2 }
            if position.contains(.right) { offset.x = frame.maxX - length }
        } else {
            if position.contains(.top) { offset.y = frame.minY }
            if position.contains(.centeredVertically) { offset.y = frame.midY - length / 2 }
            if position.contains(.bottom) { offset.y = frame.maxY - length }
        }
        scroller.setContentOffset(scroller.clamped(offset), animated: animated)
        return true
    }
}
