import Foundation

/// The app's starting layout direction, read from the environment: iOS takes
/// it from the user's preferred language; a Linux game has the locale
/// variables instead.
///
/// 1. `SDLVIEWS_LAYOUT_DIRECTION=rtl|ltr` (also `rightToLeft`/`leftToRight`,
///    any case) forces it. Any other value is logged with the accepted ones and
///    ignored, so the locale decides.
/// 2. Otherwise the preferred language: the first non-empty entry of
///    `LANGUAGE` (a colon-separated list, as gettext reads it), else
///    `LC_ALL`, `LC_MESSAGES`, `LANG`. Its language code (before `_`, `.`,
///    `@` or `-`) is right-to-left when it is one of `rightToLeftLanguages`
///    (Arabic, Hebrew, Persian, Urdu and the other scripts iOS mirrors for).
/// 3. Otherwise left to right (also for `C` and `POSIX`).
struct LayoutDirectionEnvironment {
    static let directionKey = "SDLVIEWS_LAYOUT_DIRECTION"
    static let localeKeys = ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"]

    /// ISO 639 codes of languages written right to left (Arabic, Aramaic,
    /// Sorani Kurdish, Dhivehi, Persian, Hebrew (and its old code `iw`),
    /// Pashto, Sindhi, Syriac, Uyghur, Urdu, Yiddish).
    static let rightToLeftLanguages: Set<String> = [
        "ar", "arc", "ckb", "dv", "fa", "he", "iw", "ps", "sd", "syr", "ug", "ur", "yi",
    ]

    /// The direction `environment` asks for (logging a bad override).
    static func read(_ environment: [String: String]) -> UIUserInterfaceLayoutDirection {
        if let raw = environment[directionKey] {
            if let forced = direction(named: raw) { return forced }
            SDLViewsLog.error(
                "\(directionKey)=\"\(raw)\" ignored: expected rtl or ltr; the layout direction follows the locale")
        }
        return direction(forLanguage: preferredLanguage(environment))
    }

    static func direction(named raw: String) -> UIUserInterfaceLayoutDirection? {
        switch raw.trimmingCharacters(in: .whitespaces).lowercased() {
        case "rtl", "righttoleft": .rightToLeft
        case "ltr", "lefttoright": .leftToRight
        default: nil
        }
    }

    /// The preferred locale name (`ar_EG.UTF-8`), nil when none is set.
    static func preferredLanguage(_ environment: [String: String]) -> String? {
        for key in localeKeys {
            let entries = (environment[key] ?? "").split(separator: ":").map(String.init)
            if let first = entries.first(where: { !$0.isEmpty }) { return first }
        }
        return nil
    }

    /// Right to left for a right-to-left language code, else left to right.
    static func direction(forLanguage locale: String?) -> UIUserInterfaceLayoutDirection {
        guard let locale else { return .leftToRight }
        let code = locale.prefix { $0 != "_" && $0 != "." && $0 != "@" && $0 != "-" }.lowercased()
        return rightToLeftLanguages.contains(code) ? .rightToLeft : .leftToRight
    }
}
