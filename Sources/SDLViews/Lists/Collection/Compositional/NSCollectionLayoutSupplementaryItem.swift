import Foundation

/// UIKit's `NSCollectionLayoutSupplementaryItem`: an extra view of an element kind attached to
/// an item (a badge), placed by anchoring a point of it (`itemAnchor`) to a point of the
/// item's frame (`containerAnchor`). It shares the item's index path, as UIKit's.
@MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    public let elementKind: String
    public let containerAnchor: NSCollectionLayoutAnchor
    public let itemAnchor: NSCollectionLayoutAnchor?
    /// Drawing order against the cells (UIKit's default: 1, above them).
    open var zIndex = 1

    public init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
        itemAnchor: NSCollectionLayoutAnchor
    ) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize)
    }

    public init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor
    ) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = nil
        super.init(layoutSize: layoutSize)
    }

    /// Used by the boundary subclass, whose placement comes from its alignment.
    init(boundaryLayoutSize layoutSize: NSCollectionLayoutSize, elementKind: String) {
        self.elementKind = elementKind
        self.containerAnchor = NSCollectionLayoutAnchor(edges: [])
        self.itemAnchor = nil
        super.init(layoutSize: layoutSize)
    }

    /// The frame attached to `container` (an item's frame): the container anchor's point of
    /// the container meets the item anchor's point of the supplementary view.
    func frame(attachedTo container: CGRect) -> CGRect {
        let size = layoutSize.resolve(in: container.size)
        guard let itemAnchor else {
            return CGRect(origin: containerAnchor.origin(in: container, size: size), size: size)
        }
        let point = containerAnchor.point(in: container, size: size)
        let own = itemAnchor.point(in: CGRect(origin: .zero, size: size), size: size)
        return CGRect(origin: CGPoint(x: point.x - own.x, y: point.y - own.y), size: size)
    }
}
