import Foundation

/// UIKit's `UISemanticContentAttribute`: what a view's content means, which
/// decides whether the view is flipped in a right-to-left layout
/// (`UIView.semanticContentAttribute`).
///
/// - `unspecified`: ordinary content; follows the layout direction it inherits.
/// - `playback`: media playback controls (play, rewind, a scrubber): always left to right.
/// - `spatial`: controls whose directions are physical (a d-pad, text
///   alignment buttons): always left to right.
/// - `forceLeftToRight` / `forceRightToLeft`: this view and, through its trait
///   collection, the views below it take that direction.
public enum UISemanticContentAttribute: Int, Sendable, CaseIterable {
    case unspecified = 0
    case playback = 1
    case spatial = 2
    case forceLeftToRight = 3
    case forceRightToLeft = 4

    /// The trait direction this attribute imposes on the view and its
    /// subviews: only the forced ones do. Playback and spatial views lay
    /// themselves out left to right but their subviews' own content still
    /// follows the inherited direction, as in UIKit.
    var forcedTraitDirection: UITraitEnvironmentLayoutDirection {
        switch self {
        case .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        case .unspecified, .playback, .spatial: .unspecified
        }
    }

    /// The direction of a view with this attribute inside a context going `inherited`.
    func direction(relativeTo inherited: UIUserInterfaceLayoutDirection) -> UIUserInterfaceLayoutDirection {
        switch self {
        case .unspecified: inherited
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        }
    }
}
