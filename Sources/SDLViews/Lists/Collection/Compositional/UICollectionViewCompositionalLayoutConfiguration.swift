import Foundation

/// UIKit's `UICollectionViewCompositionalLayoutConfiguration`: the layout-wide settings of a
/// compositional layout: its scroll direction (sections follow each other along it; an
/// orthogonal section scrolls across it), the space between sections and the headers and
/// footers of the whole layout.
@MainActor
open class UICollectionViewCompositionalLayoutConfiguration {
    public init() {}

    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// Negative or non-finite values are refused (logged; the old value stays).
    open var interSectionSpacing: CGFloat {
        get { interSectionSpacingStorage }
        set {
            guard newValue.isFinite, newValue >= 0 else {
                return SDLViewsLog.error(
                    "UICollectionViewCompositionalLayoutConfiguration.interSectionSpacing \(newValue) refused "
                        + "(not finite or negative); the old value stays")
            }
            interSectionSpacingStorage = newValue
        }
    }
    private var interSectionSpacingStorage: CGFloat = 0
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    /// A copy with the same settings (UIKit's layout copies the configuration it is given and hands out copies).
    func copied() -> UICollectionViewCompositionalLayoutConfiguration {
        let copy = UICollectionViewCompositionalLayoutConfiguration()
        copy.scrollDirection = scrollDirection
        copy.interSectionSpacingStorage = interSectionSpacingStorage
        copy.boundarySupplementaryItems = boundarySupplementaryItems
        return copy
    }
}
