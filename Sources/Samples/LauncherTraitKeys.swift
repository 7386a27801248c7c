import SDLViews

/// The launcher's appearance keys: F2 toggles dark mode, F3 / F4 step
/// the text size down / up and F6 mirrors the layout (right to left and
/// back, `UIApplication.layoutDirectionOverride`), in the list (`LauncherViewController`) and in
/// every sample (`SampleViewController`). An app's settings screen would set
/// the same two `UIApplication` properties.
@MainActor
enum LauncherTraitKeys {
    /// Acts on F2, F3, F4 and F6; false for any other press.
    static func handle(_ press: UIPress) -> Bool {
        switch press.key?.keyCode {
        case .keyboardF2?: toggleDarkMode()
        case .keyboardF3?: stepTextSize(by: -1)
        case .keyboardF4?: stepTextSize(by: 1)
        case .keyboardF6?: toggleLayoutDirection()
        default: return false
        }
        return true
    }

    /// The presses other than the keys above, after acting on those.
    static func unhandled(_ presses: Set<UIPress>) -> Set<UIPress> {
        presses.filter { !handle($0) }
    }

    static func toggleDarkMode() {
        let app = UIApplication.shared
        app.userInterfaceStyle = app.userInterfaceStyle == .dark ? .light : .dark
    }

    /// Right to left and back at run time (`SDLVIEWS_LAYOUT_DIRECTION=rtl` starts mirrored).
    static func toggleLayoutDirection() {
        let app = UIApplication.shared
        app.layoutDirectionOverride = app.userInterfaceLayoutDirection == .rightToLeft ? .leftToRight : .rightToLeft
    }

    /// One category up or down, stopping at the ends.
    static func stepTextSize(by step: Int) {
        let all = UIContentSizeCategory.allOrdered
        let index = all.firstIndex(of: UIApplication.shared.preferredContentSizeCategory) ?? 3
        UIApplication.shared.preferredContentSizeCategory = all[min(max(index + step, 0), all.count - 1)]
    }
}
