import CSDL
import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews

/// The seams between text editing, the inspector, code focus and the game.
@Suite @MainActor struct FocusBoundaryTests {
    // MARK: Typing never wakes focus

    @Test func typingSpaceAndReturnInAFieldNeverShowsFocus() throws {
        let scene = try FocusScene()
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 30))
        scene.root.view.addSubview(field)
        scene.button("OK", CGRect(x: 20, y: 80, width: 80, height: 30))
        scene.screen.tap(at: CGPoint(x: 60, y: 35))
        #expect(field.isFirstResponder)
        scene.screen.type("a b")
        scene.screen.key(.keyboardSpacebar)
        scene.screen.key(.keyboardReturnOrEnter)
        scene.screen.runFrame()
        #expect(!scene.screen.window.focusSystem.isEffectVisible, "no ring around the field")
        #expect(scene.screen.window.focusSystem.focusedItem == nil || !field.showsFocusLook)
    }

    @Test func typingIntoAHostFieldNeverShowsFocusAndStaysTheUIs() throws {
        let game = try GameHost(width: 320, height: 240)
        defer { game.tearDown() }
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        field.borderStyle = .roundedRect
        game.window.addSubview(field)
        game.frame()
        #expect(game.click(at: CGPoint(x: 50, y: 25)) == [true, true])
        #expect(field.isFirstResponder)
        for key in [SDL_SCANCODE_SPACE, SDL_SCANCODE_RETURN, SDL_SCANCODE_D, SDL_SCANCODE_DOWN] {
            #expect(game.press(key) == [true, true], "the field keeps \(key.rawValue) from the game")
            game.frame()
            #expect(!game.focusShown)
        }
    }

    // MARK: Host mode: the keyboard comes back to the game

    @Test func aClickTheUIDoesNotUseEndsEditing() throws {
        let game = try GameHost(width: 320, height: 240)
        defer { game.tearDown() }
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        field.borderStyle = .roundedRect
        game.window.addSubview(field)
        game.frame()
        _ = game.click(at: CGPoint(x: 50, y: 25))
        #expect(field.isFirstResponder && UIApplication.shared.wantsKeyboardInput)
        #expect(game.click(at: CGPoint(x: 200, y: 200)) == [false, false], "the playfield click is the game's")
        #expect(!field.isFirstResponder && !UIApplication.shared.wantsKeyboardInput, "and ends editing")
        #expect(game.press(SDL_SCANCODE_D) == [false, false], "WASD moves the ship again")
    }

    @Test func escapeInAFieldReachesKeyCommandsAndTheGame() throws {
        let game = try GameHost(width: 320, height: 240)
        defer { game.tearDown() }
        let root = EscapeCommandController()
        game.window.rootViewController = root
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        root.view.addSubview(field)
        game.frame()
        _ = field.becomeFirstResponder()
        #expect(game.press(SDL_SCANCODE_ESCAPE) == [true, true])
        #expect(root.escapes == 1, "a key command for Escape runs while the field edits")
        root.listens = false
        #expect(game.press(SDL_SCANCODE_ESCAPE) == [false, false], "with no command it reaches the game")
        #expect(game.press(SDL_SCANCODE_W) == [true, true], "other keys stay the field's")
    }

    // MARK: The inspector

    @Test func inspectorClicksAndKeysAreUsed() throws {
        let game = try GameHost(width: 400, height: 300)
        defer { game.tearDown() }
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 10, y: 10, width: 60, height: 30)
        game.window.addSubview(button)
        game.frame()
        game.window.isInspectorVisible = true
        game.frame()
        let inspector = try #require(game.window.inspectorView)
        for y in stride(from: 170.0, to: 290, by: 12) {
            let row = CGPoint(x: inspector.bounds.width - 100, y: y)
            #expect(game.click(at: row) == [true, true], "a click on the inspector's panel at y \(y) never shoots")
        }
        #expect(game.click(at: CGPoint(x: 40, y: 200)) == [true, true], "picking a view is the inspector's too")
        #expect(game.press(SDL_SCANCODE_DOWN) == [true, true])
        #expect(game.press(SDL_SCANCODE_ESCAPE) == [true, true], "Escape closes the inspector")
        #expect(!game.window.isInspectorVisible)
        #expect(game.click(at: CGPoint(x: 200, y: 200)) == [false, false])
    }

    @Test func openingTheInspectorKeepsTheFieldEditing() throws {
        let scene = try FocusScene()
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 30))
        scene.root.view.addSubview(field)
        scene.screen.runFrame()
        _ = field.becomeFirstResponder()
        scene.screen.key(.keyboardF12)
        scene.screen.runFrame()
        #expect(scene.screen.window.isInspectorVisible)
        #expect(field.isFirstResponder, "the field keeps the keyboard")
        scene.screen.type("x")
        #expect(field.text == "x")
        scene.screen.key(.keyboardF12)
        #expect(!scene.screen.window.isInspectorVisible && field.isFirstResponder)
    }

    // MARK: Code focus (UIKit's setNeedsFocusUpdate + updateFocusIfNeeded)

    @Test func afterFocusInCodeTheFirstArrowMoves() throws {
        let scene = try FocusScene()
        let controller = PreferringController()
        scene.screen.window.rootViewController = controller
        scene.screen.runFrame()
        let grid = (0..<3).map { i -> UIButton in
            let b = UIButton(type: .system)
            b.frame = CGRect(x: 20, y: 20 + CGFloat(i) * 50, width: 80, height: 40)
            controller.view.addSubview(b)
            return b
        }
        controller.preferred = grid[1]
        controller.setNeedsFocusUpdate()
        controller.updateFocusIfNeeded()
        #expect(scene.screen.window.focusSystem.focusedItem === grid[1])
        scene.screen.key(.keyboardDownArrow)
        #expect(scene.screen.window.focusSystem.focusedItem === grid[2], "the first arrow moves, not reveals")
        controller.preferred = grid[0]
        controller.setNeedsFocusUpdate()
        controller.updateFocusIfNeeded()
        #expect(
            scene.screen.window.focusSystem.focusedItem === grid[0],
            "an environment that contains focus sends it to its preferred environment")
        controller.setNeedsFocusUpdate()
        controller.updateFocusIfNeeded()
        #expect(scene.screen.window.focusSystem.focusedItem === grid[0])
    }

    // MARK: Issue 41 item 12: preferred environments in a cycle

    @Test func preferredEnvironmentsInACycleWithNothingFocusableEnd() throws {
        let scene = try FocusScene()
        let views = (0..<3).map { _ in CyclicView(frame: CGRect(x: 10, y: 10, width: 50, height: 50)) }
        for (i, view) in views.enumerated() {
            view.others = [views[(i + 1) % 3], views[(i + 2) % 3]]
            scene.root.view.addSubview(view)
        }
        let root = CyclicView(frame: scene.root.view.bounds)
        root.others = views
        scene.root.view.addSubview(root)
        scene.screen.runFrame()
        let asked = { views.reduce(root.asked) { $0 + $1.asked } }
        scene.screen.key(.keyboardTab)
        scene.screen.key(.keyboardDownArrow)
        scene.screen.gamepadButton(.a)
        #expect(scene.screen.window.focusSystem.focusedItem == nil)
        #expect(asked() < 200, "each environment is asked a bounded number of times (\(asked()))")
    }
}

@MainActor
private final class EscapeCommandController: UIViewController {
    var escapes = 0
    var listens = true
    override var keyCommands: [UIKeyCommand]? {
        listens ? [UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: { [weak self] _ in
            self?.escapes += 1
        })] : nil
    }
}

@MainActor
private final class PreferringController: UIViewController {
    var preferred: UIView?
    override var preferredFocusEnvironments: [UIFocusEnvironment] { preferred.map { [$0] } ?? [] }
}

@MainActor
private final class CyclicView: UIView {
    var others: [UIView] = []
    var asked = 0
    override var preferredFocusEnvironments: [UIFocusEnvironment] {
        asked += 1
        return others
    }
}
