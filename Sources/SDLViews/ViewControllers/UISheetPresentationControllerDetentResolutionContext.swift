import Foundation

/// UIKit's `UISheetPresentationControllerDetentResolutionContext`: what a
/// custom detent's resolver is given.
@MainActor
public protocol UISheetPresentationControllerDetentResolutionContext {
    /// The traits of the sheet's container (the window's).
    var containerTraitCollection: UITraitCollection { get }
    /// The height of the large detent: the tallest a detent resolves to.
    var maximumDetentValue: CGFloat { get }
}
