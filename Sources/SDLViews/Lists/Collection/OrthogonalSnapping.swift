import Foundation

/// Where an orthogonal section's release comes to rest, by its behaviour: as UIKit's, the
/// group-aligned ones move the scroll view's target to a group's leading edge (the nearest one
/// for `.continuousGroupLeadingBoundary`, the next one in the flick's direction or the nearest
/// for the group-paging ones); `.paging` is the scroll view's own paging.
@MainActor
final class OrthogonalSnapping: UIScrollViewDelegate {
    var geometry: CollectionOrthogonalGeometry?

    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        guard let geometry, geometry.pitch > 0 else { return }
        let horizontal = geometry.scrollsHorizontally
        let offset = horizontal ? scrollView.contentOffset.x : scrollView.contentOffset.y
        let proposed = horizontal ? targetContentOffset.pointee.x : targetContentOffset.pointee.y
        let speed = (horizontal ? velocity.x : velocity.y) * 1000
        let group: Int
        switch geometry.behavior {
        case .continuousGroupLeadingBoundary:
            group = Int((proposed / geometry.pitch).rounded())
        case .groupPaging, .groupPagingCentered:
            group = ScrollPhysics.page(
                for: offset, velocity: speed, pageSize: geometry.pitch, pageCount: geometry.groupCount)
        case .none, .continuous, .paging:
            return
        }
        let range = horizontal ? scrollView.horizontalRange : scrollView.verticalRange
        let target = min(max(CGFloat(group) * geometry.pitch, range.lowerBound), range.upperBound)
        if horizontal { targetContentOffset.pointee.x = target } else { targetContentOffset.pointee.y = target }
    }
}
