import SDLViews

/// Switches a window between the launcher and one sample at a time.
@MainActor
final class LauncherNavigator {
    let window: UIWindow
    private let launcher: LauncherViewController

    init(window: UIWindow) {
        self.window = window
        launcher = LauncherViewController(samples: SampleCatalog.all)
        launcher.present = { [weak self] sample in self?.show(sample) }
    }

    func showLauncher() {
        window.rootViewController = launcher
        launcher.becomeFirstResponder()
    }

    func show(_ sample: Sample) {
        let controller = sample.make()
        controller.title = sample.title
        (controller as? SampleViewController)?.onBack = { [weak self] in self?.showLauncher() }
        window.rootViewController = controller
        controller.becomeFirstResponder()
    }
}
