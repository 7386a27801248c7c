import SDLViews

/// The launcher as a UIKit app: a navigation controller (its bar hidden, each
/// screen draws its own header) over the list of samples; opening a sample
/// pushes it, its Back pops to the list.
@MainActor
final class LauncherNavigator {
    let window: UIWindow
    let launcher: LauncherViewController
    let navigation: UINavigationController

    init(window: UIWindow) {
        self.window = window
        // The samples' tint: iOS's Increase Contrast systemBlue, so tinted
        // titles (plain buttons, bar buttons) pass WCAG's 4.5:1 on white.
        window.tintColor = SampleTheme.accent
        launcher = LauncherViewController(samples: SampleCatalog.all)
        navigation = UINavigationController(rootViewController: launcher)
        navigation.isNavigationBarHidden = true
        launcher.present = { [weak self] sample in self?.show(sample, animated: true) }
    }

    /// The screen on top: the launcher or the sample shown.
    var topViewController: UIViewController? { navigation.topViewController }

    /// Shows the list (popping any sample without animation).
    func showLauncher() {
        if window.rootViewController !== navigation { window.rootViewController = navigation }
        navigation.popToRootViewController(animated: false)
        launcher.becomeFirstResponder()
    }

    /// Pushes `sample` over the list (in place of a sample already shown), selecting its row for the way back.
    func show(_ sample: Sample, animated: Bool = false) {
        if window.rootViewController !== navigation { window.rootViewController = navigation }
        if let index = SampleCatalog.all.firstIndex(where: { $0.name == sample.name }) {
            launcher.selectedIndex = index
        }
        let controller = sample.make()
        controller.title = sample.title
        (controller as? SampleViewController)?.onBack = { [weak self] in self?.back() }
        navigation.setViewControllers([launcher, controller], animated: animated)
        controller.becomeFirstResponder()
    }

    /// Back to the list from a sample.
    func back() {
        guard navigation.viewControllers.count > 1 else { return }
        navigation.popToRootViewController(animated: true)
    }
}
