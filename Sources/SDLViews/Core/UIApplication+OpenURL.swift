import Foundation
internal import CSDL

extension UIApplication {
    /// UIKit's keys for `open(_:options:completionHandler:)`.
    public struct OpenExternalURLOptionsKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only if an app (not a browser) claims the link: no such apps on Linux, so the open fails.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// UIKit's `open(_:options:completionHandler:)`: hands the URL to the
    /// desktop's handler for its scheme (`SDL_OpenURL`: the browser for
    /// `http`, the mail client for `mailto`, whatever `xdg-open` chooses), and
    /// calls `completionHandler` with whether that worked. A URL without a
    /// scheme is refused (logged), as on iOS.
    public func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
        completionHandler: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        let opened: Bool
        if url.scheme?.isEmpty ?? true {
            SDLViewsLog.error("UIApplication.open: \(url) has no scheme; not opened")
            opened = false
        } else if options[.universalLinksOnly] as? Bool == true {
            opened = false
        } else if let opener = runtime.urlOpener {
            opened = opener(url)
        } else {
            opened = SDL_OpenURL(url.absoluteString) == 0
            if !opened { SDLViewsLog.error("UIApplication.open: \(url): \(String(cString: SDL_GetError()))") }
        }
        completionHandler?(opened)
    }

    /// Where `open(_:)` sends URLs instead of the desktop (the test kit records them).
    package var urlOpener: (@MainActor (URL) -> Bool)? {
        get { runtime.urlOpener }
        set { runtime.urlOpener = newValue }
    }

    /// UIKit's `canOpenURL(_:)`: whether the URL has a scheme the desktop can
    /// usually hand on (SDL cannot ask the desktop in advance, so this checks
    /// the scheme against the common ones: web, mail, phone, files).
    public func canOpenURL(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased() else { return false }
        return ["http", "https", "mailto", "tel", "sms", "file", "ftp"].contains(scheme)
    }
}
