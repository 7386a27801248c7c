import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews

/// Controls focused through the focus engine: a button shows the system
/// effect (halo and lift), value controls their own tint ring; both hide
/// with pointer use.
@MainActor
@Suite struct FocusedControlGoldenTests {
    private func scene() throws -> (FocusScene, [UIControl]) {
        let scene = try FocusScene(width: 360, height: 200)
        let button = UIButton(type: .system)
        button.setTitle("Play", for: .normal)
        button.backgroundColor = UIColor(white: 0.92, alpha: 1)
        button.layer.cornerRadius = 8
        button.frame = CGRect(x: 20, y: 20, width: 100, height: 40)
        let toggle = UISwitch(frame: CGRect(x: 160, y: 24, width: 51, height: 31))
        let slider = UISlider(frame: CGRect(x: 20, y: 90, width: 200, height: 34))
        slider.value = 0.4
        let segments = UISegmentedControl(items: ["Easy", "Hard"])
        segments.selectedSegmentIndex = 0
        segments.frame = CGRect(x: 20, y: 140, width: 160, height: 32)
        let stepper = UIStepper(frame: CGRect(x: 220, y: 140, width: 94, height: 32))
        let controls: [UIControl] = [button, toggle, slider, segments, stepper]
        controls.forEach { scene.root.view.addSubview($0) }
        scene.screen.runFrame()
        return (scene, controls)
    }

    @Test func everyInputControlTakesFocusAndTabVisitsThemInReadingOrder() throws {
        let (scene, controls) = try scene()
        scene.screen.key(.keyboardTab)
        var visited: [UIView?] = [scene.focused]
        for _ in 0..<4 {
            scene.screen.key(.keyboardTab)
            visited.append(scene.focused)
        }
        #expect(visited.map { $0.map(ObjectIdentifier.init) } == controls.map { ObjectIdentifier($0) })
    }

    @Test func focusedButtonAndSliderGoldens() throws {
        let (scene, controls) = try scene()
        scene.screen.key(.keyboardDownArrow)
        scene.screen.advance(by: 0.3)
        #expect(scene.focused === controls[0])
        expectGolden(scene.screen, "focus-button")
        scene.screen.key(.keyboardDownArrow)
        scene.screen.advance(by: 0.3)
        #expect(scene.focused === controls[2])
        expectGolden(scene.screen, "focus-slider")
        let slider = try #require(controls[2] as? UISlider)
        let thumb = slider.convert(
            slider.thumbRect(
                forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: 0.4),
            to: nil)
        let onRing = CGPoint(x: thumb.midX, y: thumb.minY - FocusRingView.gap - FocusRingView.width / 2)
        let ringOn = scene.screen.pixel(at: onRing)
        scene.screen.tap(at: CGPoint(x: 340, y: 100))
        scene.screen.advance(by: 0.3)
        let ringOff = scene.screen.pixel(at: onRing)
        #expect(ringOn != ringOff, "pointer use hides the ring")
        #expect(controls[2].isFocused)
    }

    @Test func aPressOnTheFocusedSwitchTogglesIt() throws {
        let (scene, controls) = try scene()
        let toggle = try #require(controls[1] as? UISwitch)
        var changes = 0
        toggle.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        scene.screen.key(.keyboardDownArrow)
        scene.screen.key(.keyboardRightArrow)
        #expect(scene.focused === toggle)
        scene.screen.key(.keyboardReturnOrEnter)
        #expect(toggle.isOn && changes == 1)
        controls[4].isEnabled = false
        #expect(!controls[4].canBecomeFocused)
    }
}
