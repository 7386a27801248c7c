import Foundation

/// UIKit's `UIFocusHeading`: the direction of a focus update (empty when
/// focus moved for another reason, such as `setNeedsFocusUpdate()`).
public struct UIFocusHeading: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let up = UIFocusHeading(rawValue: 1 << 0)
    public static let down = UIFocusHeading(rawValue: 1 << 1)
    public static let left = UIFocusHeading(rawValue: 1 << 2)
    public static let right = UIFocusHeading(rawValue: 1 << 3)
    /// Tab: the next focus group.
    public static let next = UIFocusHeading(rawValue: 1 << 4)
    /// Shift-Tab: the previous focus group.
    public static let previous = UIFocusHeading(rawValue: 1 << 5)
}
