internal import CICUBreak
import Synchronization

/// CLDR's plural categories through ICU's plural rules.
enum PluralRules {
    /// The category a `.stringsdict` variable chooses for `argument` in
    /// `language`: "zero" for 0 whenever the entry has a "zero" text (as
    /// Foundation does, whatever the language's rules), else the language's
    /// own category; text arguments and ICU failures are "other".
    static func category(of argument: LocalizedFormat.Argument, language: String, offers texts: [String: String]) -> String {
        let number: Double
        switch argument {
        case .signed(let value): number = Double(value)
        case .unsigned(let value): number = Double(value)
        case .real(let value): number = value
        case .text: return "other"
        }
        if number == 0, texts["zero"] != nil { return "zero" }
        return category(of: number, language: language)
    }

    static func category(of number: Double, language: String) -> String {
        guard number.isFinite else { return "other" }
        var keyword = [CChar](repeating: 0, count: 16)
        if let reason = sdlviews_plural_unavailable_reason() {
            logUnavailable(String(cString: reason))
            return "other"
        }
        let length = sdlviews_plural_category(language, number, &keyword, Int32(keyword.count))
        guard length > 0 else { return "other" }
        return String(decoding: keyword.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Why `library` (nil: ICU's i18n library) could not serve plural rules, or
    /// nil when it could; opens it without using it (for tests of a missing library).
    static func libraryProblem(_ library: String?) -> String? {
        var reason = [CChar](repeating: 0, count: 512)
        let loaded = sdlviews_plural_library_check(library, &reason, Int32(reason.count))
        return loaded == 1 ? nil : String(decoding: reason.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Whether the reason plural rules are missing was logged (once per process, not per string).
    private static let loggedUnavailable = Mutex(false)

    private static func logUnavailable(_ reason: String) {
        let first = loggedUnavailable.withLock { logged in
            defer { logged = true }
            return !logged
        }
        if first { SDLViewsLog.error("plural rules unavailable (\(reason)); every plural takes its \"other\" form") }
    }
}
