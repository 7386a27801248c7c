import Foundation
internal import CSDL

/// The family of a game controller, for button prompts (from
/// `SDL_GameControllerGetType`).
public enum GamepadFamily: Sendable, Equatable {
    /// Xbox 360 / One / Series, and controllers SDL cannot name (Xbox labels are the common default).
    case xbox
    /// DualShock 3/4, DualSense: ✕ ○ □ △.
    case playStation
    /// Switch Pro and Joy-Cons: A and B, X and Y on the other sides than Xbox's.
    case nintendo
    /// Any other controller SDL knows (Luna, Stadia, Shield, virtual): Xbox-style labels.
    case generic
}

/// What to show for a gamepad button in a hint ("Ⓐ Select", "✕ Confirm"): a
/// short glyph and the button's name on the connected controller (an
/// SDLViews addition; Apple's GameController framework gives
/// `GCControllerButtonInput.localizedName` / `sfSymbolsName` for the same
/// purpose). The family follows the controller used last, else the first
/// one connected (`currentFamily`); a game may force one (`preferredFamily`).
///
/// Buttons are named by `UIPress.PressType` as SDLViews delivers them:
/// `.select` is SDL's A (the bottom face button, or on Nintendo pads with
/// SDL's default label mapping the button labelled A), `.menu` B, `.buttonX`,
/// `.buttonY`, shoulders and triggers, `.buttonOptions` Back/View/Share/−,
/// `.playPause` Start/Menu/Options/+, `.buttonHome` the guide button, the
/// arrows the D-pad.
public struct GamepadButtonPrompt: Sendable, Equatable {
    /// A short label to draw in a hint: "A", "✕", "LB", "L2", "ZL", "+".
    public let glyph: String
    /// The button's name: "A button", "Cross", "Left bumper", "Options".
    public let name: String

    public init(glyph: String, name: String) {
        self.glyph = glyph
        self.name = name
    }

    /// The prompt for `press` on the current family's controller; nil for a press that is not a pad button.
    @MainActor
    public static func prompt(for press: UIPress.PressType) -> GamepadButtonPrompt? {
        prompt(for: press, family: currentFamily)
    }

    /// A key command's hint for a pad: the glyph then `title` ("A Jump", "✕ Jump").
    @MainActor
    public static func hint(_ title: String, for press: UIPress.PressType) -> String {
        guard let prompt = prompt(for: press) else { return title }
        return "\(prompt.glyph) \(title)"
    }

    /// A family a game forces (a settings choice); nil follows the controller.
    @MainActor public static var preferredFamily: GamepadFamily? {
        get { runtime.gameController.preferredFamily }
        set { runtime.gameController.preferredFamily = newValue }
    }

    /// The family of the controller used last (else the first connected);
    /// `.xbox` when none is connected, as PC games default to.
    @MainActor
    public static var currentFamily: GamepadFamily {
        if let preferred = preferredFamily { return preferred }
        let pads = UIApplication.shared.pipeline.pump.gamepads
        let controller = runtime.gameController.lastGamepad.flatMap { pads.controller(for: $0) } ?? pads.anyController()?.1
        guard let controller else { return .xbox }
        return family(of: SDL_GameControllerGetType(controller))
    }

    static func family(of type: SDL_GameControllerType) -> GamepadFamily {
        switch type {
        case SDL_CONTROLLER_TYPE_XBOX360, SDL_CONTROLLER_TYPE_XBOXONE, SDL_CONTROLLER_TYPE_UNKNOWN: .xbox
        case SDL_CONTROLLER_TYPE_PS3, SDL_CONTROLLER_TYPE_PS4, SDL_CONTROLLER_TYPE_PS5: .playStation
        case SDL_CONTROLLER_TYPE_NINTENDO_SWITCH_PRO, SDL_CONTROLLER_TYPE_NINTENDO_SWITCH_JOYCON_LEFT,
            SDL_CONTROLLER_TYPE_NINTENDO_SWITCH_JOYCON_RIGHT, SDL_CONTROLLER_TYPE_NINTENDO_SWITCH_JOYCON_PAIR:
            .nintendo
        default: .generic
        }
    }

    /// Whether SDL maps Nintendo pads by label (its default): SDL's A is then the button labelled A.
    static var nintendoByLabel: Bool {
        SDL_GetHintBoolean(SDL_HINT_GAMECONTROLLER_USE_BUTTON_LABELS, SDL_TRUE) == SDL_TRUE
    }

    /// The prompt for `press` on a controller of `family`.
    public static func prompt(for press: UIPress.PressType, family: GamepadFamily) -> GamepadButtonPrompt? {
        if let arrow = dpad(press) { return arrow }
        switch family {
        case .xbox, .generic: return xbox(press)
        case .playStation: return playStation(press)
        case .nintendo: return nintendo(press, byLabel: nintendoByLabel)
        }
    }

    private static func dpad(_ press: UIPress.PressType) -> GamepadButtonPrompt? {
        switch press {
        case .upArrow: GamepadButtonPrompt(glyph: "↑", name: "D-pad up")
        case .downArrow: GamepadButtonPrompt(glyph: "↓", name: "D-pad down")
        case .leftArrow: GamepadButtonPrompt(glyph: "←", name: "D-pad left")
        case .rightArrow: GamepadButtonPrompt(glyph: "→", name: "D-pad right")
        default: nil
        }
    }

    private static func xbox(_ press: UIPress.PressType) -> GamepadButtonPrompt? {
        switch press {
        case .select: GamepadButtonPrompt(glyph: "A", name: "A button")
        case .menu: GamepadButtonPrompt(glyph: "B", name: "B button")
        case .buttonX: GamepadButtonPrompt(glyph: "X", name: "X button")
        case .buttonY: GamepadButtonPrompt(glyph: "Y", name: "Y button")
        case .leftShoulder: GamepadButtonPrompt(glyph: "LB", name: "Left bumper")
        case .rightShoulder: GamepadButtonPrompt(glyph: "RB", name: "Right bumper")
        case .leftTrigger: GamepadButtonPrompt(glyph: "LT", name: "Left trigger")
        case .rightTrigger: GamepadButtonPrompt(glyph: "RT", name: "Right trigger")
        case .buttonOptions: GamepadButtonPrompt(glyph: "View", name: "View button")
        case .playPause: GamepadButtonPrompt(glyph: "Menu", name: "Menu button")
        case .buttonHome: GamepadButtonPrompt(glyph: "Xbox", name: "Xbox button")
        case .leftThumbstickButton: GamepadButtonPrompt(glyph: "LS", name: "Left stick")
        case .rightThumbstickButton: GamepadButtonPrompt(glyph: "RS", name: "Right stick")
        default: nil
        }
    }

    private static func playStation(_ press: UIPress.PressType) -> GamepadButtonPrompt? {
        switch press {
        case .select: GamepadButtonPrompt(glyph: "✕", name: "Cross")
        case .menu: GamepadButtonPrompt(glyph: "○", name: "Circle")
        case .buttonX: GamepadButtonPrompt(glyph: "□", name: "Square")
        case .buttonY: GamepadButtonPrompt(glyph: "△", name: "Triangle")
        case .leftShoulder: GamepadButtonPrompt(glyph: "L1", name: "L1")
        case .rightShoulder: GamepadButtonPrompt(glyph: "R1", name: "R1")
        case .leftTrigger: GamepadButtonPrompt(glyph: "L2", name: "L2")
        case .rightTrigger: GamepadButtonPrompt(glyph: "R2", name: "R2")
        case .buttonOptions: GamepadButtonPrompt(glyph: "Share", name: "Share / Create button")
        case .playPause: GamepadButtonPrompt(glyph: "Options", name: "Options button")
        case .buttonHome: GamepadButtonPrompt(glyph: "PS", name: "PS button")
        case .leftThumbstickButton: GamepadButtonPrompt(glyph: "L3", name: "L3")
        case .rightThumbstickButton: GamepadButtonPrompt(glyph: "R3", name: "R3")
        default: nil
        }
    }

    /// Nintendo's face buttons: labelled A right, B bottom, X top, Y left. With
    /// SDL's label mapping its A is the labelled A; by position its A (bottom) is B.
    private static func nintendo(_ press: UIPress.PressType, byLabel: Bool) -> GamepadButtonPrompt? {
        let faces: [UIPress.PressType: String] =
            byLabel ? [.select: "A", .menu: "B", .buttonX: "X", .buttonY: "Y"]
            : [.select: "B", .menu: "A", .buttonX: "Y", .buttonY: "X"]
        if let label = faces[press] { return GamepadButtonPrompt(glyph: label, name: "\(label) button") }
        switch press {
        case .leftShoulder: return GamepadButtonPrompt(glyph: "L", name: "L button")
        case .rightShoulder: return GamepadButtonPrompt(glyph: "R", name: "R button")
        case .leftTrigger: return GamepadButtonPrompt(glyph: "ZL", name: "ZL button")
        case .rightTrigger: return GamepadButtonPrompt(glyph: "ZR", name: "ZR button")
        case .buttonOptions: return GamepadButtonPrompt(glyph: "−", name: "Minus button")
        case .playPause: return GamepadButtonPrompt(glyph: "+", name: "Plus button")
        case .buttonHome: return GamepadButtonPrompt(glyph: "Home", name: "HOME button")
        case .leftThumbstickButton: return GamepadButtonPrompt(glyph: "LS", name: "Left stick")
        case .rightThumbstickButton: return GamepadButtonPrompt(glyph: "RS", name: "Right stick")
        default: return nil
        }
    }
}
