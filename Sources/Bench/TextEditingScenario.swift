import Foundation
import SDLViews

/// text-editing: typing one character (then deleting it, alternately) into a
/// focused UITextView of 10,000 lines against one of 10 lines, frame by frame;
/// and pasting 1 MB of text (replacing the previous paste) against a typing
/// frame in the same view. Editing is local (one paragraph re-wrapped, its
/// lines redrawn), so the long document should cost what the short one does.
/// The same typing again in mixed-direction text (English, Hebrew, Arabic in
/// every line), which the text engine lays out, shapes and draws line by line.
struct TextEditingScenario: Scenario {
    static let name = "text-editing"
    static let summary = "UITextView: typing into 10,000 lines vs 10 lines; pasting 1 MB vs a typing frame"

    func run(in context: BenchContext) throws -> [BenchResult] {
        let window = try context.window()
        let short = Self.textView(lines: 10, in: window), long = Self.textView(lines: 10_000, in: window)
        let typing = try Interleaved.measure(
            [
                Self.typingSubject("10 lines", view: short, window: window),
                Self.typingSubject("10,000 lines", view: long, window: window)
            ],
            in: context)
        var rows = [
            BenchResult(
                scenario: Self.name, name: "type into 10 lines", n: 10, stats: typing[0], ratio: 1,
                ratioTo: "type into 10 lines", note: "insertText or deleteBackward, then window.runFrame()")
        ]
        var longRow = BenchResult(
            scenario: Self.name, name: "type into 10,000 lines", n: 10_000, stats: typing[1],
            ratio: BenchResult.ratio(typing[1].median, to: typing[0].median), ratioTo: "type into 10 lines",
            note: "same caret line on screen")
        longRow.setTarget("≤ 1.5×", limit: 1.5)
        rows.append(longRow)
        rows += try mixedTypingRows(in: context, window: window)

        let pasteView = Self.textView(lines: 10, in: window)
        let megabyte = String(repeating: String(repeating: "paste me ", count: 9) + "\n", count: 1_000_000 / 82)
        let paste = try Interleaved.measure(
            [
                Self.typingSubject("typing", view: pasteView, window: window),
                Self.scrollSubject(view: long, window: window),
                Self.pasteSubject(megabyte, view: pasteView, window: window)
            ],
            in: context, frames: context.quick ? 10 : 40)
        rows.append(
            BenchResult(
                scenario: Self.name, name: "typing frame", n: 1, stats: paste[0], ratio: 1, ratioTo: "typing frame",
                note: "the view that receives the pastes"))
        rows.append(
            BenchResult(
                scenario: Self.name, name: "scrolling frame", n: 1, stats: paste[1],
                ratio: BenchResult.ratio(paste[1].median, to: paste[0].median), ratioTo: "typing frame",
                note: "the caret 60 lines away and the view following: every line on screen redrawn"))
        let toScrolling = paste[2].median / max(paste[1].median, 1e-9)
        var pasteRow = BenchResult(
            scenario: Self.name, name: "paste 1 MB", n: megabyte.utf8.count, stats: paste[2],
            ratio: BenchResult.ratio(paste[2].median, to: paste[0].median), ratioTo: "typing frame",
            note: "select all, paste (\(megabyte.utf8.count / 1000) kB, replacing the last paste), window.runFrame(); "
                + String(format: "%.1f× a scrolling frame", toScrolling))
        pasteRow.setTarget("≤ 4×", limit: 4)
        rows.append(pasteRow)
        for view in [short, long, pasteView] { view.removeFromSuperview() }
        return rows
    }

    /// Typing into 10,000 mixed-direction lines against 10, in the same run.
    private func mixedTypingRows(in context: BenchContext, window: UIWindow) throws -> [BenchResult] {
        let line = { (index: Int) in
            "Line \(index): \u{05E9}\u{05DC}\u{05D5}\u{05DD} \u{05E2}\u{05D5}\u{05DC}\u{05DD} and "
                + "\u{0645}\u{0631}\u{062D}\u{0628}\u{0627} \u{0628}\u{0627}\u{0644}\u{0639}\u{0627}\u{0644}\u{0645} 42"
        }
        let short = Self.textView(lines: 10, in: window, line: line)
        let long = Self.textView(lines: 10_000, in: window, line: line)
        defer { for view in [short, long] { view.removeFromSuperview() } }
        let typing = try Interleaved.measure(
            [
                Self.typingSubject("10 mixed lines", view: short, window: window),
                Self.typingSubject("10,000 mixed lines", view: long, window: window)
            ],
            in: context)
        var longRow = BenchResult(
            scenario: Self.name, name: "type into 10,000 mixed lines", n: 10_000, stats: typing[1],
            ratio: BenchResult.ratio(typing[1].median, to: typing[0].median), ratioTo: "type into 10 mixed lines",
            note: "English, Hebrew and Arabic in every line: the text engine's lines")
        longRow.setTarget("≤ 1.5×", limit: 1.5)
        return [
            BenchResult(
                scenario: Self.name, name: "type into 10 mixed lines", n: 10, stats: typing[0], ratio: 1,
                ratioTo: "type into 10 mixed lines", note: "insertText or deleteBackward inside the Hebrew run"),
            longRow,
        ]
    }

    private static func textView(
        lines: Int, in window: UIWindow,
        line: (Int) -> String = { "Line \($0): the quick brown fox jumps over the lazy dog" }
    ) -> UITextView {
        let view = UITextView(frame: CGRect(x: 40, y: 40, width: 600, height: 400))
        view.font = UIFont.systemFont(ofSize: 15)
        view.text = (0..<lines).map(line).joined(separator: "\n")
        view.isHidden = true
        window.addSubview(view)
        return view
    }

    /// Shows and focuses `view` for the block, with the caret in its 5th line.
    private static func focus(_ view: UITextView, window: UIWindow) {
        view.isHidden = false
        view.becomeFirstResponder()
        view.selectedRange = NSRange(location: caretLocation(in: view), length: 0)
        view.scrollRangeToVisible(view.selectedRange)
        window.runFrame()
    }

    /// The 11th character of the 5th line, in UTF-16 units.
    private static func caretLocation(in view: UITextView) -> Int {
        let lines = view.text.split(separator: "\n", maxSplits: 5, omittingEmptySubsequences: false)
        return lines.prefix(4).reduce(0) { $0 + $1.utf16.count + 1 } + 10
    }

    private static func typingSubject(_ name: String, view: UITextView, window: UIWindow) -> Interleaved.Subject {
        var typed = false
        var subject = Interleaved.Subject(name: name) {
            if typed { view.deleteBackward() } else { view.insertText("a") }
            typed.toggle()
            window.runFrame()
        }
        subject.setUp = { focus(view, window: window) }
        subject.tearDown = { view.isHidden = true }
        return subject
    }

    /// A frame that redraws the whole view: the caret jumps 60 lines up or down and the view follows.
    private static func scrollSubject(view: UITextView, window: UIWindow) -> Interleaved.Subject {
        var down = false
        var subject = Interleaved.Subject(name: "scroll") {
            down.toggle()
            view.selectedRange = NSRange(location: (down ? 64 : 4) * 56, length: 0)
            window.runFrame()
        }
        subject.setUp = { focus(view, window: window) }
        subject.tearDown = { view.isHidden = true }
        return subject
    }

    private static func pasteSubject(_ text: String, view: UITextView, window: UIWindow) -> Interleaved.Subject {
        var subject = Interleaved.Subject(name: "paste") {
            view.selectAll(nil)
            view.paste(nil)
            window.runFrame()
        }
        subject.setUp = {
            UIPasteboard.general.string = text
            focus(view, window: window)
        }
        subject.tearDown = { view.isHidden = true }
        return subject
    }
}
