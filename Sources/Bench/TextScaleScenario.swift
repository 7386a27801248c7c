import Foundation
import SDLViews

/// text-scale (issue 41): typing one character (then deleting it,
/// alternately) into the middle of a 2 MB single paragraph against a 10-line
/// view, interleaved in the same run; and 5,000,000 pasted line breaks: the
/// paste's first frame and a keystroke after it. The layout re-wraps only the
/// lines an edit changed, so the 2 MB paragraph should cost what 10 lines do.
struct TextScaleScenario: Scenario {
    static let name = "text-scale"
    static let summary = "UITextView: typing into a 2 MB paragraph vs 10 lines; 5,000,000 pasted line breaks"

    func run(in context: BenchContext) throws -> [BenchResult] {
        let window = try context.window()
        let short = Self.textView((0..<10).map { "Line \($0): the quick brown fox jumps over the lazy dog" }
            .joined(separator: "\n"), caret: 4 * 56 + 10, in: window)
        let paragraph = String(repeating: "lorem ipsum dolor sit amet ", count: context.size(2_000_000) / 27)
        let long = Self.textView(paragraph, caret: paragraph.count / 2, in: window)
        let typing = try Interleaved.measure(
            [Self.typing("10 lines", view: short, window: window), Self.typing("2 MB", view: long, window: window)],
            in: context)
        var rows = [
            BenchResult(
                scenario: Self.name, name: "type into 10 lines", n: 10, stats: typing[0], ratio: 1,
                ratioTo: "type into 10 lines", note: "insertText or deleteBackward, then window.runFrame()")
        ]
        var longRow = BenchResult(
            scenario: Self.name, name: "type into a \(paragraph.utf8.count.formatted)-byte paragraph", n: paragraph.utf8.count, stats: typing[1],
            ratio: BenchResult.ratio(typing[1].median, to: typing[0].median), ratioTo: "type into 10 lines",
            note: "one paragraph, caret in its middle")
        longRow.setTarget("≤ 2×", limit: 2)
        rows.append(longRow)

        let breakCount = context.size(5_000_000)
        let breaks = String(repeating: "\n", count: breakCount)
        let pasteView = Self.textView("", caret: 0, in: window)
        pasteView.isHidden = false
        pasteView.becomeFirstResponder()
        UIPasteboard.general.string = breaks
        var pasteSamples: [Double] = []
        var keySamples: [Double] = []
        for _ in 0..<(context.quick ? 1 : 3) {
            pasteView.text = ""
            window.runFrame()
            pasteSamples.append(try Stopwatch.milliseconds {
                pasteView.paste(nil)
                window.runFrame()
            })
            pasteView.selectedRange = NSRange(location: breakCount / 2, length: 0)
            window.runFrame()
            for i in 0..<20 {
                keySamples.append(try Stopwatch.milliseconds {
                    if i % 2 == 0 { pasteView.insertText("k") } else { pasteView.deleteBackward() }
                    window.runFrame()
                })
            }
        }
        let paste = Stats(pasteSamples), keys = Stats(keySamples)
        rows.append(
            BenchResult(
                scenario: Self.name, name: "paste \(breakCount.formatted) line breaks", n: breakCount, stats: paste,
                ratio: BenchResult.ratio(paste.median, to: typing[0].median), ratioTo: "type into 10 lines",
                note: "paste into an empty view, then window.runFrame() (the first frame)"))
        rows.append(
            BenchResult(
                scenario: Self.name, name: "type after \(breakCount.formatted) line breaks", n: breakCount, stats: keys,
                ratio: BenchResult.ratio(keys.median, to: typing[0].median), ratioTo: "type into 10 lines",
                note: "caret at line \((breakCount / 2).formatted); insertText or deleteBackward, then window.runFrame()"))
        for view in [short, long, pasteView] { view.removeFromSuperview() }
        pasteView.text = ""
        return rows
    }

    private static func textView(_ text: String, caret: Int, in window: UIWindow) -> UITextView {
        let view = UITextView(frame: CGRect(x: 40, y: 40, width: 600, height: 400))
        view.font = UIFont.systemFont(ofSize: 15)
        view.text = text
        view.isHidden = true
        window.addSubview(view)
        view.tag = caret
        return view
    }

    private static func typing(_ name: String, view: UITextView, window: UIWindow) -> Interleaved.Subject {
        var typed = false
        var subject = Interleaved.Subject(name: name) {
            if typed { view.deleteBackward() } else { view.insertText("a") }
            typed.toggle()
            window.runFrame()
        }
        subject.setUp = {
            view.isHidden = false
            view.becomeFirstResponder()
            view.selectedRange = NSRange(location: view.tag, length: 0)
            view.scrollRangeToVisible(view.selectedRange)
            window.runFrame()
        }
        subject.tearDown = { view.isHidden = true }
        return subject
    }
}
