import Foundation
import Testing
import SDLViews
import SDLViewsTesting

/// A cell subclass written as on iOS: its own init(style:reuseIdentifier:), content in contentView.
final class BadgeCell: UITableViewCell {
    let badge = UILabel()
    let log = CallLog()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(badge)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        log.add("prepareForReuse")
        badge.text = nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        badge.frame = CGRect(x: contentView.bounds.width - 40, y: 0, width: 40, height: contentView.bounds.height)
    }

    override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)
        log.add("setSelected(\(selected))")
    }

    override func setHighlighted(_ highlighted: Bool, animated: Bool) {
        super.setHighlighted(highlighted, animated: animated)
        log.add("setHighlighted(\(highlighted))")
    }
}

/// A table subclass overriding what apps override.
final class LoggingTableView: UITableView {
    let log = CallLog()

    override func reloadData() {
        log.add("reloadData")
        super.reloadData()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        log.add("layoutSubviews")
    }

    override func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        log.add("dequeue \(indexPath.row)")
        return super.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    }
}

/// A controller-style data source and delegate, as UIKit apps write them.
final class FruitList: UITableViewDataSource, UITableViewDelegate {
    let fruits = ["Apple", "Banana", "Cherry"]
    var selected: [Int] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "badge", for: indexPath) as! BadgeCell
        cell.textLabel?.text = fruits[indexPath.row]
        cell.detailTextLabel?.text = "fruit"
        cell.badge.text = "\(indexPath.row)"
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath.row)
        tableView.deselectRow(at: indexPath, animated: true)
    }
}

@MainActor
@Suite struct TableViewAPITests {
    @Test func subclassesAndProtocolsWorkAsOnIOS() throws {
        let screen = try HeadlessScreen(width: 200, height: 300)
        let table = LoggingTableView(frame: CGRect(x: 0, y: 0, width: 200, height: 300), style: .insetGrouped)
        let list = FruitList()
        table.register(BadgeCell.self, forCellReuseIdentifier: "badge")
        table.dataSource = list
        table.delegate = list
        screen.window.addSubview(table)
        screen.runFrame()
        #expect(table.log.entries.prefix(4) == ["dequeue 0", "dequeue 1", "dequeue 2", "layoutSubviews"])
        let cells = table.visibleCells.compactMap { $0 as? BadgeCell }
        #expect(cells.map { $0.textLabel?.text } == ["Apple", "Banana", "Cherry"])
        #expect(cells.map { $0.detailTextLabel?.text } == ["fruit", "fruit", "fruit"])
        let rect = table.rectForRow(at: IndexPath(row: 1, section: 0))
        screen.tap(at: CGPoint(x: rect.midX, y: rect.midY))
        screen.runFrame()
        #expect(list.selected == [1])
        #expect(table.indexPathForSelectedRow == nil)
        #expect(cells[1].log.entries.contains("setHighlighted(true)"))
        #expect(cells[1].log.entries.contains("setSelected(true)"))
        table.reloadData()
        screen.runFrame()
        #expect(table.log.entries.contains("reloadData"))
        #expect(
            table.visibleCells.compactMap { $0 as? BadgeCell }.allSatisfy { $0.log.entries.contains("prepareForReuse") }
        )
    }
}
