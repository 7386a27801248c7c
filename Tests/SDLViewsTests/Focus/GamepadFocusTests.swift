import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews

/// Gamepad input through SDL's GameController API (a virtual controller):
/// presses with tvOS types, focus movement, stick repeat, unplugging, alerts.
@MainActor
@Suite struct GamepadFocusTests {
    @Test func dpadMovesFocusAndAActivates() throws {
        let scene = try FocusScene()
        let grid = scene.grid(rows: 2, columns: 2)
        var taps = 0
        grid[1][1].addAction(UIAction { _ in taps += 1 }, for: .primaryActionTriggered)
        scene.screen.gamepadButton(.dpadDown)
        #expect(scene.focused === grid[0][0], "the first press shows focus at the preferred item")
        scene.screen.gamepadButton(.dpadDown)
        scene.screen.gamepadButton(.dpadRight)
        #expect(scene.focused === grid[1][1])
        scene.screen.gamepadButtonDown(.a)
        #expect(grid[1][1].isHighlighted && taps == 0)
        scene.screen.gamepadButtonUp(.a)
        #expect(taps == 1 && !grid[1][1].isHighlighted)
    }

    @Test func theStickRepeatsAfterTheInitialDelayThenAtTheRepeatInterval() throws {
        let scene = try FocusScene(width: 400, height: 800)
        let column = scene.grid(rows: 12, columns: 1)
        scene.screen.gamepadButton(.dpadDown)
        let index = { column.firstIndex { $0[0] === scene.focused } }
        #expect(index() == 0)
        scene.screen.gamepadStick(x: 0.2, y: 0.3)
        #expect(index() == 0, "inside the dead zone")
        scene.screen.gamepadStick(x: 0.1, y: 0.9)
        #expect(index() == 1, "past the dead zone: one move at once")
        scene.screen.advance(by: 0.39)
        #expect(index() == 1)
        scene.screen.advance(by: 0.01)
        #expect(index() == 2, "the first repeat after 0.4 s")
        scene.screen.advance(by: 0.09)
        #expect(index() == 2)
        scene.screen.advance(by: 0.01)
        #expect(index() == 3, "then every 0.1 s")
        scene.screen.advance(by: 0.2)
        #expect(index() == 5)
        scene.screen.gamepadStick(x: 0, y: 0)
        scene.screen.advance(by: 1)
        #expect(index() == 5, "released: no more moves")
    }

    @Test func aHeldDpadRepeatsLikeTheStick() throws {
        let scene = try FocusScene(width: 400, height: 800)
        let column = scene.grid(rows: 12, columns: 1)
        scene.screen.gamepadButton(.dpadDown)
        scene.screen.gamepadButtonDown(.dpadDown)
        #expect(scene.focused === column[1][0])
        scene.screen.advance(by: 0.4)
        #expect(scene.focused === column[2][0])
        scene.screen.gamepadButtonUp(.dpadDown)
        scene.screen.advance(by: 0.5)
        #expect(scene.focused === column[2][0])
    }

    @Test func buttonsArriveAsPressesAlongTheFocusedItemsChainAndUnplugCancelsThem() throws {
        let scene = try FocusScene()
        let button = PressRecordingButton(type: .system)
        button.frame = CGRect(x: 20, y: 20, width: 80, height: 40)
        scene.root.view.addSubview(button)
        scene.screen.gamepadButton(.dpadUp)
        #expect(scene.focused === button)
        scene.screen.gamepadButton(.y)
        scene.screen.gamepadButtonDown(.rightShoulder)
        scene.screen.gamepadButtonDown(.leftTrigger)
        #expect(button.log == ["began buttonY", "ended buttonY", "began rightShoulder", "began leftTrigger"])
        scene.screen.unplugGamepad()
        #expect(
            Set(button.log.suffix(2)) == ["cancelled rightShoulder", "cancelled leftTrigger"],
            "a pad unplugged with buttons held cancels them")
        scene.screen.gamepadButton(.x)
        #expect(button.log.suffix(2) == ["began buttonX", "ended buttonX"], "a pad plugged in again works")
    }

    @Test func alertsAreAnsweredByGamepad() throws {
        let scene = try FocusScene()
        var chosen: [String] = []
        func present() -> UIAlertController {
            let alert = UIAlertController(title: "Quit?", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in chosen.append("cancel") })
            let quit = UIAlertAction(title: "Quit", style: .destructive) { _ in chosen.append("quit") }
            alert.addAction(quit)
            alert.preferredAction = quit
            scene.root.present(alert, animated: true)
            scene.screen.advance(by: 1)
            return alert
        }
        _ = present()
        scene.screen.gamepadButton(.a)
        scene.screen.advance(by: 1)
        #expect(chosen == ["quit"], "A: the preferred action (focused first)")
        _ = present()
        scene.screen.gamepadButton(.b)
        scene.screen.advance(by: 1)
        #expect(chosen == ["quit", "cancel"] && scene.root.presentedViewController == nil, "B: cancel")
    }

    @Test func bPopsTheNavigationController() throws {
        let scene = try FocusScene()
        let navigation = UINavigationController(rootViewController: UIViewController())
        scene.screen.window.rootViewController = navigation
        navigation.pushViewController(UIViewController(), animated: false)
        scene.screen.runFrame()
        scene.screen.gamepadButton(.b)
        scene.screen.advance(by: 1)
        #expect(navigation.viewControllers.count == 1)
    }
}

@MainActor
final class PressRecordingButton: UIButton {
    var log: [String] = []

    private func name(_ presses: Set<UIPress>) -> String {
        let names: [UIPress.PressType: String] = [
            .buttonX: "buttonX", .buttonY: "buttonY", .rightShoulder: "rightShoulder", .leftTrigger: "leftTrigger"
        ]
        return presses.map { names[$0.type] ?? "\($0.type.rawValue)" }.sorted().joined(separator: ",")
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.append("began \(name(presses))")
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.append("ended \(name(presses))")
    }
    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.append("cancelled \(name(presses))")
    }
}
