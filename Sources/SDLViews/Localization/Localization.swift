import Foundation
import Synchronization

/// The app's language settings and its string lookup: what Foundation's
/// `Locale.preferredLanguages`, `Bundle.preferredLocalizations` and
/// `Bundle.localizedString(forKey:value:table:)` give an iOS app, for Linux.
///
/// On Linux, Foundation does not read the user's languages (its
/// `Locale.preferredLanguages` is always English), so SDLViews keeps its own:
/// `preferredLanguages` comes from the environment as gettext reads it
/// (`LANGUAGE`, then `LC_ALL`, `LC_MESSAGES`, `LANG`), and an app or a test
/// may set it. `NSLocalizedString` and `String(localized:)` look strings up
/// here, in the bundle's `<language>.lproj/<table>.strings` files.
///
/// Difference from iOS: the language can change while the app runs (games
/// offer a language option; iOS relaunches the app). Setting
/// `preferredLanguages` or `pseudoLanguage` posts `didChangeNotification`
/// (and Foundation's `NSLocale.currentLocaleDidChangeNotification`); the app
/// sets its texts again, as it does for any other change of model.
public enum Localization {
    private struct State {
        var preferredLanguages: [String]
        var developmentLanguage = "en"
        var pseudoLanguage: PseudoLanguage?
    }

    private static let state = Mutex(State(
        preferredLanguages: EnvironmentLanguages.current(),
        pseudoLanguage: PseudoLanguage.fromEnvironment()))

    /// Posted (on the thread that made the change) after `preferredLanguages`,
    /// `developmentLanguage` or `pseudoLanguage` changes.
    public static let didChangeNotification = Notification.Name("SDLViewsLocalizationDidChange")

    /// The user's languages, most preferred first, as BCP 47 tags ("ar-EG",
    /// "en"): Foundation's `Locale.preferredLanguages`. Read from `LANGUAGE`
    /// (a colon-separated list), else `LC_ALL`, `LC_MESSAGES` or `LANG`
    /// ("ar_EG.UTF-8" is "ar-EG"; "C" and "POSIX" are English). Set it to
    /// switch the app's language (an in-game option, or a test); an empty
    /// list is refused with a logged reason.
    public static var preferredLanguages: [String] {
        get { state.withLock { $0.preferredLanguages } }
        set {
            let tags = newValue.compactMap(LanguageTag.normalized)
            guard !tags.isEmpty else {
                SDLViewsLog.error("Localization.preferredLanguages: \(newValue) names no language; kept \(preferredLanguages)")
                return
            }
            change { $0.preferredLanguages = tags }
        }
    }

    /// The language the app's own strings are written in, used when none of
    /// `preferredLanguages` has a table: Info.plist's
    /// `CFBundleDevelopmentRegion`, SwiftPM's `defaultLocalization`. English
    /// unless set.
    public static var developmentLanguage: String {
        get { state.withLock { $0.developmentLanguage } }
        set {
            guard let tag = LanguageTag.normalized(newValue) else {
                SDLViewsLog.error("Localization.developmentLanguage: \"\(newValue)\" is not a language; kept \(developmentLanguage)")
                return
            }
            change { $0.developmentLanguage = tag }
        }
    }

    /// A developer's pseudo-language, as Xcode's scheme option offers:
    /// `.accented` shows every localized string accented and longer (text
    /// that was not localized stands out, and so does a layout that cannot
    /// take a longer translation); `.rightToLeft` lays the app out right to
    /// left with its strings unchanged. `SDLVIEWS_PSEUDO_LANGUAGE=accented`
    /// or `=rtl` turns one on at launch; nil (the default) is off.
    public static var pseudoLanguage: PseudoLanguage? {
        get { state.withLock { $0.pseudoLanguage } }
        set { change { $0.pseudoLanguage = newValue } }
    }

    /// Puts the preferred languages back to what the environment says and
    /// turns the pseudo-language off (tests call it after changing them).
    public static func restoreEnvironmentLanguages() {
        change {
            $0.preferredLanguages = EnvironmentLanguages.current()
            $0.pseudoLanguage = PseudoLanguage.fromEnvironment()
        }
    }

    /// Foundation's `Bundle.preferredLocalizations`: the bundle's `.lproj`
    /// localizations that match `preferredLanguages`, best first, ending
    /// with the development language's when the bundle has it.
    public static func preferredLocalizations(in bundle: Bundle) -> [String] {
        let (languages, development) = state.withLock { ($0.preferredLanguages, $0.developmentLanguage) }
        let available = StringsTableStore.shared.localizations(in: bundle)
        return LanguageMatcher.order(available: available, preferred: languages, development: development)
    }

    /// The language the app's strings are shown in: the first of
    /// `preferredLocalizations(in:)` for the bundle, else the development
    /// language. (UIKit lays an app out right to left only when it is
    /// shown in a right-to-left language it is localized into.)
    public static func shownLanguage(in bundle: Bundle = .main) -> String {
        preferredLocalizations(in: bundle).first ?? developmentLanguage
    }

    /// Foundation's `Bundle.localizedString(forKey:value:table:)`: the
    /// string for `key` in `table` (nil is "Localizable") of the first
    /// preferred localization whose table has it, else of the development
    /// language; missing everywhere, `value` when it is not empty, else the
    /// key. The pseudo-language, when on, transforms the result.
    public static func localizedString(forKey key: String, value: String?, table: String?, bundle: Bundle) -> String {
        let tableName = (table?.isEmpty ?? true) ? "Localizable" : table!
        let pseudo = pseudoLanguage
        let localizations = pseudo == .accented ? [] : preferredLocalizations(in: bundle)
        let store = StringsTableStore.shared
        let found = localizations.lazy.compactMap {
            store.string(forKey: key, table: tableName, localization: $0, in: bundle)
        }.first
        let fallback = (value?.isEmpty ?? true) ? key : value!
        let resolved = found
            ?? store.string(forKey: key, table: tableName, localization: developmentLanguage, in: bundle)
            ?? fallback
        return pseudo?.transform(resolved) ?? resolved
    }

    private static func change(_ update: (inout State) -> Void) {
        state.withLock { update(&$0) }
        NotificationCenter.default.post(name: didChangeNotification, object: nil)
        NotificationCenter.default.post(name: NSLocale.currentLocaleDidChangeNotification, object: nil)
    }
}
