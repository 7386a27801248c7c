import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews
@testable import Samples

/// A seeded model test: random keys, pad presses, stick moves, mouse clicks
/// and typed text over the game-menu sample, with the focus invariants
/// checked after every event: at most one focused item; it is eligible
/// (in the window, shown); it is inside the topmost presentation, so never
/// behind a dimming view.
@Suite @MainActor struct GameMenuFocusModelTests {
    private enum Step: CustomStringConvertible {
        case key(UIKeyboardHIDUsage, UIKeyModifierFlags)
        case pad(HeadlessScreen.GamepadButton)
        case stick(Double, Double)
        case tap(CGPoint)
        case text(String)
        case wait(TimeInterval)

        var description: String {
            switch self {
            case .key(let key, let flags): return "key \(key.rawValue)\(flags.isEmpty ? "" : " shift")"
            case .pad(let button): return "pad \(button)"
            case .stick(let x, let y): return "stick \(x),\(y)"
            case .tap(let point): return "tap \(Int(point.x)),\(Int(point.y))"
            case .text(let text): return "text \(text)"
            case .wait(let seconds): return "wait \(seconds)"
            }
        }
    }

    private static let keys: [UIKeyboardHIDUsage] = [
        .keyboardUpArrow, .keyboardDownArrow, .keyboardLeftArrow, .keyboardRightArrow, .keyboardTab,
        .keyboardReturnOrEnter, .keyboardSpacebar, .keyboardEscape
    ]
    private static let buttons: [HeadlessScreen.GamepadButton] = [.dpadUp, .dpadDown, .dpadLeft, .dpadRight, .a, .b]

    private func randomStep(_ g: inout SeededGenerator) -> Step {
        switch Int.random(in: 0..<20, using: &g) {
        case 0..<8:
            let key = Self.keys.randomElement(using: &g)!
            let shift = key == .keyboardTab && Bool.random(using: &g)
            // Escape is rarer, so the walk stays inside the sample more of the time.
            if key == .keyboardEscape, Int.random(in: 0..<3, using: &g) > 0 { return .key(.keyboardDownArrow, []) }
            return .key(key, shift ? .shift : [])
        case 8..<13:
            let button = Self.buttons.randomElement(using: &g)!
            if button == .b, Int.random(in: 0..<3, using: &g) > 0 { return .pad(.dpadUp) }
            return .pad(button)
        case 13: return .stick(Double.random(in: -1...1, using: &g), Double.random(in: -1...1, using: &g))
        case 14..<16:
            return .tap(CGPoint(x: Int.random(in: 0..<800, using: &g), y: Int.random(in: 0..<600, using: &g)))
        case 16: return .text(["a", " ", "q", "\n"].randomElement(using: &g)!)
        default: return .wait([0.05, 0.2, 0.5].randomElement(using: &g)!)
        }
    }

    private func perform(_ step: Step, on sample: OpenSample<GameMenuSampleViewController>) {
        let screen = sample.screen
        switch step {
        case .key(let key, let flags): screen.key(key, modifiers: flags)
        case .pad(let button): screen.gamepadButton(button)
        case .stick(let x, let y):
            screen.gamepadStick(x: x, y: y)
            screen.gamepadStick(x: 0, y: 0)
        case .tap(let point): screen.tap(at: point)
        case .text(let text): screen.type(text)
        case .wait(let seconds): sample.wait(seconds)
        }
    }

    /// The invariants; a failure message names the step.
    private func check(_ window: UIWindow, after step: Int, _ description: String) {
        var focusedViews: [UIView] = []
        var stack: [UIView] = [window]
        while let view = stack.popLast() {
            if view.isFocused { focusedViews.append(view) }
            stack += view.subviews
        }
        #expect(focusedViews.count <= 1, "step \(step) (\(description)): \(focusedViews.count) focused items")
        guard let focused = window.focusSystemIfCreated?.focusedItem as? UIView else { return }
        #expect(focused.isFocused, "step \(step) (\(description)): the focused item knows it")
        #expect(focused.window === window, "step \(step) (\(description)): the focused item is in the window")
        guard let presented = NavigationScope.topmostPresented(in: window) else { return }
        if presented.presentation?.isTransitioning == true { return }
        let inside = presented.viewIfLoaded.map { focused.isDescendant(of: $0) } ?? false
        #expect(
            inside,
            "step \(step) (\(description)): focus on \(type(of: focused)) is behind \(type(of: presented))'s dimming")
    }

    @Test(arguments: [0x51DE_F0C5 as UInt64, 0xBADC_0FFE, 0x0000_1234])
    func randomInputKeepsTheFocusInvariants(seed: UInt64) throws {
        let sample = try OpenSample("game-menu", as: GameMenuSampleViewController.self)
        var generator = SeededGenerator(seed: seed)
        for index in 0..<250 {
            let step = randomStep(&generator)
            perform(step, on: sample)
            check(sample.screen.window, after: index, step.description)
            // Escape at the title leaves the sample: open it again so the walk keeps going.
            if sample.navigator.topViewController is LauncherViewController {
                sample.wait(0.5)
                sample.navigator.show(try #require(SampleCatalog.sample(named: "game-menu")))
                sample.wait(0.1)
            }
        }
    }
}
