import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews

/// Constraints from a .xib resolve to the frames UIKit's solver gives, at several sizes.
@MainActor
@Suite struct InterfaceBuilderLayoutTests {
    @Test(arguments: [(320, 200), (480, 300), (200, 400)])
    func constraintsFromAFileResolveToExactFrames(width: Int, height: Int) throws {
        let screen = try HeadlessScreen(width: width, height: height)
        let root = try #require(
            UINib(data: InterfaceBuilderFixtures.pinnedLabel, bundle: nil).instantiate(withOwner: nil).first as? UIView)
        root.frame = CGRect(x: 0, y: 0, width: width, height: height)
        screen.window.addSubview(root)
        screen.runFrame()
        let (label, square) = (root.subviews[0], root.subviews[1])
        let w = CGFloat(width), h = CGFloat(height)
        #expect(label.frame == CGRect(x: 20, y: 10, width: w - 40, height: h / 2))
        #expect(square.frame == CGRect(x: (w - 30) / 2, y: h - 15, width: 30, height: 15))
        #expect(root.constraints.count + square.constraints.count == 9)
        #expect(root.constraints.first { $0.identifier == "half" }?.priority == UILayoutPriority(999))
    }

    @Test func danglingIdsAreLoggedWithFileAndLine() throws {
        let screen = try HeadlessScreen(width: 100, height: 100)
        SDLViewsLog.clear()
        let data = InterfaceBuilderFixtures.xib(
            """
            <view id="root"><rect key="frame" x="0" y="0" width="100" height="100"/>
                <constraints>
                    <constraint firstItem="ghost" firstAttribute="width" constant="10" id="c1"/>
                    <constraint firstAttribute="sideways" constant="10" id="c2"/>
                </constraints>
                <connections><outlet property="nothing" destination="nowhere" id="o1"/></connections>
            </view>
            """)
        let objects = UINib(data: data, bundle: nil).instantiate(withOwner: nil)
        #expect((objects.first as? UIView)?.constraints.isEmpty == true)
        let messages = SDLViewsLog.messages
        #expect(messages.contains { $0.hasPrefix("(data):8:") && $0.contains("\"ghost\" names no view") })
        #expect(messages.contains { $0.contains("firstAttribute=\"sideways\" is not a known value") })
        #expect(messages.contains { $0.contains("outlet destination \"nowhere\" names no object") })
        _ = screen
    }
}
