import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews

/// `UIWindow.prewarm(_:size:frameBudget:completion:)`: the first frame's
/// work (display, uploads, shadow) done in the frames before a screen
/// opens, spread by the budget, and ended safely when the screen, the
/// controller or the window goes away first.
@MainActor
@Suite struct ScreenPrewarmTests {
    /// A screen with what a first frame builds: texts never drawn, a shadow
    /// taken from the panel's content (no `shadowPath`), a rounded button.
    final class QuestScreen: UIViewController {
        let panel = UIView(frame: CGRect(x: 20, y: 30, width: 200, height: 120))
        let heading = UILabel(frame: CGRect(x: 10, y: 10, width: 180, height: 24))
        let button = UIButton(type: .system)

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = UIColor(white: 0.1, alpha: 0.9)
            panel.backgroundColor = .darkGray
            panel.layer.cornerRadius = 10
            panel.layer.shadowOpacity = 0.5
            panel.layer.shadowRadius = 8
            heading.text = "Gather twelve herbs"
            heading.textColor = .white
            panel.addSubview(heading)
            button.setTitle("Accept", for: .normal)
            button.frame = CGRect(x: 10, y: 60, width: 120, height: 36)
            button.backgroundColor = .gray
            button.layer.cornerRadius = 8
            panel.addSubview(button)
            view.addSubview(panel)
        }
    }

    private func screenWithRoot() throws -> (HeadlessScreen, UIViewController) {
        let screen = try HeadlessScreen(width: 320, height: 240)
        let root = UIViewController()
        root.view.backgroundColor = .blue
        screen.window.rootViewController = root
        screen.runFrame()
        return (screen, root)
    }

    /// Runs frames until `done()` or `limit` frames; returns how many ran.
    private func runFrames(_ screen: HeadlessScreen, limit: Int = 200, until done: () -> Bool) -> Int {
        var count = 0
        while !done() && count < limit {
            screen.advance(by: 1.0 / 60)
            count += 1
        }
        return count
    }

    private func show(_ child: UIViewController, in root: UIViewController, screen: HeadlessScreen) {
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        screen.advance(by: 1.0 / 60)
    }

    @Test func showingAPrewarmedScreenUploadsNothingAndBuildsNoShadow() throws {
        let (screen, root) = try screenWithRoot()
        let quest = QuestScreen()
        var result: Bool?
        screen.window.prewarm(quest, frameBudget: 1) { result = $0 }
        #expect(!quest.isViewLoaded, "the work starts at the next frame")
        _ = runFrames(screen) { result != nil }
        #expect(result == true)
        #expect(quest.panel.layer.shadowBuildCount == 1)
        #expect(!quest.heading.layer.needsDisplay() && quest.heading.layer.contents != nil)
        let textures = try #require(screen.window.host).textures
        let uploads = textures.uploads
        show(quest, in: root, screen: screen)
        #expect(textures.uploads == uploads, "every texture was uploaded ahead")
        #expect(quest.panel.layer.shadowBuildCount == 1, "the shadow built ahead is the one shown")
        #expect(screen.pixel(at: CGPoint(x: 25, y: 35)) != screen.pixel(at: CGPoint(x: 5, y: 5)))
    }

    @Test func withoutPrewarmTheFirstFrameDoesThatWork() throws {
        let (screen, root) = try screenWithRoot()
        let quest = QuestScreen()
        let textures = try #require(screen.window.host).textures
        let uploads = textures.uploads
        show(quest, in: root, screen: screen)
        #expect(textures.uploads >= uploads + 3, "the title, the button's title and the shadow are uploaded")
        #expect(quest.panel.layer.shadowBuildCount == 1)
    }

    @Test func aTinyBudgetDoesOnePieceAFrame() throws {
        let (screen, _) = try screenWithRoot()
        let quest = QuestScreen()
        var result: Bool?
        screen.window.prewarm(quest, frameBudget: 1e-9) { result = $0 }
        screen.advance(by: 1.0 / 60)
        #expect(quest.isViewLoaded && quest.screenPrewarm?.steps == 1)
        #expect(quest.heading.layer.contents == nil, "one piece: the view is loaded, nothing displayed yet")
        screen.advance(by: 1.0 / 60)
        #expect(quest.screenPrewarm?.steps == 2)
        let frames = runFrames(screen) { result != nil }
        #expect(result == true && frames >= 4, "display and drawing took a frame each per piece")
        #expect(quest.panel.layer.shadowBuildCount == 1)
    }

    @Test func aScreenNeverShownIsFreedWithItsController() throws {
        let (screen, _) = try screenWithRoot()
        weak var weakQuest: QuestScreen?
        weak var weakTitleLayer: CALayer?
        var result: Bool?
        do {
            let quest = QuestScreen()
            weakQuest = quest
            screen.window.prewarm(quest, frameBudget: 1) { result = $0 }
            _ = runFrames(screen) { result != nil }
            weakTitleLayer = quest.heading.layer
        }
        screen.advance(by: 1.0 / 60)
        #expect(result == true)
        #expect(weakQuest == nil && weakTitleLayer == nil)
    }

    @Test func aControllerFreedMidwayEndsThePrewarmWithFalse() throws {
        let (screen, _) = try screenWithRoot()
        var quest: QuestScreen? = QuestScreen()
        var results: [Bool] = []
        screen.window.prewarm(quest!, frameBudget: 1e-9) { results.append($0) }
        screen.advance(by: 1.0 / 60)
        quest = nil
        screen.advance(by: 1.0 / 60)
        screen.advance(by: 1.0 / 60)
        #expect(results == [false])
    }

    @Test func closingTheWindowMidwayEndsThePrewarmWithFalse() throws {
        let (screen, _) = try screenWithRoot()
        let quest = QuestScreen()
        var results: [Bool] = []
        screen.window.prewarm(quest, frameBudget: 1e-9) { results.append($0) }
        screen.advance(by: 1.0 / 60)
        screen.window.close()
        screen.advance(by: 1.0 / 60)
        screen.advance(by: 1.0 / 60)
        #expect(results == [false])
        #expect(quest.screenPrewarm == nil)
    }

    @Test func showingTheScreenBeforeItFinishedEndsWithFalseAndDrawsIt() throws {
        let (screen, root) = try screenWithRoot()
        let quest = QuestScreen()
        var results: [Bool] = []
        screen.window.prewarm(quest, frameBudget: 1e-9) { results.append($0) }
        screen.advance(by: 1.0 / 60)
        screen.advance(by: 1.0 / 60)
        show(quest, in: root, screen: screen)
        #expect(results == [false])
        #expect(!quest.heading.layer.needsDisplay() && quest.heading.layer.contents != nil)
        #expect(quest.panel.layer.shadowBuildCount == 1)
    }

    @Test func prewarmingTwiceJoinsTheFirstAndIsLogged() throws {
        let (screen, _) = try screenWithRoot()
        let quest = QuestScreen()
        var results: [String] = []
        SDLViewsLog.clear()
        screen.window.prewarm(quest, frameBudget: 1e-9) { results.append("first \($0)") }
        screen.window.prewarm(quest) { results.append("second \($0)") }
        #expect(SDLViewsLog.messages.contains { $0.contains("already being prewarmed") })
        _ = runFrames(screen) { !results.isEmpty }
        #expect(results == ["first true", "second true"])
        #expect(quest.panel.layer.shadowBuildCount == 1)
    }

    @Test func aScreenAlreadyShownIsRefusedAndLogged() throws {
        let (screen, root) = try screenWithRoot()
        var results: [Bool] = []
        SDLViewsLog.clear()
        screen.window.prewarm(root) { results.append($0) }
        #expect(results == [false])
        #expect(SDLViewsLog.messages.contains { $0.contains("already in a window") })
        screen.advance(by: 1.0 / 60)
        #expect(results == [false] && root.screenPrewarm == nil)
    }

    @Test func badBudgetsAndSizesAreLoggedAndReplaced() throws {
        let (screen, _) = try screenWithRoot()
        for (budget, size) in [
            (TimeInterval.nan, CGSize(width: CGFloat.nan, height: 10)),
            (-1, CGSize(width: -5, height: 10)), (.infinity, CGSize(width: 0, height: 0)),
        ] {
            let quest = QuestScreen()
            var result: Bool?
            SDLViewsLog.clear()
            screen.window.prewarm(quest, size: size, frameBudget: budget) { result = $0 }
            #expect(SDLViewsLog.messages.contains { $0.contains("not a finite positive time") })
            #expect(SDLViewsLog.messages.contains { $0.contains("not a finite positive size") })
            _ = runFrames(screen) { result != nil }
            #expect(result == true)
            #expect(quest.view.bounds.size == CGSize(width: 320, height: 240), "the window's size is used")
        }
    }

    @Test func aGivenSizeIsTheViewsSize() throws {
        let (screen, _) = try screenWithRoot()
        let quest = QuestScreen()
        var result: Bool?
        screen.window.prewarm(quest, size: CGSize(width: 300, height: 200), frameBudget: 1) { result = $0 }
        _ = runFrames(screen) { result != nil }
        #expect(result == true && quest.view.bounds.size == CGSize(width: 300, height: 200))
    }

    @Test func aClosedWindowRefusesAndLogs() throws {
        let (screen, _) = try screenWithRoot()
        screen.window.close()
        var results: [Bool] = []
        SDLViewsLog.clear()
        screen.window.prewarm(QuestScreen()) { results.append($0) }
        #expect(results == [false])
        #expect(SDLViewsLog.messages.contains { $0.contains("closed") })
    }

    @Test func aWindowAtScaleTwoPrewarmsAtScaleTwo() throws {
        let screen = try HeadlessScreen(width: 160, height: 120, scale: 2)
        let root = UIViewController()
        screen.window.rootViewController = root
        let quest = QuestScreen()
        var result: Bool?
        screen.window.prewarm(quest, frameBudget: 1) { result = $0 }
        _ = runFrames(screen) { result != nil }
        #expect(quest.heading.layer.contentsScale == 2)
        let textures = try #require(screen.window.host).textures
        let uploads = textures.uploads
        show(quest, in: root, screen: screen)
        #expect(textures.uploads == uploads)
    }

    /// A button restates its title colour as it joins a window: the same
    /// colour keeps the label's rasterized text, a new one redraws it, and
    /// over attributed text the colour is applied to every run again.
    @Test func settingTheSameTextColorKeepsTheRasterizedText() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        label.text = "Accept"
        label.textColor = .white
        label.layer.displayIfNeeded()
        label.textColor = UIColor(white: 1, alpha: 1)
        #expect(!label.layer.needsDisplay())
        label.textColor = .red
        #expect(label.layer.needsDisplay())
        let mixed = NSMutableAttributedString(string: "ab", attributes: [.foregroundColor: UIColor.red])
        mixed.addAttribute(.foregroundColor, value: UIColor.blue, range: NSRange(location: 1, length: 1))
        label.attributedText = mixed
        label.layer.displayIfNeeded()
        label.textColor = .red
        #expect(label.layer.needsDisplay())
        let second = label.attributedText?.attribute(.foregroundColor, at: 1, effectiveRange: nil) as? UIColor
        #expect(second == .red)
    }
}
