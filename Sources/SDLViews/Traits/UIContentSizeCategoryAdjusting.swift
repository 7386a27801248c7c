/// UIKit's `UIContentSizeCategoryAdjusting`: a text view that can re-size
/// its font when the content size category changes. `UILabel`,
/// `UITextField` and `UITextView` conform (a button adjusts through its
/// `titleLabel`). The font must come from `UIFont.preferredFont(forTextStyle:)`
/// or `UIFontMetrics`, as in UIKit; other fonts stay as they are.
@MainActor
public protocol UIContentSizeCategoryAdjusting: AnyObject {
    var adjustsFontForContentSizeCategory: Bool { get set }
}

extension UILabel: UIContentSizeCategoryAdjusting {}
extension UITextField: UIContentSizeCategoryAdjusting {}
extension UITextView: UIContentSizeCategoryAdjusting {}
