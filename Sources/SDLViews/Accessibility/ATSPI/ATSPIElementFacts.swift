import Foundation
internal import CSDL

/// What the Action, Value, Text and Component interfaces read from and do
/// to one exported responder; the request handler turns these into replies.
@MainActor
struct ATSPIElementFacts {
    let responder: UIResponder

    // MARK: Action

    struct Action {
        let name: String
        let description: String
        let perform: @MainActor () -> Bool
    }

    /// "click" for what responds to interaction (adjustables: increment and
    /// decrement instead), then the custom actions by name.
    var actions: [Action] {
        var list: [Action] = []
        let responder = self.responder
        if responder.accessibilityTraits.contains(.adjustable) {
            list.append(Action(name: "increment", description: "Increase the value") {
                responder.accessibilityIncrement()
                return true
            })
            list.append(Action(name: "decrement", description: "Decrease the value") {
                responder.accessibilityDecrement()
                return true
            })
        } else if responder.accessibilityRespondsToUserInteraction || responder is UIControl {
            list.append(Action(name: "click", description: "Activate") { Self.activate(responder) })
        }
        for custom in responder.accessibilityCustomActions ?? [] {
            list.append(Action(name: custom.name, description: custom.name) { custom.perform() })
        }
        return list
    }

    /// VoiceOver's double tap: the element's `accessibilityActivate()`, else
    /// the control's primary action as a `.select` press performs it (a
    /// button's `.primaryActionTriggered` and `.touchUpInside`, a switch's
    /// toggle). UIKit would tap at the activation point instead; SDLViews
    /// does not synthesize touches, so a plain view with only a gesture
    /// recognizer does nothing (the action answers false).
    static func activate(_ responder: UIResponder) -> Bool {
        if responder.accessibilityActivate() { return true }
        guard let control = responder as? UIControl, control.isEnabled else { return false }
        control.performPrimaryPressAction()
        return true
    }

    // MARK: Value

    struct Range {
        var current: Double
        var minimum: Double
        var maximum: Double
        var increment: Double
    }

    /// The numbers of a slider, stepper or progress view; an adjustable
    /// element without numbers is -1…1 around 0, where setting a value above
    /// or below 0 increments or decrements it once.
    var range: Range? {
        switch responder {
        case let slider as UISlider:
            let span = Double(slider.maximumValue - slider.minimumValue)
            return Range(current: Double(slider.value), minimum: Double(slider.minimumValue),
                         maximum: Double(slider.maximumValue), increment: span / 10)
        case let stepper as UIStepper:
            return Range(current: stepper.value, minimum: stepper.minimumValue, maximum: stepper.maximumValue,
                         increment: stepper.stepValue)
        case let progress as UIProgressView:
            return Range(current: Double(progress.progress), minimum: 0, maximum: 1, increment: 0)
        default:
            return responder.accessibilityTraits.contains(.adjustable)
                ? Range(current: 0, minimum: -1, maximum: 1, increment: 1) : nil
        }
    }

    /// Sets the value as a user would (the control sends `.valueChanged`).
    func setValue(_ value: Double) -> Bool {
        guard value.isFinite else { return false }
        switch responder {
        case let slider as UISlider:
            slider.setValue(Float(value), animated: false)
            slider.sendUserValueChange()
        case let stepper as UIStepper:
            stepper.value = value
            stepper.sendUserValueChange()
        case is UIProgressView:
            return false
        default:
            guard responder.accessibilityTraits.contains(.adjustable) else { return false }
            if value > 0 { responder.accessibilityIncrement() } else if value < 0 { responder.accessibilityDecrement() }
        }
        return true
    }

    // MARK: Text

    /// The text of a label, text field or text view; nil for others.
    var text: String? {
        switch responder {
        case let label as UILabel: label.text ?? ""
        case let field as UITextField: field.text ?? ""
        case let textView as UITextView: textView.text ?? ""
        default: nil
        }
    }

    /// The caret and selection in characters (AT-SPI counts characters).
    var selection: (start: Int, end: Int)? {
        guard let input = responder as? UITextInput, let range = input.selectedTextRange else { return nil }
        let start = input.offset(from: input.beginningOfDocument, to: range.start)
        let end = input.offset(from: input.beginningOfDocument, to: range.end)
        return (start, end)
    }

    // MARK: Component

    /// The frame in the window (points) and on the desktop (the SDL window's
    /// position added; a headless or host window without a position is at 0, 0).
    func extents(screen: Bool) -> CGRect {
        let frame: CGRect
        if let window = responder as? UIWindow {
            frame = window.bounds
        } else {
            frame = responder.accessibilityFrame
        }
        guard screen else { return frame }
        return frame.offsetBy(dx: windowOrigin.x, dy: windowOrigin.y)
    }

    private var windowOrigin: CGPoint {
        guard let host = window?.host else { return .zero }
        var x: Int32 = 0
        var y: Int32 = 0
        SDL_GetWindowPosition(host.sdlWindow, &x, &y)
        return CGPoint(x: Int(x), y: Int(y))
    }

    var window: UIWindow? {
        var current: UIResponder? = responder
        while let next = current {
            if let window = next as? UIWindow { return window }
            if let view = next as? UIView { current = view.superview ?? view.window } else { current = next.next }
        }
        return nil
    }

    /// Moves the focus engine to the element (AT-SPI's GrabFocus); false
    /// when it cannot be focused.
    func grabFocus() -> Bool {
        guard let view = responder as? UIView, view.canBecomeFocused,
            let system = UIFocusSystem.focusSystem(for: view)
        else { return false }
        system.requestFocusUpdate(to: view)
        system.updateFocusIfNeeded()
        return system.focusedItem === view
    }
}
