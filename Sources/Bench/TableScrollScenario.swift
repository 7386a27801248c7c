import Foundation
import SDLViews

/// table-scroll: a 100,000-row table of text + image cells scrolled at a
/// steady fling (layout, reuse and composite each frame) against a forced
/// full composite of the same visible cells without scrolling; the cells
/// made; `reloadData` (with the layout that follows) on 1,000,000 rows
/// against 1,000 rows; resident memory of a 1,000,000-row table against a
/// 100,000-row one.
struct TableScrollScenario: Scenario {
    static let name = "table-scroll"
    static let summary =
        "UITableView 100,000 text+image rows: fling vs static composite (≤ 1.2×), cells made, "
        + "reloadData 1M vs 1k rows (≤ 1.1×), memory 1M vs 100k rows"

    /// A data source of `count` numbered rows with a small image (nothing stored per row).
    @MainActor
    final class Rows: UITableViewDataSource {
        var count: Int
        let image: UIImage

        init(count: Int) {
            self.count = count
            image = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 24)).image { _ in
                UIColor.systemOrange.setFill()
                UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 24, height: 24)).fill()
            }
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            cell.imageView?.image = image
            return cell
        }
    }

    func makeTable(rows: Rows, in window: UIWindow) -> UITableView {
        let table = UITableView(frame: window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        window.addSubview(table)
        table.layoutIfNeeded()
        return table
    }

    func run(in context: BenchContext) throws -> [BenchResult] {
        let window = try context.window()
        var results = try scrolling(window, context)
        results += try reloading(window, context)
        results.append(contentsOf: memory(window))
        return results
    }

    private func scrolling(_ window: UIWindow, _ context: BenchContext) throws -> [BenchResult] {
        let rows = Rows(count: 100_000)
        let table = makeTable(rows: rows, in: window)
        defer { table.removeFromSuperview() }
        let step: CGFloat = 37
        let limit = table.contentSize.height - table.bounds.height
        // The scroll moves every row, so the frame's own composite redraws the
        // whole table: the fling frame is that one composite (not a second,
        // forced one), and the layers it drew are checked against the static frame's.
        var flingLayers = Set<Int>(), staticLayers = Set<Int>()
        let fling = Interleaved.Subject(name: "fling") {
            var offset = table.contentOffset.y + step
            if offset > limit { offset = 0 }
            table.contentOffset = CGPoint(x: 0, y: offset)
            window.runFrame()
            flingLayers.insert(window.lastCompositeStatistics.layersDrawn)
        }
        let still = Interleaved.Subject(name: "static") {
            window.forceComposite()
            staticLayers.insert(window.lastCompositeStatistics.layersDrawn)
        }
        var subjects = [fling, still]
        let imgui = try context.imgui()
        if let imgui {
            var scrollY: CGFloat = 0
            let height = table.rowHeight
            subjects.append(
                Interleaved.Subject(name: "imgui list") {
                    scrollY = scrollY + step > limit ? 0 : scrollY + step
                    imgui.listFrame(rowCount: rows.count, rowHeight: height, scrollY: scrollY, size: table.bounds.size)
                })
        }
        let stats = try Interleaved.measure(subjects, in: context)
        let visible = table.visibleCells.count
        let made = table.subviews.filter { $0 is UITableViewCell }.count
        var row = BenchResult(
            scenario: Self.name, name: "fling", n: 100_000, stats: stats[0],
            ratio: BenchResult.ratio(stats[0].median, to: stats[1].median), ratioTo: "static",
            note: "\(visible) rows visible, \(made) cells in the table, \(Self.cellsMade(table)) cells made; "
                + "layers drawn per frame: fling \(Self.range(flingLayers)), static \(Self.range(staticLayers))")
        row.setTarget("≤ 1.2×", limit: 1.2)
        var results = [BenchResult(scenario: Self.name, name: "static", n: 100_000, stats: stats[1]), row]
        if let imgui, stats.count > 2 {
            results.append(
                BenchResult(
                    scenario: Self.name, name: "imgui list fling", n: 100_000, stats: stats[2],
                    ratio: BenchResult.ratio(stats[2].median, to: stats[0].median), ratioTo: "fling",
                    note: "ImGuiListClipper over the same rows, same offsets; " + imgui.lastFrameNote))
        }
        return results
    }

    private static func range(_ values: Set<Int>) -> String {
        guard let low = values.min(), let high = values.max() else { return "-" }
        return low == high ? "\(low)" : "\(low)–\(high)"
    }

    /// The cells the table's queue made (UIKit's reuse promise: visible rows + a few).
    static func cellsMade(_ table: UITableView) -> Int { table.createdCellCount }

    private func reloading(_ window: UIWindow, _ context: BenchContext) throws -> [BenchResult] {
        let small = Rows(count: 1_000)
        let large = Rows(count: 1_000_000)
        let smallTable = makeTable(rows: small, in: window)
        let largeTable = makeTable(rows: large, in: window)
        defer {
            smallTable.removeFromSuperview()
            largeTable.removeFromSuperview()
        }
        let subjects = [(smallTable, "reload 1k"), (largeTable, "reload 1M")].map { table, name in
            Interleaved.Subject(name: name) {
                table.reloadData()
                table.layoutIfNeeded()
            }
        }
        let stats = try Interleaved.measure(subjects, in: context)
        var row = BenchResult(
            scenario: Self.name, name: "reloadData", n: 1_000_000, stats: stats[1],
            ratio: BenchResult.ratio(stats[1].median, to: stats[0].median), ratioTo: "1k rows")
        row.setTarget("≤ 1.1×", limit: 1.1)
        return [BenchResult(scenario: Self.name, name: "reloadData", n: 1_000, stats: stats[0]), row]
    }

    private func memory(_ window: UIWindow) -> [BenchResult] {
        var resident: [Int: Int] = [:]
        for count in [100_000, 1_000_000] {
            ProcessMemory.trim()
            let before = ProcessMemory.residentBytes() ?? 0
            let rows = Rows(count: count)
            let table = makeTable(rows: rows, in: window)
            table.contentOffset = CGPoint(x: 0, y: table.contentSize.height / 2)
            table.layoutIfNeeded()
            resident[count] = max(0, (ProcessMemory.residentBytes() ?? 0) - before)
            table.removeFromSuperview()
        }
        let small = Double(resident[100_000] ?? 0)
        let large = Double(resident[1_000_000] ?? 0)
        let note = String(
            format: "resident growth: %.0f KB for 100,000 rows, %.0f KB for 1,000,000 rows", small / 1024,
            large / 1024)
        let stats = Stats(single: large / 1024)
        return [
            BenchResult(
                scenario: Self.name, name: "memory", n: 1_000_000, unit: "KB", stats: stats,
                ratio: small > 0 ? large / small : nil, ratioTo: "100k rows", note: note)
        ]
    }
}
