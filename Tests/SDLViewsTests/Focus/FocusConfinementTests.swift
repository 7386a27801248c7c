import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews
@testable import Samples

/// Focus stays inside the topmost presentation (UIKit's rule), and the back
/// press closes presentations before it pops a navigation stack.
@Suite @MainActor struct FocusConfinementTests {
    private func openQuitAlert() throws -> (OpenSample<GameMenuSampleViewController>, UIAlertController) {
        let sample = try OpenSample("game-menu", as: GameMenuSampleViewController.self)
        let screen = sample.screen
        screen.key(.keyboardReturnOrEnter)
        sample.wait(0.5)
        for _ in 0..<3 { screen.key(.keyboardDownArrow) }
        screen.key(.keyboardReturnOrEnter)
        sample.wait(0.5)
        let alert = try #require(sample.controller.presentedViewController as? UIAlertController)
        return (sample, alert)
    }

    @Test func tabAndArrowsStayInsideTheQuitAlert() throws {
        let (sample, alert) = try openQuitAlert()
        let screen = sample.screen
        let focus = screen.window.focusSystem
        let inAlert = { (focus.focusedItem as? UIView)?.isDescendant(of: alert.view) == true }
        #expect(inAlert() && focus.isEffectVisible, "an alert opened by key shows focus on its button at once")
        for key in [UIKeyboardHIDUsage.keyboardTab, .keyboardRightArrow, .keyboardLeftArrow, .keyboardUpArrow,
                    .keyboardDownArrow, .keyboardTab, .keyboardRightArrow] {
            screen.key(key)
            #expect(inAlert(), "\(key.rawValue) keeps focus on the alert's buttons")
            #expect(focus.isEffectVisible)
        }
        screen.key(.keyboardTab, modifiers: .shift)
        #expect(inAlert())
        screen.gamepadButton(.dpadRight)
        screen.gamepadButton(.dpadUp)
        #expect(inAlert())
    }

    @Test func theAlertsButtonsGetTheRing() throws {
        let (sample, alert) = try openQuitAlert()
        let buttons = alert.view.allDescendants(UIButton.self)
        let focused = try #require(sample.screen.window.focusSystem.focusedItem as? UIButton)
        #expect(buttons.contains { $0 === focused })
        let before = focused
        sample.screen.key(.keyboardLeftArrow)
        sample.screen.key(.keyboardRightArrow)
        sample.screen.key(.keyboardLeftArrow)
        let after = try #require(sample.screen.window.focusSystem.focusedItem as? UIButton)
        #expect(buttons.contains { $0 === after })
        #expect(buttons.count < 2 || after !== before, "arrows move between the alert's buttons")
        #expect(after.showsFocusLook)
    }

    /// The frame in which a dismissal completes takes its focused button out of
    /// the window: focus leaves it in that same frame, not one frame later.
    @Test func focusLeavesADismissedCardInTheFrameItGoes() throws {
        let sample = try OpenSample("game-menu", as: GameMenuSampleViewController.self)
        sample.screen.key(.keyboardDownArrow)  // the keyboard is in use: focus shows
        sample.controller.showCredits()
        sample.wait(0.5)
        let card = try #require(sample.controller.presentedViewController)
        let close = try #require(sample.screen.window.focusSystem.focusedItem as? UIButton)
        #expect(close.isDescendant(of: card.view))
        card.dismiss(animated: true)
        var frames = 0
        while sample.controller.presentedViewController != nil, frames < 120 {
            sample.screen.advance(by: 1.0 / 60)
            frames += 1
        }
        #expect(sample.controller.presentedViewController == nil && close.window == nil)
        let focused = sample.screen.window.focusSystem.focusedItem as? UIView
        #expect(focused == nil || focused?.window === sample.screen.window)
        #expect(!close.isFocused)
    }

    @Test func escapeClosesASheetBeforeItPopsTheSample() throws {
        let sample = try OpenSample("interface-builder", as: InterfaceBuilderSampleViewController.self)
        let levels = try #require(sample.controller.levels as? LevelListController)
        levels.tableView(levels.tableView, didSelectRowAt: IndexPath(row: 1, section: 0))
        sample.wait(0.6)
        let sheet = try #require(levels.presentedViewController as? LevelController)
        #expect(sheet.level == 2)
        sample.screen.key(.keyboardEscape)
        sample.wait(0.6)
        #expect(levels.presentedViewController == nil, "Escape dismissed the sheet")
        #expect(sample.navigator.topViewController === sample.controller, "and did not pop the sample")
        #expect(!sample.screen.window.subviews.contains { $0.subviews.contains { $0 === sheet.viewIfLoaded } })
        sample.screen.key(.keyboardEscape)
        sample.wait(0.6)
        #expect(sample.navigator.topViewController is LauncherViewController, "the next Escape pops")
    }

    @Test func poppingAScreenDismissesWhatItPresented() throws {
        let sample = try OpenSample("interface-builder", as: InterfaceBuilderSampleViewController.self)
        let levels = try #require(sample.controller.levels as? LevelListController)
        levels.tableView(levels.tableView, didSelectRowAt: IndexPath(row: 1, section: 0))
        sample.wait(0.6)
        let sheet = try #require(levels.presentedViewController)
        let windowViews = sample.screen.window.subviews.count
        _ = sample.navigator.navigation.popViewController(animated: true)
        sample.wait(0.8)
        #expect(sample.navigator.topViewController is LauncherViewController)
        #expect(levels.presentedViewController == nil && sheet.presentingViewController == nil)
        #expect(sheet.viewIfLoaded?.window == nil, "the sheet and its dimming left the window")
        #expect(sample.screen.window.subviews.count < windowViews)
    }

    @Test func gamepadBClosesThePresentedControllerFirst() throws {
        let scene = try FocusScene()
        let navigation = UINavigationController(rootViewController: UIViewController())
        scene.screen.window.rootViewController = navigation
        scene.screen.runFrame()
        let second = UIViewController()
        navigation.pushViewController(second, animated: false)
        scene.screen.runFrame()
        let menu = MenuController()
        second.present(menu, animated: false)
        scene.screen.runFrame()
        scene.screen.gamepadButton(.b)
        scene.screen.advance(by: 0.6)
        #expect(second.presentedViewController == nil)
        #expect(navigation.viewControllers.count == 2)
        scene.screen.gamepadButton(.b)
        scene.screen.advance(by: 0.6)
        #expect(navigation.viewControllers.count == 1)
    }
}

extension UIView {
    /// Every descendant of type `T`, depth first.
    func allDescendants<T: UIView>(_ type: T.Type) -> [T] {
        var result: [T] = []
        var stack: [UIView] = subviews
        while let view = stack.popLast() {
            if let match = view as? T { result.append(match) }
            stack += view.subviews
        }
        return result
    }
}
