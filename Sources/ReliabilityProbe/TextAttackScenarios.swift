import Foundation
import SDLViews
import SDLViewsTesting

/// Issue 41's text attacks (crashes, traps and scale), each in its own process
/// (`scripts/attack.sh text` runs every one under a time limit): each must
/// end normally. The scale ones print their wall time as "figures:".
let textAttackScenarios: [ProbeScenario] = [
    ProbeScenario("text-field-select-all-backspace") {
        let (screen, field) = try textField(String(repeating: "abcdefghij", count: 8))
        field.selectAll(nil)
        field.deleteBackward()
        screen.runFrame()
        ProbeScenario.expect(field.text == "", "text \(field.text ?? "nil")")
    },
    ProbeScenario("text-field-cut-undo-paste-compose") {
        let long = String(repeating: "abcdefghij", count: 8)
        let (screen, field) = try textField(long)
        field.selectAll(nil)
        field.cut(nil)
        screen.runFrame()
        field.paste(nil)
        screen.runFrame()
        field.undoManager?.undo()
        screen.runFrame()
        field.setMarkedText(long, selectedRange: NSRange(location: 80, length: 0))
        screen.runFrame()
        field.setMarkedText("ab", selectedRange: NSRange(location: 2, length: 0))
        screen.runFrame()
        ProbeScenario.expect(field.text == "ab", "text \(field.text ?? "nil")")
    },
    ProbeScenario("text-field-delegate-sets-text") {
        let (screen, field) = try textField("")
        let delegate = ProbeSettingDelegate()
        field.delegate = delegate
        for character in "hello world" { field.insertText(String(character)) }
        screen.runFrame()
        ProbeScenario.expect(field.text == "HELLO WORLD", "text \(field.text ?? "nil")")
    },
    ProbeScenario("text-huge-offsets-and-ranges") {
        let (screen, view) = try textView("hello world")
        ProbeScenario.expect(view.position(from: view.endOfDocument, offset: Int.max) == nil, "position not nil")
        view.selectedRange = NSRange(location: 2, length: Int.max)
        view.scrollRangeToVisible(NSRange(location: 2, length: Int.max))
        view.setMarkedText("abc", selectedRange: NSRange(location: Int.max, length: Int.max))
        screen.runFrame()
    },
    ProbeScenario("text-view-extreme-offset-and-font") {
        let (screen, view) = try textView((0..<100).map { "line \($0)" }.joined(separator: "\n"))
        view.contentOffset = CGPoint(x: 0, y: 1e300)
        screen.runFrame()
        _ = view.closestPosition(to: CGPoint(x: 0, y: 1e300))
        view.font = UIFont.systemFont(ofSize: 1e-300)
        screen.runFrame()
        _ = view.closestPosition(to: CGPoint(x: 1e300, y: 1e300))
    },
    ProbeScenario("text-clock-huge-step") {
        let screen = try HeadlessScreen(width: 40, height: 40)
        SDLViewsLog.printsToStandardError = false
        screen.advance(by: 1e17)
        screen.advance(by: 1e300)
        ProbeScenario.expect(CACurrentMediaTime() < 1, "clock \(CACurrentMediaTime())")
    },
    ProbeScenario("text-pasteboard-nul") {
        _ = try HeadlessScreen(width: 40, height: 40)
        SDLViewsLog.printsToStandardError = false
        UIPasteboard.general.string = "abc\0def"
        ProbeScenario.expect(UIPasteboard.general.string == "abc\0def", "pasteboard lost the text after NUL")
    },
    ProbeScenario("text-scale-type-into-2mb-paragraph") {
        let (screen, view) = try textView(String(repeating: "lorem ipsum dolor sit amet ", count: 2_000_000 / 27))
        view.selectedRange = NSRange(location: 1_000_000, length: 0)
        screen.runFrame()
        try timedFigures("type 200 characters into the middle of a 2 MB paragraph") {
            for i in 0..<200 {
                if i % 2 == 0 { view.insertText("x") } else { view.deleteBackward() }
                screen.runFrame()
            }
        }
    },
    ProbeScenario("text-scale-paste-5mb") {
        let (screen, view) = try textView("")
        UIPasteboard.general.string = String(repeating: "pasted words wrap here ", count: 5_000_000 / 23)
        try timedFigures("paste 5 MB (one paragraph), first frame, 20 keystrokes") {
            view.paste(nil)
            screen.runFrame()
            for _ in 0..<20 {
                view.insertText("y")
                screen.runFrame()
            }
        }
    },
    ProbeScenario("text-scale-paste-5m-line-breaks") {
        let (screen, view) = try textView("")
        UIPasteboard.general.string = String(repeating: "\n", count: 5_000_000)
        try timedFigures("paste 5,000,000 line breaks, first frame, 20 keystrokes at the top") {
            view.paste(nil)
            screen.runFrame()
            view.selectedRange = NSRange(location: 0, length: 0)
            for _ in 0..<20 {
                view.insertText("z")
                screen.runFrame()
            }
        }
    }
]

@MainActor
private final class ProbeSettingDelegate: NSObject, UITextFieldDelegate {
    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        textField.text = (textField.text ?? "").uppercased() + string.uppercased()
        return true
    }
}

@MainActor
private func textField(_ text: String) throws -> (HeadlessScreen, UITextField) {
    SDLViewsLog.printsToStandardError = false
    let screen = try HeadlessScreen(width: 300, height: 100)
    let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
    screen.window.addSubview(field)
    field.text = text
    field.becomeFirstResponder()
    screen.runFrame()
    return (screen, field)
}

@MainActor
private func textView(_ text: String) throws -> (HeadlessScreen, UITextView) {
    SDLViewsLog.printsToStandardError = false
    let screen = try HeadlessScreen(width: 640, height: 480)
    let view = UITextView(frame: CGRect(x: 20, y: 20, width: 600, height: 400))
    view.font = UIFont.systemFont(ofSize: 15)
    screen.window.addSubview(view)
    view.text = text
    view.becomeFirstResponder()
    screen.runFrame()
    return (screen, view)
}

/// Runs `work` and prints its wall time (the attack script keeps the figures).
@MainActor
private func timedFigures(_ what: String, _ work: () throws -> Void) rethrows {
    let start = DispatchTime.now().uptimeNanoseconds
    try work()
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    print(String(format: "figures: %@: %.3f s", what, seconds))
}
