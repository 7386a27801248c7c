import Foundation

/// The on-screen keyboard's keys: rows of keys on a grid of units (a letter
/// key is one unit), and how a D-pad press moves between them: Left and
/// Right along a row (stopping at its ends), Up and Down to the key of the
/// next row whose centre is nearest.
struct OnScreenKeyboardLayout {
    enum Action: Equatable {
        case text(String)
        case shift, backspace, space, done
    }

    struct Key: Equatable {
        let action: Action
        let label: String
        /// The key's left edge and width in units.
        let start: CGFloat
        let width: CGFloat
        var centre: CGFloat { start + width / 2 }
    }

    static let columns: CGFloat = 10
    let rows: [[Key]]

    static let standard = OnScreenKeyboardLayout(rows: [
        letters("1234567890"), letters("qwertyuiop"), letters("asdfghjkl'"),
        [Key(action: .shift, label: "⇧", start: 0, width: 1)] + letters("zxcvbnm,.", from: 1),
        [
            Key(action: .backspace, label: "⌫", start: 0, width: 2),
            Key(action: .space, label: "space", start: 2, width: 5),
            Key(action: .done, label: "Done", start: 7, width: 3)
        ]
    ])

    private static func letters(_ characters: String, from start: Int = 0) -> [Key] {
        characters.enumerated().map { index, character in
            Key(action: .text(String(character)), label: String(character), start: CGFloat(start + index), width: 1)
        }
    }

    /// The position one step along `heading` from (row, column), or the same at an edge.
    func move(from position: (row: Int, column: Int), _ heading: UIFocusHeading) -> (row: Int, column: Int) {
        let (row, column) = position
        switch heading {
        case .left: return (row, max(column - 1, 0))
        case .right: return (row, min(column + 1, rows[row].count - 1))
        case .up, .down:
            let next = heading == .up ? row - 1 : row + 1
            guard rows.indices.contains(next) else { return position }
            let centre = rows[row][column].centre
            let nearest = rows[next].indices.min { abs(rows[next][$0].centre - centre) < abs(rows[next][$1].centre - centre) }
            return (next, nearest ?? 0)
        default: return position
        }
    }
}
