/// Language names as the environment, `.lproj` folders and apps spell them,
/// made into BCP 47 tags ("ar_EG.UTF-8@latin" and "ar-eg" are "ar-EG").
enum LanguageTag {
    /// Folder names from before language codes, as Xcode once made them.
    private static let legacyNames = [
        "english": "en", "french": "fr", "german": "de", "spanish": "es", "italian": "it",
        "japanese": "ja", "dutch": "nl",
    ]

    /// The tag, or nil when the value names no language ("", "*"). "C" and
    /// "POSIX" are English, as gettext treats them.
    static func normalized(_ value: String) -> String? {
        var name = Substring(value)
        if let cut = name.firstIndex(where: { $0 == "." || $0 == "@" }) { name = name[..<cut] }
        let parts = name.split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
        guard let first = parts.first, first.allSatisfy({ $0.isASCII && $0.isLetter }),
              (2...8).contains(first.count) || legacyNames[first.lowercased()] != nil || first == "C" else {
            return nil
        }
        if first == "C" || first == "POSIX" { return "en" }
        if let legacy = legacyNames[first.lowercased()] { return legacy }
        return ([first.lowercased()] + parts.dropFirst().map(subtag)).joined(separator: "-")
    }

    /// Script subtags are title case ("Hans"), regions upper case ("EG").
    private static func subtag(_ part: String) -> String {
        part.count == 4 ? part.prefix(1).uppercased() + part.dropFirst().lowercased() : part.uppercased()
    }

    /// The tag and its fallbacks, most specific first: "zh-CN" is also
    /// "zh-Hans-CN", "zh-Hans" and "zh"; "ar-EG" is also "ar".
    static func fallbacks(of tag: String) -> [String] {
        let parts = tag.split(separator: "-").map(String.init)
        guard let language = parts.first else { return [] }
        var result = [tag]
        let region = parts.dropFirst().first { $0.count != 4 }
        let script = parts.dropFirst().first { $0.count == 4 } ?? impliedScript(language: language, region: region)
        if let script {
            if let region { result.append("\(language)-\(script)-\(region)") }
            result.append("\(language)-\(script)")
        }
        if let region { result.append("\(language)-\(region)") }
        result.append(language)
        return result.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }

    /// Chinese is written in two scripts; the region says which.
    private static func impliedScript(language: String, region: String?) -> String? {
        guard language == "zh" else { return nil }
        return ["TW", "HK", "MO"].contains(region ?? "") ? "Hant" : "Hans"
    }
}
