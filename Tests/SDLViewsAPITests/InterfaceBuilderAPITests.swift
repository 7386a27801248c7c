import Foundation
import SDLViews
import SDLViewsTesting
import Testing

/// A view as apps write one for Interface Builder files: `required init?(coder:)`
/// calling super, a user-defined attribute read from the coder, `awakeFromNib`.
final class RatingView: UIView {
    @Outlet var starLabel: UILabel?
    private(set) var maximumStars = 0
    private(set) var awoke = false

    required init?(coder: NSCoder) {
        maximumStars = coder.decodeInteger(forKey: "maximumStars")
        super.init(coder: coder)
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = starLabel != nil
    }

    override func setValue(_ value: Any?, forUndefinedKey key: String) {
        if key != "maximumStars" { super.setValue(value, forUndefinedKey: key) }
    }
}

/// A view controller whose view comes from a nib named after nothing in particular.
final class RatingController: UIViewController, InterfaceBuilderConnectable {
    @Outlet var rating: RatingView!
    private(set) var taps = 0

    func action(named selector: String) -> ((Any?) -> Void)? {
        selector == "rate:" ? { [unowned self] _ in taps += 1 } : nil
    }
}

@MainActor
@Suite struct InterfaceBuilderAPITests {
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="RatingController"/>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <subviews>
                        <view id="rating" customClass="RatingView" customModule="SDLViewsAPITests">
                            <rect key="frame" x="10" y="10" width="180" height="40"/>
                            <subviews>
                                <label text="★★★" id="stars"><rect key="frame" x="0" y="0" width="90" height="20"/></label>
                                <button id="rate"><rect key="frame" x="100" y="0" width="60" height="20"/>
                                    <connections><action selector="rate:" destination="-1" eventType="touchUpInside" id="a"/></connections>
                                </button>
                            </subviews>
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="number" keyPath="maximumStars"><integer key="value" value="5"/></userDefinedRuntimeAttribute>
                            </userDefinedRuntimeAttributes>
                            <connections><outlet property="starLabel" destination="stars" id="o2"/></connections>
                        </view>
                    </subviews>
                </view>
            </objects>
            <connections/>
        </document>
        """

    @Test func aViewControllerLoadsItsViewFromANib() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("nib-api-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let withOutlets = Self.xib.replacingOccurrences(
            of: "<connections/>", with: ""
        )
        .replacingOccurrences(
            of: "customClass=\"RatingController\"/>",
            with: """
                customClass="RatingController"><connections><outlet property="view" destination="root" id="o0"/>\
                <outlet property="rating" destination="rating" id="o1"/></connections></placeholder>
                """)
        try Data(withOutlets.utf8).write(to: directory.appendingPathComponent("Rating.xib"))
        let screen = try HeadlessScreen(width: 200, height: 100)
        let controller = RatingController(nibName: "Rating", bundle: Bundle(path: directory.path))
        screen.window.rootViewController = controller
        screen.runFrame()
        let rating = try #require(controller.rating)
        #expect(rating.superview === controller.view)
        #expect(rating.maximumStars == 5 && rating.awoke)
        (rating.subviews[1] as? UIButton)?.sendActions(for: .touchUpInside)
        #expect(controller.taps == 1)
    }
}

/// A prototype cell's class as apps write one: outlets to its content, set up in awakeFromNib.
final class ScoreRowCell: UITableViewCell {
    @Outlet var playerLabel: UILabel!
    @Outlet var pointsLabel: UILabel!
    private(set) var awoke = false

    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = playerLabel != nil && pointsLabel != nil
        pointsLabel.textColor = .systemOrange
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        pointsLabel.text = nil
    }
}

/// A table view controller from a storyboard scene, as on iOS: overrides the data source and delegate methods.
final class LeaderboardController: UITableViewController {
    let scores = [("Ada", 120), ("Grace", 95), ("Linus", 80)]
    private(set) var picked: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Leaderboard"
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { scores.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let cell = tableView.dequeueReusableCell(withIdentifier: "ScoreRow", for: indexPath) as? ScoreRowCell
        else { return UITableViewCell() }
        cell.playerLabel.text = scores[indexPath.row].0
        cell.pointsLabel.text = "\(scores[indexPath.row].1)"
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        picked = scores[indexPath.row].0
    }
}

@MainActor
@Suite struct TableViewControllerStoryboardAPITests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="board">
            <scenes>
                <scene sceneID="s">
                    <objects>
                        <tableViewController id="board" customClass="LeaderboardController" customModule="SDLViewsAPITests" sceneMemberID="viewController">
                            <tableView key="view" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="44" id="tv">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                                <prototypes>
                                    <tableViewCell reuseIdentifier="ScoreRow" id="cell" customClass="ScoreRowCell" customModule="SDLViewsAPITests">
                                        <rect key="frame" x="0.0" y="28" width="320" height="44"/>
                                        <tableViewCellContentView key="contentView" id="content">
                                            <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                                            <subviews>
                                                <label text="Player" id="player"><rect key="frame" x="16" y="12" width="200" height="20"/></label>
                                                <label text="0" textAlignment="right" id="points"><rect key="frame" x="240" y="12" width="64" height="20"/></label>
                                            </subviews>
                                        </tableViewCellContentView>
                                        <connections>
                                            <outlet property="playerLabel" destination="player" id="o1"/>
                                            <outlet property="pointsLabel" destination="points" id="o2"/>
                                        </connections>
                                    </tableViewCell>
                                </prototypes>
                                <connections>
                                    <outlet property="dataSource" destination="board" id="ds"/>
                                    <outlet property="delegate" destination="board" id="dl"/>
                                </connections>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func aTableViewControllerSubclassFillsItsPrototypeCells() throws {
        let screen = try HeadlessScreen(width: 320, height: 480)
        let storyboard = UIStoryboard(data: Data(Self.storyboard.utf8), name: "Leaderboard.storyboard")
        let board = try #require(storyboard.instantiateInitialViewController() as? LeaderboardController)
        screen.window.rootViewController = board
        screen.runFrame()
        #expect(board.title == "Leaderboard")
        let cells = board.tableView.visibleCells.compactMap { $0 as? ScoreRowCell }
        #expect(cells.map { $0.playerLabel.text ?? "" } == ["Ada", "Grace", "Linus"])
        #expect(cells.map { $0.pointsLabel.text ?? "" } == ["120", "95", "80"])
        #expect(cells.allSatisfy { $0.awoke && $0.pointsLabel.textColor == .systemOrange })
        #expect(cells[0] !== cells[1] && cells[0].playerLabel !== cells[1].playerLabel)
        let tapAt = board.tableView.convert(CGPoint(x: 100, y: 66), to: nil)
        screen.tap(at: tapAt)
        screen.runFrame()
        #expect(board.picked == "Grace")
    }
}
