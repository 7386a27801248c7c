import Foundation
import Synchronization

/// The app-wide traits (the system's appearance and text size on iOS, which
/// here the app owns: `UIApplication.shared.userInterfaceStyle` and
/// `preferredContentSizeCategory`) and `UITraitCollection.current`.
///
/// Kept behind a mutex rather than on the main actor because dynamic colours
/// resolve `cgColor` from any thread (`UIColor` is `Sendable`).
/// `UIApplication.resetRuntime()` starts them again from the environment.
enum AppTraits {
    private struct State {
        var style = UIUserInterfaceStyle.light
        var contentSize = UIContentSizeCategory.large
        /// `SDLVIEWS_LAYOUT_DIRECTION`, when set to a direction.
        var environmentDirection: UIUserInterfaceLayoutDirection?
        /// The app's languages' (`Localization`), kept up to date by `languageObserver`.
        var languageDirection = UIUserInterfaceLayoutDirection.leftToRight
        /// `UIApplication.layoutDirectionOverride`: wins over the environment.
        var directionOverride: UIUserInterfaceLayoutDirection?
        var explicitCurrent: UITraitCollection?
        var cachedCollection: UITraitCollection?
    }

    private static let state = Mutex(initialState())

    /// A language change (`Localization.preferredLanguages`, its pseudo-language)
    /// changes the direction: the cached collection goes, and each window's
    /// next frame (its per-frame trait walk) lays it out in the new direction.
    // Set once and never mutated; the token is only kept so the observation lasts.
    nonisolated(unsafe) private static let languageObserver = NotificationCenter.default.addObserver(
        forName: Localization.didChangeNotification, object: nil, queue: nil
    ) { _ in AppTraits.languageDidChange() }

    private static func languageDidChange() {
        let direction = LayoutDirectionEnvironment.languageDirection()   // read outside the lock
        withState { state in
            guard state.languageDirection != direction else { return }
            state.languageDirection = direction
            state.cachedCollection = nil
        }
    }

    private static func initialState() -> State {
        let environment = ProcessEnvironment.all()
        let settings = AppTraitEnvironment.read(environment)
        return State(
            style: settings.style ?? .light, contentSize: settings.contentSize ?? .large,
            environmentDirection: LayoutDirectionEnvironment.forced(environment),
            languageDirection: LayoutDirectionEnvironment.languageDirection())
    }

    private static func withState<T: Sendable>(_ body: (inout State) -> T) -> T {
        state.withLock { body(&$0) }
    }

    static var style: UIUserInterfaceStyle {
        get { withState { $0.style } }
        set { withState { $0.style = newValue; $0.cachedCollection = nil } }
    }

    static var contentSize: UIContentSizeCategory {
        get { withState { $0.contentSize } }
        set { withState { $0.contentSize = newValue; $0.cachedCollection = nil } }
    }

    /// The app's layout direction: the override, else the environment's.
    static var layoutDirection: UIUserInterfaceLayoutDirection {
        _ = languageObserver
        return withState { $0.directionOverride ?? $0.environmentDirection ?? $0.languageDirection }
    }

    static var directionOverride: UIUserInterfaceLayoutDirection? {
        get { withState { $0.directionOverride } }
        set { withState { $0.directionOverride = newValue; $0.cachedCollection = nil } }
    }

    /// The app's collection: style, text size, idiom and direction; no size
    /// classes or scale (those belong to a window). Detached views have it.
    static var collection: UITraitCollection {
        _ = languageObserver
        return withState { state in
            if let cached = state.cachedCollection { return cached }
            var values = UITraitCollection.Values()
            values.userInterfaceStyle = state.style
            values.preferredContentSizeCategory = state.contentSize
            values.userInterfaceIdiom = .mac
            let direction = state.directionOverride ?? state.environmentDirection ?? state.languageDirection
            values.layoutDirection = direction.traitDirection
            let made = UITraitCollection(values: values)
            state.cachedCollection = made
            return made
        }
    }

    static var explicitCurrent: UITraitCollection? { withState { $0.explicitCurrent } }
    static var current: UITraitCollection { explicitCurrent ?? collection }
    static func setCurrent(_ collection: UITraitCollection?) { withState { $0.explicitCurrent = collection } }

    /// Back to the environment's values (a fresh runtime, e.g. each `HeadlessScreen`).
    static func reset() {
        _ = languageObserver
        let fresh = initialState()   // read (and logged) outside the lock
        withState { $0 = fresh }
    }
}
