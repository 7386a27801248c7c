import Foundation

extension UITableView {
    /// UIKit's table styles. `.plain`: rows edge to edge, headers stick to
    /// the top while their section scrolls. `.grouped`: sections separated by
    /// grey space. `.insetGrouped`: grouped sections inset from the sides
    /// with rounded corners.
    public enum Style: Int, Sendable {
        case plain
        case grouped
        case insetGrouped
    }

    /// Where `scrollToRow(at:at:animated:)` puts the row; `.none` scrolls
    /// the least distance that shows it (nothing when it is already visible).
    public enum ScrollPosition: Int, Sendable {
        case none
        case top
        case middle
        case bottom
    }

    /// How inserted, deleted and reloaded rows appear or leave, as UIKit's.
    public enum RowAnimation: Int, Sendable {
        case fade
        case right
        case left
        case top
        case bottom
        case none
        case middle
        case automatic = 100
    }

    /// The value of `rowHeight` (and header/footer heights) that asks for a
    /// height computed from the content; as UIKit's, it is -1.
    public static let automaticDimension: CGFloat = -1
}

extension UITableViewCell {
    /// The four legacy cell layouts of `init(style:reuseIdentifier:)`.
    public enum CellStyle: Int, Sendable {
        /// An image and one left-aligned label; no `detailTextLabel`.
        case `default`
        /// A label on the left and a grey `detailTextLabel` on the right.
        case value1
        /// A small blue right-aligned label, then the detail (UIKit's Contacts layout).
        case value2
        /// A label with a smaller grey `detailTextLabel` under it.
        case subtitle
    }

    /// The standard views at a cell's trailing edge.
    public enum AccessoryType: Int, Sendable {
        case none
        /// A grey chevron: the row leads somewhere.
        case disclosureIndicator
        /// An info button and a chevron.
        case detailDisclosureButton
        /// A checkmark in the tint colour.
        case checkmark
        /// An info button.
        case detailButton
    }

    /// How a selected or highlighted cell looks; every style but `.none`
    /// shows the grey `selectedBackgroundView` (iOS 13 and later).
    public enum SelectionStyle: Int, Sendable {
        case none
        case blue
        case gray
        case `default`
    }

    /// The table's separator style (`UITableView.separatorStyle`).
    public enum SeparatorStyle: Int, Sendable {
        case none
        case singleLine
    }

    /// The editing control a row shows while the table is editing.
    public enum EditingStyle: Int, Sendable {
        case none
        case delete
        case insert
    }
}
