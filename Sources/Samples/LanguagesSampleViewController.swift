import Foundation
import SDLViews

/// A game's main menu in English, Arabic, Hebrew, Hindi, Thai, Japanese and
/// Chinese, switching live: the strings come from the samples' `.lproj`
/// tables through `NSLocalizedString` and `String(localized:)`; a language
/// chip sets `Localization.preferredLanguages` and the menu sets its texts
/// again when `Localization.didChangeNotification` arrives. The second row
/// turns on a developer pseudo-language (accented and longer, or right to
/// left). Leaving the sample puts the environment's languages back.
@MainActor
final class LanguagesSampleViewController: SampleViewController {
    /// Each language by its own name (a language list is never translated),
    /// with the tag of its `.lproj` table.
    nonisolated static let languages: [(tag: String, name: String)] = [
        ("en", "English"), ("ar", "العربية"), ("he", "עברית"), ("hi", "हिन्दी"),
        ("th", "ไทย"), ("ja", "日本語"), ("zh-Hans", "中文"),
    ]
    static let menuKeys = ["Continue", "New Game", "Options", "Credits", "Quit"]
    static let savedGames = 3

    private(set) var titleLabel: UILabel!
    private(set) var menuItems: [UILabel] = []
    private(set) var savedGamesLabel: UILabel!
    private var explanation: UILabel!
    private var languageHeading: UILabel!
    private(set) var languageChips: [UILabel] = []
    private(set) var pseudoChips: [UILabel] = []
    private var observer: NSObjectProtocol?

    override var contentLayout: SampleContentLayout { .adaptive(minimum: CGSize(width: 600, height: 600)) }

    override func buildContent(in content: UIView) {
        titleLabel = SampleChip("", color: .clear)
        titleLabel.font = UIFont.boldSystemFont(ofSize: 26)
        menuItems = Self.menuKeys.map { key in
            SampleChip("", color: key == "Quit" ? UIColor(red: 0.75, green: 0.1, blue: 0.1, alpha: 1) : SampleTheme.accent) { [weak self] in
                if key == "Quit" { self?.onBack?() }
            }
        }
        savedGamesLabel = SampleTheme.label("", font: SampleTheme.captionFont, color: .white, frame: .zero)
        savedGamesLabel.textAlignment = .natural
        let menu = UIStackView(arrangedSubviews: [titleLabel] + menuItems + [savedGamesLabel])
        menu.axis = .vertical
        menu.spacing = 10
        menu.setCustomSpacing(20, after: titleLabel)
        menu.isLayoutMarginsRelativeArrangement = true
        menu.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 20, leading: 24, bottom: 20, trailing: 24)
        menu.backgroundColor = UIColor(red: 0.12, green: 0.13, blue: 0.18, alpha: 1)
        menu.layer.cornerRadius = 12
        let chooser = makeChooser()
        let page = UIStackView(arrangedSubviews: [menu, chooser])
        page.axis = .vertical
        page.spacing = 20
        page.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(page)
        NSLayoutConstraint.activate([
            page.centerXAnchor.constraint(equalTo: content.centerXAnchor),
            page.topAnchor.constraint(equalTo: content.topAnchor, constant: 16),
            page.widthAnchor.constraint(equalToConstant: 560),
        ])
        observer = NotificationCenter.default.addObserver(
            forName: Localization.didChangeNotification, object: nil, queue: nil
        ) { [weak self] _ in
            MainActor.assumeIsolated { self?.showStrings() }
        }
        showStrings()
    }

    /// The language heading and chips, the explanation, and the pseudo-language chips.
    private func makeChooser() -> UIView {
        languageHeading = SampleTheme.label("", font: SampleTheme.titleFont, frame: .zero)
        languageChips = Self.languages.map { language in
            SampleChip(language.name, color: SampleTheme.header) { [weak self] in self?.choose(language.tag) }
        }
        let chips = UIStackView(arrangedSubviews: languageChips)
        chips.distribution = .fillProportionally
        chips.spacing = 8
        explanation = SampleTheme.label("", frame: .zero)
        explanation.numberOfLines = 0
        let pseudoNames: [(String, PseudoLanguage?)] = [("No pseudo-language", nil), ("Accented", .accented), ("Right to left", .rightToLeft)]
        pseudoChips = pseudoNames.map { name, pseudo in
            SampleChip(name, color: SampleTheme.header) { Localization.pseudoLanguage = pseudo }
        }
        let pseudoRow = UIStackView(arrangedSubviews: pseudoChips)
        pseudoRow.spacing = 8
        pseudoRow.distribution = .fillEqually
        let chooser = UIStackView(arrangedSubviews: [languageHeading, chips, explanation, pseudoRow])
        chooser.axis = .vertical
        chooser.spacing = 10
        return chooser
    }

    func choose(_ tag: String) {
        Localization.preferredLanguages = [tag]
    }

    /// Every text of the menu in the language now chosen.
    private func showStrings() {
        let bundle = Bundle.module
        titleLabel.text = NSLocalizedString("Main Menu", bundle: bundle, comment: "The menu's title")
        for (item, key) in zip(menuItems, Self.menuKeys) {
            item.text = NSLocalizedString(key, bundle: bundle, comment: "A main menu item")
        }
        savedGamesLabel.text = String(localized: "Saved games: \(Self.savedGames)", bundle: bundle, comment: "Under the menu")
        languageHeading.text = NSLocalizedString("Language", bundle: bundle, comment: "Heading of the language chips")
        explanation.text = NSLocalizedString(
            "Choose a language: the menu changes at once, with no restart.", bundle: bundle,
            comment: "Under the language chips")
        let shown = Localization.shownLanguage(in: bundle)
        for (chip, language) in zip(languageChips, Self.languages) {
            chip.backgroundColor = language.tag == shown ? SampleTheme.accent : SampleTheme.header
        }
        view.setNeedsLayout()
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if let observer { NotificationCenter.default.removeObserver(observer) }
        observer = nil
        Localization.restoreEnvironmentLanguages()
    }
}
