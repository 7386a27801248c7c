import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews

/// The first scene of the test storyboard: records segues it prepares.
final class ListScene: UIViewController {
    @Outlet var openButton: UIButton!
    var prepared: [String] = []
    var loads = 0
    var awoke = false

    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = true
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        loads += 1
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepared.append("\(segue.identifier ?? "-") → \(type(of: segue.destination))")
        (segue.destination as? DetailScene)?.item = "row 3"
    }
}

/// The second scene: receives its item in `prepare(for:sender:)`.
final class DetailScene: UIViewController {
    var item: String?
}

@MainActor
enum StoryboardFixtures {
    static let twoScenes = Data(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="nav">
            <scenes>
                <scene sceneID="s0">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <connections>
                                <segue destination="list" kind="relationship" relationship="rootViewController" id="r1"/>
                            </connections>
                        </navigationController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="f0" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="s1">
                    <objects>
                        <viewController storyboardIdentifier="List" title="Items" id="list" customClass="ListScene" \
        customModule="SDLViewsTests" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="listView">
                                <rect key="frame" x="0.0" y="0.0" width="200" height="300"/>
                                <subviews>
                                    <button opaque="NO" id="open">
                                        <rect key="frame" x="10" y="10" width="100" height="30"/>
                                        <state key="normal" title="Open"/>
                                        <connections>
                                            <segue destination="detail" kind="show" identifier="tapOpen" id="g2"/>
                                        </connections>
                                    </button>
                                    <view id="container">
                                        <rect key="frame" x="0" y="200" width="200" height="100"/>
                                        <connections>
                                            <segue destination="detail" kind="embed" identifier="embedDetail" id="g3"/>
                                        </connections>
                                    </view>
                                </subviews>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            </view>
                            <connections>
                                <outlet property="openButton" destination="open" id="o1"/>
                                <segue destination="detail" kind="show" identifier="showDetail" id="g1"/>
                                <segue destination="detail" kind="presentation" identifier="presentDetail" id="g4"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController storyboardIdentifier="Detail" id="detail" customClass="DetailScene" \
        customModule="SDLViewsTests" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="detailView">
                                <rect key="frame" x="0.0" y="0.0" width="200" height="300"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """.utf8)
}

/// Storyboards: the initial controller, identifiers, segues with prepare(for:sender:).
@MainActor
@Suite struct StoryboardTests {
    private func shown() throws -> (HeadlessScreen, UINavigationController, ListScene) {
        let screen = try HeadlessScreen(width: 200, height: 300)
        let storyboard = UIStoryboard(data: StoryboardFixtures.twoScenes, name: "Main.storyboard")
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        let list = try #require(navigation.topViewController as? ListScene)
        screen.window.rootViewController = navigation
        screen.runFrame()
        return (screen, navigation, list)
    }

    @Test func initialControllerIsTheNavigationControllerWithItsRoot() throws {
        let (_, navigation, list) = try shown()
        #expect(navigation.viewControllers.count == 1)
        #expect(list.awoke && list.loads == 1 && list.title == "Items")
        #expect(list.storyboard != nil)
        #expect(list.openButton?.title(for: .normal) == "Open")
        #expect(list.view.backgroundColor == .systemBackground)
    }

    @Test func embedSegueAddsAChildInTheContainerView() throws {
        let (_, _, list) = try shown()
        let child = try #require(list.children.first as? DetailScene)
        #expect(child.view.superview === list.view.subviews[1])
        #expect(child.view.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(list.prepared.first == "embedDetail → DetailScene")
        #expect(child.item == "row 3")
    }

    @Test func performSegueShowPushesAfterPrepare() throws {
        let (screen, navigation, list) = try shown()
        list.performSegue(withIdentifier: "showDetail", sender: nil)
        screen.advance(by: 1)
        let detail = try #require(navigation.topViewController as? DetailScene)
        #expect(detail.item == "row 3")
        #expect(list.prepared.last == "showDetail → DetailScene")
    }

    @Test func aButtonTriggersItsSegue() throws {
        let (screen, navigation, list) = try shown()
        list.openButton.sendActions(for: .primaryActionTriggered)
        screen.advance(by: 1)
        #expect(navigation.viewControllers.count == 2)
        #expect(list.prepared.last == "tapOpen → DetailScene")
    }

    @Test func presentationSeguePresents() throws {
        let (screen, _, list) = try shown()
        list.performSegue(withIdentifier: "presentDetail", sender: nil)
        screen.advance(by: 1)
        #expect((list.presentedViewController ?? list.navigationController?.presentedViewController) is DetailScene)
    }

    @Test func unknownIdentifiersAreLogged() throws {
        let (_, _, list) = try shown()
        SDLViewsLog.clear()
        list.performSegue(withIdentifier: "nope", sender: nil)
        #expect(SDLViewsLog.messages.contains("Receiver (ListScene) has no segue with identifier 'nope'"))
        let storyboard = try #require(list.storyboard)
        let plain = storyboard.instantiateViewController(withIdentifier: "Missing")
        #expect(type(of: plain) == UIViewController.self)
        #expect(storyboard.instantiateViewController(withIdentifier: "Detail") is DetailScene)
    }
}
