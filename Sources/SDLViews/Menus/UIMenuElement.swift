import Foundation

/// UIKit's `UIMenuElement`: what a menu holds — an action (`UIAction`), a
/// submenu (`UIMenu`) or elements provided later (`UIDeferredMenuElement`).
@MainActor
open class UIMenuElement {
    /// UIKit's `UIMenuElement.Attributes`, with UIKit's raw values.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shown greyed; cannot be chosen or focused.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown in red.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing it leaves the menu open.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// UIKit's `UIMenuElement.State`: a checkmark (`.on`), a dash (`.mixed`) or nothing.
    public enum State: Int, Sendable {
        case off = 0, on = 1, mixed = 2
    }

    var storedTitle: String
    var storedImage: UIImage?

    /// The title shown in the menu.
    open var title: String { storedTitle }
    /// A second, smaller line under the title.
    open var subtitle: String?
    /// The image shown at the row's trailing edge.
    open var image: UIImage? { storedImage }

    init(title: String, subtitle: String?, image: UIImage?) {
        storedTitle = title
        self.subtitle = subtitle
        storedImage = image
    }
}
