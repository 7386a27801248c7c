import Foundation
import SDLViews
import SDLViewsTesting
import Testing

/// Written as an iOS app would: a card that restyles itself in
/// `traitCollectionDidChange`, a dynamic colour from a closure, a
/// Dynamic Type label, and a controller that switches to dark.
@MainActor
final class ThemedCard: UIView {
    private(set) var styleChanges: [UIUserInterfaceStyle] = []
    let title = UILabel()

    static let accent = UIColor { traits in
        traits.userInterfaceStyle == .dark
            ? UIColor(red: 1, green: 0.8, blue: 0.2, alpha: 1) : UIColor(red: 0.2, green: 0.3, blue: 0.9, alpha: 1)
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        layer.borderWidth = 2
        layer.borderColor = ThemedCard.accent.cgColor
        title.font = .preferredFont(forTextStyle: .headline)
        title.adjustsFontForContentSizeCategory = true
        title.textColor = .label
        addSubview(title)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
            styleChanges.append(traitCollection.userInterfaceStyle)
            layer.borderColor = ThemedCard.accent.cgColor   // CGColors do not follow by themselves
        }
    }
}

@MainActor
final class ThemedController: UIViewController {
    let card = ThemedCard(frame: CGRect(x: 10, y: 10, width: 200, height: 80))
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addSubview(card)
    }
}

@MainActor
@Suite struct TraitsAPITests {
    @Test func darkOverrideOnAControllerRestylesLikeIOS() throws {
        let screen = try HeadlessScreen(width: 320, height: 240)
        let controller = ThemedController()
        screen.window.rootViewController = controller
        screen.runFrame()
        #expect(controller.traitCollection.userInterfaceStyle == .light)
        let lightBorder = controller.card.layer.borderColor
        controller.overrideUserInterfaceStyle = .dark
        screen.runFrame()
        #expect(controller.card.styleChanges.last == .dark)
        #expect(controller.card.layer.borderColor != lightBorder)
        #expect(controller.card.layer.borderColor == UIColor(red: 1, green: 0.8, blue: 0.2, alpha: 1).cgColor)
        #expect(screen.pixel(at: CGPoint(x: 300, y: 200)) == RGBA8(r: 0, g: 0, b: 0, a: 255))
        #expect(ThemedCard.accent.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
            == UIColor(red: 0.2, green: 0.3, blue: 0.9, alpha: 1))
    }

    @Test func textSizeSettingResizesAdjustingLabels() throws {
        let screen = try HeadlessScreen(width: 320, height: 240)
        let card = ThemedCard(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        screen.window.addSubview(card)
        #expect(card.title.font.pointSize == 17)
        defer { UIApplication.shared.preferredContentSizeCategory = .large }
        UIApplication.shared.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        #expect(card.title.font.pointSize == 53)
        #expect(card.traitCollection.preferredContentSizeCategory.isAccessibilityCategory)
        #expect(UIFontMetrics(forTextStyle: .body).scaledValue(for: 17) == 53)
    }

    @Test func sizeClassesAndTraitCollectionsAsOnIOS() throws {
        let screen = try HeadlessScreen(width: 400, height: 700)
        let view = UIView()
        screen.window.addSubview(view)
        #expect(view.traitCollection.horizontalSizeClass == .compact)
        #expect(view.traitCollection.verticalSizeClass == .regular)
        let merged = UITraitCollection(traitsFrom: [view.traitCollection, UITraitCollection(userInterfaceStyle: .dark)])
        #expect(merged.userInterfaceStyle == .dark && merged.horizontalSizeClass == .compact)
        var seen: UIUserInterfaceStyle = .unspecified
        merged.performAsCurrent { seen = UITraitCollection.current.userInterfaceStyle }
        #expect(seen == .dark)
    }
}
