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

    /// A header or footer: smaller grey text with tighter margins.
    private static func headerFooter(font: UIFont, color: UIColor) -> UIListContentConfiguration {
        var configuration = cell()
        configuration.textProperties.font = font
        configuration.textProperties.color = color
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16)
        return configuration
    }

    /// A plain list's header: bold text.
    public static func plainHeader() -> UIListContentConfiguration {
        headerFooter(font: .boldSystemFont(ofSize: UIFont.labelFontSize), color: .label)
    }

    /// A plain list's footer: small grey text.
    public static func plainFooter() -> UIListContentConfiguration {
        headerFooter(font: .systemFont(ofSize: 13), color: .secondaryLabel)
    }

    /// A grouped list's header: small grey text over the section.
    public static func groupedHeader() -> UIListContentConfiguration {
        headerFooter(font: .systemFont(ofSize: 13), color: .secondaryLabel)
    }

    /// A grouped list's footer: small grey text under the section.
    public static func groupedFooter() -> UIListContentConfiguration {
        headerFooter(font: .systemFont(ofSize: 13), color: .secondaryLabel)
    }

    /// An inset grouped list's prominent header: large bold text.
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        headerFooter(font: .boldSystemFont(ofSize: 20), color: .label)
    }

    /// UIKit's `header()`: the plain header's style.
    public static func header() -> UIListContentConfiguration { plainHeader() }

    /// UIKit's `footer()`: the plain footer's style.
    public static func footer() -> UIListContentConfiguration { plainFooter() }

    /// A sidebar row: text with an image tinted in the tint colour.
    public static func sidebarCell() -> UIListContentConfiguration {
        var configuration = cell()
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12)
        configuration.imageToTextPadding = 10
        return configuration
    }

    /// A sidebar's section header: bold grey text.
    public static func sidebarHeader() -> UIListContentConfiguration {
        headerFooter(font: .boldSystemFont(ofSize: 15), color: .secondaryLabel)
    }

    public func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: self) }
}
