import Foundation

/// A `.select` press (Return, Space, gamepad A) on a focused list cell: the
/// cell is highlighted while it is held and its item selected on release, as
/// UIKit does for focused cells. Table and collection cells both keep one.
@MainActor
struct CellSelectPress {
    private var press: UIPress?

    /// Takes a `.select` press while the cell is `focused`; true when taken.
    mutating func began(_ presses: Set<UIPress>, focused: Bool, highlight: (Bool) -> Void) -> Bool {
        guard press == nil, focused, let select = presses.first(where: { $0.type == .select }) else { return false }
        press = select
        highlight(true)
        return true
    }

    /// The held press ended (then `select` runs) or was cancelled (`select` nil); true when it was the held one.
    mutating func ended(_ presses: Set<UIPress>, highlight: (Bool) -> Void, select: (() -> Void)?) -> Bool {
        guard let held = press, presses.contains(held) else { return false }
        press = nil
        highlight(false)
        select?()
        return true
    }
}
