import Foundation
import SDLViews

/// Table and collection view documents as Xcode writes them, for the list loader tests.
enum InterfaceBuilderListFixtures {
    /// A table with two prototypes (a custom cell with outlets, a styled value1 cell), a
    /// header view, and a collection view with a flow layout and one prototype; the
    /// owner is both lists' data source and delegate.
    static let lists = InterfaceBuilderFixtures.xib(
        """
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
            <subviews>
                <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" bounces="NO" \
        dataMode="prototypes" style="insetGrouped" separatorStyle="none" allowsSelection="NO" \
        allowsMultipleSelection="YES" rowHeight="60" estimatedRowHeight="-1" sectionHeaderHeight="28" \
        sectionFooterHeight="12" estimatedSectionHeaderHeight="-1" id="table">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="240"/>
                    <color key="separatorColor" systemColor="systemRedColor"/>
                    <inset key="separatorInset" minX="24" minY="0.0" maxX="4" maxY="0.0"/>
                    <view key="tableHeaderView" contentMode="scaleToFill" id="header">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    </view>
                    <prototypes>
                        <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" \
        selectionStyle="none" accessoryType="disclosureIndicator" indentationWidth="10" reuseIdentifier="Score" \
        id="scoreCell" customClass="ScoreCell" customModule="SDLViewsTests">
                            <rect key="frame" x="0.0" y="50" width="320" height="60"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" \
        multipleTouchEnabled="YES" contentMode="center" tableViewCell="scoreCell" id="scoreContent">
                                <rect key="frame" x="0.0" y="0.0" width="290" height="60"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <subviews>
                                    <label text="Player" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                                        <rect key="frame" x="16" y="8" width="200" height="20"/>
                                        <fontDescription key="fontDescription" type="boldSystem" pointSize="16"/>
                                    </label>
                                    <label text="0" textAlignment="right" translatesAutoresizingMaskIntoConstraints="NO" id="points">
                                        <rect key="frame" x="220" y="8" width="60" height="20"/>
                                    </label>
                                </subviews>
                                <color key="backgroundColor" systemColor="systemYellowColor"/>
                                <constraints>
                                    <constraint firstItem="name" firstAttribute="leading" secondItem="scoreContent" secondAttribute="leading" constant="16" id="sc1"/>
                                    <constraint firstItem="name" firstAttribute="top" secondItem="scoreContent" secondAttribute="top" constant="8" id="sc2"/>
                                </constraints>
                            </tableViewCellContentView>
                            <connections>
                                <outlet property="nameLabel" destination="name" id="so1"/>
                                <outlet property="pointsLabel" destination="points" id="so2"/>
                            </connections>
                        </tableViewCell>
                        <tableViewCell contentMode="scaleToFill" selectionStyle="default" reuseIdentifier="Detail" \
        textLabel="detailTitle" detailTextLabel="detailValue" style="IBUITableViewCellStyleValue1" id="detailCell">
                            <rect key="frame" x="0.0" y="110" width="320" height="44"/>
                            <tableViewCellContentView key="contentView" opaque="NO" id="detailContent">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                                <subviews>
                                    <label text="Volume" id="detailTitle">
                                        <rect key="frame" x="16" y="12" width="60" height="20"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                    </label>
                                    <label text="80%" id="detailValue">
                                        <rect key="frame" x="260" y="12" width="44" height="20"/>
                                        <color key="textColor" systemColor="systemBlueColor"/>
                                    </label>
                                </subviews>
                            </tableViewCellContentView>
                        </tableViewCell>
                    </prototypes>
                    <connections>
                        <outlet property="dataSource" destination="-1" id="ds"/>
                        <outlet property="delegate" destination="-1" id="dl"/>
                    </connections>
                </tableView>
                <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" \
        dataMode="prototypes" allowsMultipleSelection="YES" id="grid">
                    <rect key="frame" x="0.0" y="240" width="320" height="240"/>
                    <collectionViewFlowLayout key="collectionViewLayout" scrollDirection="horizontal" \
        minimumLineSpacing="6" minimumInteritemSpacing="4" id="flow">
                        <size key="itemSize" width="90" height="70"/>
                        <size key="headerReferenceSize" width="30" height="20"/>
                        <size key="footerReferenceSize" width="0.0" height="0.0"/>
                        <inset key="sectionInset" minX="8" minY="2" maxX="10" maxY="12"/>
                    </collectionViewFlowLayout>
                    <cells>
                        <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" \
        reuseIdentifier="Tile" id="tile" customClass="TileCell" customModule="SDLViewsTests">
                            <rect key="frame" x="0.0" y="0.0" width="90" height="70"/>
                            <collectionViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" id="tileContent">
                                <rect key="frame" x="0.0" y="0.0" width="90" height="70"/>
                                <subviews>
                                    <label text="Tile" id="tileLabel"><rect key="frame" x="4" y="4" width="82" height="20"/></label>
                                    <button opaque="NO" id="tileButton">
                                        <rect key="frame" x="4" y="30" width="82" height="30"/>
                                        <state key="normal" title="Buy"/>
                                        <connections>
                                            <action selector="buy:" destination="-1" eventType="touchUpInside" id="ta"/>
                                        </connections>
                                    </button>
                                </subviews>
                                <color key="backgroundColor" systemColor="systemGreenColor"/>
                            </collectionViewCellContentView>
                            <size key="customSize" width="90" height="70"/>
                            <connections>
                                <outlet property="titleLabel" destination="tileLabel" id="to"/>
                            </connections>
                        </collectionViewCell>
                    </cells>
                    <collectionReusableView key="sectionHeaderView" opaque="NO" clipsSubviews="YES" contentMode="center" \
        reuseIdentifier="Header" id="gridHeader">
                        <rect key="frame" x="0.0" y="0.0" width="30" height="240"/>
                        <subviews>
                            <label text="Shop" id="headerLabel"><rect key="frame" x="0" y="0" width="30" height="20"/></label>
                        </subviews>
                    </collectionReusableView>
                    <connections>
                        <outlet property="dataSource" destination="-1" id="gds"/>
                    </connections>
                </collectionView>
            </subviews>
        </view>
        """)
}

/// A prototype's custom class: outlets to its content, `awakeFromNib()` counted.
final class ScoreCell: UITableViewCell {
    @Outlet var nameLabel: UILabel!
    @Outlet var pointsLabel: UILabel!
    private(set) var awakenings = 0
    static var made = 0

    override func awakeFromNib() {
        super.awakeFromNib()
        awakenings += 1
        ScoreCell.made += 1
    }
}

/// The collection view's prototype class.
final class TileCell: UICollectionViewCell {
    @Outlet var titleLabel: UILabel!
    private(set) var awoke = false

    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = titleLabel != nil
    }
}

/// File's Owner of `lists`: both lists' data source (and the table's delegate); a tile's button action.
@MainActor
final class ListsOwner: InterfaceBuilderConnectable, UITableViewDataSource, UITableViewDelegate,
    UICollectionViewDataSource
{
    var bought: [String] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let identifier = indexPath.row == 2 ? "Detail" : "Score"
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        (cell as? ScoreCell)?.nameLabel.text = "Player \(indexPath.row)"
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath)
    }

    func action(named selector: String) -> ((Any?) -> Void)? {
        selector == "buy:" ? { [unowned self] sender in bought.append("\(type(of: sender!))") } : nil
    }
}
