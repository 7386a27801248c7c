import Foundation

/// The scroll view of one orthogonally scrolling section (UIKit's private
/// `_UICollectionViewOrthogonalScrollerEmbeddedScrollView`): a subview of the collection view
/// filling the section's band, holding the section's cells, which stay the collection view's
/// (dequeued, reused, selected through it). It scrolls with the ordinary physics; a pan along
/// the collection view's own direction fails and leaves the drag to it, and the wheel goes to
/// whichever of the two can scroll along it. Where a release comes to rest follows the
/// section's behaviour (`OrthogonalSnapping`).
@MainActor
final class CollectionOrthogonalScrollView: UIScrollView {
    weak var collectionView: UICollectionView?
    private(set) var geometry: CollectionOrthogonalGeometry?
    let snapping = OrthogonalSnapping()

    init(collectionView: UICollectionView) {
        self.collectionView = collectionView
        super.init(frame: .zero)
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        contentInsetAdjustmentBehavior = .never
        scrollsToTop = false
        delegate = snapping
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Takes the layout's latest geometry, keeping the offset (brought within the new content).
    func configure(_ new: CollectionOrthogonalGeometry) {
        guard new != geometry else { return }
        let wasMirrored = geometry?.isMirrored ?? false
        geometry = new
        snapping.geometry = new
        frame = new.frame
        contentSize = new.contentSize
        // Mirrored (or no longer), the same groups stay in view: a new band
        // opens at its first group, at the right.
        if new.isMirrored != wasMirrored {
            let range = horizontalRange
            contentOffset.x = range.lowerBound + range.upperBound - contentOffset.x
        }
        isPagingEnabled = new.behavior == .paging
        decelerationRate =
            new.behavior == .groupPaging || new.behavior == .groupPagingCentered || new.behavior == .paging
            ? .fast : .normal
        if !isDragging && !isDecelerating && !isWithinLimits { contentOffset = clamped(contentOffset) }
    }

    /// Touched or moving: not to be let go.
    var isBusy: Bool { isTracking || isDragging || isDecelerating || animator.isMoving || wheel.isCoasting }

    override var bounds: CGRect {
        get { super.bounds }
        set {
            let moved = newValue.origin != super.bounds.origin
            super.bounds = newValue
            if moved { collectionView?.setNeedsLayout() }
        }
    }
}
