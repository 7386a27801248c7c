import CSDL
import Foundation
import SDLViewsTesting

@testable import SDLViews

/// Gamepad events as a game's loop gets them from SDL, fed to `handle(_:)`.
@MainActor
extension GameHost {
    func padButton(_ button: SDL_GameControllerButton, down: Bool) -> SDL_Event {
        var event = SDL_Event()
        event.cbutton.type = (down ? SDL_CONTROLLERBUTTONDOWN : SDL_CONTROLLERBUTTONUP).rawValue
        event.cbutton.which = 7
        event.cbutton.button = UInt8(button.rawValue)
        event.cbutton.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
        return event
    }

    func padAxis(_ axis: SDL_GameControllerAxis, _ value: Int16) -> SDL_Event {
        var event = SDL_Event()
        event.caxis.type = SDL_CONTROLLERAXISMOTION.rawValue
        event.caxis.which = 7
        event.caxis.axis = UInt8(axis.rawValue)
        event.caxis.value = value
        return event
    }

    /// A key press and release; both answers of `handle(_:)`.
    func press(_ scancode: SDL_Scancode) -> [Bool] {
        [handle(key(SDL_KEYDOWN, scancode)), handle(key(SDL_KEYUP, scancode))]
    }

    /// A pad button press and release; both answers.
    func press(_ button: SDL_GameControllerButton) -> [Bool] {
        [handle(padButton(button, down: true)), handle(padButton(button, down: false))]
    }

    var focused: UIView? { window.focusSystemIfCreated?.focusedItem as? UIView }
    var focusShown: Bool { window.focusSystemIfCreated?.isEffectVisible == true && focused != nil }

    /// Frames for `seconds` of virtual time.
    func run(_ seconds: TimeInterval) {
        for _ in 0..<max(1, Int((seconds * 60).rounded())) {
            VirtualClock.advance(by: 1.0 / 60)
            frame()
        }
    }
}

/// A game's HUD: two buttons during play, as a root view controller of a host-mode window.
@MainActor
final class HUDController: UIViewController {
    let pause = UIButton(type: .system)
    let map = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        for (button, x) in [(pause, 10.0), (map, 90.0)] {
            button.frame = CGRect(x: x, y: 10, width: 70, height: 30)
            button.backgroundColor = .darkGray
            view.addSubview(button)
        }
        pause.setTitle("Pause", for: .normal)
        map.setTitle("Map", for: .normal)
    }
}

/// A menu of buttons in a column, presented over the HUD.
@MainActor
final class MenuController: UIViewController {
    let buttons: [UIButton]
    var preferred: Int

    init(titles: [String] = ["Resume", "Options", "Quit"], preferred: Int = 0) {
        buttons = titles.map { title in
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            return button
        }
        self.preferred = preferred
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .overFullScreen
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0, alpha: 0.5)
        for (i, button) in buttons.enumerated() {
            button.frame = CGRect(x: 40, y: 20 + CGFloat(i) * 30, width: 80, height: 26)
            view.addSubview(button)
        }
    }

    override var preferredFocusEnvironments: [UIFocusEnvironment] { [buttons[preferred]] }
}
