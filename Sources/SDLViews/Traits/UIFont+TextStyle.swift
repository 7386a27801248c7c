import Foundation

/// UIKit's text styles and `preferredFont(forTextStyle:)`: the system font
/// at Apple's Dynamic Type size for the style and content size category.
extension UIFont {
    /// UIKit's `UIFont.TextStyle`, with UIKit's raw values. (visionOS's
    /// `extraLargeTitle` styles are not included.)
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    /// UIKit's `preferredFont(forTextStyle:)`: the style at the app's
    /// `UIApplication.shared.preferredContentSizeCategory`. (Faces: the
    /// bundled system font, semibold shown bold; see `systemFont(ofSize:weight:)`.)
    public class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// UIKit's `preferredFont(forTextStyle:compatibleWith:)`: the style at the
    /// collection's content size category (the app's when nil or unspecified).
    /// A label with `adjustsFontForContentSizeCategory` re-sizes such a font when the category changes.
    public class func preferredFont(
        forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        let category = UIFont.contentSizeCategory(traitCollection)
        let font = systemFont(ofSize: DynamicTypeSizes.pointSize(style, category), weight: DynamicTypeSizes.weight(style))
        font.dynamicType = .preferred(style)
        return font
    }

    /// The collection's category, else the app's.
    static func contentSizeCategory(_ traitCollection: UITraitCollection?) -> UIContentSizeCategory {
        let category = traitCollection?.preferredContentSizeCategory ?? .unspecified
        return category.order == nil ? AppTraits.contentSize : category
    }

    /// This font again for `traitCollection`'s text size, when it came from
    /// `preferredFont` or `UIFontMetrics`; other fonts stay as they are (UIKit logs and keeps them too).
    func adjusted(for traitCollection: UITraitCollection) -> UIFont {
        switch dynamicType {
        case .preferred(let style):
            return UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection)
        case .scaled(let metrics, let base, let maximum):
            return metrics.scaledFont(for: base, maximumPointSize: maximum, compatibleWith: traitCollection)
        case nil:
            return self
        }
    }
}

/// How a font follows Dynamic Type: a text style's preferred font, or a
/// base font scaled by `UIFontMetrics` (with its cap; 0: none).
enum FontDynamicType: Sendable {
    case preferred(UIFont.TextStyle)
    case scaled(UIFontMetrics, base: UIFont, maximum: CGFloat)
}
