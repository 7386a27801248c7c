import Foundation

/// UIKit's `NSCollectionLayoutItem`: one cell's size, relative to its group, and the content
/// insets that shrink the cell inside the room the size gives it.
@MainActor
open class NSCollectionLayoutItem {
    public let layoutSize: NSCollectionLayoutSize
    open var contentInsets = NSDirectionalEdgeInsets.zero

    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
    }

    /// Frames of the cells this item places in a slot starting at `origin` with `size`
    /// (a group overrides this with its subitems' frames).
    func leafFrames(origin: CGPoint, size: CGSize) -> [CGRect] {
        [
            CGRect(
                x: origin.x + contentInsets.leading, y: origin.y + contentInsets.top,
                width: max(0, size.width - contentInsets.leading - contentInsets.trailing),
                height: max(0, size.height - contentInsets.top - contentInsets.bottom))
        ]
    }
}
