import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews

/// The focused look of every value control (a ring in the tint colour) and
/// the on-screen keyboard, as goldens; the suite's name puts it in the
/// opengles2 pass of scripts/test.sh ("ValueControlGoldenTests").
@MainActor
@Suite(.serialized) struct FocusedValueControlGoldenTests {
    private func scene() throws -> (FocusScene, [UIControl]) {
        let scene = try FocusScene(width: 360, height: 220)
        let toggle = UISwitch(frame: CGRect(x: 20, y: 20, width: 0, height: 0))
        let segments = UISegmentedControl(items: ["Easy", "Hard"])
        segments.selectedSegmentIndex = 0
        segments.frame = CGRect(x: 120, y: 20, width: 160, height: 32)
        let stepper = UIStepper(frame: CGRect(x: 20, y: 80, width: 0, height: 0))
        let pages = UIPageControl(frame: CGRect(x: 140, y: 78, width: 160, height: 37))
        pages.numberOfPages = 4
        pages.pageIndicatorTintColor = .systemGray3
        pages.currentPageIndicatorTintColor = .systemBlue
        let slider = UISlider(frame: CGRect(x: 20, y: 150, width: 300, height: 31))
        slider.value = 0.3
        let controls: [UIControl] = [toggle, segments, stepper, pages, slider]
        controls.forEach { scene.root.view.addSubview($0) }
        scene.screen.runFrame()
        return (scene, controls)
    }

    @Test func eachFocusedControlShowsItsRing() throws {
        let (scene, controls) = try scene()
        let names = ["switch", "segments", "stepper", "pages", "slider-adjusted"]
        for (control, name) in zip(controls, names) {
            scene.focus(control)
            if control is UISlider { scene.screen.key(.keyboardRightArrow) }
            if control is UIPageControl { scene.screen.key(.keyboardRightArrow) }
            scene.screen.advance(by: 0.3)
            #expect(scene.focused === control)
            expectGolden(scene.screen, "focus-\(name)")
        }
    }

    @Test func onScreenKeyboardLook() throws {
        let scene = try FocusScene(width: 480, height: 320)
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 240, height: 34))
        field.borderStyle = .roundedRect
        field.placeholder = "Pilot name"
        scene.root.view.addSubview(field)
        scene.screen.runFrame()
        scene.screen.gamepadButton(.dpadDown)
        scene.screen.gamepadButton(.a)
        scene.screen.advance(by: 0.3)
        scene.screen.gamepadButton(.dpadRight)
        scene.screen.gamepadButton(.a)
        scene.screen.advance(by: 0.3)
        expectGolden(scene.screen, "onscreen-keyboard")
    }
}
