import Foundation

/// UIKit's `NSCollectionLayoutSection`: a group repeated along the scroll direction until the
/// section's items run out, with content insets and spacing between groups.
///
/// Difference from UIKit: `orthogonalScrollingBehavior` and boundary supplementary items are
/// not laid out yet (an orthogonal section lays out as a plain one).
@MainActor
open class NSCollectionLayoutSection {
    public let group: NSCollectionLayoutGroup
    open var contentInsets = NSDirectionalEdgeInsets.zero
    open var interGroupSpacing: CGFloat = 0

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }

    /// Cell frames for `itemCount` items starting at `top` in a container `width` wide
    /// (vertical scrolling), and the section's end.
    func frames(itemCount: Int, top: CGFloat, container: CGSize) -> (frames: [CGRect], end: CGFloat) {
        let content = CGSize(
            width: max(0, container.width - contentInsets.leading - contentInsets.trailing), height: container.height)
        let groupSize = group.layoutSize.resolve(in: content)
        let template = group.leafFrames(origin: .zero, size: groupSize)
        var frames: [CGRect] = []
        var y = top + contentInsets.top
        guard !template.isEmpty, itemCount > 0 else { return ([], y + contentInsets.bottom) }
        while frames.count < itemCount {
            for frame in template.prefix(itemCount - frames.count) {
                frames.append(frame.offsetBy(dx: contentInsets.leading, dy: y))
            }
            y += groupSize.height
            if frames.count < itemCount { y += interGroupSpacing }
        }
        return (frames, y + contentInsets.bottom)
    }
}
