import Foundation

/// The on-screen keyboard's keys: rows of keys on a grid of units (a letter
/// key is one unit), and how a D-pad press moves between them: Left and
/// Right along a row (stopping at its ends), Up and Down to the key of the
/// next row whose centre is nearest.
struct OnScreenKeyboardLayout: Equatable {
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

    /// How many units wide the grid is (ten for letters, three for number pads).
    let columns: CGFloat
    let rows: [[Key]]

    /// The letters, with the return key titled `returnTitle`.
    static func standard(returnTitle: String = "Done") -> OnScreenKeyboardLayout {
        letterLayout(thirdRow: "asdfghjkl'", fourthRow: "zxcvbnm,.", returnTitle: returnTitle)
    }

    /// The keys UIKit's `keyboardType` asks for: letters with `@` for e-mail
    /// and Twitter, `/` and `:` for URLs (no space bar, a `.com` key), and
    /// number, decimal and phone pads. Every layout keeps a return key: a
    /// player has no other way out of a pad (iOS's number pad has none).
    static func forKeyboardType(_ type: UIKeyboardType, returnTitle: String) -> OnScreenKeyboardLayout {
        switch type {
        case .emailAddress:
            return letterLayout(thirdRow: "asdfghjkl@", fourthRow: "zxcvbnm-.", returnTitle: returnTitle)
        case .twitter:
            return letterLayout(thirdRow: "asdfghjkl@", fourthRow: "zxcvbnm#.", returnTitle: returnTitle)
        case .URL:
            return letterLayout(
                thirdRow: "asdfghjkl:", fourthRow: "zxcvbnm/.", returnTitle: returnTitle,
                bottom: [
                    Key(action: .backspace, label: "⌫", start: 0, width: 2),
                    Key(action: .text(".com"), label: ".com", start: 2, width: 3),
                    Key(action: .text("-"), label: "-", start: 5, width: 1),
                    Key(action: .text("_"), label: "_", start: 6, width: 1),
                    Key(action: .done, label: returnTitle, start: 7, width: 3)
                ])
        case .numberPad, .asciiCapableNumberPad:
            return padLayout(bottom: [("⌫", .backspace), ("0", .text("0")), (returnTitle, .done)])
        case .decimalPad:
            return padLayout(bottom: [(".", .text(".")), ("0", .text("0")), ("⌫", .backspace)], returnTitle: returnTitle)
        case .phonePad:
            return padLayout(bottom: [("*", .text("*")), ("0", .text("0")), ("#", .text("#"))], extra: [
                ("+", .text("+")), ("⌫", .backspace), (returnTitle, .done)
            ])
        case .default, .asciiCapable, .numbersAndPunctuation, .namePhonePad, .webSearch:
            return standard(returnTitle: returnTitle)
        }
    }

    private static func letterLayout(
        thirdRow: String, fourthRow: String, returnTitle: String, bottom: [Key]? = nil
    ) -> OnScreenKeyboardLayout {
        OnScreenKeyboardLayout(columns: 10, rows: [
            letters("1234567890"), letters("qwertyuiop"), letters(thirdRow),
            [Key(action: .shift, label: "⇧", start: 0, width: 1)] + letters(fourthRow, from: 1),
            bottom ?? [
                Key(action: .backspace, label: "⌫", start: 0, width: 2),
                Key(action: .space, label: "space", start: 2, width: 5),
                Key(action: .done, label: returnTitle, start: 7, width: 3)
            ]
        ])
    }

    /// Digits 1–9 in three rows, then `bottom`, then `extra` or a wide return key when asked for.
    private static func padLayout(
        bottom: [(String, Action)], extra: [(String, Action)]? = nil, returnTitle: String? = nil
    ) -> OnScreenKeyboardLayout {
        func row(_ keys: [(String, Action)]) -> [Key] {
            keys.enumerated().map { Key(action: $1.1, label: $1.0, start: CGFloat($0), width: 1) }
        }
        var rows = [letters("123"), letters("456"), letters("789"), row(bottom)]
        if let extra { rows.append(row(extra)) }
        if let returnTitle { rows.append([Key(action: .done, label: returnTitle, start: 0, width: 3)]) }
        return OnScreenKeyboardLayout(columns: 3, rows: rows)
    }

    private static func letters(_ characters: String, from start: Int = 0) -> [Key] {
        characters.enumerated().map { index, character in
            Key(action: .text(String(character)), label: String(character), start: CGFloat(start + index), width: 1)
        }
    }

    /// Whether the layout has letters (and so a shift key that autocapitalization turns on).
    var hasLetters: Bool { rows.contains { $0.contains { $0.action == .shift } } }

    /// UIKit's return key titles.
    static func returnTitle(for type: UIReturnKeyType) -> String {
        switch type {
        case .default, .done: return "Done"
        case .go: return "Go"
        case .google: return "Google"
        case .join: return "Join"
        case .next: return "Next"
        case .route: return "Route"
        case .search: return "Search"
        case .send: return "Send"
        case .yahoo: return "Yahoo"
        case .emergencyCall: return "Emergency Call"
        case .continue: return "Continue"
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
