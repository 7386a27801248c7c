import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// Every value control's default look in the normal, highlighted, disabled and focused states.
@MainActor
@Suite struct ValueControlGoldenTests {
    /// The controls of one scene, with the points a finger holds for the highlighted state.
    private struct Scene {
        let screen: HeadlessScreen
        let controls: [UIControl]
        let holds: [CGPoint]
    }

    private func makeScene() throws -> Scene {
        let screen = try HeadlessScreen(width: 360, height: 200)
        let slider = UISlider(frame: CGRect(x: 20, y: 20, width: 200, height: 31))
        slider.value = 0.4
        let on = UISwitch(frame: CGRect(x: 240, y: 20, width: 0, height: 0))
        on.isOn = true
        let off = UISwitch(frame: CGRect(x: 300, y: 20, width: 0, height: 0))
        let segments = UISegmentedControl(items: ["Easy", "Normal", "Hard"])
        segments.frame = CGRect(x: 20, y: 70, width: 220, height: 32)
        segments.selectedSegmentIndex = 1
        let stepper = UIStepper(frame: CGRect(x: 250, y: 70, width: 0, height: 0))
        stepper.value = 50
        let progress = UIProgressView(frame: CGRect(x: 20, y: 125, width: 200, height: 4))
        progress.progress = 0.6
        let medium = UIActivityIndicatorView(style: .medium)
        medium.frame.origin = CGPoint(x: 250, y: 117)
        let large = UIActivityIndicatorView(style: .large)
        large.frame.origin = CGPoint(x: 290, y: 108)
        let pages = UIPageControl(frame: CGRect(x: 20, y: 145, width: 200, height: 37))
        pages.numberOfPages = 5
        pages.currentPage = 2
        let views: [UIView] = [slider, on, off, segments, stepper, progress, medium, large, pages]
        for view in views { screen.window.addSubview(view) }
        medium.startAnimating()
        large.startAnimating()
        screen.runFrame()
        return Scene(
            screen: screen, controls: [slider, on, off, segments, stepper, pages],
            holds: [P(114, 35), P(260, 35), P(310, 35), P(50, 86), P(320, 86)])
    }

    @Test func normal() throws {
        let scene = try makeScene()
        expectGolden(scene.screen, "value-controls-normal")
    }

    @Test func highlighted() throws {
        let scene = try makeScene()
        for (finger, point) in scene.holds.enumerated() { scene.screen.touchDown(at: point, finger: finger) }
        #expect(scene.controls.prefix(5).allSatisfy { $0.state == .highlighted })
        scene.screen.advance(by: 0.3)
        expectGolden(scene.screen, "value-controls-highlighted")
    }

    @Test func disabled() throws {
        let scene = try makeScene()
        for control in scene.controls { control.isEnabled = false }
        scene.screen.runFrame()
        #expect(scene.controls.allSatisfy { $0.state == .disabled })
        expectGolden(scene.screen, "value-controls-disabled")
    }

    @Test func focused() throws {
        let scene = try makeScene()
        for control in scene.controls { control.setFocused(true) }
        scene.screen.runFrame()
        #expect(scene.controls.allSatisfy { $0.state == .focused && $0.isFocused })
        expectGolden(scene.screen, "value-controls-focused")
    }
}
