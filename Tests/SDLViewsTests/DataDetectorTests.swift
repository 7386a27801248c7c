import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews

/// `UITextView.dataDetectorTypes`: what the detector finds, how links look,
/// and what a tap on one does.
@MainActor
@Suite struct DataDetectorTests {
    private func found(_ text: String, _ types: UIDataDetectorTypes = .all) -> [String] {
        let characters = Array(text)
        return DataDetector(types: types).matches(in: Substring(text)).map {
            String(characters[$0.columns]) + " → " + $0.url.absoluteString
        }
    }

    @Test func linksAreFoundWithoutTheirSentencePunctuation() {
        #expect(found("Patch notes: https://example.com/notes?v=2.") == [
            "https://example.com/notes?v=2 → https://example.com/notes?v=2"
        ])
        #expect(found("(see www.example.org/faq)") == ["www.example.org/faq → http://www.example.org/faq"])
        #expect(found("Wiki at en.wikipedia.org/wiki/Foo_(bar), ok") == [
            "en.wikipedia.org/wiki/Foo_(bar) → http://en.wikipedia.org/wiki/Foo_(bar)"
        ])
        #expect(found("Write to help@studio.games!") == ["help@studio.games → mailto:help@studio.games"])
        #expect(found("visit apple.com today") == ["apple.com → http://apple.com"])
        // Not links: a file name, an abbreviation, a version, a bare scheme.
        #expect(found("save.dat e.g. v1.2.3 http:// and a.b") == [])
    }

    @Test func phoneNumbersNeedSevenToFifteenDigitsAndAreNotDates() {
        #expect(found("Call +1 (555) 123-4567 now") == ["+1 (555) 123-4567 → tel:+15551234567"])
        #expect(found("Support: 030 1234 5678.") == ["030 1234 5678 → tel:03012345678"])
        #expect(found("Level 123456 and 12-34") == [])
        #expect(found("Released 2026-12-06 and 06.12.2026") == [])
        #expect(found("code X5551234567") == [], "digits glued to letters are not a number")
        #expect(found("Call +1 555 123 4567", .link) == [])
        #expect(found("see https://example.com", .phoneNumber) == [])
    }

    /// Random text never crashes the detector, and what it finds is in bounds, in order and apart.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func randomTextGivesOrderedRangesInBounds(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let alphabet = Array("ab.:/@+()-_ 0123456789wxyz,\n?!'\"é👍").map(String.init) + ["https://", "www.", ".com", "mailto:"]
        for _ in 0..<300 {
            let length = Int.random(in: 0..<60, using: &generator)
            let text = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }.joined()
            let paragraph = Substring(text)
            let matches = DataDetector(types: .all).matches(in: paragraph)
            var last = 0
            for match in matches {
                #expect(match.columns.lowerBound >= last && match.columns.upperBound <= paragraph.count)
                #expect(!match.columns.isEmpty)
                last = match.columns.upperBound
            }
        }
    }

    private func textView(_ screen: HeadlessScreen, text: String) -> UITextView {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 120))
        view.font = UIFont.systemFont(ofSize: 20)
        view.text = text
        view.isEditable = false
        view.dataDetectorTypes = [.link, .phoneNumber]
        screen.window.addSubview(view)
        screen.runFrame()
        return view
    }

    /// The centre of the characters `range` of the first line, in the window.
    private func centre(of range: Range<Int>, in view: UITextView) -> CGPoint {
        let left = view.textCaretRect(at: range.lowerBound), right = view.textCaretRect(at: range.upperBound)
        return view.convert(CGPoint(x: (left.minX + right.minX) / 2, y: left.midY), to: nil)
    }

    @Test func aTapOnALinkOpensItAndTheDelegateMayRefuse() throws {
        let screen = try HeadlessScreen(width: 300, height: 120)
        let view = textView(screen, text: "Go to www.example.com or call 555 123 4567")
        screen.tap(at: centre(of: 6..<21, in: view))
        #expect(screen.openedURLs == [URL(string: "http://www.example.com")!])
        screen.tap(at: centre(of: 30..<42, in: view))
        #expect(screen.openedURLs.last == URL(string: "tel:5551234567"))
        // A tap beside a link opens nothing (it selects, as a non-editable view does).
        screen.tap(at: centre(of: 0..<2, in: view))
        #expect(screen.openedURLs.count == 2)
        final class Refusing: NSObject, UITextViewDelegate {
            var asked: [String] = []
            func textView(
                _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                interaction: UITextItemInteraction
            ) -> Bool {
                asked.append("\(URL.absoluteString) \(characterRange.location) \(characterRange.length) \(interaction)")
                return false
            }
        }
        let delegate = Refusing()
        view.delegate = delegate
        screen.tap(at: centre(of: 6..<21, in: view))
        #expect(delegate.asked == ["http://www.example.com 6 15 invokeDefaultAction"])
        #expect(screen.openedURLs.count == 2)
    }

    @Test func aDragOffTheLinkOrAnEditableViewOpensNothing() throws {
        let screen = try HeadlessScreen(width: 300, height: 120)
        let view = textView(screen, text: "www.example.com is the site")
        let link = centre(of: 0..<15, in: view)
        screen.touchDown(at: link)
        screen.touchMove(to: CGPoint(x: link.x, y: link.y + 60))
        screen.touchUp(at: CGPoint(x: link.x, y: link.y + 60))
        #expect(screen.openedURLs.isEmpty)
        view.isEditable = true
        screen.runFrame()
        #expect(view.links(inParagraph: 0).isEmpty, "UIKit detects nothing while the view is editable")
        screen.tap(at: link)
        #expect(screen.openedURLs.isEmpty && view.isFirstResponder)
    }

    @Test func linksAreDrawnInTheTintColour() throws {
        let screen = try HeadlessScreen(width: 300, height: 120)
        let view = textView(screen, text: "IIII www.example.com IIII")
        view.textColor = .black
        view.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        screen.runFrame()
        func inks(_ range: Range<Int>) -> (red: Int, dark: Int) {
            let left = view.textCaretRect(at: range.lowerBound), right = view.textCaretRect(at: range.upperBound)
            var red = 0, dark = 0
            for x in Int(left.minX)..<Int(right.minX) {
                for y in Int(left.minY)..<Int(left.maxY) {
                    let p = screen.pixel(at: view.convert(CGPoint(x: x, y: y), to: nil))
                    if p.r > 180 && p.g < 90 && p.b < 90 { red += 1 }
                    if p.r < 90 && p.g < 90 && p.b < 90 { dark += 1 }
                }
            }
            return (red, dark)
        }
        let link = inks(5..<20), plain = inks(0..<4)
        #expect(link.red > 40 && link.dark == 0)
        #expect(plain.red == 0 && plain.dark > 20)
        view.linkTextAttributes = [.foregroundColor: UIColor(red: 0, green: 0, blue: 1, alpha: 1)]
        screen.runFrame()
        #expect(inks(5..<20).red == 0)
        view.linkTextAttributes = nil
        #expect(view.linkTextAttributes[.foregroundColor] as? UIColor == view.tintColor)
    }
}

/// Attacks on the detector, each in bounds: answers for huge paragraphs, not their timing (the bench times).
@MainActor
@Suite struct DataDetectorAttackTests {
    @Test func aParagraphOfManyLinksAndParenthesesIsAnsweredInFull() {
        let links = Array(repeating: "see https://ex.com/a1234567 and 555 123 4567", count: 2_000).joined(separator: " ")
        let found = DataDetector(types: .all).matches(in: Substring(links))
        #expect(found.count == 4_000)
        let parentheses = "(" + String(repeating: ")", count: 50_000) + "www.example.com" + String(repeating: ")", count: 50_000)
        #expect(DataDetector(types: .link).matches(in: Substring(parentheses)).isEmpty)
    }
}
