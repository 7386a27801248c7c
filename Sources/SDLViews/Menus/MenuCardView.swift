import Foundation

/// The popup card of an open menu: the rows of one menu level (inline
/// groups flattened between separators, hidden elements left out, deferred
/// elements loaded), stacked in a rounded, shadowed card. A submenu replaces
/// the rows in place, with a back row on top.
@MainActor
final class MenuCardView: UIView {
    static let width: (min: CGFloat, max: CGFloat) = (200, 300)
    static let separatorHeight: CGFloat = 8

    private(set) var rows: [MenuRowView] = []
    private var separators: [UIView] = []
    /// The open levels, outermost first.
    private(set) var levels: [UIMenu]
    private let chosen: (MenuRowView) -> Void
    /// Called when rows change size (a submenu opened or deferred elements arrived).
    var contentDidChange: (() -> Void)?

    init(menu: UIMenu, chosen: @escaping (MenuRowView) -> Void) {
        levels = [menu]
        self.chosen = chosen
        super.init(frame: .zero)
        backgroundColor = .tertiarySystemBackground
        layer.cornerRadius = 13
        layer.shadowOpacity = 0.25
        layer.shadowRadius = 16
        layer.shadowOffset = CGSize(width: 0, height: 6)
        clipsToBounds = false
        rebuild()
    }

    required init?(coder: NSCoder) { fatalError("menu cards are made in code") }

    var currentMenu: UIMenu { levels[levels.count - 1] }

    func open(_ submenu: UIMenu) {
        levels.append(submenu)
        rebuild()
    }

    /// Back one level; false at the outermost menu.
    func back() -> Bool {
        guard levels.count > 1 else { return false }
        levels.removeLast()
        rebuild()
        return true
    }

    /// Rows for the current level, grouped: each inline menu is its own group.
    func rebuild() {
        rows.forEach { $0.removeFromSuperview() }
        separators.forEach { $0.removeFromSuperview() }
        rows = []
        separators = []
        var groups: [[MenuRowView.Kind]] = levels.count > 1 ? [[.back(currentMenu)]] : []
        groups += groupsOf(currentMenu)
        let reserves = groups.joined().contains { kind in
            if case .action(let action, _) = kind { return action.state != .off }
            if case .back = kind { return true }
            return false
        }
        for (index, group) in groups.enumerated() where !group.isEmpty {
            if index > 0, !rows.isEmpty { addSeparator() }
            for kind in group { addRow(kind, reserves: reserves) }
        }
        layoutRows()
        contentDidChange?()
    }

    private func groupsOf(_ menu: UIMenu) -> [[MenuRowView.Kind]] {
        var groups: [[MenuRowView.Kind]] = [[]]
        for element in elements(of: menu) {
            if let inline = element as? UIMenu, inline.options.contains(.displayInline) {
                groups.append(contentsOf: groupsOf(inline).filter { !$0.isEmpty })
                groups.append([])
            } else if let kind = kind(for: element, in: menu) {
                groups[groups.count - 1].append(kind)
            }
        }
        return groups.filter { !$0.isEmpty }
    }

    /// The menu's children with deferred elements replaced by what they provide (or "Loading…").
    private func elements(of menu: UIMenu) -> [UIMenuElement] {
        menu.children.flatMap { child -> [UIMenuElement] in
            guard let deferred = child as? UIDeferredMenuElement else { return [child] }
            return deferred.elements { [weak self] in self?.rebuild() } ?? [deferred]
        }
    }

    private func kind(for element: UIMenuElement, in menu: UIMenu) -> MenuRowView.Kind? {
        switch element {
        case let action as UIAction: action.attributes.contains(.hidden) ? nil : .action(action, parent: menu)
        case let submenu as UIMenu: .submenu(submenu)
        case is UIDeferredMenuElement: .loading
        default: nil
        }
    }

    private func addRow(_ kind: MenuRowView.Kind, reserves: Bool) {
        let destructive = levels.contains { $0.options.contains(.destructive) }
        let row = MenuRowView(kind: kind, reservesCheckColumn: reserves, destructiveGroup: destructive, chosen: chosen)
        rows.append(row)
        addSubview(row)
    }

    private func addSeparator() {
        let separator = UIView(frame: .zero)
        separator.backgroundColor = .separator
        separator.isUserInteractionEnabled = false
        separators.append(separator)
        addSubview(separator)
        rows.last.map { separatorAfter[ObjectIdentifier($0)] = separator }
    }

    private var separatorAfter: [ObjectIdentifier: UIView] = [:]

    /// The card's size for its rows.
    var fittingSize: CGSize {
        let width = min(Self.width.max, max(Self.width.min, rows.map(\.fittingWidth).max() ?? 0))
        let height = rows.reduce(0) { $0 + $1.rowHeight } + CGFloat(separators.count) * Self.separatorHeight
        return CGSize(width: width.rounded(.up), height: height)
    }

    private func layoutRows() {
        let width = fittingSize.width
        var y: CGFloat = 0
        for row in rows {
            row.frame = CGRect(x: 0, y: y, width: width, height: row.rowHeight)
            y += row.rowHeight
            if let separator = separatorAfter[ObjectIdentifier(row)] {
                separator.frame = CGRect(x: 0, y: y, width: width, height: Self.separatorHeight)
                y += Self.separatorHeight
            }
        }
        separatorAfter = separatorAfter.filter { entry in rows.contains { ObjectIdentifier($0) == entry.key } }
    }

    /// Focus starts on the first row that can be chosen.
    override var preferredFocusEnvironments: [UIFocusEnvironment] {
        rows.first(where: \.isEnabled).map { [$0] } ?? []
    }
}
