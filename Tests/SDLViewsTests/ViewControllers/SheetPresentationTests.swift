import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews

/// UISheetPresentationController (#38): detent heights, selection, dragging
/// with velocity, dismissal by dragging, refusals, dimming and custom detents.
@MainActor
@Suite struct SheetPresentationTests {
    private typealias Detent = UISheetPresentationController.Detent

    /// A root (with a button at the top) on a `width` × `height` window presenting a sheet at `detents`.
    private func presentSheet(
        width: Int = 400, height: Int = 300, detents: [Detent] = [.medium(), .large()],
        configure: (UISheetPresentationController) -> Void = { _ in }
    ) throws -> (screen: HeadlessScreen, root: UIViewController, sheet: UIViewController, delegate: SheetDelegate) {
        let screen = try HeadlessScreen(width: width, height: height)
        let root = UIViewController()
        root.view.backgroundColor = .blue
        screen.window.rootViewController = root
        screen.runFrame()
        let sheet = UIViewController()
        sheet.view.backgroundColor = .white
        let delegate = SheetDelegate()
        let controller = try #require(sheet.sheetPresentationController)
        controller.detents = detents
        controller.delegate = delegate
        configure(controller)
        root.present(sheet, animated: true)
        screen.advance(by: 1)
        return (screen, root, sheet, delegate)
    }

    private func dimmed(_ controller: UISheetPresentationController) -> Bool {
        abs((controller.dimmingView?.alpha ?? 0) - UIPresentationController.dimmingAlpha) < 0.001
    }

    /// A quick vertical drag on the sheet: ~600 pt/s in the drag's direction when released.
    private func flick(_ screen: HeadlessScreen, from start: CGPoint, by distance: CGFloat, steps: Int = 3) {
        screen.touchDown(at: start)
        for step in 1...steps {
            screen.advance(by: 1.0 / 60)
            screen.touchMove(to: CGPoint(x: start.x, y: start.y + distance * CGFloat(step) / CGFloat(steps)))
        }
        screen.touchUp(at: CGPoint(x: start.x, y: start.y + distance))
    }

    /// A drag held still before release (no velocity).
    private func slowDrag(_ screen: HeadlessScreen, from start: CGPoint, by distance: CGFloat) {
        screen.touchDown(at: start)
        for step in 1...4 {
            screen.advance(by: 0.05)
            screen.touchMove(to: CGPoint(x: start.x, y: start.y + distance * CGFloat(step) / 4))
        }
        screen.advance(by: 0.5)
        screen.touchMove(to: CGPoint(x: start.x, y: start.y + distance))
        screen.advance(by: 0.5)
        screen.touchUp(at: CGPoint(x: start.x, y: start.y + distance))
    }

    @Test func aSheetControllerExistsBeforePresentingAndIsTheOneUsed() throws {
        let sheet = UIViewController()
        let before = try #require(sheet.sheetPresentationController)
        #expect(sheet.sheetPresentationController === before && before.detents.map(\.identifier) == [.large])
        let cover = UIViewController()
        cover.modalPresentationStyle = .fullScreen
        #expect(cover.sheetPresentationController == nil)
        let screen = try HeadlessScreen(width: 400, height: 300)
        let root = UIViewController()
        screen.window.rootViewController = root
        screen.runFrame()
        root.present(sheet, animated: false)
        #expect(sheet.presentationController === before && before.presentingViewController === root)
        #expect(sheet.view.frame == screen.window.bounds, "large only, compact window: the whole window")
        #expect(root.view.window == nil, "covering at every detent: the presenter's view goes, as before")
        sheet.present(cover, animated: false)
        #expect(cover.presentationController != nil && cover.sheetPresentationController == nil)
    }

    @Test func mediumIsHalfTheLargeHeightAndLargeTheWholeSheet() throws {
        let (screen, root, sheet, _) = try presentSheet()
        #expect(sheet.view.frame == CGRect(x: 0, y: 150, width: 400, height: 150))
        #expect(root.view.window === screen.window, "a medium sheet keeps the presenter visible")
        let controller = try #require(sheet.sheetPresentationController)
        #expect(controller.selectedDetentIdentifier == nil && dimmed(controller))
        controller.animateChanges { controller.selectedDetentIdentifier = .large }
        screen.advance(by: 0.1)
        #expect(sheet.view.layer.presentation()?.frame.minY ?? 0 < 150, "animating towards large")
        screen.advance(by: 1)
        #expect(sheet.view.frame == CGRect(x: 0, y: 0, width: 400, height: 300))
        let card = try presentSheet(width: 800, height: 600)
        #expect(card.sheet.view.frame == CGRect(x: 50, y: 300, width: 700, height: 260), "the page card's lower half")
        card.sheet.sheetPresentationController?.selectedDetentIdentifier = .large
        #expect(card.sheet.view.frame == CGRect(x: 50, y: 40, width: 700, height: 520), "no animation outside animateChanges")
    }

    @Test func aFlickUpSettlesAtLargeAndTellsTheDelegate() throws {
        let (screen, _, sheet, delegate) = try presentSheet()
        flick(screen, from: CGPoint(x: 200, y: 200), by: -40)
        #expect(sheet.sheetPresentationController?.selectedDetentIdentifier == .large)
        #expect(delegate.calls == ["didChangeDetent"])
        screen.advance(by: 1)
        #expect(sheet.view.frame == CGRect(x: 0, y: 0, width: 400, height: 300))
        flick(screen, from: CGPoint(x: 200, y: 100), by: 40)
        #expect(sheet.sheetPresentationController?.selectedDetentIdentifier == .medium)
        screen.advance(by: 1)
        #expect(sheet.view.frame.minY == 150 && delegate.calls == ["didChangeDetent", "didChangeDetent"])
    }

    @Test func aSlowShortDragReturnsToItsDetent() throws {
        let (screen, _, sheet, delegate) = try presentSheet()
        slowDrag(screen, from: CGPoint(x: 200, y: 200), by: -40)
        screen.advance(by: 1)
        #expect(sheet.sheetPresentationController?.selectedDetentIdentifier == nil && sheet.view.frame.minY == 150)
        slowDrag(screen, from: CGPoint(x: 200, y: 200), by: -110)
        screen.advance(by: 1)
        #expect(sheet.sheetPresentationController?.selectedDetentIdentifier == .large && sheet.view.frame.minY == 0)
        #expect(delegate.calls == ["didChangeDetent"])
    }

    @Test func draggingBelowTheSmallestDetentDismissesWithTheDelegateCalls() throws {
        let (screen, root, sheet, delegate) = try presentSheet()
        screen.touchDown(at: CGPoint(x: 200, y: 160))
        screen.advance(by: 1.0 / 60)
        screen.touchMove(to: CGPoint(x: 200, y: 200))
        screen.advance(by: 1.0 / 60)
        screen.touchMove(to: CGPoint(x: 200, y: 240))
        #expect(sheet.view.frame == CGRect(x: 0, y: 230, width: 400, height: 150), "slides down at the smallest height")
        screen.advance(by: 1.0 / 60)
        screen.touchMove(to: CGPoint(x: 200, y: 260))
        screen.touchUp(at: CGPoint(x: 200, y: 260))
        screen.advance(by: 1)
        #expect(root.presentedViewController == nil && sheet.view.window == nil)
        #expect(delegate.calls == ["should", "will", "did"])
    }

    @Test func aModalSheetRubberBandsAndRefuses() throws {
        let (screen, root, sheet, delegate) = try presentSheet()
        sheet.isModalInPresentation = true
        screen.touchDown(at: CGPoint(x: 200, y: 160))
        screen.advance(by: 1.0 / 60)
        screen.touchMove(to: CGPoint(x: 200, y: 200))
        screen.advance(by: 1.0 / 60)
        screen.touchMove(to: CGPoint(x: 200, y: 260))
        let top = sheet.view.frame.minY
        #expect(top > 150 && top < 150 + 90, "resists: less than the finger's 90 pt")
        screen.touchUp(at: CGPoint(x: 200, y: 260))
        screen.advance(by: 1)
        #expect(root.presentedViewController === sheet && sheet.view.frame.minY == 150)
        #expect(delegate.calls == ["didAttempt"])
    }

    @Test func undimmedAtOrBelowTheLargestUndimmedDetentAndThePresenterTakesTouches() throws {
        var taps = 0
        let (screen, root, sheet, _) = try presentSheet { $0.largestUndimmedDetentIdentifier = .medium }
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 40))
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        root.view.addSubview(button)
        let controller = try #require(sheet.sheetPresentationController)
        #expect(controller.dimmingView?.alpha == 0)
        screen.tap(at: CGPoint(x: 50, y: 30))
        #expect(taps == 1 && root.presentedViewController === sheet)
        controller.animateChanges { controller.selectedDetentIdentifier = .large }
        screen.advance(by: 1)
        #expect(dimmed(controller))
        controller.animateChanges { controller.selectedDetentIdentifier = .medium }
        screen.advance(by: 1)
        #expect(controller.dimmingView?.alpha == 0)
    }

    /// A root with buttons at its top and bottom (the bottom one under a medium sheet),
    /// presenting a sheet with one button at `detent`; the window's focused view after each key.
    private func sheetFocusScene(undimmed: Bool) throws
        -> (screen: HeadlessScreen, top: UIButton, covered: UIButton, inSheet: UIButton, sheet: UIViewController)
    {
        let top = UIButton(type: .system)
        let covered = UIButton(type: .system)
        let inSheet = UIButton(type: .system)
        let (screen, root, sheet, _) = try presentSheet {
            if undimmed { $0.largestUndimmedDetentIdentifier = .medium }
        }
        for (button, title, y) in [(top, "Top", 10.0), (covered, "Covered", 240.0)] {
            button.setTitle(title, for: .normal)
            button.frame = CGRect(x: 150, y: y, width: 100, height: 44)
            root.view.addSubview(button)
        }
        inSheet.setTitle("In sheet", for: .normal)
        inSheet.frame = CGRect(x: 150, y: 30, width: 100, height: 44)
        sheet.view.addSubview(inSheet)
        screen.runFrame()
        return (screen, top, covered, inSheet, sheet)
    }

    private func focused(_ screen: HeadlessScreen) -> UIView? { screen.window.focusSystem.focusedItem as? UIView }

    @Test func anUndimmedSheetLetsTheKeyboardReachTheUncoveredPresenter() throws {
        let (screen, top, covered, inSheet, sheet) = try sheetFocusScene(undimmed: true)
        screen.key(.keyboardDownArrow)
        screen.runFrame()
        #expect(focused(screen) === inSheet, "focus enters the sheet first")
        screen.key(.keyboardUpArrow)
        screen.runFrame()
        #expect(focused(screen) === top, "up leaves the sheet for the presenter above it")
        screen.key(.keyboardDownArrow)
        screen.runFrame()
        #expect(focused(screen) === inSheet, "down skips the presenter's button under the sheet")
        #expect(focused(screen) !== covered)
        let controller = try #require(sheet.sheetPresentationController)
        screen.key(.keyboardUpArrow)
        screen.runFrame()
        controller.animateChanges { controller.selectedDetentIdentifier = .large }
        screen.advance(by: 1)
        #expect(focused(screen) === inSheet, "dimmed again: focus is confined to the sheet")
        screen.key(.keyboardUpArrow)
        screen.runFrame()
        #expect(focused(screen) === inSheet)
    }

    @Test func aDimmedSheetKeepsTheKeyboardInside() throws {
        let (screen, _, _, inSheet, _) = try sheetFocusScene(undimmed: false)
        screen.key(.keyboardDownArrow)
        screen.runFrame()
        #expect(focused(screen) === inSheet)
        screen.key(.keyboardUpArrow)
        screen.runFrame()
        #expect(focused(screen) === inSheet)
    }

    @Test func tappingTheDimmingDismissesAndEscapeToo() throws {
        let (screen, root, _, delegate) = try presentSheet()
        screen.tap(at: CGPoint(x: 200, y: 50))
        screen.advance(by: 1)
        #expect(root.presentedViewController == nil && delegate.calls == ["should", "will", "did"])
        let again = try presentSheet()
        again.screen.key(.keyboardEscape)
        again.screen.advance(by: 1)
        #expect(again.root.presentedViewController == nil)
    }

    @Test func customDetentsResolveAgainstTheMaximumAndNilIsInactive() throws {
        var maximums: [CGFloat] = []
        let small = Detent.custom(identifier: .init("small")) { context in
            maximums.append(context.maximumDetentValue)
            return context.maximumDetentValue * 0.25
        }
        let inactive = Detent.custom { _ in nil }
        let (_, _, sheet, _) = try presentSheet(detents: [inactive, small, .large()])
        #expect(sheet.view.frame == CGRect(x: 0, y: 225, width: 400, height: 75))
        #expect(maximums.allSatisfy { $0 == 300 } && !maximums.isEmpty)
        let controller = try #require(sheet.sheetPresentationController)
        controller.selectedDetentIdentifier = inactive.identifier
        #expect(sheet.view.frame.height == 75, "an inactive detent: the smallest")
    }

    @Test func theGrabberSitsAtTheTopOfTheSheetAndFollowsIt() throws {
        let (screen, _, sheet, _) = try presentSheet {
            $0.prefersGrabberVisible = true
            $0.preferredCornerRadius = 16
        }
        let controller = try #require(sheet.sheetPresentationController)
        #expect(controller.grabber.superview === controller.containerView)
        #expect(controller.grabber.frame == CGRect(x: 182, y: 155, width: 36, height: 5))
        #expect(sheet.view.layer.cornerRadius == 16 && sheet.view.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        flick(screen, from: CGPoint(x: 200, y: 157), by: -40)
        screen.advance(by: 1)
        #expect(controller.grabber.frame.minY == 5 && controller.selectedDetentIdentifier == .large)
    }
}

@MainActor
final class SheetDelegate: UISheetPresentationControllerDelegate {
    var calls: [String] = []
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        calls.append("should")
        return true
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { calls.append("will") }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { calls.append("did") }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        calls.append("didAttempt")
    }
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
    ) {
        calls.append("didChangeDetent")
    }
}
