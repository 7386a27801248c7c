import Foundation
import Testing
@testable import SDLViews
@testable import Samples
import SDLViewsTesting

@MainActor
@Suite struct LauncherTraitKeysTests {
    @Test func keysToggleDarkModeAndStepTextSizeWithinTheEnds() throws {
        let screen = try HeadlessScreen(width: 800, height: 600)
        let navigator = LauncherNavigator(window: screen.window)
        navigator.show(try #require(SampleCatalog.sample(named: "traits")))
        screen.runFrame()
        defer {
            UIApplication.shared.userInterfaceStyle = .light
            UIApplication.shared.preferredContentSizeCategory = .large
        }
        screen.key(.keyboardF2)
        #expect(UIApplication.shared.userInterfaceStyle == .dark)
        #expect(navigator.topViewController?.traitCollection.userInterfaceStyle == .dark)
        screen.key(.keyboardF2)
        #expect(UIApplication.shared.userInterfaceStyle == .light)
        screen.key(.keyboardF4)
        #expect(UIApplication.shared.preferredContentSizeCategory == .extraLarge)
        for _ in 0..<20 { LauncherTraitKeys.stepTextSize(by: 1) }
        #expect(UIApplication.shared.preferredContentSizeCategory == .accessibilityExtraExtraExtraLarge)
        for _ in 0..<20 { screen.key(.keyboardF3) }
        #expect(UIApplication.shared.preferredContentSizeCategory == .extraSmall)
    }
}
