import Foundation

/// The app-wide layout direction. On iOS it follows the user's language
/// (Settings); here it starts from the environment (`SDLVIEWS_LAYOUT_DIRECTION`,
/// else the locale's language, see `LayoutDirectionEnvironment`) and a game's
/// language menu or a test may change it at run time.
extension UIApplication {
    /// UIKit's `userInterfaceLayoutDirection`: right to left under an Arabic,
    /// Hebrew, Persian, Urdu… locale, else left to right (or what
    /// `layoutDirectionOverride` says). Windows' trait collections carry it
    /// as `layoutDirection`; views resolve it against their
    /// `semanticContentAttribute` (`effectiveUserInterfaceLayoutDirection`).
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { AppTraits.layoutDirection }

    /// SDLViews addition (iOS has no run-time switch; its apps restart in the
    /// new language): forces the app's layout direction; nil (the default)
    /// follows the environment. Setting it updates every window's traits at
    /// once, so views whose direction changed get `traitCollectionDidChange(_:)`,
    /// re-resolve their leading/trailing constraints and margins, and are laid
    /// out and redrawn mirrored. `UIApplication.resetRuntime()` (each
    /// `HeadlessScreen`) clears it.
    public var layoutDirectionOverride: UIUserInterfaceLayoutDirection? {
        get { AppTraits.directionOverride }
        set {
            guard newValue != AppTraits.directionOverride else { return }
            let before = AppTraits.layoutDirection
            AppTraits.directionOverride = newValue
            guard AppTraits.layoutDirection != before else { return }
            for window in windows { window.updateTraitsInSubtree() }
        }
    }
}
