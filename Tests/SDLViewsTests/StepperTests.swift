import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// UIStepper: steps, bounds and wrapping, autorepeat timed on the virtual clock, events.
@MainActor
@Suite struct StepperTests {
    /// A stepper at (20, 20): the minus half's centre is (43, 36), the plus half's (90, 36).
    private func makeStepper() throws -> (HeadlessScreen, UIStepper, ValueEventCounter) {
        let screen = try HeadlessScreen(width: 200, height: 80)
        let stepper = UIStepper(frame: CGRect(x: 20, y: 20, width: 0, height: 0))
        screen.window.addSubview(stepper)
        screen.runFrame()
        return (screen, stepper, ValueEventCounter(stepper))
    }

    static let minus = CGPoint(x: 43, y: 36)
    static let plus = CGPoint(x: 90, y: 36)

    @Test func defaultsMatchUIKit() {
        let stepper = UIStepper(frame: .zero)
        #expect(stepper.frame.size == CGSize(width: 94, height: 32))
        #expect(stepper.intrinsicContentSize == CGSize(width: 94, height: 32))
        #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100)
        #expect(stepper.stepValue == 1 && !stepper.wraps && stepper.autorepeat && stepper.isContinuous)
    }

    @Test func tapsStepAndStopAtTheBounds() throws {
        let (screen, stepper, events) = try makeStepper()
        stepper.maximumValue = 2.5
        screen.tap(at: Self.plus)
        screen.tap(at: Self.plus)
        #expect(stepper.value == 2)
        screen.tap(at: Self.plus)
        #expect(stepper.value == 2.5)  // clamped to the bound
        screen.tap(at: Self.plus)  // the plus half is disabled now
        #expect(stepper.value == 2.5 && !stepper.isHighlighted)
        screen.tap(at: Self.minus)
        #expect(stepper.value == 1.5)
        #expect(events.valueChanged == 4 && events.primary == 4)
    }

    @Test func wrapsGoRoundAtTheBounds() throws {
        let (screen, stepper, events) = try makeStepper()
        stepper.wraps = true
        stepper.maximumValue = 3
        screen.tap(at: Self.minus)
        #expect(stepper.value == 3)
        screen.tap(at: Self.plus)
        #expect(stepper.value == 0)
        #expect(events.valueChanged == 2)
    }

    @Test func autorepeatFollowsUIKitTimingOnTheVirtualClock() throws {
        let (screen, stepper, events) = try makeStepper()
        stepper.maximumValue = 1000
        screen.touchDown(at: Self.plus)
        #expect(stepper.value == 1)  // the touch-down step
        screen.advance(by: 0.49)
        #expect(stepper.value == 1)
        screen.advance(by: 0.01)  // 0.5 s: the first repeat
        #expect(stepper.value == 2)
        screen.advance(by: 0.1)
        #expect(stepper.value == 3)
        screen.advance(by: 0.4)  // 1.0 s: repeats at 0.5, 0.6 … 1.0
        #expect(stepper.value == 7)
        screen.advance(by: 1.5)  // 2.5 s: 21 repeats, then twice as fast
        #expect(stepper.value == 22)
        screen.advance(by: 0.5)
        #expect(stepper.value == 32)
        screen.touchUp(at: Self.plus)
        screen.advance(by: 1)
        #expect(stepper.value == 32 && events.valueChanged == 32)
    }

    @Test func autorepeatCountDependsOnTimeNotFrames() throws {
        let (screen, stepper, _) = try makeStepper()
        stepper.maximumValue = 1000
        screen.touchDown(at: Self.plus)
        screen.advance(by: 3)  // one frame
        #expect(stepper.value == 32)
        screen.touchUp(at: Self.plus)
        #expect(UIStepper.repeatsDue(afterHolding: 0.6) == 2)
        #expect(UIStepper.repeatsDue(afterHolding: 0.5999) == 1)
        #expect(UIStepper.repeatsDue(afterHolding: 2.55) == 22)
    }

    @Test func withoutAutorepeatOneStepPerTouch() throws {
        let (screen, stepper, _) = try makeStepper()
        stepper.autorepeat = false
        screen.touchDown(at: Self.plus)
        screen.advance(by: 2)
        screen.touchUp(at: Self.plus)
        #expect(stepper.value == 1)
    }

    @Test func nonContinuousSendsOnceAtTheEnd() throws {
        let (screen, stepper, events) = try makeStepper()
        stepper.isContinuous = false
        screen.touchDown(at: Self.plus)
        screen.advance(by: 0.7)
        #expect(stepper.value == 4 && events.valueChanged == 0)
        screen.touchUp(at: Self.plus)
        #expect(events.valueChanged == 1)
    }

    @Test func programmaticChangesAndBadInput() throws {
        let (_, stepper, events) = try makeStepper()
        stepper.value = 150
        #expect(stepper.value == 100)
        stepper.minimumValue = 200  // above the maximum: both become 200
        #expect(stepper.minimumValue == 200 && stepper.maximumValue == 200 && stepper.value == 200)
        stepper.maximumValue = 10
        #expect(stepper.minimumValue == 10 && stepper.maximumValue == 10 && stepper.value == 10)
        let messages = loggedMessages {
            stepper.value = .nan
            stepper.stepValue = 0
            stepper.stepValue = -1
            stepper.stepValue = .infinity
            stepper.maximumValue = .nan
        }
        #expect(stepper.value == 10 && stepper.stepValue == 1 && stepper.maximumValue == 10)
        #expect(messages.count == 5 && events.valueChanged == 0)
    }

    @Test func imagesPerState() {
        let stepper = UIStepper(frame: .zero)
        let plus = solidImage(width: 10, height: 10), minus = solidImage(width: 10, height: 2)
        stepper.setIncrementImage(plus, for: .normal)
        stepper.setDecrementImage(minus, for: .normal)
        #expect(stepper.incrementImage(for: .highlighted) === plus)
        #expect(stepper.decrementImage(for: .disabled) === minus)
    }
}
