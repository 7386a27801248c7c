/// Which of a bundle's localizations to use, in order, for the user's
/// languages: Foundation's `Bundle.preferredLocalizations(from:forPreferences:)`.
enum LanguageMatcher {
    /// For each preferred language in turn, the available localization that
    /// matches it most closely ("ar-EG" takes "ar-EG", else "ar"; "zh-TW"
    /// takes "zh-Hant"); then the development language, then "Base".
    /// `available` holds `.lproj` folder names, as written.
    static func order(available: [String], preferred: [String], development: String) -> [String] {
        let byTag = Dictionary(available.compactMap { name in LanguageTag.normalized(name).map { ($0, name) } },
                               uniquingKeysWith: { first, _ in first })
        var result: [String] = []
        func add(_ name: String?) { if let name, !result.contains(name) { result.append(name) } }
        for language in preferred {
            add(LanguageTag.fallbacks(of: language).lazy.compactMap { byTag[$0] }.first)
        }
        add(LanguageTag.fallbacks(of: development).lazy.compactMap { byTag[$0] }.first)
        if available.contains("Base") { add("Base") }
        return result
    }
}
