import Foundation

/// UIKit's `UIBackgroundConfiguration`: how a cell's or header's background
/// looks (a colour or custom view, inset, with rounded corners and an
/// optional stroke), set as a cell's `backgroundConfiguration`. The list
/// styles (`listPlainCell()`, `listGroupedCell()`, …) give UIKit's colours;
/// `updated(for:)` gives the selected and highlighted look (a grey fill,
/// the tint colour in a sidebar) unless the colour was set by the app.
/// Differences from UIKit: no visual effect and no background image.
public struct UIBackgroundConfiguration {
    enum Style { case plain, grouped, sidebar, header, clear }

    let style: Style
    /// The fill; nil shows the cell's `tintColor` (UIKit's). Setting it keeps
    /// it through state updates.
    public var backgroundColor: UIColor? {
        get { color }
        set {
            color = newValue
            colorIsCustom = true
        }
    }
    /// A view shown behind the content instead of (in front of) the colour.
    public var customView: UIView?
    public var cornerRadius: CGFloat = 0
    /// How far the background is inset from the cell's edges.
    public var backgroundInsets = NSDirectionalEdgeInsets.zero
    public var strokeColor: UIColor?
    public var strokeWidth: CGFloat = 0
    private var color: UIColor?
    /// The style's colour, which state updates return to.
    private let defaultColor: UIColor?
    private var colorIsCustom = false

    init(style: Style, color: UIColor?) {
        self.style = style
        self.color = color
        defaultColor = color
    }

    /// A plain list's cell: the system background.
    public static func listPlainCell() -> UIBackgroundConfiguration { .init(style: .plain, color: .systemBackground) }
    /// A plain list's header or footer: the system background.
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration {
        .init(style: .header, color: .systemBackground)
    }
    /// A grouped list's cell: the secondary grouped background.
    public static func listGroupedCell() -> UIBackgroundConfiguration {
        .init(style: .grouped, color: .secondarySystemGroupedBackground)
    }
    /// A grouped list's header or footer: transparent over the grouped background.
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { .init(style: .header, color: .clear) }
    /// A sidebar's cell: transparent, rounded, the tint colour when selected.
    public static func listSidebarCell() -> UIBackgroundConfiguration {
        var configuration = UIBackgroundConfiguration(style: .sidebar, color: .clear)
        configuration.cornerRadius = 10
        return configuration
    }
    /// A sidebar's header: transparent.
    public static func listSidebarHeader() -> UIBackgroundConfiguration { .init(style: .header, color: .clear) }
    /// No background.
    public static func clear() -> UIBackgroundConfiguration { .init(style: .clear, color: .clear) }

    /// UIKit's: the colour shown, `tintColor` when the colour is nil.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor { backgroundColor ?? tintColor }

    /// The look for a state: selected or highlighted cells turn grey (a
    /// sidebar's turn the tint colour); a colour the app set stays.
    public func updated(for state: UIConfigurationState) -> UIBackgroundConfiguration {
        guard !colorIsCustom, style != .clear, style != .header,
            let cell = state as? UICellConfigurationState
        else { return self }
        var updated = self
        let marked = cell.isSelected || cell.isHighlighted
        updated.color = marked ? (style == .sidebar ? nil : .systemGray4) : defaultColor
        return updated
    }
}
