import Foundation

/// UIKit's `UIFontMetrics`: scales custom fonts and values the way a text
/// style scales with the content size category — by the ratio of the style's
/// size at that category to its size at `.large` (body: 17 → 23 at
/// extraExtraExtraLarge is × 23/17).
public final class UIFontMetrics: Sendable {
    let textStyle: UIFont.TextStyle

    /// UIKit's `UIFontMetrics.default`: the body style's metrics.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// UIKit's `init(forTextStyle:)`.
    public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }

    /// UIKit's `scaledFont(for:)`: `font` scaled for the app's content size category.
    public func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil)
    }

    /// UIKit's `scaledFont(for:maximumPointSize:)`: no larger than `maximumPointSize` (0: no cap).
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// UIKit's `scaledFont(for:compatibleWith:)`: for the collection's category (the app's when nil).
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }

    /// UIKit's `scaledFont(for:maximumPointSize:compatibleWith:)`. A
    /// negative or non-finite cap counts as none. The result remembers its
    /// base, so `adjustsFontForContentSizeCategory` can scale it again.
    public func scaledFont(
        for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        let base = font.dynamicTypeBase
        var size = scaledValue(for: base.pointSize, compatibleWith: traitCollection)
        let cap = maximumPointSize.isFinite && maximumPointSize > 0 ? maximumPointSize : 0
        if cap > 0 { size = min(size, cap) }
        let scaled = base.withSize(size)
        scaled.dynamicType = .scaled(self, base: base, maximum: cap)
        return scaled
    }

    /// UIKit's `scaledValue(for:)`: a length (a margin, a row height) scaled
    /// as this style's text is for the app's content size category.
    public func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }

    /// UIKit's `scaledValue(for:compatibleWith:)`.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        guard value.isFinite else { return value }
        let category = UIFont.contentSizeCategory(traitCollection)
        return value * DynamicTypeSizes.pointSize(textStyle, category) / DynamicTypeSizes.pointSize(textStyle, .large)
    }
}

extension UIFont {
    /// The unscaled font behind a `UIFontMetrics` result (so scaling twice does not compound).
    var dynamicTypeBase: UIFont {
        if case .scaled(_, let base, _) = dynamicType { return base }
        return self
    }
}
