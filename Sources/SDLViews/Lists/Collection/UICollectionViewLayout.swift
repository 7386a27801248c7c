import Foundation

/// UIKit's `UICollectionViewLayout`: the abstract layout a collection view asks
/// where its cells and supplementary views go. Subclasses override `prepare()`,
/// `collectionViewContentSize`, `layoutAttributesForElements(in:)` and the per-element
/// queries; `invalidateLayout()` makes the collection view prepare it again before its
/// next layout pass. The defaults place nothing, as UIKit's.
@MainActor
open class UICollectionViewLayout {
    public init() {}

    /// The collection view using this layout (set by the collection view).
    open internal(set) weak var collectionView: UICollectionView?

    /// Set by `invalidateLayout()`; the collection view calls `prepare()` when it is set.
    var needsPrepare = true

    /// Called before the collection view reads the layout, after each invalidation.
    open func prepare() {}

    /// The size of the whole content (the scroll view's `contentSize`).
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element whose frame meets `rect`.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of one cell.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of one supplementary view.
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// UIKit's `flipsHorizontallyInOppositeLayoutDirection`: whether the
    /// layout's frames are mirrored when the collection view's direction is not
    /// `developmentLayoutDirection`. False here, as UIKit's base class; the flow
    /// and compositional layouts say true (for vertical scrolling, see `mirroringWidth`).
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// UIKit's `developmentLayoutDirection`: the direction the layout's frames are computed for.
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// Whether the content scrolls horizontally (the flow and compositional layouts say so).
    var scrollsHorizontally: Bool { false }

    /// The width frames are mirrored across right now, nil when they are not:
    /// the content's width, or for horizontal scrolling at least the visible
    /// width, so a short row starts at the right edge as UIKit's does.
    var mirroringWidth: CGFloat? {
        guard flipsHorizontallyInOppositeLayoutDirection, let collectionView,
            collectionView.effectiveUserInterfaceLayoutDirection != developmentLayoutDirection
        else { return nil }
        guard scrollsHorizontally else { return collectionViewContentSize.width }
        let inset = collectionView.adjustedContentInset
        return max(collectionViewContentSize.width, collectionView.bounds.width - inset.left - inset.right)
    }

    /// `rect` mirrored across `width` (unchanged when nil): layout frames and query rects alike.
    func mirrored(_ rect: CGRect, across width: CGFloat?) -> CGRect {
        guard let width, !rect.isNull else { return rect }
        return CGRect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    /// Whether a bounds change (scrolling, resizing) needs the layout prepared again.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Marks the layout to be prepared again and the collection view laid out.
    open func invalidateLayout() {
        needsPrepare = true
        collectionView?.setNeedsLayout()
    }

    /// Whether a self-sizing cell's preferred attributes need the layout prepared again.
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool { false }

    /// The data was reloaded: forget what was measured for the old items.
    func dataDidReload() {}

    /// The sections that scroll across the layout's direction, by section (after `prepare()`).
    var orthogonalSections: [Int: CollectionOrthogonalGeometry] { [:] }

    /// The elements about to be shown: a compositional section's visible-items handler may change them.
    func adjustVisibleAttributes(_ attributes: [UICollectionViewLayoutAttributes]) {}

    /// The attributes a cell appearing in an animated update starts from (nil: UIKit's default
    /// fade from its final place).
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { nil }

    /// The attributes a cell disappearing in an animated update ends at (nil: UIKit's default
    /// fade where it is).
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { nil }

    /// Where scrolling that would stop at `proposedContentOffset` stops instead.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }
}
