import Foundation

/// UIKit's `UIAction`: a closure handler with a title, image and identifier,
/// attached to a control for some events (`addAction(_:for:)`) or as a
/// button's primary action. `sender` is the control while the handler runs.
@MainActor
public final class UIAction {
    /// UIKit's `UIAction.Identifier`: names an action so a control can replace or remove it.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public var title: String
    public var image: UIImage?
    /// A unique identifier unless one is given, as in UIKit.
    public let identifier: Identifier
    public private(set) weak var sender: AnyObject?
    private let handler: (UIAction) -> Void

    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
        handler: @escaping (UIAction) -> Void
    ) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.handler = handler
    }

    func perform(sender: AnyObject?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}
