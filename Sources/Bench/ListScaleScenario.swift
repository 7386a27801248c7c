import Foundation
import SDLViews

/// list-scale (issue 41, items 17, 18 and 20): work that used to grow faster than the input.
/// - Rows of height 0: the first layout of 200,000 rows of height 0 against 200,000 rows of
///   44 (same run), with the heights given by `rowHeight` (target ≤ 2×) and by the delegate's
///   `heightForRowAt` one row at a time (linear: 200,000 against 100,000 ≈ 2×).
/// - A compositional group of capacity 10,000,000 (items `.fractionalWidth(1e-7)`) or
///   50,000,000 (`count:`) showing three items, against a group of three.
/// - One insert into a 2,000,000-item collection view against one into 2,000 items.
/// The deep navigation stack is `nav-deep`.
struct ListScaleScenario: Scenario {
    static let name = "list-scale"
    static let summary =
        "200,000 zero-height rows vs 44-pt rows (≤ 2×); compositional capacity 1e7/5e7 vs 3; "
        + "one insert into 2,000,000 collection items vs 2,000"

    /// `count` rows; heights from `height` when `perRow` (the delegate implements heightForRowAt).
    @MainActor
    final class Rows: NSObject, UITableViewDataSource {
        let count: Int
        init(count: Int) { self.count = count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    /// A delegate that sizes rows one at a time (hidden rows: 0).
    @MainActor
    final class PerRowHeights: NSObject, UITableViewDelegate {
        let height: CGFloat
        init(height: CGFloat) { self.height = height }
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { height }
    }

    /// A delegate that does not size rows (selection only): every row is `rowHeight`.
    @MainActor
    final class NoHeights: NSObject, UITableViewDelegate {}

    func run(in context: BenchContext) throws -> [BenchResult] {
        let window = try context.window()
        var results = try zeroHeightRows(window, context)
        results += try compositional(window, context)
        results += try collectionInsert(window, context)
        return results
    }

    // MARK: Rows of height 0

    private func firstLayout(
        _ window: UIWindow, rows: Int, rowHeight: CGFloat, delegate: UITableViewDelegate, check: @escaping (UITableView) throws -> Void
    ) -> Interleaved.Subject {
        let source = Rows(count: rows)
        return Interleaved.Subject(name: "\(rows) × \(rowHeight)") {
            let table = UITableView(frame: window.bounds, style: .plain)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            table.rowHeight = rowHeight
            table.dataSource = source
            table.delegate = delegate
            window.addSubview(table)
            table.layoutIfNeeded()
            try check(table)
            table.removeFromSuperview()
        }
    }

    private func zeroHeightRows(_ window: UIWindow, _ context: BenchContext) throws -> [BenchResult] {
        let count = context.size(200_000)
        let none = NoHeights()
        let zero = PerRowHeights(height: 0), tall = PerRowHeights(height: 44)
        var cells: [String: Int] = [:]
        func recording(_ key: String) -> (UITableView) throws -> Void {
            { table in cells[key] = table.visibleCells.count }
        }
        let subjects = [
            firstLayout(window, rows: count, rowHeight: 44, delegate: none, check: recording("44")),
            firstLayout(window, rows: count, rowHeight: 0, delegate: none, check: recording("0")),
            firstLayout(window, rows: count, rowHeight: 44, delegate: tall, check: recording("d44")),
            firstLayout(window, rows: count, rowHeight: 44, delegate: zero, check: recording("d0")),
            firstLayout(window, rows: count / 2, rowHeight: 44, delegate: zero, check: recording("d0 half"))
        ]
        let stats = try Interleaved.measure(subjects, in: context, frames: context.quick ? 3 : 24)
        var rowHeightRow = BenchResult(
            scenario: Self.name, name: "first layout, rowHeight 0", n: count, stats: stats[1],
            ratio: BenchResult.ratio(stats[1].median, to: stats[0].median), ratioTo: "rowHeight 44",
            note: "\(cells["0"] ?? -1) cells vs \(cells["44"] ?? -1); the delegate does not implement heightForRowAt")
        rowHeightRow.setTarget("≤ 2×", limit: 2)
        var linear = BenchResult(
            scenario: Self.name, name: "first layout, heightForRowAt 0", n: count, stats: stats[3],
            ratio: BenchResult.ratio(stats[3].median, to: stats[4].median), ratioTo: "\((count / 2).formatted) rows (linear: 2×)",
            note: String(
                format: "every row asked once, no cells made (%d); vs heightForRowAt 44: %.1f×",
                cells["d0"] ?? -1, BenchResult.ratio(stats[3].median, to: stats[2].median) ?? .nan))
        linear.setTarget("≤ 2.5× (linear)", limit: 2.5)
        return [
            BenchResult(scenario: Self.name, name: "first layout, rowHeight 44", n: count, stats: stats[0]),
            rowHeightRow,
            BenchResult(scenario: Self.name, name: "first layout, heightForRowAt 44", n: count, stats: stats[2]),
            BenchResult(scenario: Self.name, name: "first layout, heightForRowAt 0", n: count / 2, stats: stats[4]),
            linear
        ]
    }

    // MARK: Compositional capacity

    private func compositional(_ window: UIWindow, _ context: BenchContext) throws -> [BenchResult] {
        func layout(_ group: @escaping () -> NSCollectionLayoutGroup) -> UICollectionViewCompositionalLayout {
            UICollectionViewCompositionalLayout { _, _ in NSCollectionLayoutSection(group: group()) }
        }
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .absolute(44))
        let rowSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        let layouts: [(String, UICollectionViewCompositionalLayout)] = [
            ("3 per group", layout { .horizontal(layoutSize: rowSize, subitems: [NSCollectionLayoutItem(layoutSize: itemSize)]) }),
            ("1e-7 wide items", layout {
                .horizontal(layoutSize: rowSize, subitems: [
                    NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1e-7), heightDimension: .absolute(44)))
                ])
            }),
            ("count 50,000,000", layout {
                .horizontal(layoutSize: rowSize, subitem: NSCollectionLayoutItem(layoutSize: itemSize), count: 50_000_000)
            })
        ]
        let source = Items(counts: [3])
        let subjects = layouts.map { name, layout in
            Interleaved.Subject(name: name) {
                let view = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
                view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
                view.dataSource = source
                window.addSubview(view)
                view.layoutIfNeeded()
                guard view.visibleCells.count == 3 else {
                    throw RawBaselines.Failure(description: "bench list-scale: \(name) showed \(view.visibleCells.count) cells")
                }
                view.removeFromSuperview()
            }
        }
        let stats = try Interleaved.measure(subjects, in: context, frames: context.quick ? 3 : 24)
        var rows = [BenchResult(scenario: Self.name, name: "compositional, 3 per group", n: 3, stats: stats[0])]
        for index in 1..<3 {
            var row = BenchResult(
                scenario: Self.name, name: "compositional, \(layouts[index].0)", n: 3, stats: stats[index],
                ratio: BenchResult.ratio(stats[index].median, to: stats[0].median), ratioTo: "3 per group",
                note: "layout and 3 cells of a new collection view")
            row.setTarget("≤ 2×", limit: 2)
            rows.append(row)
        }
        return rows
    }

    // MARK: One insert into many items

    @MainActor
    final class Items: NSObject, UICollectionViewDataSource {
        var counts: [Int]
        init(counts: [Int]) { self.counts = counts }
        func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            counts[section]
        }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    private func collectionInsert(_ window: UIWindow, _ context: BenchContext) throws -> [BenchResult] {
        let sizes = [2_000, context.size(2_000_000)]
        var views: [UICollectionView] = []
        var sources: [Items] = []
        let subjects = sizes.map { count in
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 44)
            let source = Items(counts: [count])
            let view = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
            view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            view.dataSource = source
            views.append(view)
            sources.append(source)
            return Interleaved.Subject(
                name: "insert into \(count)",
                setUp: {
                    window.addSubview(view)
                    view.layoutIfNeeded()
                },
                tearDown: { view.removeFromSuperview() },
                frame: {
                    // One insert in the middle of the visible items, then the delete that undoes it.
                    source.counts[0] += 1
                    view.insertItems(at: [IndexPath(item: 3, section: 0)])
                    view.layoutIfNeeded()
                    source.counts[0] -= 1
                    view.deleteItems(at: [IndexPath(item: 3, section: 0)])
                    view.layoutIfNeeded()
                })
        }
        let stats = try Interleaved.measure(subjects, in: context, frames: context.quick ? 3 : 24)
        var row = BenchResult(
            scenario: Self.name, name: "insert + delete one item", n: sizes[1], stats: stats[1],
            ratio: BenchResult.ratio(stats[1].median, to: stats[0].median), ratioTo: "\(sizes[0].formatted) items",
            note: "flow layout, animated update; the frame is one insert and the delete that undoes it")
        row.setTarget("≤ 2×", limit: 2)
        _ = sources
        return [BenchResult(scenario: Self.name, name: "insert + delete one item", n: sizes[0], stats: stats[0]), row]
    }
}
