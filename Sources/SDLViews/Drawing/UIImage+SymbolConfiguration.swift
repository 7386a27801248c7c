import Foundation

extension UIImage {
    /// UIKit's `UIImage.SymbolWeight`, with UIKit's raw values.
    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// UIKit's `fontWeight()`: the matching `UIFont.Weight`.
        public func fontWeight() -> UIFont.Weight {
            switch self {
            case .unspecified, .regular: .regular
            case .ultraLight: .ultraLight
            case .thin: .thin
            case .light: .light
            case .medium: .medium
            case .semibold: .semibold
            case .bold: .bold
            case .heavy: .heavy
            case .black: .black
            }
        }
    }

    /// UIKit's `UIImage.SymbolScale`, with UIKit's raw values: the symbol's
    /// size relative to the text it sits beside.
    public enum SymbolScale: Int, Sendable {
        case `default` = -1, unspecified = 0, small = 1, medium = 2, large = 3
    }

    /// UIKit's `UIImage.SymbolConfiguration`: the point size (or text style),
    /// weight and scale a symbol image is drawn at. Unspecified values take
    /// UIKit's defaults (the body text style, regular weight, medium scale).
    ///
    /// Differences from UIKit: the values are readable (`pointSize`,
    /// `weight`, `scale`, `textStyle`); the weight is kept and compared but
    /// does not thicken the strokes (the icons have one weight); hierarchical,
    /// palette and multicolour rendering are absent.
    public final class SymbolConfiguration: UIImage.Configuration, @unchecked Sendable {
        /// The point size; 0 when unspecified.
        public let pointSize: CGFloat
        public let weight: UIImage.SymbolWeight
        public let scale: UIImage.SymbolScale
        /// The text style whose Dynamic Type size gives the point size, if any.
        public let textStyle: UIFont.TextStyle?

        init(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale, textStyle: UIFont.TextStyle?) {
            self.pointSize = SymbolConfiguration.clean(pointSize)
            self.weight = weight
            self.scale = scale
            self.textStyle = textStyle
            super.init()
        }

        /// UIKit's `unspecified`: takes every default.
        public static let unspecified = SymbolConfiguration(pointSize: 0, weight: .unspecified, scale: .unspecified, textStyle: nil)

        public convenience init(pointSize: CGFloat) {
            self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified, textStyle: nil)
        }

        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: .unspecified, textStyle: nil)
        }

        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale) {
            self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil)
        }

        public convenience init(textStyle: UIFont.TextStyle) {
            self.init(pointSize: 0, weight: .unspecified, scale: .unspecified, textStyle: textStyle)
        }

        public convenience init(textStyle: UIFont.TextStyle, scale: UIImage.SymbolScale) {
            self.init(pointSize: 0, weight: .unspecified, scale: scale, textStyle: textStyle)
        }

        public convenience init(weight: UIImage.SymbolWeight) {
            self.init(pointSize: 0, weight: weight, scale: .unspecified, textStyle: nil)
        }

        public convenience init(scale: UIImage.SymbolScale) {
            self.init(pointSize: 0, weight: .unspecified, scale: scale, textStyle: nil)
        }

        /// UIKit's `init(font:)`: the font's point size and the nearest symbol weight.
        public convenience init(font: UIFont) { self.init(font: font, scale: .unspecified) }

        public convenience init(font: UIFont, scale: UIImage.SymbolScale) {
            self.init(pointSize: font.pointSize, weight: .regular, scale: scale, textStyle: nil)
        }

        /// UIKit's `configurationWithoutPointSizeAndWeight()`.
        public func configurationWithoutPointSizeAndWeight() -> UIImage.SymbolConfiguration {
            SymbolConfiguration(pointSize: 0, weight: .unspecified, scale: scale, textStyle: textStyle)
        }

        public func configurationWithoutTextStyle() -> UIImage.SymbolConfiguration {
            SymbolConfiguration(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil)
        }

        public func configurationWithoutScale() -> UIImage.SymbolConfiguration {
            SymbolConfiguration(pointSize: pointSize, weight: weight, scale: .unspecified, textStyle: textStyle)
        }

        public func configurationWithoutWeight() -> UIImage.SymbolConfiguration {
            SymbolConfiguration(pointSize: pointSize, weight: .unspecified, scale: scale, textStyle: textStyle)
        }

        /// UIKit's `applying(_:)`: the other configuration's specified values
        /// win; a point size and a text style replace each other.
        public override func applying(_ otherConfiguration: UIImage.Configuration?) -> UIImage.SymbolConfiguration {
            guard let other = otherConfiguration as? SymbolConfiguration else { return self }
            let sizeFromOther = other.pointSize > 0 || other.textStyle != nil
            return SymbolConfiguration(
                pointSize: sizeFromOther ? other.pointSize : pointSize,
                weight: other.weight == .unspecified ? weight : other.weight,
                scale: other.scale == .unspecified ? scale : other.scale,
                textStyle: sizeFromOther ? other.textStyle : textStyle)
        }

        public override func isEqual(to other: UIImage.Configuration) -> Bool {
            guard let other = other as? SymbolConfiguration else { return false }
            return pointSize == other.pointSize && weight == other.weight && scale == other.scale
                && textStyle == other.textStyle
        }

        public override var description: String {
            "<UIImageSymbolConfiguration: pointSize=\(pointSize) weight=\(weight) scale=\(scale)"
                + " textStyle=\(textStyle?.rawValue ?? "none")>"
        }

        /// A size that cannot be drawn (negative, NaN, infinite) counts as unspecified.
        private static func clean(_ size: CGFloat) -> CGFloat {
            guard size.isFinite, size >= 0 else {
                SDLViewsLog.error("UIImage.SymbolConfiguration: point size \(size) is not a size; unspecified instead")
                return 0
            }
            return size
        }
    }
}
