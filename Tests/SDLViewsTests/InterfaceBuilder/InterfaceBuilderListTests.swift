import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews

/// Table and collection views from .xib files: their attributes, prototype
/// cells dequeued as new copies with outlets and awakeFromNib, nib
/// registration, data source outlets, the writer's round trip and bad values.
@MainActor
@Suite(.serialized) struct InterfaceBuilderListTests {
    private func load(owner: ListsOwner = ListsOwner()) throws -> (UITableView, UICollectionView, ListsOwner) {
        let (_, table, grid, owner) = try loadRoot(owner: owner)
        return (table, grid, owner)
    }

    private func loadRoot(owner: ListsOwner = ListsOwner()) throws -> (
        UIView, UITableView, UICollectionView, ListsOwner
    ) {
        let objects = UINib(data: InterfaceBuilderListFixtures.lists, bundle: nil).instantiate(withOwner: owner)
        let root = try #require(objects.first as? UIView)
        let table = try #require(root.subviews.first as? UITableView)
        let grid = try #require(root.subviews.last as? UICollectionView)
        return (root, table, grid, owner)
    }

    private let first = IndexPath(row: 0, section: 0)

    @Test func tableViewAttributes() throws {
        let (table, _, owner) = try load()
        #expect(type(of: table) == UITableView.self)
        #expect(table.style == .insetGrouped)
        #expect(table.separatorStyle == .none && table.separatorColor == .systemRed)
        #expect(table.separatorInset == UIEdgeInsets(top: 0, left: 24, bottom: 0, right: 4))
        #expect(!table.allowsSelection && table.allowsMultipleSelection)
        #expect(table.rowHeight == 60 && table.estimatedRowHeight == UITableView.automaticDimension)
        #expect(table.sectionHeaderHeight == 28 && table.sectionFooterHeight == 12)
        #expect(table.estimatedSectionHeaderHeight == UITableView.automaticDimension)
        #expect(!table.bounces && table.alwaysBounceVertical)
        #expect(table.tableHeaderView?.frame.height == 44)
        #expect(table.dataSource === owner && table.delegate === owner)
    }

    @Test func collectionViewAndFlowLayoutAttributes() throws {
        let (_, grid, owner) = try load()
        #expect(type(of: grid) == UICollectionView.self)
        #expect(grid.allowsMultipleSelection && grid.allowsSelection)
        let layout = try #require(grid.collectionViewLayout as? UICollectionViewFlowLayout)
        #expect(layout.scrollDirection == .horizontal)
        #expect(layout.minimumLineSpacing == 6 && layout.minimumInteritemSpacing == 4)
        #expect(layout.itemSize == CGSize(width: 90, height: 70))
        #expect(layout.headerReferenceSize == CGSize(width: 30, height: 20))
        #expect(layout.estimatedItemSize == .zero)
        #expect(layout.sectionInset == UIEdgeInsets(top: 2, left: 8, bottom: 12, right: 10))
        #expect(grid.dataSource === owner)
    }

    @Test func prototypeCellsAreNewCopiesWithOutletsAndAwakeFromNib() throws {
        let (table, _, _) = try load()
        ScoreCell.made = 0
        let one = try #require(table.dequeueReusableCell(withIdentifier: "Score", for: first) as? ScoreCell)
        let two = try #require(table.dequeueReusableCell(withIdentifier: "Score", for: first) as? ScoreCell)
        #expect(one !== two && one.nameLabel !== two.nameLabel)
        #expect(ScoreCell.made == 2 && one.awakenings == 1 && two.awakenings == 1)
        #expect(one.reuseIdentifier == "Score")
        #expect(one.nameLabel.text == "Player" && one.nameLabel.font == UIFont.boldSystemFont(ofSize: 16))
        #expect(one.nameLabel.superview === one.contentView && one.pointsLabel.textAlignment == .right)
        #expect(one.contentView.backgroundColor == .systemYellow)
        #expect(one.contentView.constraints.count == 2)
        #expect(one.accessoryType == .disclosureIndicator && one.selectionStyle == .none)
        #expect(table.createdCellCount == 2)
    }

    @Test func styledPrototypeUsesTheCellsOwnLabels() throws {
        let (table, _, _) = try load()
        let cell = table.dequeueReusableCell(withIdentifier: "Detail", for: first)
        #expect(type(of: cell) == UITableViewCell.self)
        #expect(cell.textLabel?.text == "Volume" && cell.detailTextLabel?.text == "80%")
        #expect(cell.detailTextLabel?.textColor == .systemBlue)
        #expect(cell.textLabel?.font == UIFont.systemFont(ofSize: 15))
        #expect(cell.contentView.subviews.count == 2)
        #expect(cell.defaultContentConfiguration().secondaryText == nil)
    }

    @Test func dataSourceFillsTheTableFromPrototypes() throws {
        let screen = try HeadlessScreen(width: 320, height: 480)
        let (root, table, _, owner) = try loadRoot()
        screen.window.addSubview(root)
        screen.runFrame()
        let names = table.visibleCells.compactMap { ($0 as? ScoreCell)?.nameLabel.text }
        #expect(names == ["Player 0", "Player 1"])
        #expect(table.visibleCells.last?.detailTextLabel?.text == "80%")
        #expect(table.rectForRow(at: first).height == 60)
        _ = owner
    }

    @Test func collectionPrototypesAreCopiesAndTheirActionsReachTheOwner() throws {
        let (_, grid, owner) = try load()
        let path = IndexPath(item: 0, section: 0)
        let one = try #require(grid.dequeueReusableCell(withReuseIdentifier: "Tile", for: path) as? TileCell)
        let two = try #require(grid.dequeueReusableCell(withReuseIdentifier: "Tile", for: path) as? TileCell)
        #expect(one !== two && one.awoke && two.awoke && one.titleLabel !== two.titleLabel)
        #expect(one.reuseIdentifier == "Tile" && one.contentView.backgroundColor == .systemGreen)
        #expect(one.titleLabel.superview === one.contentView)
        let button = try #require(one.contentView.subviews.last as? UIButton)
        button.sendActions(for: .touchUpInside)
        #expect(owner.bought == ["UIButton"])
        #expect(grid.cellsMade(withReuseIdentifier: "Tile") == 2)
    }

    @Test func nibsRegisteredByTheAppAreInstantiatedPerDequeue() throws {
        let cellNib = UINib(
            data: InterfaceBuilderFixtures.xib(
                """
                <tableViewCell reuseIdentifier="Other" id="c" customClass="ScoreCell" customModule="SDLViewsTests">
                    <rect key="frame" x="0" y="0" width="320" height="44"/>
                    <tableViewCellContentView key="contentView" id="cv">
                        <rect key="frame" x="0" y="0" width="320" height="44"/>
                        <subviews><label text="Nib" id="l"><rect key="frame" x="0" y="0" width="50" height="20"/></label></subviews>
                    </tableViewCellContentView>
                    <connections><outlet property="nameLabel" destination="l" id="o"/></connections>
                </tableViewCell>
                """), bundle: nil)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        table.register(cellNib, forCellReuseIdentifier: "Row")
        SDLViewsLog.clear()
        let cell = try #require(table.dequeueReusableCell(withIdentifier: "Row", for: first) as? ScoreCell)
        #expect(cell.nameLabel.text == "Nib" && cell.reuseIdentifier == "Row")
        #expect(SDLViewsLog.messages.contains { $0.contains("cell reuse identifier in nib (Other) does not match") })
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
        #expect(type(of: table.dequeueReusableCell(withIdentifier: "Row", for: first)) == UITableViewCell.self)
        table.register(UINib(data: InterfaceBuilderFixtures.xib(""), bundle: nil), forCellReuseIdentifier: "Empty")
        SDLViewsLog.clear()
        #expect(table.dequeueReusableCell(withIdentifier: "Empty", for: first).reuseIdentifier == "Empty")
        #expect(SDLViewsLog.messages.contains { $0.contains("has no UITableViewCell top-level object") })
    }

    @Test func headerFooterAndSupplementaryNibs() throws {
        let headerNib = UINib(
            data: InterfaceBuilderFixtures.xib(
                """
                <tableViewHeaderFooterView reuseIdentifier="H" id="h">
                    <rect key="frame" x="0" y="0" width="320" height="30"/>
                    <view key="contentView" id="hc">
                        <rect key="frame" x="0" y="0" width="320" height="30"/>
                        <subviews><label text="Section" id="hl"><rect key="frame" x="0" y="0" width="90" height="20"/></label></subviews>
                        <color key="backgroundColor" systemColor="systemTealColor"/>
                    </view>
                </tableViewHeaderFooterView>
                """), bundle: nil)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        table.register(headerNib, forHeaderFooterViewReuseIdentifier: "Header")
        let one = try #require(table.dequeueReusableHeaderFooterView(withIdentifier: "Header"))
        let two = try #require(table.dequeueReusableHeaderFooterView(withIdentifier: "Header"))
        #expect(one !== two && one.reuseIdentifier == "Header")
        #expect((one.contentView.subviews.first as? UILabel)?.text == "Section")
        #expect(one.contentView.backgroundColor == .systemTeal)
        let (_, grid, _) = try load()
        let header = grid.dequeueReusableSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "Header",
            for: IndexPath(item: 0, section: 0))
        #expect(type(of: header) == UICollectionReusableView.self && header.reuseIdentifier == "Header")
        #expect((header.subviews.first as? UILabel)?.text == "Shop")
    }

    @Test func collectionNibRegistration() throws {
        let nib = UINib(
            data: InterfaceBuilderFixtures.xib(
                """
                <collectionViewCell id="c" customClass="TileCell" customModule="SDLViewsTests">
                    <rect key="frame" x="0" y="0" width="50" height="50"/>
                    <view key="contentView" id="cv">
                        <rect key="frame" x="0" y="0" width="50" height="50"/>
                        <subviews><label text="T" id="l"><rect key="frame" x="0" y="0" width="50" height="20"/></label></subviews>
                    </view>
                    <connections><outlet property="titleLabel" destination="l" id="o"/></connections>
                </collectionViewCell>
                """), bundle: nil)
        let grid = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 200, height: 200), collectionViewLayout: UICollectionViewFlowLayout())
        grid.register(nib, forCellWithReuseIdentifier: "T")
        let cell = try #require(
            grid.dequeueReusableCell(withReuseIdentifier: "T", for: IndexPath(item: 0, section: 0)) as? TileCell)
        #expect(cell.awoke && cell.titleLabel.text == "T" && cell.reuseIdentifier == "T")
    }

    @Test func writerRoundTripsListsAndTheirPrototypes() throws {
        let (table, grid, _) = try load()
        let made = UITableView(frame: CGRect(x: 0, y: 0, width: 200, height: 100), style: .grouped)
        made.rowHeight = 52
        made.sectionFooterHeight = 9
        made.allowsMultipleSelectionDuringEditing = true
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        for view in [table, grid, made] { root.addSubview(view) }
        let data = UINib.xibData(for: [root])
        SDLViewsLog.clear()
        let loaded = try #require(UINib(data: data, bundle: nil).instantiate(withOwner: nil).first as? UIView)
        #expect(SDLViewsLog.messages.isEmpty)
        let tables = loaded.subviews.compactMap { $0 as? UITableView }
        try #require(tables.count == 2)
        #expect(tables[0].style == .insetGrouped && tables[0].rowHeight == 60 && !tables[0].allowsSelection)
        #expect(tables[0].separatorStyle == .none && tables[0].sectionHeaderHeight == 28)
        #expect(tables[1].style == .grouped && tables[1].rowHeight == 52 && tables[1].sectionFooterHeight == 9)
        #expect(tables[1].allowsMultipleSelectionDuringEditing)
        let score = tables[0].dequeueReusableCell(withIdentifier: "Score", for: first) as? ScoreCell
        #expect(score?.nameLabel.text == "Player")
        #expect(tables[0].dequeueReusableCell(withIdentifier: "Detail", for: first).detailTextLabel?.text == "80%")
        let grids = loaded.subviews.compactMap { $0 as? UICollectionView }
        let layout = try #require(grids.first?.collectionViewLayout as? UICollectionViewFlowLayout)
        #expect(layout.scrollDirection == .horizontal && layout.itemSize == CGSize(width: 90, height: 70))
        #expect(layout.sectionInset == UIEdgeInsets(top: 2, left: 8, bottom: 12, right: 10))
        #expect(grids.first?.allowsMultipleSelection == true)
        let tile = grids.first?.dequeueReusableCell(withReuseIdentifier: "Tile", for: IndexPath(item: 0, section: 0))
        #expect((tile as? TileCell)?.titleLabel.text == "Tile")
    }

    @Test func aCellBuiltInCodeRoundTripsAsANib() throws {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: "Setting")
        cell.textLabel?.text = "Music"
        cell.detailTextLabel?.text = "On"
        cell.accessoryType = .checkmark
        cell.selectionStyle = .none
        let badge = UILabel(frame: CGRect(x: 200, y: 4, width: 40, height: 20))
        badge.text = "New"
        cell.contentView.addSubview(badge)
        SDLViewsLog.clear()
        let nib = UINib(data: UINib.xibData(for: [cell]), bundle: nil)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        table.register(nib, forCellReuseIdentifier: "Setting")
        let copy = table.dequeueReusableCell(withIdentifier: "Setting", for: first)
        #expect(SDLViewsLog.messages.isEmpty)
        #expect(copy !== cell && copy.reuseIdentifier == "Setting")
        #expect(copy.textLabel?.text == "Music" && copy.detailTextLabel?.text == "On")
        #expect(copy.accessoryType == .checkmark && copy.selectionStyle == .none)
        #expect(copy.contentView.subviews.count == 3)
        #expect((copy.contentView.subviews.last as? UILabel)?.text == "New")
        #expect(copy.contentView.subviews.last?.frame == CGRect(x: 200, y: 4, width: 40, height: 20))
    }

    @Test func badValuesOnListElementsAreLoggedAndSkipped() throws {
        SDLViewsLog.clear()
        let data = InterfaceBuilderFixtures.xib(
            """
            <tableView style="sideways" rowHeight="NaN" sectionHeaderHeight="-5" separatorStyle="dotted" wobble="3" id="t">
                <rect key="frame" x="0" y="0" width="100" height="100"/>
                <prototypes>
                    <tableViewCell accessoryType="star" id="noIdentifier"><rect key="frame" x="0" y="0" width="100" height="44"/></tableViewCell>
                    <label text="not a cell" reuseIdentifier="L" id="l"/>
                </prototypes>
                <sections/>
                <connections><outlet property="dataSource" destination="t" id="o"/></connections>
            </tableView>
            <collectionView id="c">
                <rect key="frame" x="0" y="0" width="100" height="100"/>
                <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="inf" scrollDirection="diagonal" id="f">
                    <size key="itemSize" width="x" height="3"/>
                </collectionViewFlowLayout>
            </collectionView>
            """)
        let objects = UINib(data: data, bundle: nil).instantiate(withOwner: nil)
        let table = try #require(objects.first as? UITableView)
        #expect(table.style == .plain && table.rowHeight == 44 && table.separatorStyle == .singleLine)
        #expect(table.sectionHeaderHeight == UITableView.automaticDimension && table.dataSource == nil)
        let grid = try #require(objects.last as? UICollectionView)
        let layout = try #require(grid.collectionViewLayout as? UICollectionViewFlowLayout)
        #expect(layout.minimumLineSpacing == 10 && layout.scrollDirection == .vertical)
        #expect(layout.itemSize == CGSize(width: 50, height: 50))
        let expected = [
            "tableView style=\"sideways\" is not a known value", "tableView rowHeight=\"NaN\" is not a finite number",
            "sectionHeaderHeight=\"-5.0\" is negative", "separatorStyle=\"dotted\" is not a known value",
            "attribute wobble of <tableView> is not supported", "prototype <tableViewCell> has no reuseIdentifier",
            "<label> is not a prototype <tableViewCell>", "unsupported element <sections> in <tableView>",
            "UITableView cannot be the dataSource of UITableView",
            "minimumLineSpacing=\"inf\" is not a finite number", "scrollDirection=\"diagonal\" is not a known value",
            "size width=\"x\" is not a finite number"
        ]
        for text in expected {
            #expect(SDLViewsLog.messages.contains { $0.contains(text) }, "\(text)")
        }
    }
}
