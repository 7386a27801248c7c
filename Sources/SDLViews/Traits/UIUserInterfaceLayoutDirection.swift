import Foundation

/// UIKit's `UIUserInterfaceLayoutDirection`: the horizontal direction a
/// layout runs in (`UIApplication.userInterfaceLayoutDirection`,
/// `UIView.effectiveUserInterfaceLayoutDirection`).
public enum UIUserInterfaceLayoutDirection: Int, Sendable, CaseIterable {
    case leftToRight = 0
    case rightToLeft = 1

    /// The trait collection's spelling of this direction.
    var traitDirection: UITraitEnvironmentLayoutDirection {
        self == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// A trait direction as a layout direction (`.unspecified` reads left to right, as UIKit).
    init(_ trait: UITraitEnvironmentLayoutDirection) {
        self = trait == .rightToLeft ? .rightToLeft : .leftToRight
    }
}
