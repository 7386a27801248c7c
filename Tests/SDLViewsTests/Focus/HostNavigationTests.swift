import CSDL
import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews

/// Host mode: a HUD during play leaves directional input to the game; a menu
/// the game opens takes it, with focus at once, until it closes.
@Suite @MainActor struct HostNavigationTests {
    private func hud() throws -> (GameHost, HUDController) {
        let game = try GameHost(width: 320, height: 240)
        let hud = HUDController()
        game.window.rootViewController = hud
        game.frame()
        return (game, hud)
    }

    @Test func aHUDLeavesKeysToTheGame() throws {
        let (game, _) = try hud()
        defer { game.tearDown() }
        for key in [SDL_SCANCODE_DOWN, SDL_SCANCODE_RIGHT, SDL_SCANCODE_UP, SDL_SCANCODE_ESCAPE, SDL_SCANCODE_RETURN,
                    SDL_SCANCODE_SPACE, SDL_SCANCODE_TAB] {
            #expect(game.press(key) == [false, false], "scancode \(key.rawValue) is the game's")
            game.frame()
            #expect(game.focused == nil && !game.focusShown)
        }
        #expect(!UIApplication.shared.wantsNavigationInput)
    }

    @Test func aHUDLeavesThePadAndStickToTheGame() throws {
        let (game, _) = try hud()
        defer { game.tearDown() }
        for button in [SDL_CONTROLLER_BUTTON_DPAD_DOWN, SDL_CONTROLLER_BUTTON_DPAD_RIGHT, SDL_CONTROLLER_BUTTON_A,
                       SDL_CONTROLLER_BUTTON_B, SDL_CONTROLLER_BUTTON_START] {
            #expect(game.press(button) == [false, false], "button \(button.rawValue) is the game's")
            game.frame()
            #expect(game.focused == nil)
        }
        #expect(game.handle(game.padAxis(SDL_CONTROLLER_AXIS_LEFTX, 30000)) == false)
        game.run(1)
        #expect(game.handle(game.padAxis(SDL_CONTROLLER_AXIS_LEFTX, 0)) == false)
        #expect(game.focused == nil && !game.focusShown)
    }

    @Test func aMenuOpenedByKeyIsFocusedAtOnceAndTheFirstPressMoves() throws {
        let (game, hud) = try hud()
        defer { game.tearDown() }
        #expect(game.press(SDL_SCANCODE_ESCAPE) == [false, false])
        // The game answers Escape by presenting its menu, preferring "Options".
        let menu = MenuController(preferred: 1)
        hud.present(menu, animated: true)
        game.frame()
        #expect(game.focused === menu.buttons[1] && game.focusShown, "focus is on the preferred item at once")
        #expect(UIApplication.shared.wantsNavigationInput)
        game.run(0.5)
        #expect(game.handle(game.key(SDL_KEYDOWN, SDL_SCANCODE_DOWN)))
        #expect(game.focused === menu.buttons[2], "the first press moves")
        #expect(game.handle(game.key(SDL_KEYUP, SDL_SCANCODE_DOWN)))
        #expect(game.press(SDL_SCANCODE_UP) == [true, true])
        #expect(game.focused === menu.buttons[1])
        #expect(game.press(SDL_SCANCODE_ESCAPE) == [true, true], "Escape closes the menu")
        game.run(0.6)
        #expect(hud.presentedViewController == nil)
        #expect(game.focused == nil && !game.focusShown)
        #expect(game.press(SDL_SCANCODE_DOWN) == [false, false], "input returns to the game")
        #expect(game.press(SDL_SCANCODE_ESCAPE) == [false, false])
    }

    @Test func aMenuOpenedByPadIsFocusedAndBDismissesIt() throws {
        let (game, hud) = try hud()
        defer { game.tearDown() }
        #expect(game.press(SDL_CONTROLLER_BUTTON_START) == [false, false])
        let menu = MenuController()
        hud.present(menu, animated: true)
        game.frame()
        #expect(game.focused === menu.buttons[0] && game.focusShown)
        game.run(0.5)
        #expect(game.press(SDL_CONTROLLER_BUTTON_DPAD_DOWN) == [true, true])
        #expect(game.focused === menu.buttons[1])
        #expect(game.handle(game.padAxis(SDL_CONTROLLER_AXIS_LEFTY, 30000)), "the stick is the menu's")
        game.frame()
        #expect(game.focused === menu.buttons[2], "the stick's direction is read at the frame")
        #expect(game.handle(game.padAxis(SDL_CONTROLLER_AXIS_LEFTY, 0)))
        game.frame()
        var activated = 0
        menu.buttons[2].addAction(UIAction { _ in activated += 1 }, for: .primaryActionTriggered)
        #expect(game.press(SDL_CONTROLLER_BUTTON_A) == [true, true])
        #expect(activated == 1, "A presses the focused button")
        #expect(game.press(SDL_CONTROLLER_BUTTON_B) == [true, true])
        game.run(0.6)
        #expect(hud.presentedViewController == nil && game.focused == nil)
        #expect(game.press(SDL_CONTROLLER_BUTTON_DPAD_DOWN) == [false, false])
        #expect(game.handle(game.padAxis(SDL_CONTROLLER_AXIS_LEFTY, 30000)) == false)
    }

    @Test func aMenuOpenedWithTheMouseShowsNoRingUntilAKey() throws {
        let (game, hud) = try hud()
        defer { game.tearDown() }
        #expect(game.click(at: CGPoint(x: 300, y: 200)) == [false, false])
        let menu = MenuController()
        hud.present(menu, animated: false)
        game.run(0.2)
        #expect(!game.focusShown)
        #expect(game.press(SDL_SCANCODE_DOWN) == [true, true], "the first key shows focus")
        #expect(game.focused === menu.buttons[0] && game.focusShown)
    }

    @Test func aViewMarkedUITakesNavigationWhileItShows() throws {
        let (game, hud) = try hud()
        defer { game.tearDown() }
        let panel = UIView(frame: CGRect(x: 100, y: 60, width: 120, height: 100))
        panel.backgroundColor = .black
        let resume = UIButton(type: .system)
        resume.frame = CGRect(x: 10, y: 10, width: 100, height: 30)
        let quit = UIButton(type: .system)
        quit.frame = CGRect(x: 10, y: 50, width: 100, height: 30)
        panel.addSubview(resume)
        panel.addSubview(quit)
        panel.isHidden = true
        panel.navigationInput = .ui
        hud.view.addSubview(panel)
        game.frame()
        #expect(game.press(SDL_SCANCODE_P) == [false, false])
        panel.isHidden = false
        game.frame()
        #expect(game.focused === resume && game.focusShown, "the shown menu is focused at once")
        #expect(game.press(SDL_SCANCODE_DOWN) == [true, true])
        #expect(game.focused === quit)
        #expect(game.press(SDL_SCANCODE_UP) == [true, true])
        #expect(game.press(SDL_SCANCODE_UP) == [true, true], "an arrow with nowhere to go is still the menu's")
        #expect(game.focused === resume, "focus stays inside the menu: the HUD's buttons are out of reach")
        #expect(game.press(SDL_SCANCODE_TAB) == [true, true])
        #expect(game.focused === resume || game.focused === quit)
        #expect(game.press(SDL_SCANCODE_ESCAPE) == [false, false], "Escape is the game's: it closes its own menu")
        panel.isHidden = true
        game.frame()
        #expect(game.focused == nil && !game.focusShown)
        #expect(game.press(SDL_SCANCODE_DOWN) == [false, false])
    }

    @Test func aWindowInNavigationModeTakesArrows() throws {
        let (game, hud) = try hud()
        defer { game.tearDown() }
        game.window.navigationInput = .ui
        #expect(game.press(SDL_SCANCODE_RIGHT) == [true, true])
        #expect(game.focused === hud.pause)
        #expect(game.press(SDL_SCANCODE_RIGHT) == [true, true])
        #expect(game.focused === hud.map)
        game.window.navigationInput = .automatic
        game.frame()
        #expect(game.focused == nil)
        #expect(game.press(SDL_SCANCODE_RIGHT) == [false, false])
    }

    @Test func aGameScreenInANavigatingAppLeavesArrowsAndEscapeToIt() throws {
        let screen = try HeadlessScreen(width: 320, height: 240)
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        screen.window.rootViewController = navigation
        screen.runFrame()
        let gameScreen = GameScreenController()
        navigation.pushViewController(gameScreen, animated: false)
        screen.advance(by: 0.1)
        screen.key(.keyboardDownArrow)
        screen.key(.keyboardEscape)
        screen.advance(by: 0.5)
        #expect(navigation.viewControllers.count == 2, "Escape did not pop the game's screen")
        #expect(gameScreen.presses == [.downArrow, .menu])
        #expect(screen.window.focusSystem.focusedItem == nil)
    }
}

/// A game's screen: it marks itself `.game` and takes the presses it is offered.
@MainActor
private final class GameScreenController: UIViewController {
    var presses: [UIPress.PressType] = []
    override var canBecomeFirstResponder: Bool { true }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationInput = .game
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 10, y: 100, width: 80, height: 30)
        view.addSubview(button)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        _ = becomeFirstResponder()
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        self.presses += presses.map(\.type)
    }
}
