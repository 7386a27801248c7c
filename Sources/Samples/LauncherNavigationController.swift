import SDLViews

/// The launcher's navigation controller: F2 toggles dark mode and F3 / F4
/// step the text size down / up, in the list and in every sample (the keys
/// reach it up the responder chain when the screen shown does not take them).
/// An app's settings screen would set the same two `UIApplication` properties.
@MainActor
final class LauncherNavigationController: UINavigationController {
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var unhandled = Set<UIPress>()
        for press in presses where !handle(press) { unhandled.insert(press) }
        if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
    }

    private func handle(_ press: UIPress) -> Bool {
        switch press.key?.keyCode {
        case .keyboardF2?: LauncherTraitKeys.toggleDarkMode()
        case .keyboardF3?: LauncherTraitKeys.stepTextSize(by: -1)
        case .keyboardF4?: LauncherTraitKeys.stepTextSize(by: 1)
        default: return false
        }
        return true
    }
}

/// What the keys do, kept apart so tests can call it.
@MainActor
enum LauncherTraitKeys {
    static func toggleDarkMode() {
        let app = UIApplication.shared
        app.userInterfaceStyle = app.userInterfaceStyle == .dark ? .light : .dark
    }

    /// One category up or down, stopping at the ends.
    static func stepTextSize(by step: Int) {
        let all = UIContentSizeCategory.allOrdered
        let index = all.firstIndex(of: UIApplication.shared.preferredContentSizeCategory) ?? 3
        UIApplication.shared.preferredContentSizeCategory = all[min(max(index + step, 0), all.count - 1)]
    }
}
