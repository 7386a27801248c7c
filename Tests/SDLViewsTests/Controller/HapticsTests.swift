import Foundation
import CSDL
import SDLViewsTesting
import Testing

@testable import SDLViews

/// UIKit's feedback generators rumble the virtual controller through
/// `SDL_GameControllerRumble` (SDL's virtual joystick records what its
/// `Rumble` and `RumbleTriggers` callbacks were asked).
@MainActor
@Suite struct HapticsTests {
    private func starts(_ screen: HeadlessScreen, _ motor: GamepadRumble.Motor = .body) -> [GamepadRumble] {
        screen.gamepadRumbles.filter { $0.motor == motor && $0.isStart }
    }

    @Test func impactStylesRumbleWithTheirStrengthScaledByIntensity() throws {
        let screen = try HeadlessScreen(width: 100, height: 100)
        screen.plugGamepad()
        let heavy = UIImpactFeedbackGenerator(style: .heavy)
        heavy.prepare()
        heavy.impactOccurred()
        #expect(starts(screen).last == GamepadRumble(motor: .body, low: 65535, high: HapticPulse.motor(0.7)))
        UIImpactFeedbackGenerator(style: .light).impactOccurred(intensity: 0.5)
        #expect(starts(screen).last == GamepadRumble(motor: .body, low: HapticPulse.motor(0.125), high: HapticPulse.motor(0.2)))
        #expect(runtime.gameController.haptics.pulsesPlayed == 2)
        UIImpactFeedbackGenerator(style: .medium).impactOccurred(intensity: 0)
        UIImpactFeedbackGenerator(style: .medium).impactOccurred(intensity: .nan)
        #expect(runtime.gameController.haptics.pulsesPlayed == 3, "intensity 0 plays nothing; NaN is taken as 1")
    }

    @Test func rigidImpactsAndErrorsUseTheTriggerMotors() throws {
        let screen = try HeadlessScreen(width: 100, height: 100)
        screen.plugGamepad()
        UIImpactFeedbackGenerator(style: .rigid).impactOccurred()
        #expect(starts(screen, .triggers).count == 1)
        UIImpactFeedbackGenerator(style: .soft).impactOccurred()
        #expect(starts(screen, .triggers).count == 1, "soft impacts leave the triggers alone")
    }

    @Test func selectionTicksTheHighFrequencyMotor() throws {
        let screen = try HeadlessScreen(width: 100, height: 100)
        screen.plugGamepad()
        UISelectionFeedbackGenerator().selectionChanged()
        #expect(starts(screen) == [GamepadRumble(motor: .body, low: 0, high: HapticPulse.motor(0.35))])
    }

    @Test func notificationPatternsPlayTheirLaterPulsesOnTheApplicationClock() throws {
        let screen = try HeadlessScreen(width: 100, height: 100)
        screen.plugGamepad()
        let generator = UINotificationFeedbackGenerator()
        generator.notificationOccurred(.error)
        let haptics = runtime.gameController.haptics
        #expect(haptics.pulsesPlayed == 1)
        screen.advance(by: 0.1)
        #expect(haptics.pulsesPlayed == 2)
        screen.advance(by: 0.1)
        #expect(haptics.pulsesPlayed == 3)
        generator.notificationOccurred(.success)
        screen.advance(by: 0.2)
        #expect(haptics.pulsesPlayed == 5)
        #expect(starts(screen).first == GamepadRumble(motor: .body, low: 65535, high: HapticPulse.motor(0.8)))
    }

    @Test func withoutAControllerNothingHappens() throws {
        let screen = try HeadlessScreen(width: 100, height: 100)
        for _ in 0..<100 {
            UIImpactFeedbackGenerator(style: .heavy).impactOccurred()
            UINotificationFeedbackGenerator().notificationOccurred(.warning)
        }
        screen.advance(by: 1)
        #expect(runtime.gameController.haptics.pulsesPlayed == 0)
        #expect(!runtime.gameController.haptics.hasController)
    }

    @Test func theControllerUsedLastRumbles() throws {
        let screen = try HeadlessScreen(width: 100, height: 100)
        screen.gamepadButton(.x)
        let used = try #require(runtime.gameController.lastGamepad)
        #expect(runtime.gameController.lastInputWasGamepad)
        screen.key(.keyboardA)
        #expect(!runtime.gameController.lastInputWasGamepad && runtime.gameController.lastGamepad == used)
        UISelectionFeedbackGenerator().selectionChanged()
        #expect(starts(screen).count == 1)
        screen.unplugGamepad()
        #expect(runtime.gameController.lastGamepad == nil)
    }
}

/// Button prompts follow the controller family.
@MainActor
@Suite struct GamepadPromptTests {
    @Test func familiesNameTheFaceButtons() {
        #expect(GamepadButtonPrompt.prompt(for: .select, family: .xbox)?.glyph == "A")
        #expect(GamepadButtonPrompt.prompt(for: .select, family: .playStation) == GamepadButtonPrompt(glyph: "✕", name: "Cross"))
        #expect(GamepadButtonPrompt.prompt(for: .menu, family: .playStation)?.glyph == "○")
        #expect(GamepadButtonPrompt.prompt(for: .buttonY, family: .playStation)?.glyph == "△")
        #expect(GamepadButtonPrompt.prompt(for: .leftTrigger, family: .nintendo)?.glyph == "ZL")
        #expect(GamepadButtonPrompt.prompt(for: .playPause, family: .nintendo)?.glyph == "+")
        #expect(GamepadButtonPrompt.prompt(for: .rightShoulder, family: .xbox)?.glyph == "RB")
        #expect(GamepadButtonPrompt.prompt(for: .upArrow, family: .playStation)?.glyph == "↑")
        #expect(GamepadButtonPrompt.prompt(for: .pageUp, family: .xbox) == nil)
    }

    @Test func nintendoFollowsSDLsLabelMapping() {
        // SDL's default maps Nintendo pads by label: its A is the button labelled A.
        #expect(GamepadButtonPrompt.prompt(for: .select, family: .nintendo)?.glyph == "A")
        SDL_SetHint("SDL_GAMECONTROLLER_USE_BUTTON_LABELS", "0")
        defer { SDL_SetHint("SDL_GAMECONTROLLER_USE_BUTTON_LABELS", nil) }
        #expect(GamepadButtonPrompt.prompt(for: .select, family: .nintendo)?.glyph == "B")
        #expect(GamepadButtonPrompt.prompt(for: .buttonX, family: .nintendo)?.glyph == "Y")
    }

    @Test func sdlTypesMapToFamilies() {
        #expect(GamepadButtonPrompt.family(of: SDL_CONTROLLER_TYPE_PS5) == .playStation)
        #expect(GamepadButtonPrompt.family(of: SDL_CONTROLLER_TYPE_XBOXONE) == .xbox)
        #expect(GamepadButtonPrompt.family(of: SDL_CONTROLLER_TYPE_NINTENDO_SWITCH_PRO) == .nintendo)
        #expect(GamepadButtonPrompt.family(of: SDL_CONTROLLER_TYPE_VIRTUAL) == .generic)
    }

    @Test func currentFamilyFollowsTheConnectedControllerOrTheGamesChoice() throws {
        let screen = try HeadlessScreen(width: 100, height: 100)
        #expect(GamepadButtonPrompt.currentFamily == .xbox, "no controller: Xbox labels")
        screen.plugGamepad()
        #expect(GamepadButtonPrompt.currentFamily == .generic, "SDL's virtual controller")
        GamepadButtonPrompt.preferredFamily = .playStation
        #expect(GamepadButtonPrompt.hint("Jump", for: .select) == "✕ Jump")
    }
}

/// A key command's hint follows the controller family.
@MainActor
@Suite struct KeyCommandGamepadHintTests {
    @Test func hintUsesTheDiscoverabilityTitle() throws {
        _ = try HeadlessScreen(width: 100, height: 100)
        let command = UIKeyCommand(title: "Pause game", input: "p", modifierFlags: [], discoverabilityTitle: "Pause") { _ in }
        GamepadButtonPrompt.preferredFamily = .nintendo
        #expect(command.gamepadHint(for: .playPause) == "+ Pause")
        GamepadButtonPrompt.preferredFamily = .xbox
        #expect(command.gamepadHint(for: .select) == "A Pause")
    }
}
