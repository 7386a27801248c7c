import SDLViews
import SDLViewsTesting
import Testing
import __MODULE__UI

@MainActor
@Suite struct PauseMenuTests {
    @Test func pauseButtonOpensTheMenuAndResumeClosesIt() throws {
        let screen = try HeadlessScreen(width: 800, height: 500)
        let hud = HUDViewController()
        screen.window.rootViewController = hud
        screen.runFrame()
        #expect(!hud.isPaused)

        let pause = try #require(hud.pauseButton)
        screen.tap(at: pause.convert(CGPoint(x: pause.bounds.midX, y: pause.bounds.midY), to: nil))
        screen.advance(by: 1)
        let menu = try #require(hud.presentedViewController as? PauseMenuViewController)
        #expect(hud.isPaused)

        let resume = try #require(menu.resumeButton)
        screen.tap(at: resume.convert(CGPoint(x: resume.bounds.midX, y: resume.bounds.midY), to: nil))
        screen.advance(by: 1)
        #expect(!hud.isPaused)
    }
}
