import Foundation

/// UIKit's `UITabBarItem`: a tab's title and image (and the image shown while
/// selected). Images are drawn as templates in the bar's selected or
/// unselected tint, as UIKit's default rendering does.
@MainActor
open class UITabBarItem: UIBarItem {
    /// The image while the tab is selected (nil: `image`).
    open var selectedImage: UIImage? { didSet { onChange?() } }
    /// Text in a red badge at the image's top-right corner (nil: no badge).
    open var badgeValue: String? { didSet { onChange?() } }

    public override init() { super.init() }

    /// UIKit's `init(tabBarSystemItem:tag:)`: the system item's title and symbol image.
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        title = systemItem.title
        image = UIImage(systemName: systemItem.symbolName)
        self.tag = tag
    }

    /// UIKit's `init(title:image:tag:)`.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// UIKit's `init(title:image:selectedImage:)`.
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }
}
