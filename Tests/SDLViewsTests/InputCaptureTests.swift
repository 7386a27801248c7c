import Foundation
import Testing
import CSDL
@testable import SDLViews
import SDLViewsTesting

/// A transparent view that handles touches itself (a custom control drawn by its subviews).
@MainActor
private final class TransparentTouchHandler: UIView {
    var began = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1 }
}

/// The input-capture contract: `handle(_:)` is true only for what the UI used.
@MainActor
@Suite struct InputCaptureTests {
    /// A game screen: a transparent full-window container (as a root view controller's
    /// view usually is) holding an opaque HUD panel and a button.
    private func scene(_ game: GameHost) -> (panel: UIView, button: UIButton, taps: () -> Int) {
        let container = UIView(frame: game.window.bounds)
        game.window.addSubview(container)
        let panel = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
        panel.backgroundColor = .gray
        container.addSubview(panel)
        let button = UIButton(frame: CGRect(x: 100, y: 80, width: 40, height: 30))
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        container.addSubview(button)
        game.frame()
        return (panel, button, { taps })
    }

    @Test func clicksAreTheUIsOnlyOnViewsThatTakeThem() throws {
        let game = try GameHost()
        defer { game.tearDown() }
        let ui = scene(game)
        #expect(game.click(at: CGPoint(x: 110, y: 90)) == [true, true])
        #expect(ui.taps() == 1)
        #expect(ui.button.isTracking == false)
        #expect(game.click(at: CGPoint(x: 10, y: 10)) == [true, true], "an opaque panel blocks the game")
        #expect(game.click(at: CGPoint(x: 80, y: 50)) == [false, false], "the empty background is the game's")
        // Right and middle buttons follow the pointer: over the UI they are the UI's.
        #expect(game.handle(game.button(SDL_MOUSEBUTTONDOWN, at: CGPoint(x: 10, y: 10), button: SDL_BUTTON_RIGHT)))
        #expect(!game.handle(game.button(SDL_MOUSEBUTTONDOWN, at: CGPoint(x: 80, y: 50), button: SDL_BUTTON_RIGHT)))
    }

    @Test func theBackgroundIsTheUIsWhenTheAppSaysSo() throws {
        let game = try GameHost()
        defer { game.tearDown() }
        _ = scene(game)
        game.window.capturesBackgroundInput = true
        #expect(game.click(at: CGPoint(x: 80, y: 50)) == [true, true])
    }

    @Test func aTransparentViewThatHandlesTouchesTakesThem() throws {
        let game = try GameHost()
        defer { game.tearDown() }
        let handler = TransparentTouchHandler(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        game.window.addSubview(handler)
        game.frame()
        #expect(game.handle(game.button(SDL_MOUSEBUTTONDOWN, at: CGPoint(x: 20, y: 20))))
        #expect(handler.began == 1)
        #expect(game.handle(game.button(SDL_MOUSEBUTTONUP, at: CGPoint(x: 20, y: 20))))
    }

    @Test func aPressCapturesThePointerUntilItsRelease() throws {
        let game = try GameHost()
        defer { game.tearDown() }
        let ui = scene(game)
        // Beyond UIControl's 70-point tracking slop around the button.
        let onButton = CGPoint(x: 110, y: 90), onGame = CGPoint(x: 20, y: 100)
        let left: UInt32 = 1  // SDL_BUTTON_LMASK
        // A drag from the button onto the game stays with the UI.
        #expect(game.handle(game.button(SDL_MOUSEBUTTONDOWN, at: onButton)))
        #expect(UIApplication.shared.wantsPointerInput)
        #expect(game.handle(game.motion(to: onGame, buttons: left)))
        #expect(UIApplication.shared.wantsPointerInput, "captured while the button is down, even over the game")
        #expect(game.handle(game.button(SDL_MOUSEBUTTONUP, at: onGame)))
        #expect(!UIApplication.shared.wantsPointerInput)
        // A drag from the game onto the button stays with the game, and does not tap the button.
        #expect(!game.handle(game.button(SDL_MOUSEBUTTONDOWN, at: onGame)))
        #expect(!game.handle(game.motion(to: onButton, buttons: left)))
        #expect(!game.handle(game.button(SDL_MOUSEBUTTONUP, at: onButton)))
        #expect(ui.taps() == 0)
    }

    @Test func hoverAndWheelAreTheUIsOverViewsThatTakeThePointer() throws {
        let game = try GameHost()
        defer { game.tearDown() }
        _ = scene(game)
        #expect(game.handle(game.motion(to: CGPoint(x: 10, y: 10))))
        #expect(UIApplication.shared.wantsPointerInput)
        #expect(game.handle(game.wheel(at: CGPoint(x: 10, y: 10))))
        #expect(!game.handle(game.motion(to: CGPoint(x: 80, y: 50))))
        #expect(!UIApplication.shared.wantsPointerInput)
        #expect(!game.handle(game.wheel(at: CGPoint(x: 80, y: 50))))
    }

    @Test func aWheelAScrollingRecognizerTakesIsTheUIs() throws {
        let game = try GameHost()
        defer { game.tearDown() }
        let list = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))  // transparent, like a scroll view
        let pan = UIPanGestureRecognizer { _ in }
        pan.allowedScrollTypesMask = .all
        list.addGestureRecognizer(pan)
        game.window.addSubview(list)
        game.frame()
        #expect(game.handle(game.wheel(at: CGPoint(x: 40, y: 40))))
        #expect(!game.handle(game.wheel(at: CGPoint(x: 120, y: 100))))
    }

    @Test func keysAreTheUIsWhenAResponderOrKeyCommandTakesThem() throws {
        let game = try GameHost()
        defer { game.tearDown() }
        let controller = ShortcutController()
        game.window.rootViewController = controller
        game.frame()
        #expect(!UIApplication.shared.wantsKeyboardInput)
        // Nothing handles W: the game moves its player.
        #expect(!game.handle(game.key(SDL_KEYDOWN, SDL_SCANCODE_W)))
        #expect(!game.handle(game.key(SDL_KEYDOWN, SDL_SCANCODE_W, repeating: true)))
        #expect(!game.handle(game.key(SDL_KEYUP, SDL_SCANCODE_W)))
        // The controller's up-arrow command takes the up arrow, press and release.
        #expect(game.handle(game.key(SDL_KEYDOWN, SDL_SCANCODE_UP)))
        #expect(game.handle(game.key(SDL_KEYUP, SDL_SCANCODE_UP)))
        #expect(controller.fired == ["up"])
        // A first responder that handles presses takes them.
        let recorder = KeyRecorder(frame: .zero)
        controller.view.addSubview(recorder)
        #expect(recorder.becomeFirstResponder())
        #expect(UIApplication.shared.wantsKeyboardInput)
        #expect(game.handle(game.key(SDL_KEYDOWN, SDL_SCANCODE_W)))
        #expect(game.handle(game.key(SDL_KEYUP, SDL_SCANCODE_W)))
        #expect(recorder.keys == [UIKeyboardHIDUsage(rawValue: 26)])  // W
    }

    @Test func typingIsTheUIsOnlyWhileATextResponderIsFirst() throws {
        let game = try GameHost()
        defer { game.tearDown() }
        let field = TextFieldStub(frame: CGRect(x: 0, y: 0, width: 80, height: 20))
        game.window.addSubview(field)
        game.frame()
        #expect(!UIApplication.shared.wantsTextInput)
        #expect(!game.handle(game.text("w")))
        #expect(!game.handle(game.key(SDL_KEYDOWN, SDL_SCANCODE_W)))
        #expect(!game.handle(game.key(SDL_KEYUP, SDL_SCANCODE_W)))
        #expect(field.becomeFirstResponder())
        #expect(UIApplication.shared.wantsTextInput && UIApplication.shared.wantsKeyboardInput)
        // Typing a name: every key and its text is the UI's, so the player never moves.
        #expect(game.handle(game.key(SDL_KEYDOWN, SDL_SCANCODE_W)))
        #expect(game.handle(game.text("w")))
        #expect(game.handle(game.key(SDL_KEYUP, SDL_SCANCODE_W)))
        #expect(field.text == "w")
        #expect(field.resignFirstResponder())
        #expect(!game.handle(game.text("a")))
        #expect(field.text == "w")
    }

    @Test func quitWindowAndResetEventsAreObservedNeverConsumed() throws {
        let game = try GameHost()
        defer { game.tearDown() }
        _ = scene(game)
        var quit = SDL_Event()
        quit.type = SDL_QUIT.rawValue
        #expect(!game.handle(quit))
        for id in [SDL_WINDOWEVENT_SIZE_CHANGED, SDL_WINDOWEVENT_FOCUS_LOST, SDL_WINDOWEVENT_CLOSE] {
            #expect(!game.handle(game.windowEvent(id)))
        }
        var reset = SDL_Event()
        reset.type = SDL_RENDER_DEVICE_RESET.rawValue
        #expect(!game.handle(reset))
        // The game's window is the game's: not hidden, not closed, still wrapped.
        #expect(SDL_GetWindowFlags(game.sdlWindow) & SDL_WINDOW_HIDDEN.rawValue == SDL_WINDOW_HIDDEN.rawValue)
        #expect(UIApplication.shared.windows.contains(game.window))
        #expect(!game.window.isHidden)
        game.window.isHidden = true
        game.window.isHidden = false
        SDL_ShowWindow(game.sdlWindow)
        game.window.isHidden = true
        #expect(
            SDL_GetWindowFlags(game.sdlWindow) & SDL_WINDOW_SHOWN.rawValue != 0,
            "hiding the UI leaves the game's window")
    }
}
