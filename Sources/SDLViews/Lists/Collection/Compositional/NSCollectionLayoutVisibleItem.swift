import Foundation

/// UIKit's `NSCollectionLayoutVisibleItem`: an element on screen in a section, handed to the
/// section's `visibleItemsInvalidationHandler`, which may change how it looks (alpha,
/// transform, z order, hidden) before it is shown.
///
/// As UIKit's, `frame` is in the layout's coordinates, unmoved by an orthogonal section's own
/// scrolling: subtract the handler's content offset to find where it is on screen.
@MainActor
public protocol NSCollectionLayoutVisibleItem: AnyObject {
    var frame: CGRect { get }
    var bounds: CGRect { get }
    var center: CGPoint { get set }
    var alpha: CGFloat { get set }
    var transform: CGAffineTransform { get set }
    var zIndex: Int { get set }
    var isHidden: Bool { get set }
    var indexPath: IndexPath { get }
    var representedElementCategory: UICollectionViewLayoutAttributes.Category { get }
    var representedElementKind: String? { get }
}

extension UICollectionViewLayoutAttributes: NSCollectionLayoutVisibleItem {}
