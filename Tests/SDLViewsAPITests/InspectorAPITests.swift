import Foundation
import Testing
import SDLViews
import SDLViewsTesting

/// The inspector as an app turns it on: the window property and the application's toggle key.
@MainActor
@Suite struct InspectorAPITests {
    @Test func anAppShowsAndHidesTheInspector() throws {
        let screen = try HeadlessScreen(width: 200, height: 120)
        let before = screen.window.subviews.count
        screen.window.isInspectorVisible = true
        screen.runFrame()
        #expect(screen.window.isInspectorVisible)
        #expect(screen.window.subviews.count == before + 1)
        screen.window.isInspectorVisible = false
        #expect(screen.window.subviews.count == before)
        #expect(UIApplication.shared.inspectorToggleKey == .keyboardF12)
        screen.key(.keyboardF12)
        #expect(screen.window.isInspectorVisible)
        screen.key(.keyboardF12)
        #expect(!screen.window.isInspectorVisible)
    }
}
