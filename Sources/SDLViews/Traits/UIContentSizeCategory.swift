import Foundation

/// UIKit's `UIContentSizeCategory`: the user's preferred text size, from
/// extra small to the five accessibility sizes, with UIKit's raw values.
///
/// Categories are ordered (`<`) from `.extraSmall` to
/// `.accessibilityExtraExtraExtraLarge`; `.unspecified` sorts before all, as
/// in UIKit. The app-wide category is
/// `UIApplication.shared.preferredContentSizeCategory`.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// Every category from smallest to largest (not `.unspecified`); an
    /// SDLViews addition, used by the Dynamic Type tables and the launcher.
    public static let allOrdered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// UIKit's `isAccessibilityCategory`: true for the five accessibility sizes.
    public var isAccessibilityCategory: Bool { (order ?? 0) >= 7 }

    /// Position in `allOrdered`; nil for `.unspecified` and unknown raw values.
    var order: Int? { UIContentSizeCategory.allOrdered.firstIndex(of: self) }

    /// UIKit orders unspecified (and unknown) categories before every real one.
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
        (lhs.order ?? -1) < (rhs.order ?? -1)
    }

    public var description: String { UIContentSizeCategory.names[self] ?? rawValue }

    /// The Swift case names, for logs and `SDLVIEWS_CONTENT_SIZE`.
    static let names: [UIContentSizeCategory: String] = [
        .unspecified: "unspecified", .extraSmall: "extraSmall", .small: "small", .medium: "medium",
        .large: "large", .extraLarge: "extraLarge", .extraExtraLarge: "extraExtraLarge",
        .extraExtraExtraLarge: "extraExtraExtraLarge", .accessibilityMedium: "accessibilityMedium",
        .accessibilityLarge: "accessibilityLarge", .accessibilityExtraLarge: "accessibilityExtraLarge",
        .accessibilityExtraExtraLarge: "accessibilityExtraExtraLarge",
        .accessibilityExtraExtraExtraLarge: "accessibilityExtraExtraExtraLarge",
    ]

    /// UIKit's `UIContentSizeCategory.didChangeNotification`, posted when
    /// `UIApplication.shared.preferredContentSizeCategory` changes.
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
    /// UIKit's key for the new category in that notification's `userInfo`.
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"
}
