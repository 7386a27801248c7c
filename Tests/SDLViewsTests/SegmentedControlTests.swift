import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// UISegmentedControl: selection by touch, the indicator's end state, momentary
/// mode, disabled segments, insertion and removal, widths and bad indices.
@MainActor
@Suite struct SegmentedControlTests {
    /// Three 100-point segments at (20, 20): centres x 70, 170, 270, y 36.
    private func makeControl() throws -> (HeadlessScreen, UISegmentedControl, ValueEventCounter) {
        let screen = try HeadlessScreen(width: 340, height: 80)
        let control = UISegmentedControl(items: ["Easy", "Normal", "Hard"])
        control.frame = CGRect(x: 20, y: 20, width: 300, height: 32)
        control.selectedSegmentIndex = 0
        control.selectedSegmentTintColor = .red
        screen.window.addSubview(control)
        screen.runFrame()
        return (screen, control, ValueEventCounter(control))
    }

    static let red = RGBA8(r: 255, g: 0, b: 0, a: 255)

    @Test func itemsMakeSegments() {
        let image = solidImage(width: 12, height: 10)
        let control = UISegmentedControl(items: ["A", image, "C"])
        #expect(control.numberOfSegments == 3)
        #expect(control.titleForSegment(at: 0) == "A" && control.imageForSegment(at: 1) === image)
        #expect(control.titleForSegment(at: 1) == nil && control.titleForSegment(at: 7) == nil)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(control.intrinsicContentSize.height == 32)
        #expect(control.frame.size == control.intrinsicContentSize)
    }

    @Test func tapSelectsAndTheIndicatorSlidesThere() throws {
        let (screen, control, events) = try makeControl()
        #expect(screen.pixel(at: P(30, 26)) == Self.red)
        screen.touchDown(at: P(270, 36))
        #expect(control.isHighlighted && control.selectedSegmentIndex == 0)
        screen.touchUp(at: P(270, 36))
        #expect(control.selectedSegmentIndex == 2)
        #expect(events.valueChanged == 1 && events.primary == 1)
        screen.advance(by: 0.1)
        #expect(screen.pixel(at: P(30, 26)) != Self.red)  // on its way
        screen.advance(by: 0.5)
        #expect(screen.pixel(at: P(230, 26)) == Self.red)  // ended under the third segment
        #expect(screen.pixel(at: P(130, 26)) != Self.red)
        // The selected segment again: nothing.
        screen.tap(at: P(260, 36))
        #expect(events.valueChanged == 1)
    }

    @Test func liftingOutsideOrOnADisabledSegmentSelectsNothing() throws {
        let (screen, control, events) = try makeControl()
        control.setEnabled(false, forSegmentAt: 1)
        #expect(!control.isEnabledForSegment(at: 1))
        screen.tap(at: P(170, 36))
        screen.touchDown(at: P(270, 36))
        screen.touchMove(to: P(270, 70))  // below the control
        screen.touchUp(at: P(270, 70))
        #expect(control.selectedSegmentIndex == 0 && events.valueChanged == 0)
        // Dragged from one segment onto another, the one under the lift wins.
        screen.touchDown(at: P(70, 36))
        screen.touchMove(to: P(280, 36))
        screen.touchUp(at: P(280, 36))
        #expect(control.selectedSegmentIndex == 2 && events.valueChanged == 1)
    }

    @Test func momentarySegmentsSendButShowNoSelection() throws {
        let (screen, control, events) = try makeControl()
        control.isMomentary = true
        var seen: [Int] = []
        control.addAction(UIAction { _ in seen.append(control.selectedSegmentIndex) }, for: .valueChanged)
        screen.tap(at: P(170, 36))
        screen.tap(at: P(170, 36))
        screen.advance(by: 0.5)
        #expect(seen == [1, 1] && events.valueChanged == 2)
        #expect(screen.pixel(at: P(130, 26)) != Self.red && screen.pixel(at: P(30, 26)) != Self.red)
    }

    @Test func programmaticSelectionSendsNothingAndBadIndicesAreLogged() throws {
        let (screen, control, events) = try makeControl()
        control.selectedSegmentIndex = 2
        control.selectedSegmentIndex = UISegmentedControl.noSegment
        let messages = loggedMessages {
            control.selectedSegmentIndex = 3
            control.removeSegment(at: -1, animated: false)
            control.setTitle("x", forSegmentAt: 9)
            control.setWidth(.nan, forSegmentAt: 0)
            control.setWidth(-4, forSegmentAt: 0)
        }
        screen.runFrame()
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(control.numberOfSegments == 3 && control.widthForSegment(at: 0) == 0)
        #expect(messages.count == 5 && events.valueChanged == 0)
    }

    @Test func insertingAndRemovingKeepsTheSelectedSegment() throws {
        let (screen, control, _) = try makeControl()
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Tutorial", at: 0, animated: true)
        #expect(control.selectedSegmentIndex == 2 && control.titleForSegment(at: 2) == "Normal")
        control.insertSegment(with: solidImage(width: 8, height: 8), at: 99, animated: false)  // clamped: appended
        #expect(control.numberOfSegments == 5 && control.imageForSegment(at: 4) != nil)
        control.removeSegment(at: 0, animated: true)
        #expect(control.selectedSegmentIndex == 1)
        control.removeSegment(at: 1, animated: false)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        screen.advance(by: 0.5)
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0 && control.intrinsicContentSize.width == 0)
    }

    @Test func widthsAreEqualFixedOrApportioned() throws {
        let (_, control, _) = try makeControl()
        let bounds = CGRect(x: 0, y: 0, width: 300, height: 32)
        #expect(control.segmentFrames(in: bounds).map(\.width) == [100, 100, 100])
        control.setWidth(60, forSegmentAt: 0)
        #expect(control.segmentFrames(in: bounds).map(\.width) == [60, 120, 120])
        #expect(control.widthForSegment(at: 0) == 60)
        control.setWidth(0, forSegmentAt: 0)
        let equalWidth = control.intrinsicContentSize.width
        control.apportionsSegmentWidthsByContent = true
        let widths = control.segmentFrames(in: bounds).map(\.width)
        #expect(widths[1] > widths[0] && widths[0] < 100)
        #expect(abs(widths.reduce(0, +) - 300) < 0.001)
        #expect(control.intrinsicContentSize.width < equalWidth)
    }

    @Test func segmentActionsRunWhenTheirSegmentIsChosen() throws {
        let screen = try HeadlessScreen(width: 340, height: 80)
        var log: [String] = []
        let control = UISegmentedControl(
            frame: CGRect(x: 20, y: 20, width: 300, height: 32),
            actions: ["Low", "Mid", "High"].map { title in UIAction(title: title) { _ in log.append(title) } })
        screen.window.addSubview(control)
        screen.tap(at: P(270, 36))
        screen.tap(at: P(70, 36))
        #expect(log == ["High", "Low"] && control.titleForSegment(at: 1) == "Mid")
    }

    @Test func titleAttributesStyleTheTitles() throws {
        let (_, control, _) = try makeControl()
        let font = UIFont.systemFont(ofSize: 30)
        control.setTitleTextAttributes([.font: font, .foregroundColor: UIColor.blue], for: .normal)
        #expect(control.titleTextAttributes(for: .selected)?[.font] as? UIFont == font)
        #expect(control.intrinsicContentSize.height > 32)
    }
}
