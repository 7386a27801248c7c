import Foundation
import Testing
import SDLViewsTesting
@testable import SDLViews
@testable import Samples

/// One sample on a headless screen, as the launcher shows it.
@MainActor
final class OpenSample<Controller: UIViewController> {
    let screen: HeadlessScreen
    let navigator: LauncherNavigator
    let controller: Controller

    init(_ name: String, as type: Controller.Type = Controller.self) throws {
        screen = try HeadlessScreen(width: 800, height: 600)
        navigator = LauncherNavigator(window: screen.window)
        navigator.show(try #require(SampleCatalog.sample(named: name)))
        screen.advance(by: 1.0 / 60)
        controller = try #require(navigator.topViewController as? Controller)
    }

    /// Runs frames for `seconds` of virtual time.
    func wait(_ seconds: TimeInterval) {
        for _ in 0..<Int((seconds * 60).rounded()) { screen.advance(by: 1.0 / 60) }
    }

    /// A touch dragged from `start` to `end` in `steps` moves, one frame (1/60 s) apart.
    func drag(from start: CGPoint, to end: CGPoint, steps: Int, lift: Bool = true) {
        screen.touchDown(at: start)
        for step in 1...steps {
            screen.advance(by: 1.0 / 60)
            let f = CGFloat(step) / CGFloat(steps)
            screen.touchMove(to: CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f))
        }
        if lift { screen.touchUp(at: end) }
    }
}

@Suite @MainActor struct GesturePlaygroundSampleTests {
    private func cardCentre(_ sample: OpenSample<GesturePlaygroundSampleViewController>) -> CGPoint {
        let card = sample.controller.card
        return card.superview!.convert(card.center, to: nil)
    }

    /// The swipe disables the pan, which is cancelled after the swipe's action: the hint stays.
    @Test func aFlickSwipesTheCardAwayAndKeepsTheHintToBringItBack() throws {
        let sample = try OpenSample("gestures", as: GesturePlaygroundSampleViewController.self)
        let centre = cardCentre(sample)
        sample.drag(from: centre, to: CGPoint(x: centre.x + 200, y: centre.y), steps: 3)
        sample.wait(0.5)
        #expect(sample.controller.status.text == "Swiped away: tap anywhere to bring the card back")
        #expect(sample.controller.card.alpha == 0)
        sample.screen.tap(at: CGPoint(x: 100, y: 500))
        #expect(sample.controller.status.text == "Tap: the card is back")
        sample.wait(0.5)
        #expect(sample.controller.card.alpha == 1)
        #expect(cardCentre(sample) == centre)
    }

    /// A drag moves the card with the finger and reports the pan's velocity (not reset to zero by the sample).
    @Test func aDragMovesTheCardAndReportsItsVelocity() throws {
        let sample = try OpenSample("gestures", as: GesturePlaygroundSampleViewController.self)
        let centre = cardCentre(sample)
        sample.drag(from: centre, to: CGPoint(x: centre.x, y: centre.y + 120), steps: 6, lift: false)
        let velocity = try #require(sample.controller.pan).velocity(in: nil)
        #expect(velocity.x == 0 && velocity.y > 500)
        #expect(sample.controller.status.text == String(format: "Pan changed: velocity (0, %.0f) pt/s", velocity.y))
        #expect(cardCentre(sample) == CGPoint(x: centre.x, y: centre.y + 120))
        sample.screen.touchUp(at: CGPoint(x: centre.x, y: centre.y + 120))
        #expect(sample.controller.status.text?.hasPrefix("Pan ended: velocity (0, ") == true)
        #expect(sample.controller.status.text != "Pan ended: velocity (0, 0) pt/s")
    }

    @Test func aSingleTapRecoloursAfterTheDoubleTapFails() throws {
        let sample = try OpenSample("gestures", as: GesturePlaygroundSampleViewController.self)
        let before = sample.controller.card.backgroundColor
        sample.screen.tap(at: cardCentre(sample))
        sample.wait(0.5)
        #expect(sample.controller.status.text == "Single tap (it waited for the double tap to fail)")
        #expect(sample.controller.card.backgroundColor != before)
    }

    /// Two fingers turned by 30° about the card's centre: the status shows the card's angle, not the last step's, and the turning speed.
    @Test func rotationShowsTheCardsAngle() throws {
        let sample = try OpenSample("gestures", as: GesturePlaygroundSampleViewController.self)
        let centre = cardCentre(sample)
        func fingers(_ degrees: CGFloat) -> (CGPoint, CGPoint) {
            let angle = degrees * .pi / 180, radius: CGFloat = 60
            let offset = CGPoint(x: cos(angle) * radius, y: sin(angle) * radius)
            return (
                CGPoint(x: centre.x + offset.x, y: centre.y + offset.y),
                CGPoint(x: centre.x - offset.x, y: centre.y - offset.y)
            )
        }
        let start = fingers(0)
        sample.screen.touchDown(at: start.0, finger: 0)
        sample.screen.touchDown(at: start.1, finger: 1)
        for step in 1...10 {
            sample.screen.advance(by: 1.0 / 60)
            let now = fingers(CGFloat(step) * 3)
            sample.screen.touchMove(to: now.0, finger: 0)
            sample.screen.touchMove(to: now.1, finger: 1)
        }
        let transform = sample.controller.card.transform
        let degrees = atan2(transform.b, transform.a) * 180 / .pi
        let status = sample.controller.status.text ?? ""
        #expect(status.hasPrefix(String(format: "Rotation changed: card at %.1f°, velocity ", degrees)))
        #expect(!status.hasSuffix(", velocity 0°/s"))
        #expect(degrees > 20)
    }

    /// Two fingers spread apart: the status shows the card's scale and a pinch velocity that is not zero.
    @Test func pinchShowsTheCardsScaleAndVelocity() throws {
        let sample = try OpenSample("gestures", as: GesturePlaygroundSampleViewController.self)
        let centre = cardCentre(sample)
        sample.screen.touchDown(at: CGPoint(x: centre.x - 40, y: centre.y), finger: 0)
        sample.screen.touchDown(at: CGPoint(x: centre.x + 40, y: centre.y), finger: 1)
        for step in 1...10 {
            sample.screen.advance(by: 1.0 / 60)
            let half = 40 + CGFloat(step) * 4
            sample.screen.touchMove(to: CGPoint(x: centre.x - half, y: centre.y), finger: 0)
            sample.screen.touchMove(to: CGPoint(x: centre.x + half, y: centre.y), finger: 1)
        }
        let transform = sample.controller.card.transform
        let scale = (transform.a * transform.a + transform.b * transform.b).squareRoot()
        let status = sample.controller.status.text ?? ""
        #expect(status.hasPrefix(String(format: "Pinch changed: card at ×%.2f, velocity ", scale)))
        #expect(!status.hasSuffix("velocity 0.00/s"))
        #expect(scale > 1.3)
    }
}

extension UIView {
    /// The first view below this one (depth first) that is a `T` and passes `test`.
    @MainActor
    func firstDescendant<T: UIView>(_ type: T.Type, where test: (T) -> Bool = { _ in true }) -> T? {
        for subview in subviews {
            if let match = subview as? T, test(match) { return match }
            if let match = subview.firstDescendant(type, where: test) { return match }
        }
        return nil
    }

    /// The centre of this view in window coordinates.
    @MainActor var centreInWindow: CGPoint { convert(CGPoint(x: bounds.midX, y: bounds.midY), to: nil) }
}

/// The samples' buttons are UIControls: the highlight follows the touch in and out of the tracking area.
@Suite @MainActor struct SampleButtonTests {
    @Test func highlightFollowsTheTouchAndOnlyATouchUpInsideActs() throws {
        let screen = try HeadlessScreen(width: 800, height: 600)
        var taps = 0
        let button = SampleButton("Go", frame: CGRect(x: 100, y: 100, width: 110, height: 32)) { taps += 1 }
        screen.window.addSubview(button)
        screen.touchDown(at: CGPoint(x: 150, y: 110))
        #expect(button.isHighlighted && button.alpha < 0.7)
        screen.touchMove(to: CGPoint(x: 500, y: 400))
        #expect(!button.isHighlighted && button.alpha == 1)
        screen.touchMove(to: CGPoint(x: 160, y: 120))
        #expect(button.isHighlighted && button.alpha < 0.7)
        screen.touchMove(to: CGPoint(x: 500, y: 400))
        screen.touchUp(at: CGPoint(x: 500, y: 400))
        #expect(taps == 0)
        #expect(!button.isHighlighted && button.alpha == 1)
        screen.tap(at: CGPoint(x: 150, y: 110))
        #expect(taps == 1)
        #expect(button.alpha == 1)
    }

    /// A chip with an action dims while pressed and undims when the touch is dragged far off.
    @Test func actionChipsDimLikeButtons() throws {
        let screen = try HeadlessScreen(width: 800, height: 600)
        var taps = 0
        let chip = SampleChip("Go") { taps += 1 }
        chip.translatesAutoresizingMaskIntoConstraints = true
        chip.frame = CGRect(x: 100, y: 100, width: 120, height: 30)
        screen.window.addSubview(chip)
        screen.runFrame()
        screen.touchDown(at: CGPoint(x: 210, y: 125))
        #expect(chip.alpha < 0.7)
        screen.touchMove(to: CGPoint(x: 600, y: 500))
        #expect(chip.alpha == 1)
        screen.touchUp(at: CGPoint(x: 600, y: 500))
        screen.tap(at: CGPoint(x: 210, y: 125))
        #expect(taps == 1)
    }
}

@Suite @MainActor struct PauseMenuSampleTests {
    private func tap(_ text: String, in sample: OpenSample<PauseMenuSampleViewController>) throws {
        let view = try #require(
            sample.controller.view.firstDescendant(UILabel.self) { $0.text == text && !$0.isHidden })
        sample.screen.tap(at: view.centreInWindow)
        sample.wait(0.5)
    }

    @Test func resumeClosesTheMenuAndPauseOpensIt() throws {
        let sample = try OpenSample("pause-menu", as: PauseMenuSampleViewController.self)
        try tap("Resume", in: sample)
        #expect(sample.controller.menu.isHidden)
        let pause = try #require(
            sample.controller.view.firstDescendant(SampleButton.self) {
                !$0.isHidden && $0.alpha == 1 && $0.frame.width == 110
            })
        sample.screen.tap(at: pause.centreInWindow)
        #expect(!sample.controller.menu.isHidden)
        #expect(pause.isHidden)
    }

    @Test func optionsToggle() throws {
        let sample = try OpenSample("pause-menu", as: PauseMenuSampleViewController.self)
        #expect(sample.controller.options == ["Music": true, "Effects": true, "Hints": false])
        try tap("Music", in: sample)
        try tap("Hints", in: sample)
        #expect(sample.controller.options == ["Music": false, "Effects": true, "Hints": true])
        try tap("Music", in: sample)
        #expect(sample.controller.options["Music"] == true)
    }

    /// From the keyboard alone: the first Down focuses Resume, two more reach the Effects toggle,
    /// Return toggles it, and Up ×3 then Return on Resume closes the menu.
    @Test func theMenuWorksFromTheKeyboardAlone() throws {
        let sample = try OpenSample("pause-menu", as: PauseMenuSampleViewController.self)
        let screen = sample.screen
        screen.key(.keyboardDownArrow)
        let focusedText = { (screen.window.focusSystem.focusedItem as? UIView)?.superview.flatMap { $0 as? UILabel }?.text }
        #expect(focusedText() == "Resume")
        screen.key(.keyboardDownArrow)
        screen.key(.keyboardDownArrow)
        let toggled = try #require(focusedText())
        #expect(["Music", "Effects", "Hints"].contains(toggled))
        let before = sample.controller.options[toggled]
        screen.key(.keyboardReturnOrEnter)
        #expect(sample.controller.options[toggled] == !(before ?? false))
        screen.key(.keyboardUpArrow)
        screen.key(.keyboardUpArrow)
        #expect(focusedText() == "Resume")
        screen.key(.keyboardReturnOrEnter)
        sample.wait(0.5)
        #expect(sample.controller.menu.isHidden)
    }

    @Test func quitGoesBackToTheLauncher() throws {
        let sample = try OpenSample("pause-menu", as: PauseMenuSampleViewController.self)
        try tap("Quit to title", in: sample)
        #expect(sample.navigator.topViewController is LauncherViewController)
    }
}

@Suite @MainActor struct ScrubbingSampleTests {
    /// Scrubbed to 0.6, then played to the end: the knob ends where the readout does.
    @Test func theKnobFollowsPlay() throws {
        let sample = try OpenSample("scrubbing", as: ScrubbingSampleViewController.self)
        let track = try #require(sample.controller.view.firstDescendant(ScrubTrack.self))
        let knob = try #require(track.subviews.first)
        let y = track.centreInWindow.y
        let left = track.convert(CGPoint.zero, to: nil).x
        sample.drag(
            from: CGPoint(x: left + 60, y: y), to: CGPoint(x: left + 6 + 0.6 * (track.bounds.width - 12), y: y),
            steps: 4)
        sample.wait(0.1)
        #expect(abs(track.fraction - 0.6) < 0.01)
        let play = try #require(sample.controller.view.firstDescendant(UILabel.self) { $0.text == "Play" })
        sample.screen.tap(at: play.centreInWindow)
        sample.wait(2.5)
        #expect(sample.controller.readout.text?.hasPrefix("fractionComplete 1.000") == true)
        #expect(track.fraction == 1)
        #expect(knob.frame.maxX == track.bounds.width)
    }
}

@Suite @MainActor struct HitTestInspectorSampleTests {
    /// It opens inspecting the rotated panel (π/9): the outline is the panel's turned quad, not its bounding box.
    @Test func aRotatedViewIsOutlinedByItsRotatedCorners() throws {
        let sample = try OpenSample("hit-test", as: HitTestInspectorSampleViewController.self)
        let panel = try #require(sample.controller.view.firstDescendant(UIView.self) { $0.transform != .identity })
        let stage = try #require(panel.superview)
        let corners = sample.controller.outlinedCorners
        let expected = [CGPoint(x: 0, y: 0), CGPoint(x: 200, y: 0), CGPoint(x: 200, y: 160), CGPoint(x: 0, y: 160)]
            .map { panel.convert($0, to: stage) }
        #expect(corners.count == 4)
        for (corner, point) in zip(corners, expected) {
            #expect(abs(corner.x - point.x) < 0.001 && abs(corner.y - point.y) < 0.001)
        }
        // The top-left corner turned by 20° about the centre (300, 180).
        let angle = CGFloat.pi / 9, dx: CGFloat = -100, dy: CGFloat = -80
        #expect(abs(corners[0].x - (300 + dx * cos(angle) - dy * sin(angle))) < 0.001)
        #expect(abs(corners[0].y - (180 + dx * sin(angle) + dy * cos(angle))) < 0.001)
        // Inside the bounding box but outside the quad (near its top-left corner) nothing is tinted.
        let box = panel.frame
        let outside = stage.convert(CGPoint(x: box.minX + 4, y: box.minY + 4), to: nil)
        #expect(sample.screen.pixel(at: outside) == RGBA8(r: 255, g: 255, b: 255, a: 255))
    }
}

@Suite @MainActor struct KeyboardSampleTests {
    /// While the field is first responder editing keys win over key commands: Left moves the caret, the square stays.
    @Test func arrowsMoveTheCaretWhileTyping() throws {
        let sample = try OpenSample("keyboard", as: KeyboardSampleViewController.self)
        let field = sample.controller.field!
        let square = sample.controller.square
        let home = square.center
        sample.screen.tap(at: field.centreInWindow)
        #expect(field.isFirstResponder)
        sample.screen.type("abc")
        sample.screen.key(.keyboardLeftArrow)
        sample.screen.key(.keyboardLeftArrow)
        sample.screen.type("X")
        #expect(field.text == "aXbc" && field.selectedTextRange?.start.offset == 2)
        sample.screen.key(.keyboardDeleteOrBackspace)
        sample.screen.key(.keyboardEnd)
        sample.screen.type("!")
        sample.screen.key(.keyboardHome)
        sample.screen.key(.keyboardRightArrow)
        #expect(field.text == "abc!" && field.selectedTextRange?.start.offset == 1)
        #expect(square.center == home)
        // Away from the field the arrows move the square again.
        sample.screen.tap(at: CGPoint(x: 700, y: 500))
        sample.screen.key(.keyboardLeftArrow)
        #expect(square.center == CGPoint(x: home.x - 10, y: home.y))
    }
}

@Suite @MainActor struct PrintSampleTests {
    private func printOnce() throws -> (URL, String) {
        let sample = try OpenSample("print", as: PrintSampleViewController.self)
        let button = try #require(sample.controller.view.firstDescendant(SampleButton.self))
        sample.screen.tap(at: button.centreInWindow)
        let directory = try #require(sample.controller.outputDirectory)
        let status =
            sample.controller.view.firstDescendant(UILabel.self) { $0.text?.hasPrefix("Wrote ") == true }?.text ?? ""
        return (directory, status)
    }

    /// Each print goes to a new private folder of the temporary directory, and the status says where.
    @Test func printsGoToAFreshFolderAndSayWhere() throws {
        let (first, status) = try printOnce()
        let (second, _) = try printOnce()
        defer { for url in [first, second] { try? FileManager.default.removeItem(at: url) } }
        #expect(first != second)
        #expect(
            first.deletingLastPathComponent().standardizedFileURL
                == URL(fileURLWithPath: NSTemporaryDirectory()).standardizedFileURL)
        #expect(first.lastPathComponent.hasPrefix("sdlviews-print-"))
        let pdf = first.appendingPathComponent("boarding-pass.pdf"),
            png = first.appendingPathComponent("boarding-pass.png")
        #expect(FileManager.default.fileExists(atPath: pdf.path))
        #expect(FileManager.default.fileExists(atPath: png.path))
        #expect(status.contains(pdf.path) && status.contains(png.path))
        let permissions = try FileManager.default.attributesOfItem(atPath: first.path)[.posixPermissions] as? Int
        #expect(permissions == 0o700)
    }
}

@Suite @MainActor struct TiledCanvasSampleTests {
    /// The canvas sits in a scroll view: the wheel pans as a drag does (scrolling down or right shows what is
    /// below or right), a drag moves it with the finger once the pan is recognized, and it never goes past
    /// the top-left edge.
    @Test func theWheelAndADragPanTheCanvas() throws {
        let sample = try OpenSample("tiled-canvas", as: TiledCanvasSampleViewController.self)
        let canvas = sample.controller.canvas
        let viewport = try #require(canvas.superview as? UIScrollView)
        func origin() -> CGPoint { CGPoint(x: -viewport.contentOffset.x, y: -viewport.contentOffset.y) }
        let inside = viewport.centreInWindow
        sample.screen.scroll(y: -3, at: inside)
        sample.wait(0.3)
        #expect(origin().x == 0)
        #expect(origin().y < 0)
        let scrolled = origin()
        sample.screen.scroll(x: 2, y: 0, at: inside)  // SDL: positive x scrolls right
        sample.wait(0.3)
        #expect(origin().x < 0)
        #expect(origin().y == scrolled.y)
        let before = origin()
        // The first of the five steps is the pan's threshold; the content follows the other four.
        sample.drag(from: inside, to: CGPoint(x: inside.x - 100, y: inside.y - 50), steps: 5)
        #expect(abs(origin().x - (before.x - 80)) <= 1 && abs(origin().y - (before.y - 40)) <= 1)
        // Never past the top-left edge.
        sample.screen.scroll(x: -100, y: 100, at: inside)
        sample.wait(0.3)
        #expect(origin() == .zero)
    }
}

@Suite @MainActor struct ScrollSampleTests {
    /// The map's double tap (an app-added recognizer calling `zoom(to:animated:)`) zooms 2× about the spot.
    @Test func aDoubleTapZoomsTheMapInOnTheSpot() throws {
        let sample = try OpenSample("map", as: MapSampleViewController.self)
        let scrollView = sample.controller.scrollView
        let before = scrollView.zoomScale
        let point = scrollView.centreInWindow
        let spot = sample.controller.map.convert(point, from: nil)
        sample.screen.tap(at: point)
        sample.screen.advance(by: 0.1)
        sample.screen.tap(at: point)
        sample.wait(0.6)
        #expect(abs(scrollView.zoomScale - before * 2) < 1e-9)
        let now = sample.controller.map.convert(spot, to: nil)
        #expect(abs(now.x - point.x) < 1 && abs(now.y - point.y) < 1)
    }

    /// A flick turns one page; the Next button scrolls to the next one, animated.
    @Test func aFlickTurnsThePageAndNextScrollsAnimated() throws {
        let sample = try OpenSample("pager", as: PagerSampleViewController.self)
        let pager = sample.controller.pager
        let centre = pager.centreInWindow
        sample.drag(from: centre, to: CGPoint(x: centre.x - 60, y: centre.y), steps: 3)
        sample.wait(1)
        #expect(pager.contentOffset.x == 600)
        #expect(sample.controller.currentPage == 1)
        sample.screen.tap(at: CGPoint(x: 645, y: 516))
        sample.wait(0.1)
        #expect(pager.contentOffset.x > 600 && pager.contentOffset.x < 1200)
        sample.wait(0.4)
        #expect(pager.contentOffset.x == 1200)
    }
}
