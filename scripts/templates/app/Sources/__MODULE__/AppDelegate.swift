import SDLViews

/// UIKit's application delegate: makes the window and its navigation controller.
@MainActor
public final class AppDelegate: UIApplicationDelegate {
    public var window: UIWindow?

    public init() {}

    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        window?.rootViewController = UINavigationController(rootViewController: LevelsViewController())
        window?.makeKeyAndVisible()
        return true
    }
}
