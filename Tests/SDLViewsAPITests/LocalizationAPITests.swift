import Foundation
import SDLViews
import Testing

/// Written as an iOS app would: a menu controller that takes its titles from
/// `NSLocalizedString` and `String(localized:)`, with Foundation imported
/// beside SDLViews (the calls must pick SDLViews' lookup, which follows the
/// app's languages, over Foundation's, which on Linux is always English).
@MainActor
final class LocalizedMenuController: UIViewController {
    let play = UIButton(type: .system)
    let coins = UILabel()
    let bundle: Bundle

    init(bundle: Bundle) {
        self.bundle = bundle
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        play.setTitle(NSLocalizedString("Play", tableName: nil, bundle: bundle, value: "", comment: "Main menu"), for: .normal)
        coins.text = String(localized: "\(250) coins", bundle: bundle, comment: "Wallet")
        view.addSubview(play)
        view.addSubview(coins)
    }
}

@MainActor
@Suite struct LocalizationAPITests {
    static let bundle: Bundle = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sdlviews-l10n-api-\(getpid())")
        for (language, text) in ["he": "\"Play\" = \"שחק\";\n\"%lld coins\" = \"%lld מטבעות\";", "en": "\"Play\" = \"Play\";"] {
            let lproj = folder.appendingPathComponent("\(language).lproj")
            try? FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            try? Data(text.utf8).write(to: lproj.appendingPathComponent("Localizable.strings"))
        }
        return Bundle(path: folder.path)!
    }()

    @Test func aControllerShowsItsStringsInTheChosenLanguage() {
        Localization.preferredLanguages = ["he-IL", "en"]
        defer { Localization.restoreEnvironmentLanguages() }
        let controller = LocalizedMenuController(bundle: Self.bundle)
        controller.loadViewIfNeeded()
        #expect(controller.play.title(for: .normal) == "שחק")
        #expect(controller.coins.text == "250 מטבעות")
        #expect(Localization.shownLanguage(in: Self.bundle) == "he")
    }

    @Test func withoutATranslationTheDevelopmentStringsShow() {
        Localization.preferredLanguages = ["ja"]
        defer { Localization.restoreEnvironmentLanguages() }
        let controller = LocalizedMenuController(bundle: Self.bundle)
        controller.loadViewIfNeeded()
        #expect(controller.play.title(for: .normal) == "Play")
        #expect(controller.coins.text == "250 coins")
        #expect(Localization.shownLanguage(in: Self.bundle) == "en")
    }
}
