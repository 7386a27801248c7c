import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

@MainActor
@Suite struct CompositorTests {
    static let goldenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Golden")

    @Test func backgroundColorFillsTheFrame() throws {
        let screen = try HeadlessScreen(width: 100, height: 80)
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        view.backgroundColor = .red
        screen.window.addSubview(view)
        screen.advance(by: 0.016)
        #expect(screen.pixel(at: CGPoint(x: 10, y: 20)) == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(screen.pixel(at: CGPoint(x: 39, y: 59)) == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(screen.pixel(at: CGPoint(x: 40, y: 30)) == RGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect(screen.pixel(at: CGPoint(x: 9, y: 30)) == RGBA8(r: 255, g: 255, b: 255, a: 255))
    }
}
