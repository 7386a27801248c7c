import Foundation

/// UIKit's `NSCollectionLayoutSection.visibleItemsInvalidationHandler` type: the section's
/// visible elements, its scroll offset (an orthogonal section's own, else the collection
/// view's) and the layout environment.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    @MainActor ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void

/// UIKit's `NSCollectionLayoutSection`: a group repeated along the layout's scroll direction
/// until the section's items run out (or, with an `orthogonalScrollingBehavior`, across it in
/// a band that scrolls on its own), with content insets, spacing between groups and boundary
/// supplementary items (headers and footers).
@MainActor
open class NSCollectionLayoutSection {
    public let group: NSCollectionLayoutGroup
    open var contentInsets = NSDirectionalEdgeInsets.zero
    open var interGroupSpacing: CGFloat = 0
    /// As UIKit's: anything but `.none` lays the groups out across the scroll direction in one
    /// band that scrolls by itself (touch, wheel, keys of its own scroll view), coming to rest
    /// as the behaviour says.
    open var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
    /// The section's headers and footers.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether boundary items are inset (across the scroll direction) by the content insets, as UIKit's default.
    open var supplementariesFollowContentInsets = true
    /// Called each layout pass with the section's visible elements, which it may change (a
    /// carousel scaling its cells by their distance from the centre).
    open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

    /// The list configuration of a section made by `list(using:layoutEnvironment:)`.
    var listConfiguration: UICollectionLayoutListConfiguration?

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }
}
