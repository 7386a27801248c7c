import Foundation

/// The app-wide appearance and text size. On iOS the user sets both in the
/// system's Settings; a game on Linux has no such place, so the app owns
/// them: they start from `SDLVIEWS_APPEARANCE` / `SDLVIEWS_CONTENT_SIZE`
/// (else light and large) and a settings menu may change them at run time.
extension UIApplication {
    /// The appearance every window inherits (an SDLViews addition standing
    /// for iOS's system-wide Light/Dark setting). Setting it updates every
    /// window's traits now: `traitCollectionDidChange(_:)` where the style
    /// changed, dynamic colours re-resolved and redrawn. `.unspecified` is taken as `.light`.
    /// For one window or screen, use `overrideUserInterfaceStyle` as on iOS.
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { AppTraits.style }
        set {
            let style: UIUserInterfaceStyle = newValue == .unspecified ? .light : newValue
            guard style != AppTraits.style else { return }
            AppTraits.style = style
            updateTraitsInAllWindows()
        }
    }

    /// UIKit's `preferredContentSizeCategory` (read-only on iOS, where the
    /// user sets it; settable here). Setting it updates every window's
    /// traits, re-sizes text whose view adjusts for the category, and posts
    /// `UIContentSizeCategory.didChangeNotification`. `.unspecified` and
    /// unknown categories are logged and ignored.
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { AppTraits.contentSize }
        set {
            guard newValue.order != nil else {
                return SDLViewsLog.error(
                    "preferredContentSizeCategory = \(newValue.rawValue) ignored: not a content size category")
            }
            guard newValue != AppTraits.contentSize else { return }
            AppTraits.contentSize = newValue
            updateTraitsInAllWindows()
            NotificationCenter.default.post(
                name: UIContentSizeCategory.didChangeNotification, object: self,
                userInfo: [UIContentSizeCategory.newValueUserInfoKey: newValue])
        }
    }

    private func updateTraitsInAllWindows() {
        for window in windows { window.updateTraitsInSubtree() }
    }
}
