import Foundation
import SDLViewsTesting
import Testing

@testable import ReliabilityProbe
@testable import SDLViews

/// Issue 41's Interface Builder attacks: scenes that embed themselves, very deep files,
/// and storyboard hot reload showing the edit.
@MainActor
@Suite(.serialized) struct InterfaceBuilderReliabilityTests {
    /// A storyboard whose scenes embed each other along `embeds` (scene id → embedded scene id).
    static func embeddingStoryboard(_ embeds: [(String, String)], initial: String) -> Data {
        let scenes = Set(embeds.flatMap { [$0.0, $0.1] }).sorted().map { id in
            let segues = embeds.filter { $0.0 == id }.enumerated().map { index, pair in
                """
                <view id="\(id)-container\(index)"><rect key="frame" x="0" y="0" width="100" height="100"/>
                <connections><segue destination="\(pair.1)" kind="embed" id="\(id)-embed\(index)"/></connections></view>
                """
            }.joined()
            return """
                <scene sceneID="scene-\(id)"><objects>
                <viewController id="\(id)" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="\(id)-view">
                <rect key="frame" x="0" y="0" width="100" height="100"/><subviews>\(segues)</subviews></view>
                </viewController></objects></scene>
                """
        }.joined()
        return Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
            initialViewController="\(initial)"><scenes>\(scenes)</scenes></document>
            """.utf8)
    }

    // MARK: Item 8: embed cycles

    @Test func aSceneEmbeddingItselfIsRefusedWithAReason() throws {
        SDLViewsLog.clear()
        let storyboard = UIStoryboard(data: Self.embeddingStoryboard([("A", "A")], initial: "A"), name: "Self")
        let controller = try #require(storyboard.instantiateInitialViewController())
        controller.loadViewIfNeeded()
        #expect(controller.children.isEmpty)
        #expect(SDLViewsLog.messages.contains { $0.contains("scene A embeds itself (A → A); the embed is skipped") })
    }

    @Test func scenesEmbeddingEachOtherAreRefusedWhereTheCycleCloses() throws {
        SDLViewsLog.clear()
        let data = Self.embeddingStoryboard([("A", "B"), ("B", "A")], initial: "A")
        let storyboard = UIStoryboard(data: data, name: "Cycle")
        let controller = try #require(storyboard.instantiateInitialViewController())
        controller.loadViewIfNeeded()
        #expect(controller.children.count == 1)
        let embedded = try #require(controller.children.first)
        #expect(embedded.children.isEmpty)
        #expect(SDLViewsLog.messages.contains { $0.contains("scene A embeds itself (A → B → A)") })
        // The same scene may still be embedded twice side by side (no cycle).
        SDLViewsLog.clear()
        let twice = UIStoryboard(
            data: Self.embeddingStoryboard([("A", "B"), ("A", "B")], initial: "A"), name: "Twice")
        let parent = try #require(twice.instantiateInitialViewController())
        parent.loadViewIfNeeded()
        #expect(parent.children.count == 2)
        #expect(!SDLViewsLog.messages.contains { $0.contains("embeds itself") })
    }

    // MARK: Item 9: deep files (child process: before the fix they overflowed the stack)

    @Test func releasingA100000DeepParsedTreeDoesNotOverflowTheStack() throws {
        try ProbeProcess.expectBehaves("ib-deep-element-tree", deadline: 120)
    }

    @Test func loading10000NestedViewsDoesNotRecursePerLevel() throws {
        try ProbeProcess.expectBehaves("ib-deep-nested-views", deadline: 120)
    }

    @Test func deepTreeIsReleasedInProcess() {
        // In process too (the main thread's stack), at a depth the recursive release already overflowed.
        #expect(ListsAndControllersProbes.loadDeepElementTree(depth: 100_000).first is UIView)
    }

    @Test func nestedViewsLoadInFileOrder() throws {
        // The explicit stack keeps the recursive loader's order: subviews in file order, each
        // subtree complete before its parent joins its own parent.
        let data = InterfaceBuilderFixtures.xib(
            """
            <view id="root"><rect key="frame" x="0" y="0" width="100" height="100"/><subviews>
            <view id="a" tag="1"><rect key="frame" x="0" y="0" width="10" height="10"/><subviews>
            <view id="a1" tag="11"><rect key="frame" x="0" y="0" width="5" height="5"/></view>
            <view id="a2" tag="12"><rect key="frame" x="0" y="0" width="5" height="5"/></view></subviews></view>
            <view id="b" tag="2"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
            </subviews></view>
            """)
        let root = try #require(UINib(data: data, bundle: nil).instantiate(withOwner: nil).first as? UIView)
        #expect(root.subviews.map(\.tag) == [1, 2])
        #expect(root.subviews[0].subviews.map(\.tag) == [11, 12])
    }

    // MARK: Item 16: storyboard hot reload

    static func titledStoryboard(_ text: String) -> Data {
        Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
            initialViewController="main"><scenes><scene sceneID="s"><objects>
            <viewController id="main" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="mainView">
            <rect key="frame" x="0" y="0" width="200" height="150"/>
            <subviews><label text="\(text)" id="message"><rect key="frame" x="0" y="0" width="100" height="20"/></label>
            </subviews></view></viewController></objects></scene></scenes></document>
            """.utf8)
    }

    @Test func storyboardHotReloadShowsTheEdit() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hot-sb-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Main.storyboard")
        try Self.titledStoryboard("Before").write(to: file)
        let screen = try HeadlessScreen(width: 200, height: 150)
        UINib.hotReloadEnabled = true
        defer { UINib.hotReloadEnabled = false }
        let storyboard = UIStoryboard(name: "Main", bundle: Bundle(path: directory.path))
        let controller = try #require(storyboard.instantiateInitialViewController())
        screen.window.rootViewController = controller
        screen.advance(by: 1)
        #expect((controller.view.subviews.first as? UILabel)?.text == "Before")

        try Self.titledStoryboard("After the edit").write(to: file)
        screen.advance(by: InterfaceBuilderHotReload.checkInterval)
        #expect((controller.view.subviews.first as? UILabel)?.text == "After the edit")
        try Self.titledStoryboard("Second edit").write(to: file)
        screen.advance(by: InterfaceBuilderHotReload.checkInterval)
        #expect((controller.view.subviews.first as? UILabel)?.text == "Second edit")
    }

    /// Issue 38 item 11: a xib cut off in the middle of an element gives no
    /// objects (not half a hierarchy), and the log names the file and where.
    @Test func aFileCutOffInTheMiddleLoadsNothingAndSaysWhere() throws {
        let screen = try HeadlessScreen(width: 100, height: 100)
        let whole = InterfaceBuilderFixtures.xib(
            """
            <view id="outer"><rect key="frame" x="0" y="0" width="100" height="100"/><subviews>
            <label text="First" id="a"><rect key="frame" x="0" y="0" width="50" height="20"/></label>
            <label text="Second" id="b"><rect key="frame" x="0" y="30" width="50" height="20"/></label>
            </subviews></view>
            """)
        #expect(UINib(data: whole, bundle: nil).instantiate(withOwner: nil).count == 1)
        let text = String(decoding: whole, as: UTF8.self)
        let cut = try #require(text.range(of: "<label text=\"Second\""))
        let truncated = Data(text[..<text.index(cut.lowerBound, offsetBy: 12)].utf8)
        SDLViewsLog.clear()
        #expect(UINib(data: truncated, bundle: nil).instantiate(withOwner: nil).isEmpty)
        let message = try #require(SDLViewsLog.messages.last)
        #expect(message.contains("cannot be read whole") && message.contains("line") && message.contains("column"))
        _ = screen
    }
}
