import Foundation

extension NSCollectionLayoutSection {
    /// UIKit's `list(using:layoutEnvironment:)`: a section of full-width rows
    /// (estimated 44 points high) in the configuration's appearance, with the
    /// header and footer its modes ask for. Grouped appearances leave space
    /// between sections; inset grouped and sidebar ones also at the sides.
    public static func list(
        using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let item = NSCollectionLayoutItem(layoutSize: size)
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = ListSectionMetrics.insets(for: configuration.appearance)
        section.boundarySupplementaryItems = ListSectionMetrics.boundaries(for: configuration)
        section.listConfiguration = configuration
        return section
    }
}

/// The spacing of UIKit's list appearances.
@MainActor
enum ListSectionMetrics {
    static func insets(for appearance: UICollectionLayoutListConfiguration.Appearance) -> NSDirectionalEdgeInsets {
        switch appearance {
        case .plain, .sidebarPlain: .zero
        case .grouped: NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 18, trailing: 0)
        case .insetGrouped: NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 18, trailing: 20)
        case .sidebar: NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 10, trailing: 10)
        }
    }

    static func boundaries(for configuration: UICollectionLayoutListConfiguration)
        -> [NSCollectionLayoutBoundarySupplementaryItem]
    {
        var items: [NSCollectionLayoutBoundarySupplementaryItem] = []
        let grouped = configuration.isGrouped
        if configuration.headerMode == .supplementary {
            let size = NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .estimated(grouped ? 38 : 28))
            items.append(
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: size, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top))
        }
        if configuration.footerMode == .supplementary {
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(28))
            items.append(
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: size, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        return items
    }
}
