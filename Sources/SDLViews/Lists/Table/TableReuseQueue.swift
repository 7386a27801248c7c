import Foundation

/// A table's registered cell classes and its queues of cells waiting to be
/// reused, by reuse identifier.
@MainActor
final class TableReuseQueue {
    private var classes: [String: UITableViewCell.Type] = [:]
    /// Nibs registered for an identifier (a storyboard's prototype cells are nibs too).
    private var nibs: [String: UINib] = [:]
    private var waiting: [String: [UITableViewCell]] = [:]
    private var headerClasses: [String: UITableViewHeaderFooterView.Type] = [:]
    private var headerNibs: [String: UINib] = [:]
    private var waitingHeaders: [String: [UITableViewHeaderFooterView]] = [:]
    /// Cells made so far (the bench and tests check reuse with it).
    private(set) var created = 0

    func register(_ cellClass: AnyClass?, identifier: String) {
        nibs[identifier] = nil
        Self.register(cellClass, as: UITableViewCell.self, identifier: identifier, in: &classes)
    }

    func register(_ nib: UINib?, identifier: String) {
        classes[identifier] = nil
        nibs[identifier] = nib
    }

    /// The nibs by identifier (the .xib writer saves them as prototypes).
    var registeredNibs: [String: UINib] { nibs }

    /// Registers `viewClass` under `identifier` (nil unregisters); a class
    /// that is not a `Base` subclass is refused with a logged reason.
    private static func register<Base: UIView>(
        _ viewClass: AnyClass?, as base: Base.Type, identifier: String, in registry: inout [String: Base.Type]
    ) {
        guard let viewClass else {
            registry[identifier] = nil
            return
        }
        guard let viewType = viewClass as? Base.Type else {
            SDLViewsLog.error(
                "UITableView.register: \(viewClass) is not a \(base) subclass; "
                    + "identifier \"\(identifier)\" not registered")
            return
        }
        registry[identifier] = viewType
    }

    /// A waiting cell, else a new one of the registered class. Without
    /// either, nil when `registeredOnly`, else a logged plain cell.
    func dequeue(identifier: String, registeredOnly: Bool) -> UITableViewCell? {
        if var queue = waiting[identifier], let cell = queue.popLast() {
            waiting[identifier] = queue
            cell.resetForReuse()
            return cell
        }
        if let nib = nibs[identifier] {
            created += 1
            return nib.instantiateReusableView(
                identifier: identifier, reuseIdentifier: \UITableViewCell.reuseIdentifier)
                ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
        }
        if let cellType = classes[identifier] {
            created += 1
            return cellType.init(TableCellConstruction(style: .default, reuseIdentifier: identifier))
        }
        guard !registeredOnly else { return nil }
        SDLViewsLog.error(
            "UITableView.dequeueReusableCell: no class registered for identifier \"\(identifier)\"; "
                + "returning a plain UITableViewCell")
        created += 1
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// Puts a cell that left the screen back in its queue (cells without identifier are dropped, as UIKit).
    func enqueue(_ cell: UITableViewCell) {
        guard let identifier = cell.reuseIdentifier else { return }
        waiting[identifier, default: []].append(cell)
    }

    func isWaiting(_ cell: UITableViewCell) -> Bool {
        guard let identifier = cell.reuseIdentifier else { return false }
        return waiting[identifier]?.contains { $0 === cell } ?? false
    }

    /// Takes a cell out of its queue (a data source returned a cell it had not dequeued).
    func remove(_ cell: UITableViewCell) {
        guard let identifier = cell.reuseIdentifier else { return }
        waiting[identifier]?.removeAll { $0 === cell }
    }

    // MARK: Headers and footers

    func registerHeaderFooter(_ viewClass: AnyClass?, identifier: String) {
        headerNibs[identifier] = nil
        Self.register(viewClass, as: UITableViewHeaderFooterView.self, identifier: identifier, in: &headerClasses)
    }

    func registerHeaderFooter(_ nib: UINib?, identifier: String) {
        headerClasses[identifier] = nil
        headerNibs[identifier] = nib
    }

    /// A waiting header/footer view, else a new one from the registered nib or class, else nil (as UIKit).
    func dequeueHeaderFooter(identifier: String) -> UITableViewHeaderFooterView? {
        if var queue = waitingHeaders[identifier], let view = queue.popLast() {
            waitingHeaders[identifier] = queue
            view.prepareForReuse()
            return view
        }
        if let nib = headerNibs[identifier] {
            return nib.instantiateReusableView(
                identifier: identifier, reuseIdentifier: \UITableViewHeaderFooterView.reuseIdentifier)
        }
        return headerClasses[identifier]?.init(TableCellConstruction(style: .default, reuseIdentifier: identifier))
    }

    func enqueueHeaderFooter(_ view: UITableViewHeaderFooterView) {
        guard let identifier = view.reuseIdentifier else { return }
        waitingHeaders[identifier, default: []].append(view)
    }
}
