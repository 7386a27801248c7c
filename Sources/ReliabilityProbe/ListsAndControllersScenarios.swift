import Foundation
import SDLViews
import SDLViewsTesting

/// Issue 41's crashes in lists, view controllers and Interface Builder files that
/// overflowed the stack: run in a child process so a regression fails its test, not the suite.
let listsAndControllersScenarios: [ProbeScenario] = [
    ProbeScenario("ib-deep-element-tree") {
        let views = ListsAndControllersProbes.loadDeepElementTree(depth: 100_000)
        ProbeScenario.expect(views.first is UIView, "the nib around the deep tree gave no view")
    },
    ProbeScenario("ib-deep-nested-views") {
        let depth = 10_000
        let views = UINib(data: ListsAndControllersProbes.nestedViewsXib(depth: depth), bundle: nil)
            .instantiate(withOwner: nil)
        guard var view = views.first as? UIView else { ProbeScenario.fail("the nib gave no view") }
        var levels = 1
        while let next = view.subviews.first {
            view = next
            levels += 1
        }
        ProbeScenario.expect(levels == depth, "loaded \(levels) nested views, expected \(depth)")
    },
    // Scale: each used to take minutes (or gigabytes); the test's deadline catches a regression.
    ProbeScenario("table-zero-height-rows") {
        let screen = try HeadlessScreen(width: 200, height: 400)
        let rows = ListsAndControllersProbes.ZeroRows(count: 200_000)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        table.delegate = rows
        screen.window.addSubview(table)
        screen.runFrame()
        ProbeScenario.expect(table.visibleCells.isEmpty, "rows of height 0 got \(table.visibleCells.count) cells")
        // Each row once (and row 0 once more: whether the delegate sizes rows at all).
        let asked = rows.heightQuestions
        ProbeScenario.expect((200_000...200_001).contains(asked), "asked \(asked) heights")
        screen.runFrame()
        table.setNeedsLayout()
        table.layoutIfNeeded()
        ProbeScenario.expect(rows.heightQuestions == asked, "asked again: \(rows.heightQuestions - asked) heights")
    },
    ProbeScenario("compositional-capacity") {
        let screen = try HeadlessScreen(width: 300, height: 200)
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1e-7), heightDimension: .absolute(40))
        let rowSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40))
        for group in [
            NSCollectionLayoutGroup.horizontal(layoutSize: rowSize, subitems: [NSCollectionLayoutItem(layoutSize: itemSize)]),
            NSCollectionLayoutGroup.horizontal(
                layoutSize: rowSize, subitem: NSCollectionLayoutItem(layoutSize: itemSize), count: 50_000_000)
        ] {
            let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            let view = UICollectionView(frame: screen.window.bounds, collectionViewLayout: layout)
            view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            let source = ListsAndControllersProbes.Items(count: 3)
            view.dataSource = source
            screen.window.addSubview(view)
            screen.runFrame()
            ProbeScenario.expect(view.visibleCells.count == 3, "showed \(view.visibleCells.count) cells, not 3")
            view.removeFromSuperview()
        }
    },
    ProbeScenario("collection-insert-2m") {
        let screen = try HeadlessScreen(width: 300, height: 200)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 300, height: 40)
        let view = UICollectionView(frame: screen.window.bounds, collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = ListsAndControllersProbes.Items(count: 2_000_000)
        view.dataSource = source
        screen.window.addSubview(view)
        screen.runFrame()
        let second = view.cellForItem(at: IndexPath(item: 1, section: 0))
        for _ in 0..<2 {
            source.count += 1
            view.insertItems(at: [IndexPath(item: 0, section: 0)])
            screen.advance(by: 1)
        }
        ProbeScenario.expect(view.numberOfItems(inSection: 0) == 2_000_002, "item count after the inserts")
        ProbeScenario.expect(
            view.cellForItem(at: IndexPath(item: 3, section: 0)) === second, "the cell did not follow its item")
        let frame = view.layoutAttributesForItem(at: IndexPath(item: 1_999_999, section: 0))?.frame
        ProbeScenario.expect(frame?.minY == 1_999_999 * 50, "the last items' frames: \(String(describing: frame))")
    },
    ProbeScenario("nav-deep-stack") {
        let screen = try HeadlessScreen(width: 200, height: 150)
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        screen.window.rootViewController = navigation
        screen.runFrame()
        let depth = 10_000
        for _ in 1..<depth { navigation.pushViewController(UIViewController(), animated: false) }
        ProbeScenario.expect(navigation.viewControllers.count == depth, "pushed stack count")
        screen.runFrame()
        let popped = navigation.popToRootViewController(animated: false)
        ProbeScenario.expect(popped?.count == depth - 1, "popToRoot popped \(popped?.count ?? -1)")
        ProbeScenario.expect(navigation.children == [root], "children after popToRoot")
        let stack = [root] + (1..<depth).map { _ in UIViewController() }
        navigation.setViewControllers(stack, animated: false)
        ProbeScenario.expect(navigation.viewControllers.count == depth, "setViewControllers count")
        navigation.setViewControllers(Array(stack.reversed()), animated: true)
        screen.advance(by: 1)
        ProbeScenario.expect(navigation.topViewController === root, "reversed stack's top")
        ProbeScenario.expect(navigation.navigationBar.items?.count == depth, "bar items")
    }
]

@MainActor
enum ListsAndControllersProbes {
    /// A .xib whose one view holds `depth` nested elements it does not know (about 7 bytes each):
    /// loading parses them all into one deep tree, skips them (logged), and releasing the nib
    /// releases the tree. Returns the views loaded.
    static func loadDeepElementTree(depth: Int) -> [Any] {
        var xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>\
            <view id="root"><rect key="frame" x="0" y="0" width="10" height="10"/>
            """
        xml.reserveCapacity(depth * 8 + 200)
        for _ in 0..<depth { xml += "<v>" }
        for _ in 0..<depth { xml += "</v>" }
        xml += "</view></objects></document>"
        return UINib(data: Data(xml.utf8), bundle: nil).instantiate(withOwner: nil)
    }

    /// A .xib whose root view nests `depth` views, each the single subview of the one above.
    static func nestedViewsXib(depth: Int) -> Data {
        var views = ""
        views.reserveCapacity(depth * 120)
        for level in 0..<depth {
            views += "<view id=\"v\(level)\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/>"
            if level < depth - 1 { views += "<subviews>" }
        }
        for level in (0..<depth).reversed() {
            views += "</view>"
            if level > 0 { views += "</subviews>" }
        }
        return Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>\(views)</objects>
            </document>
            """.utf8)
    }

    /// A data source and delegate of `count` rows all of height 0 (hidden), counting height questions.
    final class ZeroRows: NSObject, UITableViewDataSource, UITableViewDelegate {
        let count: Int
        var heightQuestions = 0
        init(count: Int) { self.count = count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            heightQuestions += 1
            return 0
        }
    }

    final class Items: NSObject, UICollectionViewDataSource {
        var count: Int
        init(count: Int) { self.count = count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }
}
