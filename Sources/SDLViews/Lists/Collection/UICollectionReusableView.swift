import Foundation

/// UIKit's `UICollectionReusableView`: a view a collection view reuses (cells and
/// supplementary views). `init()` makes one with `init(frame: .zero)`, which is how the
/// collection view creates registered classes (Linux has no Objective-C class creation),
/// so a subclass needs `init(frame:)`, as in UIKit.
@MainActor
open class UICollectionReusableView: UIView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Decodes the reuse identifier an Interface Builder file gives (a prototype cell's), then the view's keys.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        reuseIdentifier = (coder as? InterfaceBuilderCoder)?.decodeObject(forKey: "reuseIdentifier") as? String
    }

    /// Makes the view with `init(frame: .zero)` (the subclass's override, if any).
    public required convenience init() {
        self.init(frame: .zero)
    }

    /// The identifier the view was dequeued with.
    open internal(set) var reuseIdentifier: String?

    /// Called before the view is handed out again by a dequeue call.
    open func prepareForReuse() {}

    /// The last attributes the collection view applied.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// Lets a self-sizing view change the size its layout estimated: by default the
    /// Auto Layout fitting size at the estimated width (vertical lists), as UIKit.
    open func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        let fitted = layoutAttributes.copy()
        let size = systemLayoutSizeFitting(
            layoutAttributes.size, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        if size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 { fitted.size = size }
        return fitted
    }
}
