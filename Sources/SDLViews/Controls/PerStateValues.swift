import Foundation

/// Values set per control state, read with UIKit's fallback: the value for the
/// exact state, else the `.normal` one.
struct PerStateValues<Value> {
    private var values: [UInt: Value] = [:]

    subscript(state: UIControl.State) -> Value? {
        get { values[state.rawValue] ?? values[UIControl.State.normal.rawValue] }
        set { values[state.rawValue] = newValue }
    }
}
