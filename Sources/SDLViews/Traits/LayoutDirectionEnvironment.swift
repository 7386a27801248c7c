import Foundation

/// Where the app's layout direction comes from: iOS takes it from the
/// language the app is shown in; a Linux game has the locale variables and
/// `Localization`'s languages instead.
///
/// 1. `SDLVIEWS_LAYOUT_DIRECTION=rtl|ltr` (also `rightToLeft`/`leftToRight`,
///    any case) forces it. Any other value is logged with the accepted ones and
///    ignored, so the language decides.
/// 2. Otherwise the app's first preferred language
///    (`Localization.preferredLanguages`: `LANGUAGE`, `LC_ALL`, `LC_MESSAGES`,
///    `LANG` as gettext reads them, or what the app set): right to left when
///    its language code is one of `rightToLeftLanguages` (Arabic, Hebrew,
///    Persian, Urdu and the other scripts iOS mirrors for), or while the
///    right-to-left pseudo-language is on (`Localization.pseudoLanguage`).
/// 3. Otherwise left to right (also for `C` and `POSIX`).
struct LayoutDirectionEnvironment {
    static let directionKey = "SDLVIEWS_LAYOUT_DIRECTION"

    /// ISO 639 codes of languages written right to left (Arabic, Aramaic,
    /// Sorani Kurdish, Dhivehi, Persian, Hebrew (and its old code `iw`),
    /// Pashto, Sindhi, Syriac, Uyghur, Urdu, Yiddish).
    static let rightToLeftLanguages: Set<String> = [
        "ar", "arc", "ckb", "dv", "fa", "he", "iw", "ps", "sd", "syr", "ug", "ur", "yi",
    ]

    /// The direction `environment` asks for at launch: forced, else its languages' (logging a bad value).
    static func read(_ environment: [String: String]) -> UIUserInterfaceLayoutDirection {
        forced(environment) ?? direction(forLanguage: EnvironmentLanguages.current(environment).first)
    }

    /// `SDLVIEWS_LAYOUT_DIRECTION`, when it is set to a direction; a bad value is logged.
    static func forced(_ environment: [String: String]) -> UIUserInterfaceLayoutDirection? {
        guard let raw = environment[directionKey] else { return nil }
        if let forced = direction(named: raw) { return forced }
        SDLViewsLog.error(
            "\(directionKey)=\"\(raw)\" ignored: expected rtl or ltr; the layout direction follows the language")
        return nil
    }

    static func direction(named raw: String) -> UIUserInterfaceLayoutDirection? {
        switch raw.trimmingCharacters(in: .whitespaces).lowercased() {
        case "rtl", "righttoleft": .rightToLeft
        case "ltr", "lefttoright": .leftToRight
        default: nil
        }
    }

    /// The app's languages now (`Localization`), with its right-to-left pseudo-language.
    static func languageDirection() -> UIUserInterfaceLayoutDirection {
        if Localization.pseudoLanguage?.isRightToLeft == true { return .rightToLeft }
        return direction(forLanguage: Localization.preferredLanguages.first)
    }

    /// Right to left for a right-to-left language (a BCP 47 tag such as
    /// "ar-EG" or a locale name such as "ar_EG.UTF-8"), else left to right.
    static func direction(forLanguage locale: String?) -> UIUserInterfaceLayoutDirection {
        guard let locale else { return .leftToRight }
        let code = locale.prefix { $0 != "_" && $0 != "." && $0 != "@" && $0 != "-" }.lowercased()
        return rightToLeftLanguages.contains(code) ? .rightToLeft : .leftToRight
    }
}
