/// UIKit's `UIUserInterfaceStyle`: light or dark appearance.
///
/// `.unspecified` in a trait collection means "no preference"; dynamic colours
/// resolve it as `.light`, as UIKit does. The app-wide style is
/// `UIApplication.shared.userInterfaceStyle` (see <doc:AppearanceAndDynamicType>).
public enum UIUserInterfaceStyle: Int, Sendable, CaseIterable {
    case unspecified = 0
    case light = 1
    case dark = 2
}
