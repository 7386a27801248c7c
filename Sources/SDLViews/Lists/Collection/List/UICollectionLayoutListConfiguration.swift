import Foundation

/// UIKit's `UICollectionLayoutListConfiguration`: a compositional layout
/// section that looks like a table (one full-width row per item, separators,
/// headers and footers, swipe actions), in one of UIKit's appearances. Give
/// it to `UICollectionViewCompositionalLayout.list(using:)` or
/// `NSCollectionLayoutSection.list(using:layoutEnvironment:)`, and use
/// `UICollectionViewListCell`s.
///
/// Differences from UIKit: rows are laid out at their estimated height (44
/// points) rather than measured; no separator configuration or item
/// separator handler, no `headerTopPadding`. The swipe action providers work
/// on `UICollectionViewListCell` rows only, as UIKit's.
@MainActor
public struct UICollectionLayoutListConfiguration {
    /// UIKit's list appearances.
    public enum Appearance: Int, Sendable {
        case plain
        case grouped
        case insetGrouped
        case sidebar
        case sidebarPlain
    }

    /// Where a section's header comes from.
    public enum HeaderMode: Int, Sendable {
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionHeader`.
        case supplementary
        /// The section's first item is its header (an outline's parent row).
        case firstItemInSection
    }

    /// Where a section's footer comes from.
    public enum FooterMode: Int, Sendable {
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionFooter`.
        case supplementary
    }

    /// UIKit's provider of a row's swipe actions (nil: none on that side): asked when a
    /// horizontal drag starts on a row, and by a `.delete` accessory without a handler.
    public typealias SwipeActionsConfigurationProvider = @MainActor (IndexPath) -> UISwipeActionsConfiguration?

    public let appearance: Appearance
    /// Whether rows show separators (UIKit's default: on, except in sidebars).
    public var showsSeparators: Bool
    /// The list's background; nil is the appearance's (system or grouped background).
    public var backgroundColor: UIColor?
    public var headerMode = HeaderMode.none
    public var footerMode = FooterMode.none
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    public init(appearance: Appearance) {
        self.appearance = appearance
        showsSeparators = appearance != .sidebar && appearance != .sidebarPlain
    }

    /// Whether the appearance is one of the grouped ones (rows on cards over a grouped background).
    var isGrouped: Bool { appearance == .grouped || appearance == .insetGrouped || appearance == .sidebar }

    /// The colour behind the rows.
    var resolvedBackgroundColor: UIColor {
        if let backgroundColor { return backgroundColor }
        switch appearance {
        case .plain, .sidebarPlain: return .systemBackground
        case .grouped, .insetGrouped: return .systemGroupedBackground
        case .sidebar: return .secondarySystemBackground
        }
    }

    /// The background a row of this appearance starts with.
    var cellBackground: UIBackgroundConfiguration {
        switch appearance {
        case .plain: .listPlainCell()
        case .grouped, .insetGrouped: .listGroupedCell()
        case .sidebar, .sidebarPlain: .listSidebarCell()
        }
    }
}
