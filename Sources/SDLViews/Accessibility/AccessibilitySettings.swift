import Foundation

/// The accessibility settings and posts of one runtime (`RuntimeContext.accessibility`).
///
/// iOS takes these settings from the system's Settings; a game on Linux has
/// no such place, so they start from the environment (`SDLVIEWS_REDUCE_MOTION`,
/// `SDLVIEWS_REDUCE_TRANSPARENCY`, `SDLVIEWS_BOLD_TEXT`,
/// `SDLVIEWS_DARKER_COLORS`, `SDLVIEWS_NARRATION`: `1`/`true`/`yes` or `0`/`false`/`no`) and the
/// app may change them (`UIAccessibility`'s setters). Each new runtime (each
/// `HeadlessScreen`) reads the environment again.
@MainActor
final class AccessibilitySettings {
    enum Setting: CaseIterable {
        case voiceOver, reduceMotion, reduceTransparency, boldText, darkerSystemColors, narration

        /// The environment variable that starts it (VoiceOver's comes from
        /// the screen-reader bridge, never from the environment).
        var environmentKey: String? {
            switch self {
            case .voiceOver: nil
            case .reduceMotion: "SDLVIEWS_REDUCE_MOTION"
            case .reduceTransparency: "SDLVIEWS_REDUCE_TRANSPARENCY"
            case .boldText: "SDLVIEWS_BOLD_TEXT"
            case .darkerSystemColors: "SDLVIEWS_DARKER_COLORS"
            case .narration: "SDLVIEWS_NARRATION"
            }
        }

        var notification: Foundation.Notification.Name {
            switch self {
            case .voiceOver: UIAccessibility.voiceOverStatusDidChangeNotification
            case .reduceMotion: UIAccessibility.reduceMotionStatusDidChangeNotification
            case .reduceTransparency: UIAccessibility.reduceTransparencyStatusDidChangeNotification
            case .boldText: UIAccessibility.boldTextStatusDidChangeNotification
            case .darkerSystemColors: UIAccessibility.darkerSystemColorsStatusDidChangeNotification
            case .narration: UIAccessibility.narrationStatusDidChangeNotification
            }
        }
    }

    /// One `UIAccessibility.post(notification:argument:)`.
    struct Post {
        let notification: UIAccessibility.Notification
        let argument: Any?
    }

    private var enabled: Set<Setting>
    /// Every post of this runtime, oldest first, for tests and the
    /// screen-reader bridge to come; capped, so an app that announces every
    /// frame does not grow it without end.
    private(set) var posts: [Post] = []
    static let keptPosts = 64
    /// Called for every post (the hook a screen-reader bridge or narration attaches to).
    var postObserver: ((Post) -> Void)?

    init(environment: [String: String] = ProcessEnvironment.all()) {
        enabled = Self.read(environment)
    }

    static func read(_ environment: [String: String]) -> Set<Setting> {
        var result = Set<Setting>()
        for setting in Setting.allCases {
            guard let key = setting.environmentKey, let raw = environment[key] else { continue }
            switch raw.trimmingCharacters(in: .whitespaces).lowercased() {
            case "1", "true", "yes": result.insert(setting)
            case "0", "false", "no", "": break
            default: SDLViewsLog.error("\(key)=\"\(raw)\" ignored: expected 1 or 0")
            }
        }
        return result
    }

    func isEnabled(_ setting: Setting) -> Bool { enabled.contains(setting) }

    /// Changes a setting; posts its status notification when it changed, as iOS does.
    func set(_ setting: Setting, _ on: Bool) {
        guard on != enabled.contains(setting) else { return }
        if on { enabled.insert(setting) } else { enabled.remove(setting) }
        NotificationCenter.default.post(name: setting.notification, object: nil)
    }

    func record(_ post: Post) {
        posts.append(post)
        if posts.count > Self.keptPosts { posts.removeFirst(posts.count - Self.keptPosts) }
        postObserver?(post)
    }
}
