import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// Text fields editing bidirectional text, as the text engine draws them: the
/// caret inside a right-to-left run, and a selection across a direction
/// boundary (two pieces). Run again on opengles2 in the GL pass.
@MainActor
@Suite struct BidiEditingGoldenTests {
    private func makeScreen() throws -> (HeadlessScreen, UITextField, UITextField) {
        let screen = try HeadlessScreen(width: 260, height: 100)
        screen.window.backgroundColor = UIColor(white: 0.94, alpha: 1)
        func field(_ y: CGFloat, _ text: String) -> UITextField {
            let field = UITextField(frame: CGRect(x: 10, y: y, width: 240, height: 34))
            field.borderStyle = .roundedRect
            field.font = UIFont.systemFont(ofSize: 17)
            field.text = text
            screen.window.addSubview(field)
            return field
        }
        // "Hello" then Hebrew "shalom olam"; an Arabic paragraph with a Latin word.
        let hebrew = field(10, "Hello \u{05E9}\u{05DC}\u{05D5}\u{05DD} \u{05E2}\u{05D5}\u{05DC}\u{05DD}")
        let arabic = field(56, "\u{0645}\u{0631}\u{062D}\u{0628}\u{0627} SDL \u{0628}\u{0627}\u{0644}\u{0639}\u{0627}\u{0644}\u{0645}")
        screen.runFrame()
        return (screen, hebrew, arabic)
    }

    private func expectGolden(_ screen: HeadlessScreen, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let result = GoldenImage.compare(screen.snapshot(), named: name, in: CompositorGoldenTests.goldenDirectory)
        #expect(result.matches, "\(result)", sourceLocation: sourceLocation)
    }

    @Test func caretInsideARightToLeftRun() throws {
        let (screen, hebrew, arabic) = try makeScreen()
        hebrew.becomeFirstResponder()
        // After the second Hebrew letter of "shalom": left of it, inside the run.
        hebrew.selectedTextRange = UITextRange(8..<8)
        screen.runFrame()
        #expect(arabic.shapedGeometry?.isRightToLeft == true)
        expectGolden(screen, "bidi-field-caret-in-rtl-run")
    }

    @Test func selectionAcrossADirectionBoundary() throws {
        let (screen, hebrew, _) = try makeScreen()
        hebrew.becomeFirstResponder()
        // "llo " and the first two Hebrew letters: two pieces, one each side.
        hebrew.selectedTextRange = UITextRange(2..<8)
        screen.runFrame()
        expectGolden(screen, "bidi-field-selection-across-boundary")
    }
}
