import Foundation

/// UIKit's `UIListContentConfiguration`: text, secondary text and an image
/// laid out as the system list cells (`cell()`, `subtitleCell()`,
/// `valueCell()`), shown by a `UIListContentView`. Differences from UIKit:
/// not `Hashable` (images and colours are classes here), no attributed text.
public struct UIListContentConfiguration: UIContentConfiguration {
    /// How a text is drawn.
    public struct TextProperties {
        public var font: UIFont
        public var color: UIColor
        public var numberOfLines: Int
        public var alignment: NSTextAlignment = .natural
    }

    /// How the image is drawn.
    public struct ImageProperties {
        public var tintColor: UIColor?
        /// Zero: the image's own size (limited by the row).
        public var maximumSize: CGSize = .zero
    }

    public var text: String?
    public var secondaryText: String?
    public var image: UIImage?
    public var textProperties: TextProperties
    public var secondaryTextProperties: TextProperties
    public var imageProperties = ImageProperties()
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    public var imageToTextPadding: CGFloat = 16
    public var textToSecondaryTextPadding: CGFloat = 3
    /// Text and secondary text on one line (the value cell) instead of stacked.
    public var prefersSideBySideTextAndSecondaryText = false

    init(secondaryFont: UIFont, secondaryColor: UIColor, sideBySide: Bool) {
        textProperties = TextProperties(
            font: .systemFont(ofSize: UIFont.labelFontSize), color: .label, numberOfLines: 0)
        secondaryTextProperties = TextProperties(font: secondaryFont, color: secondaryColor, numberOfLines: 0)
        prefersSideBySideTextAndSecondaryText = sideBySide
        if sideBySide { secondaryTextProperties.alignment = .right }
    }

    /// A plain cell: text, secondary text under it.
    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration(secondaryFont: .systemFont(ofSize: 15), secondaryColor: .label, sideBySide: false)
    }

    /// Text with smaller grey secondary text under it.
    public static func subtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(
            secondaryFont: .systemFont(ofSize: 15), secondaryColor: .secondaryLabel, sideBySide: false)
    }

    /// Text on the left, grey secondary text on the right.
    public static func valueCell() -> UIListContentConfiguration {
        UIListContentConfiguration(
            secondaryFont: .systemFont(ofSize: UIFont.labelFontSize), secondaryColor: .secondaryLabel,
            sideBySide: true)
    }

    public func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: self) }
}
