import Foundation

extension UICollectionView {
    /// UIKit's `UICollectionView.ScrollPosition`: where `scrollToItem(at:at:animated:)` and
    /// `selectItem(at:animated:scrollPosition:)` put the item (one vertical and one horizontal
    /// choice at most; `[]` leaves the offset alone).
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// UIKit's kinds of the flow layout's supplementary views.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
}
