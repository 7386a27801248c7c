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
