import Foundation
import Testing
import SDLViewsTesting
@testable import SDLViews
@testable import Samples

/// The languages sample's menu in each of its languages (Arabic and Hebrew
/// joined and ordered right to left, Devanagari conjuncts, Thai marks,
/// Japanese and Chinese from the CJK fallback font), on the software
/// renderer and again on opengles2 in the GL pass.
@Suite @MainActor struct LanguagesGoldenTests {
    @Test(arguments: LanguagesSampleViewController.languages.map(\.tag))
    func theMenuMatchesItsGolden(in language: String) throws {
        Localization.preferredLanguages = [language]
        defer { Localization.restoreEnvironmentLanguages() }
        let size = SampleScreenSize(width: 800, height: 600)
        let image = try #require(try SampleScreenshot.render("languages", size: size, time: 0))
        let golden = GoldenImage.compare(image, named: "languages-\(language)", in: CompositorTests.goldenDirectory)
        #expect(golden.matches, "\(language): \(golden)")
    }

    @Test func theAccentedPseudoLanguageMatchesItsGolden() throws {
        Localization.pseudoLanguage = .accented
        defer { Localization.restoreEnvironmentLanguages() }
        let size = SampleScreenSize(width: 800, height: 600)
        let image = try #require(try SampleScreenshot.render("languages", size: size, time: 0))
        let golden = GoldenImage.compare(image, named: "languages-pseudo-accented", in: CompositorTests.goldenDirectory)
        #expect(golden.matches, "\(golden)")
    }
}
