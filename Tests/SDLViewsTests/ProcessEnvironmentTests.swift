import Foundation
import Testing

@testable import SDLViews

/// The environment read from the C library is Foundation's, and follows `setenv`.
@Suite(.serialized) struct ProcessEnvironmentTests {
    @Test func everyVariableIsFoundationsToo() {
        #expect(ProcessEnvironment.all() == ProcessInfo.processInfo.environment)
    }

    @Test func aVariableSetNowIsReadNow() {
        let name = "SDLVIEWS_PROCESS_ENVIRONMENT_TEST"
        unsetenv(name)
        #expect(ProcessEnvironment.value(name) == nil)
        #expect(ProcessEnvironment.all()[name] == nil)
        setenv(name, "a=b é", 1)
        defer { unsetenv(name) }
        #expect(ProcessEnvironment.value(name) == "a=b é")
        #expect(ProcessEnvironment.all()[name] == "a=b é")
        setenv(name, "", 1)
        #expect(ProcessEnvironment.value(name) == "")
        #expect(ProcessEnvironment.all()[name] == "")
    }
}
