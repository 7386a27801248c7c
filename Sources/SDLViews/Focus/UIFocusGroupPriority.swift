import Foundation

/// UIKit's `UIFocusGroupPriority`: how important an item is within its focus
/// group. The group's primary item — where Tab / Shift-Tab enter the group —
/// is its visible item of highest priority: the focused item
/// (`currentlyFocused`), else the group's last focused item
/// (`previouslyFocused`), else one an app raised (`prioritized`, or any
/// value), else the first in reading order. An item's own priority only
/// raises the one the system gives it, as UIKit (so values below 0 are ignored).
public struct UIFocusGroupPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public init(_ rawValue: Int) { self.rawValue = rawValue }

    /// The default: no preference.
    public static let ignored = UIFocusGroupPriority(0)
    /// What the system gives the item focused last in the group.
    public static let previouslyFocused = UIFocusGroupPriority(1000)
    /// An item more important than the others.
    public static let prioritized = UIFocusGroupPriority(2000)
    /// What the system gives the focused item: the highest.
    public static let currentlyFocused = UIFocusGroupPriority(Int.max)

    public static func < (a: UIFocusGroupPriority, b: UIFocusGroupPriority) -> Bool { a.rawValue < b.rawValue }
}
