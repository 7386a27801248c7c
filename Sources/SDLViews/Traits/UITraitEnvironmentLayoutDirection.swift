/// UIKit's `UITraitEnvironmentLayoutDirection`: a trait collection's
/// `layoutDirection`. Windows report the app's direction
/// (`UIApplication.shared.userInterfaceLayoutDirection`); a view whose
/// `semanticContentAttribute` forces a direction reports that one, and so do
/// the views below it.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable, CaseIterable {
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1
}
