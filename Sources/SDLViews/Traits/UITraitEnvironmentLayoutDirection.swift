/// UIKit's `UITraitEnvironmentLayoutDirection`. Windows report `.leftToRight`
/// (right-to-left layout is not implemented; see <doc:DifferencesFromUIKit>).
public enum UITraitEnvironmentLayoutDirection: Int, Sendable, CaseIterable {
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1
}
