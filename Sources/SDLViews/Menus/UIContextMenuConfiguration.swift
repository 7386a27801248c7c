import Foundation

/// UIKit's `UIContextMenuActionProvider`: the menu for a context menu, given the system's suggested elements (none here).
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?
/// UIKit's `UIContextMenuContentPreviewProvider`.
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

/// UIKit's `UIContextMenuConfiguration`: what a context menu shows — the
/// menu from `actionProvider` — returned by the interaction's delegate.
/// Difference from UIKit: the preview is not shown (the provider is kept but not called).
@MainActor
open class UIContextMenuConfiguration {
    /// A unique identifier unless one is given, as in UIKit.
    public let identifier: any NSCopying
    public let previewProvider: UIContextMenuContentPreviewProvider?
    public let actionProvider: UIContextMenuActionProvider?

    /// UIKit's `init(identifier:previewProvider:actionProvider:)`.
    public init(
        identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
        actionProvider: UIContextMenuActionProvider? = nil
    ) {
        self.identifier = identifier ?? NSUUID()
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }
}
