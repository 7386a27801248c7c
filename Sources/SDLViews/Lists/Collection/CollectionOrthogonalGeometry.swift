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
    /// Right to left (a horizontal band in a mirrored layout): the content is
    /// mirrored across its width, so the first group is at the right and the
    /// band opens scrolled to it.
    var isMirrored = false

    /// The width the band's content is mirrored across: at least the band's.
    var mirroringWidth: CGFloat { max(contentSize.width, frame.width) }

    /// `rect` of the band's unscrolled content mirrored across it (its own inverse); unchanged when not mirrored.
    func mirrored(_ rect: CGRect) -> CGRect {
        guard isMirrored, !rect.isNull else { return rect }
        return CGRect(
            x: frame.minX + mirroringWidth - (rect.maxX - frame.minX), y: rect.minY, width: rect.width,
            height: rect.height)
    }
}
