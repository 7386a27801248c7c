import Foundation

/// Where a layout puts a section that scrolls across the collection view's direction: the
/// band (in the collection view's content) its scroll view fills, the size of what scrolls in
/// it, and the group pitch its paging behaviours snap to.
struct CollectionOrthogonalGeometry: Equatable {
    let section: Int
    let frame: CGRect
    let contentSize: CGSize
    let scrollsHorizontally: Bool
    let behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
    /// A group's length plus the spacing, along the band.
    let pitch: CGFloat
    let groupCount: Int
}
