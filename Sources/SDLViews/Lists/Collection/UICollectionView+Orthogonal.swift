import Foundation

/// Orthogonally scrolling sections: a scroll view for each section the layout reports whose band
/// is near the visible bounds (as UIKit makes them as sections come on screen), holding that
/// section's cells; elements are placed in the view that holds them.
extension UICollectionView {
    /// An orthogonal section's own scroll offset, kept while its scroll view is let go (zero for other sections).
    func orthogonalContentOffset(inSection section: Int) -> CGPoint {
        orthogonalScrollers[section]?.contentOffset ?? orthogonalOffsets[section] ?? .zero
    }

    /// Makes, updates and lets go of the sections' scroll views to match the layout and the
    /// visible bounds (with half a screen's margin each way).
    func syncOrthogonalScrollers() {
        let geometry = collectionViewLayoutStorage.orthogonalSections
        let near = bounds.insetBy(dx: -bounds.width / 2, dy: -bounds.height / 2)
        for (section, scroller) in orthogonalScrollers {
            guard let sectionGeometry = geometry[section] else {
                removeOrthogonalScroller(section, keepingOffset: false)
                continue
            }
            if !sectionGeometry.frame.intersects(near) && !scroller.isBusy {
                removeOrthogonalScroller(section, keepingOffset: true)
            }
        }
        orthogonalOffsets = orthogonalOffsets.filter { geometry[$0.key] != nil }
        for (section, sectionGeometry) in geometry
        where orthogonalScrollers[section] != nil || sectionGeometry.frame.intersects(near) {
            orthogonalScroller(forSection: section, geometry: sectionGeometry)
        }
    }

    /// The section's scroll view, made (at its kept offset) if it is not there.
    @discardableResult
    func orthogonalScroller(forSection section: Int, geometry: CollectionOrthogonalGeometry)
        -> CollectionOrthogonalScrollView
    {
        if let scroller = orthogonalScrollers[section] {
            scroller.configure(geometry)
            return scroller
        }
        let scroller = CollectionOrthogonalScrollView(collectionView: self)
        orthogonalScrollers[section] = scroller
        insertSubview(scroller, at: 0)
        scroller.configure(geometry)
        if let kept = orthogonalOffsets.removeValue(forKey: section) { scroller.contentOffset = scroller.clamped(kept) }
        return scroller
    }

    private func removeOrthogonalScroller(_ section: Int, keepingOffset: Bool) {
        guard let scroller = orthogonalScrollers.removeValue(forKey: section) else { return }
        if keepingOffset { orthogonalOffsets[section] = scroller.contentOffset }
        scroller.removeFromSuperview()
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
        let section = attribute.indexPath.section
        guard attribute.isOrthogonalContent, let geometry = collectionViewLayoutStorage.orthogonalSections[section]
        else { return false }
        let scroller = orthogonalScroller(forSection: section, geometry: geometry)
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
