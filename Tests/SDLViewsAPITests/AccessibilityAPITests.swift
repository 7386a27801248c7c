import Foundation
import SDLViewsTesting
import Testing
import SDLViews

/// A hand-drawn score badge made accessible the way an iOS app does it:
/// overriding the getters of UIKit's informal protocol.
final class ScoreBadgeView: UIView {
    var score = 3
    override var isAccessibilityElement: Bool {
        get { true }
        set { super.isAccessibilityElement = newValue }
    }
    override var accessibilityLabel: String? {
        get { "Score" }
        set { super.accessibilityLabel = newValue }
    }
    override var accessibilityValue: String? {
        get { "\(score)" }
        set { super.accessibilityValue = newValue }
    }
    override var accessibilityTraits: UIAccessibilityTraits {
        get { [.staticText, .updatesFrequently] }
        set { super.accessibilityTraits = newValue }
    }
    override func accessibilityIncrement() { score += 1 }
    override func accessibilityDecrement() { score -= 1 }
}

/// A button that keeps UIKit's traits, adds its own, and activates itself.
final class PlayGameButton: UIButton {
    var activations = 0
    override var accessibilityLabel: String? {
        get { "Play the game" }
        set { super.accessibilityLabel = newValue }
    }
    override var accessibilityTraits: UIAccessibilityTraits {
        get { super.accessibilityTraits.union(.startsMediaSession) }
        set { super.accessibilityTraits = newValue }
    }
    override func accessibilityActivate() -> Bool {
        activations += 1
        return true
    }
}

/// A board drawn in one view whose squares are `UIAccessibilityElement`s.
final class BoardView: UIView {
    lazy var squares: [UIAccessibilityElement] = (0..<3).map { index in
        let square = UIAccessibilityElement(accessibilityContainer: self)
        square.isAccessibilityElement = true
        square.accessibilityLabel = "Square \(index + 1)"
        square.accessibilityTraits = .button
        square.accessibilityFrameInContainerSpace = CGRect(x: CGFloat(index) * 40, y: 0, width: 40, height: 40)
        return square
    }
    override var accessibilityElements: [Any]? {
        get { squares }
        set { super.accessibilityElements = newValue }
    }
}

/// A pause screen that closes on the screen reader's escape gesture.
final class PauseScreenController: UIViewController {
    var closed = false
    override func accessibilityPerformEscape() -> Bool {
        closed = true
        return true
    }
    override func accessibilityPerformMagicTap() -> Bool { true }
}

@MainActor
@Suite struct AccessibilityAPITests {
    @Test func subclassesOverrideTheInformalProtocol() {
        let badge = ScoreBadgeView()
        #expect(badge.isAccessibilityElement && badge.accessibilityLabel == "Score" && badge.accessibilityValue == "3")
        badge.accessibilityIncrement()
        badge.accessibilityIncrement()
        badge.accessibilityDecrement()
        #expect(badge.accessibilityValue == "4")
        #expect(badge.accessibilityTraits.contains(.updatesFrequently))

        let play = PlayGameButton(type: .system)
        play.setTitle("Play", for: .normal)
        #expect(play.accessibilityLabel == "Play the game")
        #expect(play.accessibilityTraits == [.button, .startsMediaSession])
        play.isEnabled = false
        #expect(play.accessibilityTraits == [.button, .notEnabled, .startsMediaSession])
        #expect(play.accessibilityActivate() && play.activations == 1)

        let pause = PauseScreenController()
        #expect(pause.accessibilityPerformEscape() && pause.closed && pause.accessibilityPerformMagicTap())
    }

    @Test func elementsOfAContainerFollowIt() throws {
        let screen = try HeadlessScreen(width: 320, height: 240)
        let board = BoardView(frame: CGRect(x: 20, y: 30, width: 120, height: 40))
        screen.window.addSubview(board)
        let squares = try #require(board.accessibilityElements as? [UIAccessibilityElement])
        #expect(squares.map(\.accessibilityLabel) == ["Square 1", "Square 2", "Square 3"])
        #expect(squares[1].accessibilityFrame == CGRect(x: 60, y: 30, width: 40, height: 40))
        #expect(squares[1].accessibilityActivationPoint == CGPoint(x: 80, y: 50))
        #expect(squares[1].accessibilityContainer === board)
        squares[2].accessibilityIdentifier = "corner"
        #expect(squares[2].accessibilityIdentifier == "corner")
    }

    @Test func namespaceAndTypesAsOniOS() throws {
        _ = try HeadlessScreen(width: 100, height: 100)
        UIAccessibility.post(notification: .announcement, argument: "Checkpoint reached")
        UIAccessibility.post(notification: .screenChanged, argument: nil)
        #expect(!UIAccessibility.isVoiceOverRunning)
        UIAccessibility.isReduceMotionEnabled = true
        #expect(UIAccessibility.isReduceMotionEnabled)
        UIAccessibility.isReduceMotionEnabled = false
        _ = UIAccessibility.isBoldTextEnabled || UIAccessibility.isReduceTransparencyEnabled
            || UIAccessibility.isDarkerSystemColorsEnabled
        _ = UIAccessibility.focusedElement(using: .notificationVoiceOver)
        let names: [Notification.Name] = [
            UIAccessibility.voiceOverStatusDidChangeNotification, UIAccessibility.reduceMotionStatusDidChangeNotification,
            UIAccessibility.boldTextStatusDidChangeNotification
        ]
        #expect(Set(names).count == 3)
        let action = UIAccessibilityCustomAction(name: "Drop", image: nil) { _ in true }
        let view = UIView()
        view.accessibilityCustomActions = [action]
        view.accessibilityContainerType = .list
        #expect(view.accessibilityCustomActions?.first?.name == "Drop")
        #expect(view.accessibilityContainerType == .list)
        let traits: UIAccessibilityTraits = [
            .none, .button, .link, .image, .selected, .playsSound, .keyboardKey, .staticText, .summaryElement,
            .notEnabled, .updatesFrequently, .searchField, .startsMediaSession, .adjustable, .allowsDirectInteraction,
            .causesPageTurn, .header, .tabBar, .supportsZoom
        ]
        #expect(traits.rawValue.nonzeroBitCount == 18, "every trait but none is a bit of its own")
    }

    @Test func theAuditIsPublic() throws {
        let screen = try HeadlessScreen(width: 200, height: 100)
        let unnamed = UIButton(type: .custom)
        unnamed.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        screen.window.addSubview(unnamed)
        screen.runFrame()
        let findings: [AccessibilityFinding] = screen.accessibilityAudit()
        #expect(findings.map(\.kind) == [.missingLabel])
    }
}
