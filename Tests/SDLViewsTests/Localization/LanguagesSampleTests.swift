import Foundation
import Testing
import SDLViewsTesting
@testable import SDLViews
@testable import Samples

/// The languages sample: its menu comes from the samples' `.lproj` tables
/// and follows the language chosen with a chip, at once.
@Suite @MainActor struct LanguagesSampleTests {
    private func open() throws -> OpenSample<LanguagesSampleViewController> {
        Localization.preferredLanguages = ["en"]
        return try OpenSample("languages", as: LanguagesSampleViewController.self)
    }

    private func choose(_ name: String, in sample: OpenSample<LanguagesSampleViewController>) throws {
        let chip = try #require(sample.controller.languageChips.first { $0.text == name })
        sample.screen.tap(at: chip.centreInWindow)
        sample.screen.advance(by: 1.0 / 60)
    }

    @Test func theMenuStartsInEnglishAndSwitchesToEachLanguage() throws {
        defer { Localization.restoreEnvironmentLanguages() }
        let sample = try open()
        let controller = sample.controller
        #expect(controller.titleLabel.text == "Main Menu")
        #expect(controller.menuItems.map(\.text) == ["Continue", "New Game", "Options", "Credits", "Quit"])
        #expect(controller.savedGamesLabel.text == "Saved games: 3")
        try choose("العربية", in: sample)
        #expect(controller.titleLabel.text == "القائمة الرئيسية")
        #expect(controller.menuItems.last?.text == "خروج")
        #expect(controller.savedGamesLabel.text == "الألعاب المحفوظة: 3")
        try choose("日本語", in: sample)
        #expect(controller.menuItems.first?.text == "つづきから")
        #expect(controller.savedGamesLabel.text == "セーブデータ：3件")
        try choose("中文", in: sample)
        #expect(controller.titleLabel.text == "主菜单")
        #expect(Localization.preferredLanguages == ["zh-Hans"])
    }

    @Test func theChosenLanguagesChipIsHighlighted() throws {
        defer { Localization.restoreEnvironmentLanguages() }
        let sample = try open()
        try choose("עברית", in: sample)
        let highlighted = sample.controller.languageChips.filter { $0.backgroundColor == SampleTheme.accent }
        #expect(highlighted.map(\.text) == ["עברית"])
    }

    @Test func theAccentedPseudoLanguageShowsEveryMenuStringAccentedAndLonger() throws {
        defer { Localization.restoreEnvironmentLanguages() }
        let sample = try open()
        let accented = try #require(sample.controller.pseudoChips.first { $0.text == "Accented" })
        sample.screen.tap(at: accented.centreInWindow)
        #expect(Localization.pseudoLanguage == .accented)
        #expect(sample.controller.titleLabel.text == "[Ḿȧīƞ Ḿḗƞŭ ~]")
        #expect(sample.controller.savedGamesLabel.text?.hasPrefix("[Şȧṽḗḓ ɠȧḿḗş: 3") == true)
    }

    @Test func leavingTheSamplePutsTheEnvironmentsLanguagesBack() throws {
        defer { Localization.restoreEnvironmentLanguages() }
        let sample = try open()
        try choose("हिन्दी", in: sample)
        #expect(sample.controller.titleLabel.text == "मुख्य मेनू")
        sample.controller.onBack?()
        sample.wait(1)
        #expect(Localization.preferredLanguages == EnvironmentLanguages.current())
        #expect(Localization.pseudoLanguage == nil)
    }
}
