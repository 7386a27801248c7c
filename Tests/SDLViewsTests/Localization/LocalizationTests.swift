import Foundation
import Synchronization
import Testing
@testable import SDLViews
import SDLViewsTesting

/// `NSLocalizedString`, `String(localized:)` and `Localization`: lookups in
/// `.lproj` string tables by the user's languages, as Foundation does on iOS.
/// The tests change the process's languages, so each is synchronous on the
/// main actor (no other main-actor test runs in between) and restores them.
@MainActor
@Suite struct LocalizationTests {
    /// A bundle folder with English, Arabic, Chinese (simplified) and
    /// Brazilian Portuguese tables, and a broken French one.
    static let bundle: Bundle = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sdlviews-l10n-\(getpid())")
        let tables: [String: String] = [
            "en": "\"Play\" = \"Play\";\n\"Options\" = \"Options\";\n\"%lld coins\" = \"%lld coins\";\n\"Only English\" = \"Only in English\";",
            "ar": "/* Main menu */\n\"Play\" = \"العب\";\n\"%lld coins\" = \"%lld عملة\";\n\"%@ vs %@\" = \"%2$@ ضد %1$@\";",
            "zh-Hans": "\"Play\" = \"开始游戏\";",
            "pt_BR": "\"Play\" = \"Jogar\";",
            "fr": "this is not a strings file = = ;",
        ]
        for (language, text) in tables {
            let lproj = folder.appendingPathComponent("\(language).lproj")
            try? FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            try? Data(text.utf8).write(to: lproj.appendingPathComponent("Localizable.strings"))
        }
        for (language, plurals) in Self.plurals {
            let data = try? PropertyListSerialization.data(fromPropertyList: plurals, format: .xml, options: 0)
            try? data?.write(to: folder.appendingPathComponent("\(language).lproj/Localizable.stringsdict"))
        }
        let menu = folder.appendingPathComponent("ar.lproj/Menu.strings")
        var utf16 = Data([0xFF, 0xFE])
        utf16.append("\"Quit\" = \"خروج\";".data(using: .utf16LittleEndian)!)
        try? utf16.write(to: menu)
        return Bundle(path: folder.path)!
    }()

    /// `.stringsdict` entries: one variable, two variables, a broken entry.
    static let plurals: [String: [String: Any]] = {
        func rule(_ type: String, _ texts: [String: String]) -> [String: Any] {
            texts.merging(["NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": type]) { a, _ in a }
        }
        let english: [String: Any] = [
            "%lld lives left": ["NSStringLocalizedFormatKey": "%#@lives@ left",
                                "lives": rule("lld", ["zero": "No lives", "one": "%lld life", "other": "%lld lives"])],
            "%lld coins and %lld gems": ["NSStringLocalizedFormatKey": "%#@coins@ and %#@gems@",
                                         "coins": rule("lld", ["one": "one coin", "other": "%lld coins"]),
                                         "gems": rule("lld", ["one": "%lld gem", "other": "%lld gems"])],
            "%@ broken": ["NSStringLocalizedFormatKey": "%#@x@", "x": ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType"]],
        ]
        let arabic: [String: Any] = [
            "%lld lives left": ["NSStringLocalizedFormatKey": "%#@lives@",
                                "lives": rule("lld", ["zero": "لا أرواح", "one": "روح واحدة", "two": "روحان",
                                                      "few": "%lld أرواح", "many": "%lld روحًا", "other": "%lld روح"])],
        ]
        return ["en": english, "ar": arabic]
    }()

    private func withLanguages(_ languages: [String], _ body: () -> Void) {
        Localization.preferredLanguages = languages
        defer { Localization.restoreEnvironmentLanguages() }
        body()
    }

    @Test func looksUpTheFirstPreferredLanguageThatHasATable() {
        withLanguages(["de", "ar-EG", "en"]) {
            #expect(NSLocalizedString("Play", bundle: Self.bundle, comment: "") == "العب")
            #expect(Localization.preferredLocalizations(in: Self.bundle) == ["ar", "en"])
        }
    }

    @Test func missingKeysFallBackToTheDevelopmentLanguageThenTheValueThenTheKey() {
        withLanguages(["ar"]) {
            #expect(NSLocalizedString("Options", bundle: Self.bundle, comment: "") == "Options")
            #expect(NSLocalizedString("Only English", bundle: Self.bundle, comment: "") == "Only in English")
            #expect(NSLocalizedString("Nowhere", bundle: Self.bundle, value: "Default", comment: "") == "Default")
            #expect(NSLocalizedString("Nowhere", bundle: Self.bundle, comment: "") == "Nowhere")
        }
    }

    @Test func chineseRegionsChooseTheirScriptAndUnderscoreFoldersMatch() {
        withLanguages(["zh-CN"]) { #expect(NSLocalizedString("Play", bundle: Self.bundle, comment: "") == "开始游戏") }
        withLanguages(["zh-TW"]) { #expect(NSLocalizedString("Play", bundle: Self.bundle, comment: "") == "Play") }
        withLanguages(["pt-BR"]) { #expect(NSLocalizedString("Play", bundle: Self.bundle, comment: "") == "Jogar") }
    }

    @Test func namedTablesAndUTF16FilesAreRead() {
        withLanguages(["ar"]) {
            #expect(NSLocalizedString("Quit", tableName: "Menu", bundle: Self.bundle, comment: "") == "خروج")
            #expect(NSLocalizedString("Play", tableName: "Menu", bundle: Self.bundle, comment: "") == "Play")
        }
    }

    @Test func aBrokenTableIsLoggedAndSkipped() {
        withLanguages(["fr", "en"]) {
            #expect(NSLocalizedString("Play", bundle: Self.bundle, comment: "") == "Play")
            #expect(SDLViewsLog.messages.contains { $0.contains("fr.lproj/Localizable.strings is not a strings table") })
        }
    }

    @Test func interpolatedValuesBecomeSpecifiersInTheKeyAndArePutBack() {
        let coins: String.LocalizationValue = "\(12) coins"
        #expect(coins.key == "%lld coins")
        withLanguages(["ar"]) {
            #expect(String(localized: "\(12) coins", bundle: Self.bundle) == "12 عملة")
            #expect(String(localized: "\("Ana") vs \("Ben")", bundle: Self.bundle) == "Ben ضد Ana")
            #expect(String(localized: "\(3) of \(4) done, 100%", bundle: Self.bundle) == "3 of 4 done, 100%")
        }
        withLanguages(["en"]) {
            #expect(String(localized: "Play", bundle: Self.bundle) == "Play")
            #expect(String(localized: "menu.play", defaultValue: "Play \(2)", bundle: Self.bundle) == "Play 2")
        }
    }

    @Test func stringsdictEntriesChooseByTheLanguagesPluralRules() {
        withLanguages(["en"]) {
            #expect(String(localized: "\(1) lives left", bundle: Self.bundle) == "1 life left")
            #expect(String(localized: "\(3) lives left", bundle: Self.bundle) == "3 lives left")
            #expect(String(localized: "\(0) lives left", bundle: Self.bundle) == "No lives left")
            #expect(String(localized: "\(1) coins and \(5) gems", bundle: Self.bundle) == "one coin and 5 gems")
            #expect(String(localized: "\(2) coins and \(1) gems", bundle: Self.bundle) == "2 coins and 1 gem")
        }
        withLanguages(["ar"]) {
            let counts = [0, 1, 2, 3, 10, 11, 99, 100, 102].map { String(localized: "\($0) lives left", bundle: Self.bundle) }
            #expect(counts == ["لا أرواح", "روح واحدة", "روحان", "3 أرواح", "10 أرواح", "11 روحًا", "99 روحًا", "100 روح", "102 روح"])
        }
    }

    @Test func aBrokenPluralEntryIsLoggedAndItsStringIsUsed() {
        // The table is logged as it loads: an earlier test may have loaded it,
        // and the log keeps only recent messages (the whole suite logs into it).
        StringsTableStore.shared.removeAll()
        withLanguages(["en"]) {
            #expect(String(localized: "\("x") broken", bundle: Self.bundle) == "x broken")
            #expect(SDLViewsLog.messages.contains { $0.contains("\"%@ broken\" is not a plural rule") })
        }
    }

    @Test func pluralCategoriesComeFromCLDR() {
        #expect(PluralRules.category(of: 1, language: "en") == "one")
        #expect(PluralRules.category(of: 1.5, language: "en") == "other")
        #expect(PluralRules.category(of: 21, language: "ru") == "one")
        #expect(PluralRules.category(of: 22, language: "ru") == "few")
        #expect(PluralRules.category(of: 25, language: "ru") == "many")
        #expect(PluralRules.category(of: 1, language: "ja") == "other")
        #expect(PluralRules.category(of: .nan, language: "en") == "other")
    }

    @Test func formatsKeepFlagsAndLeaveMissingArgumentsVisible() {
        #expect(LocalizedFormat.format("%.2f%% of %@", [.real(12.345), .text("HP")]) == "12.35% of HP")
        #expect(LocalizedFormat.format("%05lld", [.signed(42)]) == "00042")
        #expect(LocalizedFormat.format("%@ and %@", [.text("one")]) == "one and %@")
        #expect(LocalizedFormat.format("trailing %", []) == "trailing %")
    }

    @Test func environmentLanguagesFollowGettext() {
        #expect(EnvironmentLanguages.current(["LANG": "ar_EG.UTF-8"]) == ["ar-EG"])
        #expect(EnvironmentLanguages.current(["LANGUAGE": "he:fr", "LANG": "en_US.UTF-8"]) == ["he", "fr", "en-US"])
        #expect(EnvironmentLanguages.current(["LANGUAGE": "he", "LC_ALL": "C"]) == ["en"])
        #expect(EnvironmentLanguages.current(["LC_MESSAGES": "sr_RS@latin", "LANG": "de_DE"]) == ["sr-RS"])
        #expect(EnvironmentLanguages.current([:]) == ["en"])
        #expect(LanguageTag.fallbacks(of: "zh-HK") == ["zh-HK", "zh-Hant-HK", "zh-Hant", "zh"])
    }

    @Test func anEmptyLanguageListIsRefused() {
        withLanguages(["he"]) {
            Localization.preferredLanguages = ["", "*"]
            #expect(Localization.preferredLanguages == ["he"])
        }
    }

    @Test func accentedPseudoLanguageAccentsLengthensAndKeepsSpecifiers() {
        defer { Localization.pseudoLanguage = nil }
        Localization.pseudoLanguage = .accented
        let play = NSLocalizedString("Play", bundle: Self.bundle, comment: "")
        #expect(play == "[Ƥŀȧẏ]")
        let options = NSLocalizedString("Options", bundle: Self.bundle, comment: "")
        #expect(options.hasPrefix("[Ǿƥŧīǿƞş"))
        #expect(Double(options.count) >= Double("Options".count) * 1.4)
        #expect(String(localized: "\(7) coins", bundle: Self.bundle).hasPrefix("[7 ƈǿīƞş"))
    }

    @Test func changesPostTheNotification() {
        let posts = Mutex(0)
        let observer = NotificationCenter.default.addObserver(
            forName: Localization.didChangeNotification, object: nil, queue: nil) { _ in posts.withLock { $0 += 1 } }
        defer { NotificationCenter.default.removeObserver(observer) }
        withLanguages(["ar"]) { Localization.pseudoLanguage = nil }
        #expect(posts.withLock { $0 } == 3)
    }

    @Test func randomTablesRoundTripAndGarbageIsRefusedOrRead() {
        var generator = SeededGenerator(seed: 39)
        let alphabet = Array("\"=;/* \n\\abcع%{}()<>")
        func randomText(_ length: ClosedRange<Int>) -> String {
            String((0..<Int.random(in: length, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
        }
        func quoted(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                .replacingOccurrences(of: "\n", with: "\\n") + "\""
        }
        for _ in 0..<300 {
            var table: [String: String] = [:]
            for _ in 0..<Int.random(in: 0...6, using: &generator) { table[randomText(1...12)] = randomText(0...12) }
            let file = table.map { "/* note */ \(quoted($0.key)) = \(quoted($0.value));" }.joined(separator: "\n")
            #expect(StringsFileParser.table(from: Data(file.utf8)) == table, "\(file)")
            _ = StringsFileParser.table(from: Data(randomText(0...40).utf8))
        }
    }
}
