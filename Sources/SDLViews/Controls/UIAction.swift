import Foundation

/// The closure a `UIAction` runs, as UIKit's `UIActionHandler`.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// UIKit's `UIAction`: a closure handler with a title, image and identifier,
/// attached to a control for some events (`addAction(_:for:)`), as a
/// button's primary action, or as a menu element (with `attributes` and a
/// checkmark `state`). `sender` is the control (or the view whose menu
/// showed it) while the handler runs.
@MainActor
open class UIAction: UIMenuElement {
    /// UIKit's `UIAction.Identifier`: names an action so a control can replace or remove it.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    open override var title: String {
        get { storedTitle }
        set { storedTitle = newValue }
    }

    open override var image: UIImage? {
        get { storedImage }
        set { storedImage = newValue }
    }

    /// UIKit's `selectedImage`: shown instead of `image` while `state` is `.on`.
    open var selectedImage: UIImage?
    open var discoverabilityTitle: String?
    /// Disabled, destructive, hidden or keeping the menu open, in a menu.
    open var attributes: UIMenuElement.Attributes = []
    /// The checkmark shown in a menu.
    open var state: UIMenuElement.State = .off
    /// A unique identifier unless one is given, as in UIKit.
    public let identifier: Identifier
    public private(set) weak var sender: AnyObject?
    private let handler: UIActionHandler

    /// UIKit's `init(title:subtitle:image:selectedImage:identifier:discoverabilityTitle:attributes:state:handler:)`.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
        identifier: Identifier? = nil, discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.handler = handler
        self.selectedImage = selectedImage
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title, subtitle: subtitle, image: image)
    }

    func perform(sender: AnyObject?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}
