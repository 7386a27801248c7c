import Foundation

/// UIKit's `UISearchTextField` (iOS 13): the text field of a `UISearchBar`,
/// with the magnifier on the leading side, a clear button while editing and
/// UIKit's rounded, filled background. Tokens do not exist here.
@MainActor
open class UISearchTextField: UITextField {
    /// `.searchField`, as UIKit's search field.
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .searchField }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        let magnifier = UIImageView(image: UIImage(systemName: "magnifyingglass"))
        magnifier.tintColor = .secondaryLabel
        magnifier.contentMode = .center
        magnifier.frame = CGRect(x: 0, y: 0, width: 28, height: 20)
        leftView = magnifier
        leftViewMode = .always
        clearButtonMode = .whileEditing
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = 10
        returnKeyType = .search
        autocorrectionType = .no
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
