import Foundation

/// UIKit's `UIBarItem`: what a bar shows for an item (title, image, enabled state, tag).
@MainActor
open class UIBarItem {
    /// Called when something a bar draws changes, so the bar rebuilds its buttons.
    var onChange: (() -> Void)?

    open var title: String? { didSet { onChange?() } }
    open var image: UIImage? { didSet { onChange?() } }
    open var isEnabled = true { didSet { onChange?() } }
    open var tag = 0

    public init() {}
}
