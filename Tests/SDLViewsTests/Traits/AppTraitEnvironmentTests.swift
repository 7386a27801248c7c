import Foundation
import Testing
@testable import SDLViews

@MainActor
@Suite struct AppTraitEnvironmentTests {
    @Test func validValuesAreRead() {
        let read = AppTraitEnvironment.read(["SDLVIEWS_APPEARANCE": "Dark", "SDLVIEWS_CONTENT_SIZE": "accessibilityMedium"])
        #expect(read.style == .dark)
        #expect(read.contentSize == .accessibilityMedium)
        #expect(AppTraitEnvironment.read(["SDLVIEWS_CONTENT_SIZE": "xxl"]).contentSize == .extraExtraLarge)
        #expect(AppTraitEnvironment.read(["SDLVIEWS_CONTENT_SIZE": "AX5"]).contentSize == .accessibilityExtraExtraExtraLarge)
        #expect(AppTraitEnvironment.read([:]) == AppTraitEnvironment())
    }

    @Test func badValuesAreLoggedWithTheReasonAndIgnored() {
        SDLViewsLog.clear()
        let read = AppTraitEnvironment.read(["SDLVIEWS_APPEARANCE": "purple", "SDLVIEWS_CONTENT_SIZE": "gigantic"])
        #expect(read.style == nil && read.contentSize == nil)
        let messages = SDLViewsLog.messages
        #expect(messages.contains { $0.contains("SDLVIEWS_APPEARANCE=\"purple\" ignored: expected light or dark") })
        #expect(messages.contains { $0.contains("SDLVIEWS_CONTENT_SIZE=\"gigantic\" ignored") && $0.contains("AX1") })
        #expect(AppTraitEnvironment.read(["SDLVIEWS_CONTENT_SIZE": ""]).contentSize == nil)
        #expect(AppTraitEnvironment.read(["SDLVIEWS_CONTENT_SIZE": "unspecified"]).contentSize == nil)
    }
}
