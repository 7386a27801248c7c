import Foundation

/// UIKit's `UITabBarAppearance`: a tab bar's background and shadow.
@MainActor
open class UITabBarAppearance: UIBarAppearance {
    public override init() { super.init() }
    public required init(barAppearance: UIBarAppearance) { super.init(barAppearance: barAppearance) }
}
