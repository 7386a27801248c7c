import Foundation
import SDLViews
import SDLViewsTesting
import Testing

/// A plain view made focusable, as apps make custom focusable tiles.
final class FocusableTile: UIView {
    var updates: [(previous: UIView?, next: UIView?, heading: UIFocusHeading)] = []
    var presses: [UIPress.PressType] = []

    override var canBecomeFocused: Bool { true }

    override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        super.didUpdateFocus(in: context, with: coordinator)
        updates.append((context.previouslyFocusedView, context.nextFocusedView, context.focusHeading))
        coordinator.addCoordinatedAnimations({ self.backgroundColor = self.isFocused ? .orange : .gray })
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let types = presses.map(\.type)
        if types.contains(.buttonY) {
            self.presses += types
        } else {
            super.pressesBegan(presses, with: event)
        }
    }
}

/// A button that refuses focus.
final class UnfocusableButton: UIButton {
    override var canBecomeFocused: Bool { false }
}

/// A controller steering initial focus to its second tile.
final class TilesController: UIViewController {
    let tiles = [FocusableTile(), FocusableTile()]
    override var preferredFocusEnvironments: [UIFocusEnvironment] { [tiles[1]] }
    override func viewDidLoad() {
        super.viewDidLoad()
        for (index, tile) in tiles.enumerated() {
            tile.frame = CGRect(x: 20 + CGFloat(index) * 120, y: 20, width: 100, height: 60)
            view.addSubview(tile)
        }
    }
}

@MainActor
@Suite struct FocusAPITests {
    @Test func subclassesOverrideFocusAsInUIKit() throws {
        let screen = try HeadlessScreen(width: 320, height: 200)
        let controller = TilesController()
        let button = UnfocusableButton(type: .system)
        button.frame = CGRect(x: 20, y: 120, width: 80, height: 40)
        controller.view.addSubview(button)
        screen.window.rootViewController = controller
        screen.runFrame()
        screen.key(.keyboardDownArrow)
        let system = try #require(UIFocusSystem.focusSystem(for: controller))
        #expect(system.focusedItem === controller.tiles[1], "preferredFocusEnvironments chose the second tile")
        screen.key(.keyboardLeftArrow)
        #expect(controller.tiles[0].isFocused)
        #expect(controller.tiles[0].updates.last?.heading == .left)
        #expect(controller.tiles[0].updates.last?.previous === controller.tiles[1])
        screen.key(.keyboardDownArrow)
        #expect(controller.tiles[0].isFocused, "the button below refuses focus")
        screen.gamepadButton(.y)
        #expect(controller.tiles[0].presses == [.buttonY])
        #expect(UIFocusSystem.environment(controller, contains: controller.tiles[0]))
    }
}
