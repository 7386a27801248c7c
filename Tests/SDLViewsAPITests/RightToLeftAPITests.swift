import Foundation
import SDLViews
import SDLViewsTesting
import Testing

/// Written as an iOS app would: a profile header laid out with leading and
/// trailing anchors and directional margins, a player's transport controls
/// marked `.playback`, and a view that reacts to its layout direction in
/// `traitCollectionDidChange(_:)`. The same code lays out mirrored under a
/// right-to-left language.
@MainActor
final class ProfileHeader: UIView {
    let avatar = UIView()
    let name = UILabel()
    let transport = UIStackView()
    private(set) var directions: [UITraitEnvironmentLayoutDirection] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 8)
        for view in [avatar, name, transport] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        transport.semanticContentAttribute = .playback
        for title in ["⏮", "⏯", "⏭"] {
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            button.widthAnchor.constraint(equalToConstant: 40).isActive = true
            transport.addArrangedSubview(button)
        }
        NSLayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            avatar.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            avatar.widthAnchor.constraint(equalToConstant: 40),
            avatar.heightAnchor.constraint(equalToConstant: 40),
            name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
            name.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            name.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
            transport.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            transport.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor)
        ])
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.layoutDirection != previousTraitCollection?.layoutDirection {
            directions.append(traitCollection.layoutDirection)
        }
    }
}

@MainActor
@Suite(.serialized) struct RightToLeftAPITests {
    @Test func aHeaderMirrorsUnderARightToLeftLanguage() throws {
        let screen = try HeadlessScreen(width: 320, height: 120)
        defer { UIApplication.shared.layoutDirectionOverride = nil }
        let header = ProfileHeader(frame: CGRect(x: 0, y: 0, width: 320, height: 120))
        screen.window.addSubview(header)
        screen.runFrame()
        #expect(header.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(header.avatar.frame.minX == 16)
        #expect(header.name.frame.minX == 68 && header.name.frame.maxX == 312)

        SDLViewsLog.clear()
        UIApplication.shared.layoutDirectionOverride = .rightToLeft
        screen.runFrame()
        // Only Auto Layout's messages: the log is shared with suites running on other threads.
        let layoutMessages = SDLViewsLog.messages.filter { $0.contains("constraint") || $0.contains("layout") }
        #expect(layoutMessages.isEmpty, "mirroring breaks no constraint: \(layoutMessages)")
        #expect(UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft)
        #expect(header.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(header.directions.last == .rightToLeft)
        #expect(header.layoutMargins.left == 8 && header.layoutMargins.right == 16)
        #expect(header.avatar.frame.maxX == 304, "16 points in from the right")
        #expect(header.name.frame.maxX == 252 && header.name.frame.minX == 8, "\(header.name.frame)")
        #expect(header.name.textAlignment == .natural)

        // The transport controls keep their order and sit at the trailing (left) edge.
        let buttons = header.transport.arrangedSubviews
        #expect(header.transport.frame.minX == 8)
        #expect(buttons.map(\.frame.minX) == [0, 40, 80])
        #expect(header.transport.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(buttons[0].effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    @Test func aForcedDirectionAndTheClassFunctions() throws {
        _ = try HeadlessScreen(width: 10, height: 10)
        let panel = UIView()
        panel.semanticContentAttribute = .forceRightToLeft
        let child = UIView()
        panel.addSubview(child)
        #expect(panel.semanticContentAttribute == .forceRightToLeft)
        #expect(child.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(child.traitCollection.layoutDirection == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .spatial, relativeTo: .rightToLeft) == .leftToRight)
        #expect(UITraitCollection(layoutDirection: .rightToLeft).layoutDirection == .rightToLeft)
        #expect(UISemanticContentAttribute.allCases.count == 5)
    }
}
