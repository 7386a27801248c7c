import Foundation
import Testing
import CSDL
@testable import SDLViews
import SDLViewsTesting

/// The inspector overlay: toggled by its key or `isInspectorVisible`, lists
/// the view tree, selects views by click and by keyboard, times frames only
/// while open, and leaves nothing behind when closed.
@MainActor
@Suite struct InspectorTests {
    private final class Counter { var taps = 0 }

    private func buildApp(in window: UIWindow, counter: Counter) -> UIButton {
        let panel = UIView(frame: CGRect(x: 10, y: 10, width: 120, height: 90))
        panel.backgroundColor = .systemTeal
        window.addSubview(panel)
        let button = UIButton(frame: CGRect(x: 10, y: 40, width: 80, height: 30))
        button.setTitle("Go", for: .normal)
        button.backgroundColor = .systemBlue
        button.addAction(UIAction { _ in counter.taps += 1 }, for: .touchUpInside)
        panel.addSubview(button)
        return button
    }

    private func inspectorViews(in window: UIWindow) -> Int {
        var count = 0
        var stack: [UIView] = [window]
        while let view = stack.popLast() {
            if view is InspectorView || view is InspectorTreeRow || view is InspectorFrameGraph { count += 1 }
            stack.append(contentsOf: view.subviews)
        }
        return count
    }

    @Test func openingAndClosingLeavesTheAppsFramesUnchanged() throws {
        let screen = try HeadlessScreen(width: 400, height: 240)
        _ = buildApp(in: screen.window, counter: Counter())
        screen.advance(by: 0.016)
        let before = try #require(screen.snapshot().cgImage)
        #expect(runtime.inspectorFrameTimes == nil)
        screen.key(.keyboardF12)
        #expect(screen.window.isInspectorVisible)
        for _ in 0..<3 { screen.advance(by: 0.016) }
        let open = try #require(screen.snapshot().pngData())
        try open.write(to: URL(fileURLWithPath: NSTemporaryDirectory() + "inspector-open.png"))
        #expect((runtime.inspectorFrameTimes?.samples.count ?? 0) >= 2, "frames are timed while open")
        screen.key(.keyboardF12)
        #expect(!screen.window.isInspectorVisible)
        screen.advance(by: 0.016)
        let after = try #require(screen.snapshot().cgImage)
        #expect(after.pixels == before.pixels)
        #expect(inspectorViews(in: screen.window) == 0)
        #expect(runtime.inspectorFrameTimes == nil, "nothing is timed once closed")
    }

    @Test func theTreeListsClassesAndFramesButNotTheInspector() throws {
        let screen = try HeadlessScreen(width: 400, height: 240)
        _ = buildApp(in: screen.window, counter: Counter())
        screen.window.isInspectorVisible = true
        screen.advance(by: 0.016)
        let inspector = try #require(screen.window.inspectorView)
        let rows = inspector.listedRows
        #expect(rows.first == "UIWindow (0, 0, 400, 240)")
        #expect(rows.contains("UIView (10, 10, 120, 90)"))
        #expect(rows.contains("UIButton (10, 40, 80, 30)"))
        #expect(!rows.contains { $0.hasPrefix("Inspector") })
        screen.window.isInspectorVisible = false
    }

    @Test func aClickSelectsTheViewUnderItWithoutReachingTheApp() throws {
        let screen = try HeadlessScreen(width: 400, height: 240)
        let counter = Counter()
        let button = buildApp(in: screen.window, counter: counter)
        screen.window.isInspectorVisible = true
        screen.advance(by: 0.016)
        let inspector = try #require(screen.window.inspectorView)
        screen.tap(at: CGPoint(x: 40, y: 60))
        #expect(inspector.selectedView === button)
        #expect(counter.taps == 0, "the app does not see clicks while the inspector is open")
        // The keyboard moves the selection through the list.
        screen.key(.keyboardUpArrow)
        #expect(inspector.selectedView === button.superview)
        screen.key(.keyboardDownArrow)
        #expect(inspector.selectedView === button)
        screen.key(.keyboardEscape)
        #expect(!screen.window.isInspectorVisible)
        screen.tap(at: CGPoint(x: 40, y: 60))
        #expect(counter.taps == 1, "closed, clicks reach the app again")
    }

    @Test func theToggleKeyCanBeChangedOrTurnedOff() throws {
        let screen = try HeadlessScreen(width: 200, height: 120)
        UIApplication.shared.inspectorToggleKey = nil
        screen.key(.keyboardF12)
        #expect(!screen.window.isInspectorVisible)
        UIApplication.shared.inspectorToggleKey = .keyboardEscape
        screen.key(.keyboardEscape)
        #expect(screen.window.isInspectorVisible)
        screen.window.isInspectorVisible = false
        UIApplication.shared.inspectorToggleKey = .keyboardF12
    }

    /// An arrow held when the inspector closed (its release never came) must not
    /// swallow the release of the next press of that arrow, which the app gets.
    @Test func anArrowHeldWhileTheInspectorClosedDoesNotEatTheNextRelease() throws {
        let screen = try HeadlessScreen(width: 200, height: 120)
        screen.window.isInspectorVisible = true
        screen.advance(by: 0.016)
        screen.keyDown(.keyboardUpArrow)
        screen.window.isInspectorVisible = false
        let field = TextFieldStub(frame: screen.window.bounds)
        screen.window.addSubview(field)
        field.becomeFirstResponder()
        screen.key(.keyboardUpArrow)
        #expect(field.log == ["began UIKeyInputUpArrow", "ended UIKeyInputUpArrow"])
    }

    @Test func constraintConflictsAreCounted() throws {
        let screen = try HeadlessScreen(width: 200, height: 120)
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        screen.window.addSubview(view)
        NSLayoutConstraint.activate([
            view.widthAnchor.constraint(equalToConstant: 10), view.widthAnchor.constraint(equalToConstant: 20)
        ])
        screen.advance(by: 0.016)
        #expect(runtime.constraintConflicts.total == 1)
    }

    @Test func itWorksInHostMode() throws {
        let game = try GameHost(width: 300, height: 200)
        defer { game.tearDown() }
        let counter = Counter()
        let button = buildApp(in: game.window, counter: counter)
        game.frame()
        #expect(game.handle(game.key(SDL_KEYDOWN, SDL_SCANCODE_F12)))
        #expect(game.handle(game.key(SDL_KEYUP, SDL_SCANCODE_F12)))
        game.frame()
        game.frame()
        let inspector = try #require(game.window.inspectorView)
        #expect(game.click(at: CGPoint(x: 40, y: 60)) == [true, true])
        #expect(inspector.selectedView === button && counter.taps == 0)
        game.frame()
        #expect((runtime.inspectorFrameTimes?.samples.count ?? 0) >= 1)
        game.window.isInspectorVisible = false
    }
}
