import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews

/// UIAlertController: keyboard (Return = preferred, Escape = cancel), taps, layout, refusals.
@MainActor
@Suite struct AlertControllerTests {
    private func quitAlert(_ chosen: @escaping (String) -> Void) -> UIAlertController {
        let alert = UIAlertController(title: "Quit game?", message: "Progress is saved.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in chosen("cancel") })
        let quit = UIAlertAction(title: "Quit", style: .destructive) { _ in chosen("quit") }
        alert.addAction(quit)
        alert.preferredAction = quit
        return alert
    }

    private func screenWithRoot() throws -> (HeadlessScreen, UIViewController) {
        let screen = try HeadlessScreen(width: 320, height: 240)
        let root = UIViewController()
        root.view.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
        screen.window.rootViewController = root
        return (screen, root)
    }

    @Test func returnTriggersThePreferredActionAfterDismissal() throws {
        let (screen, root) = try screenWithRoot()
        var chosen: [String] = []
        let alert = quitAlert { chosen.append($0) }
        root.present(alert, animated: true)
        screen.advance(by: 1)
        #expect(alert.isFirstResponder)
        screen.key(.keyboardReturnOrEnter)
        #expect(chosen.isEmpty, "the handler runs once the alert is gone")
        screen.advance(by: 1)
        #expect(chosen == ["quit"] && root.presentedViewController == nil)
    }

    @Test func textFieldsAreFocusedAndReturnSubmitsTheirText() throws {
        let (screen, root) = try screenWithRoot()
        var submitted: [String] = []
        let alert = UIAlertController(title: "Name", message: "For the high score", preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Player" }
        let ok = UIAlertAction(title: "OK", style: .default) { [weak alert] _ in
            submitted.append(alert?.textFields?.first?.text ?? "?")
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(ok)
        alert.preferredAction = ok
        root.present(alert, animated: true)
        screen.advance(by: 1)
        let field = try #require(alert.textFields?.first)
        #expect(field.isFirstResponder && field.placeholder == "Player")
        let alertView = try #require(alert.view as? AlertView)
        #expect(field.isDescendant(of: alertView.card) && field.frame.height == 28)
        screen.type("Ada")
        screen.key(.keyboardReturnOrEnter)
        screen.advance(by: 1)
        #expect(submitted == ["Ada"] && root.presentedViewController == nil)
        #expect(!field.isFirstResponder)
    }

    @Test func escapeInATextFieldCancelsAndSheetsRefuseTextFields() throws {
        let (screen, root) = try screenWithRoot()
        var chosen: [String] = []
        let alert = quitAlert { chosen.append($0) }
        alert.addTextField()
        root.present(alert, animated: false)
        screen.runFrame()
        #expect(alert.textFields?.first?.isFirstResponder == true)
        screen.key(.keyboardEscape)
        screen.advance(by: 1)
        #expect(chosen == ["cancel"])
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addTextField()
        #expect(sheet.textFields == nil)
        #expect(SDLViewsLog.messages.last?.contains("UIAlertControllerStyleAlert") == true)
    }

    @Test func escapeTriggersTheCancelAction() throws {
        let (screen, root) = try screenWithRoot()
        var chosen: [String] = []
        root.present(quitAlert { chosen.append($0) }, animated: false)
        screen.runFrame()
        screen.key(.keyboardEscape)
        screen.advance(by: 1)
        #expect(chosen == ["cancel"])
    }

    @Test func tappingAButtonRunsItsAction() throws {
        let (screen, root) = try screenWithRoot()
        var chosen: [String] = []
        let alert = quitAlert { chosen.append($0) }
        root.present(alert, animated: false)
        screen.runFrame()
        let alertView = try #require(alert.view as? AlertView)
        #expect(alertView.buttons.map { $0.1.title } == ["Cancel", "Quit"])
        let cancel = alertView.buttons[0].0
        #expect(cancel.frame.width == 135 && alertView.card.frame.width == 270)
        screen.tap(at: cancel.convert(CGPoint(x: cancel.bounds.midX, y: cancel.bounds.midY), to: nil))
        screen.advance(by: 1)
        #expect(chosen == ["cancel"])
    }

    @Test func secondCancelActionIsRefused() {
        let alert = UIAlertController(title: "t", message: nil, preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: "A", style: .cancel))
        SDLViewsLog.clear()
        alert.addAction(UIAlertAction(title: "B", style: .cancel))
        #expect(alert.actions.count == 1)
        #expect(SDLViewsLog.messages.last?.contains("only have one action") == true)
    }

    @Test func goldenAlertAndActionSheet() throws {
        let (screen, root) = try screenWithRoot()
        root.present(quitAlert { _ in }, animated: false)
        screen.advance(by: 1)
        expectGolden(screen, "alert-quit")
        root.dismiss(animated: false)
        let sheet = UIAlertController(title: "Difficulty", message: nil, preferredStyle: .actionSheet)
        for title in ["Easy", "Hard"] { sheet.addAction(UIAlertAction(title: title, style: .default)) }
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        root.present(sheet, animated: false)
        screen.advance(by: 1)
        expectGolden(screen, "alert-action-sheet")
    }
}

/// A presentation dismissed without animation completes once (the animator's
/// completion coming a frame later is not a second completion).
@MainActor
@Suite struct UnanimatedPresentationCompletionTests {
    @Test func anUnanimatedDismissalCompletesOnceWithoutALoggedSecondCall() throws {
        let screen = try HeadlessScreen(width: 400, height: 300)
        let root = UIViewController()
        screen.window.rootViewController = root
        screen.runFrame()
        for animatedPresent in [true, false] {
            let alert = UIAlertController(title: "Quit?", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Stay", style: .cancel))
            root.present(alert, animated: animatedPresent)
            screen.advance(by: 1)
            SDLViewsLog.clear()
            var completions = 0
            root.dismiss(animated: false) { completions += 1 }
            screen.advance(by: 1)
            #expect(root.presentedViewController == nil && completions == 1)
            #expect(!SDLViewsLog.messages.contains { $0.contains("more than once") }, "\(SDLViewsLog.messages)")
        }
    }
}
