import CSDL
import Foundation
import SDLViews
import SDLViewsTesting

/// One step of `samples NAME --screenshot OUT --input STEPS`: a key pressed and
/// released, or a left click, played in order before the `--at` time runs, so a
/// screenshot can show what only input reaches (a focus ring, a transition in
/// flight, the inspector).
enum ScreenshotInput: Equatable {
    /// A key by its USB HID usage (SDL's scancode).
    case key(Int)
    /// A left click at a point in the window, in points.
    case click(x: Double, y: Double)

    /// Parses `Tab,Down,Return,click:400:300`: key names as SDL names them
    /// (`SDL_GetScancodeFromName`, case-insensitive: Tab, Down, Return, Escape,
    /// Space, F12, A…) and `click:X:Y`, comma-separated.
    static func parse(_ text: String) throws(SamplesCommandLine.UsageError) -> [ScreenshotInput] {
        var steps: [ScreenshotInput] = []
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
            steps.append(try step(String(item).trimmingCharacters(in: .whitespaces)))
        }
        return steps
    }

    private static func step(_ item: String) throws(SamplesCommandLine.UsageError) -> ScreenshotInput {
        if item.lowercased().hasPrefix("click:") { return try click(item) }
        let scancode = SDL_GetScancodeFromName(item)
        guard !item.isEmpty, scancode != SDL_SCANCODE_UNKNOWN else {
            throw SamplesCommandLine.UsageError(
                message: "--input: '\(item)' is neither a key name as SDL names them (Tab, Down, Return, F12…) nor click:X:Y")
        }
        return .key(Int(scancode.rawValue))
    }

    private static func click(_ item: String) throws(SamplesCommandLine.UsageError) -> ScreenshotInput {
        let parts = item.split(separator: ":", omittingEmptySubsequences: false).dropFirst()
        let values = parts.compactMap { Double($0) }.filter { $0.isFinite && $0 >= 0 && $0 <= 4096 }
        guard parts.count == 2, values.count == 2 else {
            throw SamplesCommandLine.UsageError(
                message: "--input: '\(item)' is not click:X:Y with X and Y in points from 0 to 4096")
        }
        return .click(x: values[0], y: values[1])
    }

    /// Plays the step on `screen`: a press and a release, one frame each.
    @MainActor
    func play(on screen: HeadlessScreen) {
        switch self {
        case .key(let usage):
            screen.key(UIKeyboardHIDUsage(rawValue: usage))
        case .click(let x, let y):
            let point = CGPoint(x: x, y: y)
            screen.mouseDown(at: point)
            screen.mouseUp(at: point)
        }
    }
}
