import Foundation

/// UIKit's `UICollectionLayoutSectionOrthogonalScrollingBehavior`: whether a section lays its
/// groups out across the layout's scroll direction and scrolls them on its own, and where that
/// scrolling comes to rest.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// The section lays out along the layout's scroll direction (no scrolling of its own).
    case none
    /// Scrolls freely, decelerating as any scroll view.
    case continuous
    /// Scrolls freely and comes to rest with a group's leading edge where the first group starts.
    case continuousGroupLeadingBoundary
    /// Pages by the collection view's visible length.
    case paging
    /// Pages one group at a time.
    case groupPaging
    /// Pages one group at a time, each group centred (so is the first one at rest).
    case groupPagingCentered
}
