import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews
@testable import Samples

/// Issue 39's attack on the right-to-left paths: the samples that show
/// mirrored layout, shaped text and mixed-direction editing, each in Arabic
/// (the app's language, so the layout is mirrored and the strings are
/// Arabic), driven by seeded random input a player could give — keys with
/// modifiers (visual and word moves, deletion, Tab, Return, Escape), typed
/// and composed text in Arabic, Hebrew, Devanagari, Thai, CJK, emoji and
/// lone combining marks, taps, drags and wheel scrolls anywhere, a gamepad,
/// and window resizes. After every step the focused text input's text and
/// selection must be consistent (selection inside the text, both ends on
/// grapheme boundaries); with SDLVIEWS_INTERNAL_CHECKS=1 (the test script)
/// every frame also checks the view tree's invariants. The length scales with
/// SDLVIEWS_FUZZ_EVENTS (scripts/attack.sh runs it longer).
@MainActor
@Suite(.serialized) struct RightToLeftSampleFuzzTests {
    nonisolated private static let samples = ["languages", "bidi-editing", "attributed-text", "options", "settings-list"]

    private static let pieces = [
        "\u{0645}\u{0631}\u{062D}\u{0628}\u{0627}", "\u{05E9}\u{05DC}\u{05D5}\u{05DD}", "\u{0928}\u{092E}\u{0938}\u{094D}\u{0924}\u{0947}",
        "\u{0E2A}\u{0E27}\u{0E31}\u{0E2A}\u{0E14}\u{0E35}", "\u{65E5}\u{672C}\u{8A9E}", "\u{1F600}", "\u{1F1EF}\u{1F1F5}",
        "\u{0651}", "\u{05B8}", "\u{200F}", "\u{202E}x", "(", ")", " ", "12", "a", "\n",
    ]

    /// Steps per sample: 60 in the suite; one per hundred events when
    /// SDLVIEWS_FUZZ_EVENTS asks for a long run (scripts/attack.sh).
    private static var steps: Int {
        ProcessInfo.processInfo.environment["SDLVIEWS_FUZZ_EVENTS"] == nil ? 60 : max(60, FuzzBudget.eventsPerSeed / 100)
    }

    @Test(arguments: Self.samples)
    func randomPlayerInputKeepsTheMirroredSampleConsistent(sample: String) throws {
        SDLViewsLog.printsToStandardError = false
        Localization.preferredLanguages = ["ar"]
        defer {
            Localization.restoreEnvironmentLanguages()
            SDLViewsLog.printsToStandardError = true
        }
        let screen = try HeadlessScreen(width: 800, height: 600)
        defer { screen.unplugGamepad() }
        let navigator = LauncherNavigator(window: screen.window)
        let chosen = try #require(SampleCatalog.sample(named: sample))
        navigator.show(chosen)
        screen.runFrame()
        #expect(screen.window.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        screen.plugGamepad()
        var random = SeededGenerator(seed: UInt64(sample.unicodeScalars.reduce(7) { $0 &* 31 &+ Int($1.value) }))
        var editingSteps = 0
        for step in 0..<Self.steps {
            act(&random, on: screen)
            screen.advance(by: Double(Int.random(in: 1...6, using: &random)) / 60)
            if let problem = inconsistency(in: screen.window) {
                Issue.record("\(sample), step \(step): \(problem)")
                return
            }
            if editor(in: screen.window) != nil { editingSteps += 1 }
        }
        print("RightToLeftSampleFuzzTests: \(sample): \(Self.steps) steps, \(editingSteps) with a text input focused")
        // The editing sample's fields are large targets: random taps must have reached them
        // (Escape may leave for the launcher, and taps there open other samples).
        if sample == "bidi-editing" { #expect(editingSteps > 0) }
    }

    private func act(_ random: inout SeededGenerator, on screen: HeadlessScreen) {
        let point = CGPoint(x: Double.random(in: -20...820, using: &random), y: Double.random(in: -20...620, using: &random))
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<35: pressKey(&random, on: screen)
        case 35..<50: screen.type(Self.pieces.randomElement(using: &random)!)
        case 50..<55:
            let text = Self.pieces.randomElement(using: &random)!
            screen.compose(text, cursor: Int.random(in: 0...text.count, using: &random))
        case 55..<72: screen.tap(at: point)
        case 72..<80:
            screen.mouseDown(at: point)
            screen.mouseMove(to: CGPoint(x: point.x + Double.random(in: -200...200, using: &random), y: point.y))
            screen.mouseUp(at: point)
        case 80..<86: screen.scroll(x: Float.random(in: -3...3, using: &random), y: Float.random(in: -3...3, using: &random), at: point)
        case 86..<97:
            let buttons: [HeadlessScreen.GamepadButton] = [.dpadLeft, .dpadRight, .dpadUp, .dpadDown, .a, .b]
            screen.gamepadButton(buttons.randomElement(using: &random)!)
        default:
            screen.resize(width: Int.random(in: 320...900, using: &random), height: Int.random(in: 240...700, using: &random))
        }
    }

    private func pressKey(_ random: inout SeededGenerator, on screen: HeadlessScreen) {
        let keys: [UIKeyboardHIDUsage] = [
            .keyboardLeftArrow, .keyboardRightArrow, .keyboardUpArrow, .keyboardDownArrow, .keyboardDeleteOrBackspace,
            .keyboardDeleteForward, .keyboardHome, .keyboardEnd, .keyboardTab, .keyboardReturnOrEnter,
            .keyboardEscape, .keyboardA, .keyboardZ, .keyboardF6,
        ]
        let modifiers: [UIKeyModifierFlags] = [[], [], .shift, .alternate, .control, [.shift, .alternate], .command]
        screen.key(keys.randomElement(using: &random)!, modifiers: modifiers.randomElement(using: &random)!)
    }

    private func editor(in window: UIWindow) -> TextEditor? {
        (window.firstResponder as? UITextField)?.editor ?? (window.firstResponder as? UITextView)?.editor
    }

    /// What is wrong with the focused text input, nil when nothing is.
    private func inconsistency(in window: UIWindow) -> String? {
        guard let editor = editor(in: window) else { return nil }
        if editor.count != editor.text.count { return "the editor counts \(editor.count) Characters, the text has \(editor.text.count)" }
        let selection = editor.selection
        if selection.lowerBound < 0 || selection.upperBound > editor.count {
            return "selection \(selection) outside 0...\(editor.count)"
        }
        return nil
    }
}
