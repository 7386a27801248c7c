import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// UISwitch: fixed size, tap and drag toggles, end states after the animation, events only for user changes.
@MainActor
@Suite struct SwitchTests {
    static let green = RGBA8(r: 52, g: 199, b: 89, a: 255)
    static let white = RGBA8(r: 255, g: 255, b: 255, a: 255)

    /// A switch at (50, 50) on a black window (so the off track and the white thumb differ from it).
    private func makeSwitch() throws -> (HeadlessScreen, UISwitch, ValueEventCounter) {
        let screen = try HeadlessScreen(width: 200, height: 150)
        screen.window.backgroundColor = .black
        let control = UISwitch(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        screen.window.addSubview(control)
        screen.runFrame()
        return (screen, control, ValueEventCounter(control))
    }

    @Test func sizeIsAlways51By31() throws {
        let control = UISwitch(frame: CGRect(x: 5, y: 6, width: 100, height: 100))
        #expect(control.frame == CGRect(x: 5, y: 6, width: 51, height: 31))
        control.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(control.frame == CGRect(x: 1, y: 2, width: 51, height: 31))
        #expect(control.intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(control.sizeThatFits(.zero) == CGSize(width: 51, height: 31))
        #expect(!control.isOn && control.onTintColor == nil)
    }

    @Test func tapTogglesAndTheAnimationEndsOnTheOtherSide() throws {
        let (screen, control, events) = try makeSwitch()
        // Off: the thumb on the left, the track not green.
        #expect(screen.pixel(at: P(50 + 15, 65)) == Self.white)
        #expect(screen.pixel(at: P(50 + 40, 65)) != Self.green)
        screen.tap(at: P(75, 65))
        #expect(control.isOn)
        #expect(events.valueChanged == 1 && events.primary == 1)
        screen.advance(by: 0.1)  // mid-slide: the track is between its colours
        let middle = screen.pixel(at: P(50 + 4, 65))
        #expect(middle != Self.green && middle.g > 40)
        screen.advance(by: 0.5)
        #expect(screen.pixel(at: P(50 + 36, 65)) == Self.white)  // the thumb is on the right
        #expect(screen.pixel(at: P(50 + 8, 65)) == Self.green)  // the track is green
        screen.tap(at: P(75, 65))
        screen.advance(by: 0.5)
        #expect(!control.isOn && events.valueChanged == 2)
        #expect(screen.pixel(at: P(50 + 15, 65)) == Self.white)
    }

    @Test func dragPicksTheSideTheTouchEndsOn() throws {
        let (screen, control, events) = try makeSwitch()
        screen.mouseDrag([P(60, 65), P(70, 65), P(95, 65)])
        #expect(control.isOn && events.valueChanged == 1)
        // A drag that comes back to where it started changes nothing.
        screen.mouseDrag([P(95, 65), P(55, 65), P(99, 65)])
        #expect(control.isOn && events.valueChanged == 1)
        // Dragged off to the left side: off.
        screen.mouseDrag([P(95, 65), P(80, 65), P(52, 65)])
        #expect(!control.isOn && events.valueChanged == 2)
    }

    @Test func heldThumbStretchesAndCancelKeepsTheState() throws {
        let (screen, control, events) = try makeSwitch()
        screen.touchDown(at: P(60, 65))
        screen.advance(by: 0.5)
        #expect(control.isHighlighted)
        // Stretched towards the middle: white 32 points from the left edge.
        #expect(screen.pixel(at: P(50 + 32, 65)) == Self.white)
        screen.loseFocus()
        screen.advance(by: 0.5)
        #expect(!control.isOn && events.valueChanged == 0)
        #expect(screen.pixel(at: P(50 + 32, 65)) != Self.white)
    }

    @Test func programmaticChangesSendNothing() throws {
        let (screen, control, events) = try makeSwitch()
        control.isOn = true
        control.setOn(false, animated: true)
        screen.advance(by: 0.5)
        control.setOn(true, animated: false)
        screen.runFrame()
        #expect(control.isOn && events.valueChanged == 0)
        #expect(screen.pixel(at: P(50 + 8, 65)) == Self.green)
        control.onTintColor = .blue
        screen.runFrame()
        #expect(screen.pixel(at: P(50 + 8, 65)) == RGBA8(r: 0, g: 0, b: 255, a: 255))
    }

    @Test func disabledSwitchIgnoresTouches() throws {
        let (screen, control, events) = try makeSwitch()
        control.isEnabled = false
        screen.tap(at: P(75, 65))
        #expect(!control.isOn && events.valueChanged == 0)
    }
}
