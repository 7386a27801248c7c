import Foundation

/// Where a row of a list section is: the list's appearance and whether the
/// row starts or ends its section (a header row, rounded corners of an inset
/// grouped section, no separator under the last row).
struct ListRowPlacement {
    let appearance: UICollectionLayoutListConfiguration.Appearance
    let showsSeparators: Bool
    let isHeader: Bool
    let isFirst: Bool
    let isLast: Bool
    let cellBackground: UIBackgroundConfiguration

    @MainActor
    init(configuration: UICollectionLayoutListConfiguration, item: Int, count: Int) {
        appearance = configuration.appearance
        showsSeparators = configuration.showsSeparators
        isHeader = configuration.headerMode == .firstItemInSection && item == 0
        isFirst = item == 0
        isLast = item == count - 1
        cellBackground = configuration.cellBackground
    }
}

extension ListRowPlacement {
    /// Whether two placements style a row alike.
    func looksLike(_ other: ListRowPlacement?) -> Bool {
        guard let other else { return false }
        return appearance == other.appearance && showsSeparators == other.showsSeparators
            && isHeader == other.isHeader && isFirst == other.isFirst && isLast == other.isLast
    }
}
