import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// UISlider: the drag maps the thumb's centre onto the value through `thumbRect`,
/// only the thumb is dragged, events only for user changes, clamping and bad input.
@MainActor
@Suite struct SliderTests {
    /// A 200 × 31 slider at (20, 100): the track spans x 20…220, the thumb's centre x 34…206.
    private func makeSlider(in screen: HeadlessScreen) -> (UISlider, ValueEventCounter) {
        let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 200, height: 31))
        screen.window.addSubview(slider)
        screen.runFrame()
        return (slider, ValueEventCounter(slider))
    }

    /// The thumb's centre in window points for `value`.
    private func thumbCentre(_ slider: UISlider, _ value: Float) -> CGPoint {
        let rect = slider.thumbRect(
            forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: value)
        return slider.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil)
    }

    @Test func defaultGeometryMatchesIOS() throws {
        let screen = try HeadlessScreen(width: 400, height: 300)
        let (slider, _) = makeSlider(in: screen)
        #expect(slider.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 31))
        let track = slider.trackRect(forBounds: slider.bounds)
        #expect(track == CGRect(x: 0, y: 14.5, width: 200, height: 2))
        #expect(
            slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0)
                == CGRect(x: 0, y: 1.5, width: 28, height: 28))
        #expect(
            slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 1)
                == CGRect(x: 172, y: 1.5, width: 28, height: 28))
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0.5).midX == 100)
    }

    @Test func dragMapsTheThumbCentreOntoTheValue() throws {
        let screen = try HeadlessScreen(width: 400, height: 300)
        let (slider, events) = makeSlider(in: screen)
        let start = thumbCentre(slider, 0)
        #expect(start == CGPoint(x: 34, y: 115.5))
        // Grabbed 5 points right of its centre: the offset is kept while dragging.
        screen.mouseDown(at: P(39, 115))
        #expect(slider.isHighlighted && slider.isTracking)
        screen.mouseMove(to: P(39 + 43, 115))  // a quarter of the 172-point travel
        #expect(slider.value == 0.25)
        screen.mouseMove(to: P(39 + 129, 130))  // vertical movement is ignored
        #expect(slider.value == 0.75)
        #expect(thumbCentre(slider, slider.value).x == start.x + 129)
        screen.mouseMove(to: P(390, 115))  // past the end: clamped to the maximum
        #expect(slider.value == 1)
        screen.mouseMove(to: P(5, 115))
        #expect(slider.value == 0)
        screen.mouseUp(at: P(5, 115))
        #expect(!slider.isHighlighted)
        #expect(events.valueChanged == 4 && events.primary == 4)
    }

    @Test func dragMapsOntoACustomRange() throws {
        let screen = try HeadlessScreen(width: 400, height: 300)
        let (slider, _) = makeSlider(in: screen)
        slider.minimumValue = -10
        slider.maximumValue = 33
        slider.value = -10
        screen.mouseDrag([P(34, 115), P(34 + 86, 115)])  // half the travel
        #expect(slider.value == 11.5)
    }

    @Test func touchingTheTrackAwayFromTheThumbDoesNothing() throws {
        let screen = try HeadlessScreen(width: 400, height: 300)
        let (slider, events) = makeSlider(in: screen)
        slider.value = 0.2
        screen.mouseDown(at: P(180, 115))
        #expect(!slider.isHighlighted)
        screen.mouseMove(to: P(60, 115))
        screen.mouseUp(at: P(60, 115))
        #expect(slider.value == 0.2)
        #expect(events.valueChanged == 0)
    }

    @Test func nonContinuousSendsOnceWhenTheTouchLifts() throws {
        let screen = try HeadlessScreen(width: 400, height: 300)
        let (slider, events) = makeSlider(in: screen)
        slider.isContinuous = false
        screen.mouseDown(at: P(34, 115))
        screen.mouseMove(to: P(60, 115))
        screen.mouseMove(to: P(120, 115))
        #expect(events.valueChanged == 0)
        screen.mouseUp(at: P(120, 115))
        #expect(events.valueChanged == 1 && slider.value == 0.5)
        // A drag that ends where it began sends nothing.
        screen.mouseDrag([P(120, 115), P(150, 115), P(120, 115)])
        #expect(events.valueChanged == 1)
    }

    @Test func programmaticChangesSendNothing() throws {
        let screen = try HeadlessScreen(width: 400, height: 300)
        let (slider, events) = makeSlider(in: screen)
        slider.thumbTintColor = .red
        slider.value = 0.3
        slider.setValue(0.9, animated: true)
        screen.advance(by: 0.1)
        #expect(slider.value == 0.9)
        slider.minimumValue = 0.95
        screen.advance(by: 1)
        #expect(events.valueChanged == 0 && events.primary == 0)
        // The animated move ends with the thumb at the value.
        #expect(screen.pixel(at: thumbCentre(slider, slider.value)) == RGBA8(r: 255, g: 0, b: 0, a: 255))
    }

    @Test func valuesAreClampedAndBoundsMoveEachOther() {
        let slider = UISlider(frame: .zero)
        #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1)
        slider.value = 5
        #expect(slider.value == 1)
        slider.value = -5
        #expect(slider.value == 0)
        slider.maximumValue = 10
        slider.value = 7
        slider.minimumValue = 12  // above the maximum: the maximum follows
        #expect(slider.minimumValue == 12 && slider.maximumValue == 12 && slider.value == 12)
        slider.maximumValue = -3  // below the minimum: the minimum follows
        #expect(slider.minimumValue == -3 && slider.maximumValue == -3 && slider.value == -3)
    }

    @Test func nonFiniteValuesAreRefusedWithALogLine() {
        let slider = UISlider(frame: .zero)
        slider.value = 0.4
        let messages = loggedMessages {
            slider.value = .nan
            slider.setValue(.infinity, animated: true)
            slider.minimumValue = -.infinity
            slider.maximumValue = .nan
        }
        #expect(slider.value == 0.4 && slider.minimumValue == 0 && slider.maximumValue == 1)
        #expect(messages.count == 4)
        #expect(messages.allSatisfy { $0.hasPrefix("UISlider.") && $0.contains("not a finite number") })
    }

    @Test func valueImagesNarrowTheTrack() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        slider.minimumValueImage = solidImage(width: 20, height: 20)
        slider.maximumValueImage = solidImage(width: 30, height: 40)
        #expect(slider.trackRect(forBounds: slider.bounds) == CGRect(x: 28, y: 14.5, width: 134, height: 2))
        #expect(
            slider.maximumValueImageRect(forBounds: slider.bounds) == CGRect(x: 170, y: -4.5, width: 30, height: 40))
        #expect(slider.intrinsicContentSize.height == 40)
        slider.setThumbImage(solidImage(width: 10, height: 12), for: .normal)
        #expect(slider.currentThumbImage?.size == CGSize(width: 10, height: 12))
        #expect(slider.thumbImage(for: .highlighted) === slider.thumbImage(for: .normal))
        let track = slider.trackRect(forBounds: slider.bounds)
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 1).maxX == track.maxX)
    }

    @Test func primaryActionInitializerRunsOnUserChanges() throws {
        let screen = try HeadlessScreen(width: 400, height: 300)
        var values: [Float] = []
        let slider = UISlider(
            frame: CGRect(x: 20, y: 100, width: 200, height: 31),
            primaryAction: UIAction { action in values.append((action.sender as? UISlider)?.value ?? -1) })
        screen.window.addSubview(slider)
        slider.value = 0.5
        screen.mouseDrag([P(120, 115), P(163, 115)])
        #expect(values == [0.75])
    }
}

/// A solid grey image of the given size in points.
@MainActor
func solidImage(width: Int, height: Int) -> UIImage {
    let pixels = [UInt8](repeating: 128, count: width * height * 4)
    return UIImage(cgImage: CGImage(width: width, height: height, bgraPixels: pixels)!, scale: 1)
}
