import Foundation
import SDLViewsTesting

@testable import SDLViews

/// Records the control events each action saw, in order.
@MainActor
final class ControlEventLog {
    private(set) var entries: [String] = []

    /// Watches `.valueChanged` and `.primaryActionTriggered` of `control`.
    init(_ control: UIControl) {
        control.addAction(UIAction { [weak self] _ in self?.entries.append("valueChanged") }, for: .valueChanged)
        control.addAction(
            UIAction { [weak self] _ in self?.entries.append("primaryActionTriggered") }, for: .primaryActionTriggered)
    }

    var valueChanges: Int { entries.filter { $0 == "valueChanged" }.count }
    func clear() { entries.removeAll() }
}

extension FocusScene {
    /// Adds `control` at `frame` and focuses it with Tab presses (the first shows focus).
    @discardableResult
    func focus<C: UIControl>(_ control: C) -> C {
        screen.runFrame()
        for _ in 0..<12 where focused !== control { screen.key(.keyboardTab) }
        return control
    }

    /// Holds `key` for `seconds` of the application clock in frames of `frame` seconds, then releases it.
    func hold(_ key: UIKeyboardHIDUsage, for seconds: TimeInterval, frame: TimeInterval = 1.0 / 60) {
        screen.keyDown(key)
        var held: TimeInterval = 0
        while held + frame <= seconds + 1e-9 {
            screen.advance(by: frame)
            held += frame
        }
        if seconds - held > 1e-9 { screen.advance(by: seconds - held) }
        screen.keyUp(key)
    }
}
