import Foundation

/// UIKit's `UINavigationBarAppearance`: a bar appearance with the title's and
/// the large title's text attributes (`.font` and `.foregroundColor` are used).
@MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]

    public override init() { super.init() }

    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let navigation = barAppearance as? UINavigationBarAppearance else { return }
        titleTextAttributes = navigation.titleTextAttributes
        largeTitleTextAttributes = navigation.largeTitleTextAttributes
    }
}
