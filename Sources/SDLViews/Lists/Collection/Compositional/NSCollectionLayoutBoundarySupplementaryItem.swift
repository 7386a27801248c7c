import Foundation

/// UIKit's `NSCollectionLayoutBoundarySupplementaryItem`: a header or footer of a section (in
/// `NSCollectionLayoutSection.boundarySupplementaryItems`) or of the whole layout (in the
/// configuration's), aligned to an edge or corner of that rectangle.
///
/// As UIKit's: with `extendsBoundary` (the default) an item aligned to the start or end of the
/// scroll direction makes room for itself, pushing the section's items on; otherwise it lies
/// over them. `pinToVisibleBounds` keeps it at the visible edge while any part of its section
/// is on screen, pushed away by the section's end. Its index path is the section's (item 0).
@MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    public let alignment: NSRectAlignment
    public let offset: CGPoint
    open var extendsBoundary = true
    open var pinToVisibleBounds = false

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.alignment = alignment
        self.offset = .zero
        super.init(boundaryLayoutSize: layoutSize, elementKind: elementKind)
    }

    public init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint
    ) {
        self.alignment = alignment
        if absoluteOffset.x.isFinite, absoluteOffset.y.isFinite {
            self.offset = absoluteOffset
        } else {
            SDLViewsLog.error(
                "NSCollectionLayoutBoundarySupplementaryItem absoluteOffset \(absoluteOffset) refused (not finite); "
                    + "zero used")
            self.offset = .zero
        }
        super.init(boundaryLayoutSize: layoutSize, elementKind: elementKind)
    }
}
