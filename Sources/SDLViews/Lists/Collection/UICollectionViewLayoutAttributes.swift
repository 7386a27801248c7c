import Foundation

/// UIKit's `UICollectionViewLayoutAttributes`: where a layout puts one cell or
/// supplementary view, and how it looks (alpha, transform, z order, hidden).
@MainActor
open class UICollectionViewLayoutAttributes {
    /// What kind of element the attributes describe.
    public enum Category: Sendable {
        case cell
        case supplementaryView
        case decorationView
    }

    open var indexPath: IndexPath
    public let representedElementCategory: Category
    /// The supplementary kind (nil for cells).
    public let representedElementKind: String?

    /// The element's frame in the collection view's content.
    open var frame: CGRect = .zero
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    open var size: CGSize {
        get { frame.size }
        set {
            let middle = center
            frame.size = newValue
            center = middle
        }
    }
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }
    open var transform: CGAffineTransform = .identity
    open var transform3D: CATransform3D = CATransform3DIdentity
    open var alpha: CGFloat = 1
    open var zIndex = 0
    open var isHidden = false
    /// Whether the element is a cell (or badge) of an orthogonally scrolling section: its frame
    /// is then in the section's unscrolled coordinates, as UIKit's.
    var isOrthogonalContent = false
    /// A list section's row: its appearance and place in the section (for the list cell's look).
    var listPlacement: ListRowPlacement?

    /// Attributes for the cell at an index path.
    public required init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
    }

    /// Attributes for a supplementary view (a header or footer) of a kind.
    public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// A copy with the same values (UIKit's `copy()`).
    open func copy() -> UICollectionViewLayoutAttributes {
        let copy =
            representedElementCategory == .cell
            ? UICollectionViewLayoutAttributes(forCellWith: indexPath)
            : UICollectionViewLayoutAttributes(
                forSupplementaryViewOfKind: representedElementKind ?? "", with: indexPath)
        copy.frame = frame
        copy.transform = transform
        copy.transform3D = transform3D
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.isOrthogonalContent = isOrthogonalContent
        copy.listPlacement = listPlacement
        return copy
    }

    /// Where the element sits in the collection view's list of displayed elements.
    var elementKey: CollectionElementKey {
        representedElementKind.map { .supplementary($0, indexPath) } ?? .cell(indexPath)
    }
}

/// One displayed element: a cell at an index path or a supplementary view of a kind.
enum CollectionElementKey: Hashable {
    case cell(IndexPath)
    case supplementary(String, IndexPath)
}
