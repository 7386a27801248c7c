import Foundation

/// UIKit's `UIFocusItem`: an environment that can itself be focused (`UIView`).
@MainActor
public protocol UIFocusItem: UIFocusEnvironment {
    /// Whether the item can take focus now.
    var canBecomeFocused: Bool { get }
    /// The item's frame in its parent's coordinates; the focus system compares
    /// items in window coordinates.
    var frame: CGRect { get }
    /// Whether the item is the focused item of its window's focus system.
    var isFocused: Bool { get }
    /// How focus is shown on the item; nil shows nothing.
    var focusEffect: UIFocusEffect? { get }
    /// The item's claim to be its focus group's primary item (Tab enters a group there).
    var focusGroupPriority: UIFocusGroupPriority { get }
}
