import Foundation

/// UIKit's `UIBarButtonItem`: a button in a navigation bar, with a title or an
/// image and a `primaryAction`. Target–action does not exist here (no selectors):
/// use `primaryAction`. Setting `primaryAction` also sets the title and image from
/// the action when they are nil, as UIKit.
@MainActor
open class UIBarButtonItem: UIBarItem {
    /// UIKit's `UIBarButtonItem.Style`; `.done` draws the title bold.
    public enum Style: Int, Sendable {
        case plain, bordered, done
    }

    open var style: Style = .plain { didSet { onChange?() } }
    open var primaryAction: UIAction? {
        didSet {
            if title == nil, let action = primaryAction, !action.title.isEmpty { title = action.title }
            if image == nil { image = primaryAction?.image }
            onChange?()
        }
    }
    /// UIKit's `menu`: shown when the item is tapped and has no `primaryAction`
    /// (else on a long press), as a popup card under the item.
    open var menu: UIMenu? { didSet { onChange?() } }
    /// The system item the item was made with, if any.
    public private(set) var systemItem: SystemItem?
    /// A view shown instead of a button.
    open var customView: UIView? { didSet { onChange?() } }
    /// A fixed width, or 0 for the title's or image's width.
    open var width: CGFloat = 0 { didSet { onChange?() } }

    public override init() { super.init() }

    /// UIKit's `init(title:image:primaryAction:menu:)` without the menu.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        self.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
    }

    /// UIKit's `init(systemItem:primaryAction:menu:)`: the system item's
    /// title (Done, Cancel, Edit, Save, Undo, Redo; Done bold) or symbol image.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.systemItem = systemItem
        title = systemItem.title
        image = systemItem.symbolName.flatMap { UIImage(systemName: $0) }
        if systemItem == .done { style = .done }
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// UIKit's `init(title:image:primaryAction:menu:)`.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu?) {
        self.init(title: title, image: image, primaryAction: primaryAction)
        self.menu = menu
    }

    /// UIKit's `init(primaryAction:)`: title and image come from the action.
    public convenience init(primaryAction: UIAction?) {
        self.init(title: nil, image: nil, primaryAction: primaryAction)
    }

    /// UIKit's `init(title:style:target:action:)` without target and action.
    public convenience init(title: String?, style: Style) {
        self.init()
        self.title = title
        self.style = style
    }

    /// UIKit's `init(image:style:target:action:)` without target and action.
    public convenience init(image: UIImage?, style: Style) {
        self.init()
        self.image = image
        self.style = style
    }

    /// UIKit's `flexibleSpace()`: a space in a toolbar that shares the free
    /// width with the other flexible spaces. Difference: typed
    /// `UIBarButtonItem` (UIKit returns `Self`).
    public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(systemItem: .flexibleSpace) }

    /// UIKit's `fixedSpace(_:)`: an empty space `fixedWidth` points wide in a
    /// toolbar. Difference: typed `UIBarButtonItem` (UIKit returns `Self`).
    public static func fixedSpace(_ fixedWidth: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(systemItem: .fixedSpace)
        item.width = fixedWidth
        return item
    }

    /// UIKit's `init(customView:)`.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    func trigger() {
        guard isEnabled else { return }
        primaryAction?.perform(sender: self)
    }
}
