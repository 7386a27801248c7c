import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews

/// A `tableViewController` scene's class: rows from the "Score" prototype.
final class ScoresController: UITableViewController {
    var selected: [Int] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Score", for: indexPath)
        (cell as? ScoreCell)?.nameLabel.text = "Score \(indexPath.row)"
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath.row)
    }
}

/// A `collectionViewController` scene's class.
final class TilesController: UICollectionViewController {
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath)
    }
}

@MainActor
enum ListStoryboardFixtures {
    static let scenes = Data(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="scores">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <tableViewController id="scores" customClass="ScoresController" customModule="SDLViewsTests" \
        sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" \
        dataMode="prototypes" style="grouped" separatorStyle="default" rowHeight="50" estimatedRowHeight="-1" \
        sectionHeaderHeight="18" sectionFooterHeight="18" id="scoresTable">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="400"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <prototypes>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" reuseIdentifier="Score" \
        id="cell" customClass="ScoreCell" customModule="SDLViewsTests">
                                        <rect key="frame" x="0.0" y="50" width="320" height="50"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" id="content">
                                            <rect key="frame" x="0.0" y="0.0" width="320" height="50"/>
                                            <subviews>
                                                <label text="-" id="name"><rect key="frame" x="16" y="15" width="200" height="20"/></label>
                                            </subviews>
                                        </tableViewCellContentView>
                                        <connections>
                                            <outlet property="nameLabel" destination="name" id="o1"/>
                                        </connections>
                                    </tableViewCell>
                                </prototypes>
                                <connections>
                                    <outlet property="dataSource" destination="scores" id="ds"/>
                                    <outlet property="delegate" destination="scores" id="dl"/>
                                </connections>
                            </tableView>
                            <navigationItem key="navigationItem" title="Scores" id="nav"/>
                        </tableViewController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <collectionViewController storyboardIdentifier="Tiles" id="tiles" customClass="TilesController" \
        customModule="SDLViewsTests" sceneMemberID="viewController">
                            <collectionView key="view" clipsSubviews="YES" dataMode="prototypes" id="grid">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="400"/>
                                <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" \
        minimumInteritemSpacing="10" id="flow">
                                    <size key="itemSize" width="100" height="80"/>
                                </collectionViewFlowLayout>
                                <cells>
                                    <collectionViewCell reuseIdentifier="Tile" id="tile" customClass="TileCell" \
        customModule="SDLViewsTests">
                                        <rect key="frame" x="0.0" y="0.0" width="100" height="80"/>
                                        <view key="contentView" id="tileContent">
                                            <rect key="frame" x="0.0" y="0.0" width="100" height="80"/>
                                            <subviews>
                                                <label text="Tile" id="tileLabel"><rect key="frame" x="0" y="0" width="100" height="20"/></label>
                                            </subviews>
                                        </view>
                                        <connections>
                                            <outlet property="titleLabel" destination="tileLabel" id="o2"/>
                                        </connections>
                                    </collectionViewCell>
                                </cells>
                            </collectionView>
                        </collectionViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """.utf8)
}

/// UITableViewController and UICollectionViewController: in code, and from storyboard scenes.
@MainActor
@Suite struct ListViewControllerTests {
    @Test func tableViewControllerInCodeMakesItsTableAndServesIt() throws {
        let screen = try HeadlessScreen(width: 320, height: 400)
        let controller = UITableViewController(style: .insetGrouped)
        #expect(!controller.isViewLoaded)
        let table = try #require(controller.tableView)
        #expect(controller.view === table && table.style == .insetGrouped)
        #expect(table.dataSource === controller && table.delegate === controller)
        #expect(table.frame == UIScreen.main.bounds && table.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(controller.clearsSelectionOnViewWillAppear)
        #expect(UITableViewController(nibName: nil, bundle: nil).tableView.style == .plain)
        _ = screen
    }

    @Test func storyboardSceneLoadsItsTableWithPrototypes() throws {
        let screen = try HeadlessScreen(width: 320, height: 400)
        let storyboard = UIStoryboard(data: ListStoryboardFixtures.scenes, name: "Lists.storyboard")
        let controller = try #require(storyboard.instantiateInitialViewController() as? ScoresController)
        #expect(controller.title == "Scores")
        screen.window.rootViewController = controller
        screen.runFrame()
        let table = try #require(controller.tableView)
        #expect(table.style == .grouped && table.rowHeight == 50)
        #expect(table.dataSource === controller && table.delegate === controller)
        let names = table.visibleCells.compactMap { ($0 as? ScoreCell)?.nameLabel.text }
        #expect(names == ["Score 0", "Score 1", "Score 2", "Score 3"])
        #expect(Set(table.visibleCells.map(ObjectIdentifier.init)).count == 4)
    }

    @Test func selectionIsClearedWhenTheTableAppearsAgain() throws {
        let screen = try HeadlessScreen(width: 320, height: 400)
        let storyboard = UIStoryboard(data: ListStoryboardFixtures.scenes, name: "Lists.storyboard")
        let controller = try #require(storyboard.instantiateInitialViewController() as? ScoresController)
        screen.window.rootViewController = controller
        screen.runFrame()
        let row = IndexPath(row: 1, section: 0)
        controller.tableView.selectRow(at: row, animated: false, scrollPosition: .none)
        controller.viewWillAppear(false)
        #expect(controller.tableView.indexPathForSelectedRow == nil)
        controller.clearsSelectionOnViewWillAppear = false
        controller.tableView.selectRow(at: row, animated: false, scrollPosition: .none)
        controller.viewWillAppear(false)
        #expect(controller.tableView.indexPathForSelectedRow == row)
    }

    @Test func collectionViewControllerFromAScene() throws {
        let screen = try HeadlessScreen(width: 320, height: 400)
        let storyboard = UIStoryboard(data: ListStoryboardFixtures.scenes, name: "Lists.storyboard")
        let controller = try #require(
            storyboard.instantiateViewController(withIdentifier: "Tiles") as? TilesController)
        screen.window.rootViewController = controller
        screen.runFrame()
        let grid = try #require(controller.collectionView)
        // Not connected in the file: the controller serves its collection view, as UIKit's.
        #expect(grid.dataSource === controller && grid.delegate === controller)
        #expect((controller.collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize.width == 100)
        let tiles = grid.visibleCells.compactMap { $0 as? TileCell }
        #expect(tiles.count == 3 && tiles.allSatisfy { $0.awoke && $0.titleLabel.text == "Tile" })
    }

    @Test func collectionViewControllerInCode() throws {
        let screen = try HeadlessScreen(width: 320, height: 400)
        let layout = UICollectionViewFlowLayout()
        let controller = UICollectionViewController(collectionViewLayout: layout)
        #expect(controller.collectionViewLayout === layout && !controller.isViewLoaded)
        #expect(controller.collectionView.collectionViewLayout === layout)
        #expect(controller.collectionView.dataSource === controller)
        _ = screen
    }

    @Test func aFileWhoseViewIsNotAListIsReplacedAndLogged() throws {
        let screen = try HeadlessScreen(width: 320, height: 400)
        let storyboard = UIStoryboard(
            data: Data(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="t">
                    <scenes><scene sceneID="s"><objects>
                        <tableViewController id="t" sceneMemberID="viewController">
                            <view key="view" id="v"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
                        </tableViewController>
                    </objects></scene></scenes>
                </document>
                """.utf8))
        SDLViewsLog.clear()
        let controller = try #require(storyboard.instantiateInitialViewController() as? UITableViewController)
        #expect(type(of: controller.view!) == UITableView.self && controller.tableView.dataSource === controller)
        #expect(SDLViewsLog.messages.contains { $0.contains("loaded a view that is not a UITableView (UIView)") })
        _ = screen
    }
}
