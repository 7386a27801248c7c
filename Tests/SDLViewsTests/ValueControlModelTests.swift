import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// Random sequences of programmatic changes checked against small models:
/// the value always stays inside the bounds, the bounds follow UIKit's rule,
/// bad input changes nothing, and no sequence sends an event.
@MainActor
@Suite struct ValueControlModelTests {
    /// UIKit's rules for a value and its bounds, written out plainly.
    private struct RangeModel {
        var minimum: Double, maximum: Double, value: Double

        mutating func apply(_ operation: Int, _ number: Double) {
            guard number.isFinite else { return }
            switch operation {
            case 0: value = min(max(number, minimum), maximum)
            case 1:
                minimum = number
                maximum = max(maximum, number)
                value = min(max(value, minimum), maximum)
            default:
                maximum = number
                minimum = min(minimum, number)
                value = min(max(value, minimum), maximum)
            }
        }
    }

    private static let specials: [Double] = [.nan, .infinity, -.infinity, 0, -0.0, 1e30, -1e30]

    private func randomNumber(_ generator: inout SeededGenerator) -> Double {
        if Int.random(in: 0..<6, using: &generator) == 0 { return Self.specials.randomElement(using: &generator)! }
        return Double(Int.random(in: -200...200, using: &generator)) / 4
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func stepperFollowsTheModel(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let stepper = UIStepper(frame: .zero)
        let events = ValueEventCounter(stepper)
        var model = RangeModel(minimum: 0, maximum: 100, value: 0)
        _ = loggedMessages {
            for _ in 0..<2_000 {
                let operation = Int.random(in: 0..<3, using: &generator), number = randomNumber(&generator)
                switch operation {
                case 0: stepper.value = number
                case 1: stepper.minimumValue = number
                default: stepper.maximumValue = number
                }
                model.apply(operation, number)
                #expect(stepper.value == model.value && stepper.minimumValue == model.minimum)
                #expect(stepper.maximumValue == model.maximum)
            }
        }
        #expect(events.valueChanged == 0)
    }

    @Test(arguments: [4, 5, 6] as [UInt64])
    func sliderFollowsTheModel(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        let events = ValueEventCounter(slider)
        var model = RangeModel(minimum: 0, maximum: 1, value: 0)
        _ = loggedMessages {
            for _ in 0..<2_000 {
                let operation = Int.random(in: 0..<3, using: &generator)
                let number = Double(Float(randomNumber(&generator)))
                switch operation {
                case 0: slider.value = Float(number)
                case 1: slider.minimumValue = Float(number)
                default: slider.maximumValue = Float(number)
                }
                model.apply(operation, number)
                #expect(Double(slider.value) == model.value && Double(slider.minimumValue) == model.minimum)
                #expect(Double(slider.maximumValue) == model.maximum)
                let thumb = slider.thumbRect(
                    forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds),
                    value: slider.value)
                #expect(thumb.minX >= 0 && thumb.maxX <= 200)
            }
        }
        #expect(events.valueChanged == 0)
    }

    /// Segments as a list of titles and a selected index, through random inserts, removals and selections.
    @Test(arguments: [7, 8, 9] as [UInt64])
    func segmentsFollowTheModel(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let control = UISegmentedControl(items: ["a", "b"])
        let events = ValueEventCounter(control)
        var titles = ["a", "b"], selected = UISegmentedControl.noSegment
        _ = loggedMessages {
            for step in 0..<1_000 {
                let index = Int.random(in: -2...titles.count + 1, using: &generator)
                switch Int.random(in: 0..<4, using: &generator) {
                case 0:
                    control.insertSegment(withTitle: "\(step)", at: index, animated: false)
                    let position = min(max(index, 0), titles.count)
                    titles.insert("\(step)", at: position)
                    if selected >= position { selected += 1 }
                case 1:
                    control.removeSegment(at: index, animated: false)
                    guard titles.indices.contains(index) else { break }
                    titles.remove(at: index)
                    if selected == index {
                        selected = UISegmentedControl.noSegment
                    } else if selected > index {
                        selected -= 1
                    }
                case 2:
                    control.selectedSegmentIndex = index
                    if titles.indices.contains(index) || index == UISegmentedControl.noSegment { selected = index }
                default:
                    if Int.random(in: 0..<20, using: &generator) == 0 {
                        control.removeAllSegments()
                        titles.removeAll()
                        selected = UISegmentedControl.noSegment
                    }
                }
                #expect(control.numberOfSegments == titles.count && control.selectedSegmentIndex == selected)
                #expect((0..<titles.count).map { control.titleForSegment(at: $0) } == titles)
            }
        }
        #expect(events.valueChanged == 0)
    }
}
