import Foundation

/// Where an orthogonal section's release comes to rest, by its behaviour: as UIKit's, the
/// group-aligned ones move the scroll view's target to a group's leading edge (the nearest one
/// for `.continuousGroupLeadingBoundary`, the next one in the flick's direction or the nearest
/// for the group-paging ones); `.paging` is the scroll view's own paging, its pages (the band's
/// size) counted from the right end when the section is mirrored, as UIKit's.
@MainActor
final class OrthogonalSnapping: UIScrollViewDelegate {
    var geometry: CollectionOrthogonalGeometry?

    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        guard let geometry, geometry.pitch > 0 else { return }
        let horizontal = geometry.scrollsHorizontally
        let range = horizontal ? scrollView.horizontalRange : scrollView.verticalRange
        // Mirrored, groups are counted from the far end: offsets are turned into
        // left-to-right ones (the mirror across the range is its own inverse).
        let mirror: (CGFloat) -> CGFloat = { geometry.isMirrored ? range.lowerBound + range.upperBound - $0 : $0 }
        let offset = mirror(horizontal ? scrollView.contentOffset.x : scrollView.contentOffset.y)
        let proposed = mirror(horizontal ? targetContentOffset.pointee.x : targetContentOffset.pointee.y)
        let speed = (horizontal ? velocity.x : velocity.y) * 1000 * (geometry.isMirrored ? -1 : 1)
        var pitch = geometry.pitch
        let group: Int
        switch geometry.behavior {
        case .continuousGroupLeadingBoundary:
            group = Int((proposed / pitch).rounded())
        case .groupPaging, .groupPagingCentered:
            group = ScrollPhysics.page(for: offset, velocity: speed, pageSize: pitch, pageCount: geometry.groupCount)
        case .paging where geometry.isMirrored:
            // The scroll view pages from the left end; mirrored, pages count from the right.
            pitch = horizontal ? scrollView.bounds.width : scrollView.bounds.height
            let content = horizontal ? scrollView.contentSize.width : scrollView.contentSize.height
            guard pitch > 0 else { return }
            let pages = Int((content / pitch).rounded(.up))
            group = ScrollPhysics.page(for: offset, velocity: speed, pageSize: pitch, pageCount: max(pages, 1))
        case .none, .continuous, .paging:
            return
        }
        let target = mirror(min(max(CGFloat(group) * pitch, range.lowerBound), range.upperBound))
        if horizontal { targetContentOffset.pointee.x = target } else { targetContentOffset.pointee.y = target }
    }
}
