import Foundation
import SDLViews

/// The `constraints` scenario's view tree and constraint system: N rows in a
/// root view, each row a view holding a label and a button, pinned to the
/// root's leading and trailing edges, with the label and button laid out in
/// the row (equal widths) and their content-size priorities in play. In the
/// chained variant each row's top is the previous row's bottom; in the flat
/// one every row is pinned to the root's top at 44 × index.
/// `scripts/kiwi_constraints.py` builds exactly the same system for kiwisolver.
@MainActor
final class ConstraintStack {
    enum Variant: String { case chained, flat }

    static let rootWidth: CGFloat = 400

    let root = UIView(frame: CGRect(x: 0, y: 0, width: ConstraintStack.rootWidth, height: 100_000))
    private(set) var rows: [UIView] = []
    private(set) var labels: [UILabel] = []
    private(set) var buttons: [UIButton] = []
    private(set) var rowConstraints: [[NSLayoutConstraint]] = []

    init(rows count: Int) {
        for _ in 0..<count {
            let row = UIView(), label = UILabel(), button = UIButton(type: .system)
            label.text = "Item"
            button.setTitle("Open", for: .normal)
            for view in [row, label, button] as [UIView] { view.translatesAutoresizingMaskIntoConstraints = false }
            row.addSubview(label)
            row.addSubview(button)
            root.addSubview(row)
            rows.append(row)
            labels.append(label)
            buttons.append(button)
        }
    }

    var labelSize: CGSize { labels.first?.intrinsicContentSize ?? .zero }
    /// The buttons' intrinsic size, handed to kiwi so both solve the same numbers.
    var buttonSize: CGSize { buttons.first?.intrinsicContentSize ?? .zero }

    /// Builds (not activates) the 10 constraints of every row.
    func makeConstraints(_ variant: Variant) {
        rowConstraints = rows.indices.map { constraints(row: $0, variant) }
    }

    private func constraints(row i: Int, _ variant: Variant) -> [NSLayoutConstraint] {
        let row = rows[i], label = labels[i], button = buttons[i]
        let top: NSLayoutConstraint
        switch variant {
        case .chained:
            top =
                i == 0
                ? row.topAnchor.constraint(equalTo: root.topAnchor)
                : row.topAnchor.constraint(equalTo: rows[i - 1].bottomAnchor)
        case .flat: top = row.topAnchor.constraint(equalTo: root.topAnchor, constant: 44 * CGFloat(i))
        }
        return [
            row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            top,
            label.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 8),
            label.topAnchor.constraint(equalTo: row.topAnchor, constant: 4),
            label.bottomAnchor.constraint(equalTo: row.bottomAnchor, constant: -4),
            button.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
            button.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -8),
            button.centerYAnchor.constraint(equalTo: row.centerYAnchor),
            label.widthAnchor.constraint(equalTo: button.widthAnchor)
        ]
    }

    var allConstraints: [NSLayoutConstraint] { rowConstraints.flatMap { $0 } }
}
