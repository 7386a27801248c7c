import Foundation
import SDLViews
import SDLViewsTesting
import Testing

/// `UIWindow.prewarm` called as a game calls it, without `@testable`: a
/// screen prepared some frames ahead, then pushed as usual.
@MainActor
@Suite struct PrewarmAPITests {
    final class QuestBoard: UIViewController {
        let heading = UILabel()

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .darkGray
            heading.text = "Quest board"
            heading.frame = CGRect(x: 10, y: 60, width: 200, height: 24)
            view.addSubview(heading)
            let panel = UIView(frame: CGRect(x: 10, y: 100, width: 200, height: 80))
            panel.backgroundColor = .gray
            panel.layer.shadowOpacity = 0.4
            panel.layer.shadowPath = UIBezierPath(roundedRect: panel.bounds, cornerRadius: 8).cgPath
            view.addSubview(panel)
        }
    }

    @Test func prewarmThenPush() throws {
        let screen = try HeadlessScreen(width: 320, height: 240)
        let navigation = UINavigationController(rootViewController: UIViewController())
        screen.window.rootViewController = navigation
        screen.runFrame()
        #expect(UIWindow.defaultPrewarmFrameBudget > 0 && UIWindow.defaultPrewarmFrameBudget < 1.0 / 60)
        let board = QuestBoard()
        var ready: Bool?
        screen.window.prewarm(board, size: navigation.view.bounds.size) { ready = $0 }
        var frames = 0
        while ready == nil && frames < 120 {
            screen.advance(by: 1.0 / 60)
            frames += 1
        }
        #expect(ready == true)
        #expect(board.isViewLoaded && board.view.window == nil, "prepared, not shown")
        #expect(board.view.bounds.size == CGSize(width: 320, height: 240))
        navigation.pushViewController(board, animated: true)
        screen.advance(by: 1)
        #expect(navigation.topViewController === board && board.view.window === screen.window)
        #expect(board.heading.layer.contents != nil)
    }

    @Test func aScreenOnDisplayIsNotPrewarmed() throws {
        let screen = try HeadlessScreen(width: 320, height: 240)
        let root = UIViewController()
        screen.window.rootViewController = root
        screen.runFrame()
        var answers: [Bool] = []
        screen.window.prewarm(root, frameBudget: 0.002) { answers.append($0) }
        #expect(answers == [false])
    }
}
