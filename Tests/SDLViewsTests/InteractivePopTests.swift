import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews

/// The interactive pop's edge cases: a push while the finger is down, a
/// second finger, and the gesture after the stack changed under it.
@MainActor
@Suite struct InteractivePopTests {
    private func stackOfTwo(_ log: LifecycleLog) throws -> (HeadlessScreen, UINavigationController, [LoggingController])
    {
        let screen = try HeadlessScreen(width: 200, height: 150)
        let controllers = [LoggingController("A", log: log), LoggingController("B", log: log)]
        let navigation = UINavigationController(rootViewController: controllers[0])
        screen.window.rootViewController = navigation
        navigation.pushViewController(controllers[1], animated: false)
        screen.runFrame()
        log.clear()
        return (screen, navigation, controllers)
    }

    /// A finger from the left edge to `x`, one frame per step; left down.
    private func swipe(_ screen: HeadlessScreen, to xs: [CGFloat], finger: Int = 0) {
        screen.touchDown(at: CGPoint(x: 5, y: 100), finger: finger)
        screen.advance(by: 0.016)
        for x in xs {
            screen.touchMove(to: CGPoint(x: x, y: 100), finger: finger)
            screen.advance(by: 0.05)
        }
    }

    @Test func aPushDuringTheSwipeCancelsThePopThenPushes() throws {
        let log = LifecycleLog()
        let (screen, navigation, controllers) = try stackOfTwo(log)
        swipe(screen, to: [30, 60, 90])
        #expect(log.withoutLayout == ["B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear"])
        log.clear()
        let pushed = LoggingController("C", log: log)
        navigation.pushViewController(pushed, animated: false)
        #expect(
            log.withoutLayout == [
                "A.viewWillDisappear", "A.viewDidDisappear", "B.viewWillAppear", "B.viewDidAppear",
                "C.willMove(parent)", "C.viewDidLoad", "B.viewWillDisappear", "C.viewWillAppear",
                "B.viewDidDisappear", "C.viewDidAppear", "C.didMove(parent)"
            ])
        log.clear()
        // The finger carries on and lifts far right: the cancelled pop stays cancelled.
        screen.touchMove(to: CGPoint(x: 180, y: 100))
        screen.advance(by: 0.05)
        screen.touchUp(at: CGPoint(x: 180, y: 100))
        screen.advance(by: 1)
        #expect(log.withoutLayout.isEmpty)
        #expect(navigation.viewControllers == [controllers[0], controllers[1], pushed])
        #expect(pushed.view.frame.minX == 0 && pushed.view.superview === navigation.view)
        #expect(controllers[1].view.superview == nil)
    }

    @Test func aSecondFingerIsIgnored() throws {
        let log = LifecycleLog()
        let (screen, navigation, controllers) = try stackOfTwo(log)
        swipe(screen, to: [30, 60])
        let before = controllers[1].view.frame.minX
        screen.touchDown(at: CGPoint(x: 150, y: 60), finger: 1)
        screen.advance(by: 0.016)
        screen.touchMove(to: CGPoint(x: 190, y: 60), finger: 1)
        screen.advance(by: 0.05)
        #expect(controllers[1].view.frame.minX == before, "only the first finger moves the screen")
        screen.touchMove(to: CGPoint(x: 160, y: 100))
        screen.advance(by: 0.05)
        #expect(controllers[1].view.frame.minX > before)
        screen.touchUp(at: CGPoint(x: 190, y: 60), finger: 1)
        screen.advance(by: 0.05)
        #expect(log.withoutLayout == ["B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear"])
        screen.touchUp(at: CGPoint(x: 160, y: 100))
        screen.advance(by: 1)
        #expect(navigation.topViewController === controllers[0])
        #expect(
            log.withoutLayout == [
                "B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear",
                "A.viewDidAppear", "B.didMove(nil)"
            ])
    }

    @Test func aPopFromCodeDuringTheSwipeLeavesOneConsistentPop() throws {
        let log = LifecycleLog()
        let (screen, navigation, controllers) = try stackOfTwo(log)
        swipe(screen, to: [30, 60])
        navigation.popViewController(animated: false)
        screen.touchUp(at: CGPoint(x: 60, y: 100))
        screen.advance(by: 1)
        #expect(navigation.viewControllers == [controllers[0]])
        #expect(controllers[0].view.frame.minX == 0 && controllers[0].view.superview === navigation.view)
        let entries = log.withoutLayout
        #expect(entries.filter { $0 == "A.viewDidAppear" }.count == 1)
        #expect(entries.last == "B.didMove(nil)" || entries.contains("B.didMove(nil)"))
    }
}
