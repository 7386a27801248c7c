import Foundation

/// UIKit's `NSCollectionLayoutItem`: one cell's size, relative to its group, the content
/// insets that shrink the cell inside the room the size gives it, and the supplementary views
/// (badges) attached to it.
@MainActor
open class NSCollectionLayoutItem {
    public let layoutSize: NSCollectionLayoutSize
    open var contentInsets = NSDirectionalEdgeInsets.zero
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]

    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
        supplementaryItems = []
    }

    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }

    /// The cells this item places in a slot starting at `origin` with `size` (a group
    /// overrides this with its subitems' cells).
    func leafFrames(origin: CGPoint, size: CGSize, limit: Int = .max) -> [CompositionalLeaf] {
        guard limit > 0 else { return [] }
        return [CompositionalLeaf(frame: insetFrame(origin: origin, size: size), item: self)]
    }

    /// How many cells this item places in a slot of `size` (a group: all its subitems' cells).
    func leafCapacity(in size: CGSize) -> Int { 1 }

    /// The slot less the content insets.
    func insetFrame(origin: CGPoint, size: CGSize) -> CGRect {
        CGRect(
            x: origin.x + contentInsets.leading, y: origin.y + contentInsets.top,
            width: max(0, size.width - contentInsets.leading - contentInsets.trailing),
            height: max(0, size.height - contentInsets.top - contentInsets.bottom))
    }
}

/// One cell of a group's template: its frame and the item that placed it.
struct CompositionalLeaf {
    var frame: CGRect
    let item: NSCollectionLayoutItem
}
