import Foundation

/// The user's languages as gettext reads them from the environment:
/// `LANGUAGE` (a priority list, "ar:fr:en") unless the locale is "C", then
/// the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set.
enum EnvironmentLanguages {
    static func current(_ environment: [String: String] = ProcessEnvironment.all()) -> [String] {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        var languages: [String] = []
        if let list = environment["LANGUAGE"], !list.isEmpty, locale.map({ $0 != "C" && $0 != "POSIX" }) ?? true {
            languages = list.split(separator: ":").compactMap { LanguageTag.normalized(String($0)) }
        }
        if let locale, let tag = LanguageTag.normalized(locale), !languages.contains(tag) {
            languages.append(tag)
        }
        return languages.isEmpty ? ["en"] : languages
    }
}
