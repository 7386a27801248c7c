import Foundation
import Testing
import SDLViews
import SDLViewsTesting

/// A slider with a shorter track and a wider thumb, as apps make custom sliders.
final class InsetSlider: UISlider {
    override func trackRect(forBounds bounds: CGRect) -> CGRect {
        let track = super.trackRect(forBounds: bounds)
        return track.insetBy(dx: 20, dy: -1)
    }

    override func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let thumb = super.thumbRect(forBounds: bounds, trackRect: rect, value: value)
        return thumb.insetBy(dx: -6, dy: 0)
    }
}

/// A switch and a stepper counting the tracking hooks UIKit calls.
final class CountingSwitch: UISwitch {
    var began = 0, ended = 0
    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        began += 1
        return super.beginTracking(touch, with: event)
    }
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        ended += 1
        super.endTracking(touch, with: event)
    }
    override var intrinsicContentSize: CGSize { CGSize(width: 60, height: 40) }
}

final class LoudStepper: UIStepper {
    var values: [Double] = []
    override var value: Double {
        get { super.value }
        set { values.append(newValue); super.value = newValue }
    }
}

@MainActor
@Suite struct ValueControlSubclassTests {
    @Test func sliderDragFollowsOverriddenGeometry() throws {
        let screen = try HeadlessScreen(width: 300, height: 100)
        let slider = InsetSlider(frame: CGRect(x: 0, y: 20, width: 240, height: 31))
        screen.window.addSubview(slider)
        let track = slider.trackRect(forBounds: slider.bounds)
        #expect(track == CGRect(x: 20, y: 13.5, width: 200, height: 4))
        let low = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0)
        let high = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 1)
        #expect(low.width == 40 && low.midX == 34 && high.midX == 206)
        var changes = 0
        slider.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        // The wider thumb is grabbed 18 points right of its centre and moved half its travel.
        screen.mouseDown(at: CGPoint(x: 52, y: 35))
        screen.mouseMove(to: CGPoint(x: 52 + 86, y: 35))
        screen.mouseUp(at: CGPoint(x: 52 + 86, y: 35))
        #expect(slider.value == 0.5 && changes == 1)
    }

    @Test func overriddenHooksAndPropertiesAreUsed() throws {
        let screen = try HeadlessScreen(width: 200, height: 100)
        let toggle = CountingSwitch(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
        screen.window.addSubview(toggle)
        screen.mouseDown(at: CGPoint(x: 20, y: 25))
        screen.mouseUp(at: CGPoint(x: 20, y: 25))
        #expect(toggle.isOn && toggle.began == 1 && toggle.ended == 1)
        #expect(toggle.intrinsicContentSize == CGSize(width: 60, height: 40))
        let stepper = LoudStepper(frame: .zero)
        stepper.value = 3
        #expect(stepper.values == [3] && stepper.value == 3)
        let segments = UISegmentedControl(items: ["A", "B"])
        segments.selectedSegmentIndex = 1
        #expect(segments.selectedSegmentIndex == 1)
        let pages = UIPageControl(frame: .zero)
        pages.numberOfPages = 4
        #expect(pages.size(forNumberOfPages: 4).width == 55)
    }
}
