import Foundation

/// UIKit's `UIMenu`: a titled group of menu elements, shown as a submenu row
/// that opens in place, or inline (`.displayInline`) between separators.
/// `.singleSelection` keeps exactly one child action `.on` as the user chooses;
/// `.destructive` draws its children in red.
/// Differences from UIKit: see <doc:DifferencesFromUIKit> (no palettes, no element sizes).
@MainActor
open class UIMenu: UIMenuElement {
    /// UIKit's `UIMenu.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// UIKit's `UIMenu.Options`, with UIKit's raw values.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// Accepted; shown as an ordinary inline group here.
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    public let identifier: Identifier
    public let options: Options
    public let children: [UIMenuElement]

    /// UIKit's `init(title:subtitle:image:identifier:options:children:)`.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
        options: Options = [], children: [UIMenuElement] = []
    ) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// UIKit's `replacingChildren(_:)`: the same menu with other children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(
            title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
            children: newChildren)
    }

    /// UIKit's `selectedElements`: the child actions that are `.on`, inline groups included.
    public var selectedElements: [UIMenuElement] {
        children.flatMap { child -> [UIMenuElement] in
            if let action = child as? UIAction { return action.state == .on ? [action] : [] }
            if let menu = child as? UIMenu, menu.options.contains(.displayInline) { return menu.selectedElements }
            return []
        }
    }

    /// Every action in the menu, submenus included (for selection bookkeeping).
    var allActions: [UIAction] {
        children.flatMap { child -> [UIAction] in
            if let action = child as? UIAction { return [action] }
            return (child as? UIMenu)?.allActions ?? []
        }
    }
}
