import Foundation

/// UIKit's `UIToolbarAppearance`: a toolbar's background and shadow.
@MainActor
open class UIToolbarAppearance: UIBarAppearance {
    public override init() { super.init() }
    public required init(barAppearance: UIBarAppearance) { super.init(barAppearance: barAppearance) }
}
