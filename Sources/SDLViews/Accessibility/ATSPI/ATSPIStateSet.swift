import Foundation

/// An AT-SPI state set (`GetState`: two 32-bit words of `AtspiStateType`
/// bits), and the states of an exported responder.
struct ATSPIStateSet: Equatable, Sendable {
    enum State: Int, CaseIterable, Sendable {
        case active = 1
        case checked = 4
        case defunct = 6
        case editable = 7
        case enabled = 8
        case focusable = 11
        case focused = 12
        case modal = 16
        case multiLine = 17
        case selectable = 22
        case selected = 23
        case sensitive = 24
        case showing = 25
        case singleLine = 26
        case visible = 30
        case checkable = 41
        case readOnly = 43
    }

    private(set) var bits: UInt64 = 0

    init(_ states: [State] = []) { for state in states { insert(state) } }

    mutating func insert(_ state: State) { bits |= 1 << UInt64(state.rawValue) }
    func contains(_ state: State) -> Bool { bits & (1 << UInt64(state.rawValue)) != 0 }

    /// `au`: the low word first, as AT-SPI sends it.
    var words: [UInt32] { [UInt32(truncatingIfNeeded: bits), UInt32(truncatingIfNeeded: bits >> 32)] }

    /// The states of `responder`: `shown` says whether it is in the exported
    /// (visible) tree, `focused` whether the focus engine's item is it.
    @MainActor
    static func of(_ responder: UIResponder, shown: Bool, focused: Bool, isKeyWindow: Bool) -> ATSPIStateSet {
        var set = ATSPIStateSet()
        let traits = responder.accessibilityTraits
        if !traits.contains(.notEnabled) && ((responder as? UIControl)?.isEnabled ?? true) {
            set.insert(.enabled)
            set.insert(.sensitive)
        }
        if shown {
            set.insert(.visible)
            set.insert(.showing)
        }
        if let view = responder as? UIView, view.canBecomeFocused { set.insert(.focusable) }
        if focused { set.insert(.focused) }
        if traits.contains(.selected) { set.insert(.selected) }
        if responder.accessibilityViewIsModal { set.insert(.modal) }
        if let toggle = responder as? UISwitch {
            set.insert(.checkable)
            if toggle.isOn { set.insert(.checked) }
        }
        insertTextStates(of: responder, into: &set)
        if responder is UIWindow && isKeyWindow { set.insert(.active) }
        return set
    }

    @MainActor
    private static func insertTextStates(of responder: UIResponder, into set: inout ATSPIStateSet) {
        if let field = responder as? UITextField {
            set.insert(.singleLine)
            if field.isEnabled { set.insert(.editable) } else { set.insert(.readOnly) }
        } else if let textView = responder as? UITextView {
            set.insert(.multiLine)
            set.insert(textView.isEditable ? .editable : .readOnly)
        }
    }
}
