import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews

/// Malformed documents: valid files mutated 10,000 times (byte flips,
/// truncation, attribute value swaps) load without a crash or hang; whatever
/// loads is a usable view tree.
@MainActor
@Suite struct InterfaceBuilderFuzzTests {
    /// Small documents keep 10,000 loads fast; together they hold every value form the loader reads.
    private static let seeds = [
        InterfaceBuilderFixtures.pinnedLabel,
        InterfaceBuilderFixtures.xib(
            """
            <view id="r" customClass="PanelView" customModule="SDLViewsTests"><rect key="frame" x="0" y="0" width="50" height="40"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES"/>
            <subviews><button id="b"><rect key="frame" x="1" y="2" width="3" height="4"/><state key="normal" title="T">\
            <color key="titleColor" systemColor="systemRedColor"/></state>
            <connections><action selector="save:" destination="-1" eventType="touchUpInside" id="a"/></connections></button>
            <label text="L" textAlignment="center" id="l"><rect key="frame" x="0" y="0" width="5" height="5"/>\
            <fontDescription key="fontDescription" type="system" weight="bold" pointSize="12"/></label></subviews>
            <color key="backgroundColor" red="1" green="0.5" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            <userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">\
            <real key="value" value="3"/></userDefinedRuntimeAttribute></userDefinedRuntimeAttributes>
            <connections><outlet property="titleLabel" destination="l" id="o"/></connections></view>
            """),
        InterfaceBuilderFixtures.xib(
            """
            <tableView style="grouped" rowHeight="50" separatorStyle="none" allowsSelection="NO" id="t">            <rect key="frame" x="0" y="0" width="100" height="100"/><inset key="separatorInset" minX="5" maxX="2"/>
            <prototypes><tableViewCell reuseIdentifier="Score" style="IBUITableViewCellStyleValue1" textLabel="tl"             accessoryType="checkmark" id="c" customClass="ScoreCell" customModule="SDLViewsTests">            <rect key="frame" x="0" y="0" width="100" height="50"/>
            <tableViewCellContentView key="contentView" id="cv"><rect key="frame" x="0" y="0" width="100" height="50"/>            <subviews><label text="A" id="tl"><rect key="frame" x="0" y="0" width="9" height="9"/></label>            <label text="B" id="n"><rect key="frame" x="0" y="0" width="9" height="9"/></label></subviews>
            <constraints><constraint firstItem="n" firstAttribute="leading" secondItem="cv" secondAttribute="leading"             constant="4" id="k"/></constraints></tableViewCellContentView>
            <connections><outlet property="nameLabel" destination="n" id="o"/></connections></tableViewCell></prototypes>
            <connections><outlet property="dataSource" destination="-1" id="d"/></connections></tableView>
            <collectionView id="g"><rect key="frame" x="0" y="0" width="100" height="100"/>
            <collectionViewFlowLayout key="collectionViewLayout" scrollDirection="horizontal" minimumLineSpacing="3" id="f">            <size key="itemSize" width="20" height="30"/><inset key="sectionInset" minX="1" minY="2" maxX="3" maxY="4"/>            </collectionViewFlowLayout>
            <cells><collectionViewCell reuseIdentifier="Tile" id="x" customClass="TileCell" customModule="SDLViewsTests">            <rect key="frame" x="0" y="0" width="20" height="30"/><view key="contentView" id="xc">            <rect key="frame" x="0" y="0" width="20" height="30"/><subviews><label text="T" id="xl">            <rect key="frame" x="0" y="0" width="9" height="9"/></label></subviews></view>
            <connections><outlet property="titleLabel" destination="xl" id="xo"/></connections></collectionViewCell></cells>
            </collectionView>
            """)
    ]
    private static let hostileValues = ["nan", "-inf", "1e309", "", "YES", "banana", "-1", "99999999999999999999", "-2"]

    private func mutate(_ data: Data, with generator: inout SeededGenerator) -> Data {
        var bytes = [UInt8](data)
        switch Int.random(in: 0..<4, using: &generator) {
        case 0:
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            }
        case 1: bytes.removeLast(Int.random(in: 0..<bytes.count, using: &generator))
        case 2: return swapAttributeValues(bytes, with: &generator)
        default:
            let hostile = Self.hostileValues.randomElement(using: &generator) ?? ""
            return replaceAttributeValue(bytes, with: hostile, using: &generator)
        }
        return Data(bytes)
    }

    /// The `="…"` values of the document.
    private func valueRanges(_ bytes: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var index = 0
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "="), bytes[index + 1] == UInt8(ascii: "\"") {
                let start = index + 2
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: "\"") { end += 1 }
                ranges.append(start..<end)
                index = end
            }
            index += 1
        }
        return ranges
    }

    private func swapAttributeValues(_ bytes: [UInt8], with generator: inout SeededGenerator) -> Data {
        let ranges = valueRanges(bytes)
        guard ranges.count > 1 else { return Data(bytes) }
        let first = ranges[Int.random(in: 0..<ranges.count, using: &generator)]
        let second = ranges[Int.random(in: 0..<ranges.count, using: &generator)]
        let (low, high) = first.lowerBound < second.lowerBound ? (first, second) : (second, first)
        guard low.upperBound <= high.lowerBound else { return Data(bytes) }
        let swapped =
            bytes[..<low.lowerBound] + bytes[high] + bytes[low.upperBound..<high.lowerBound] + bytes[low]
            + bytes[high.upperBound...]
        return Data(swapped)
    }

    private func replaceAttributeValue(_ bytes: [UInt8], with value: String, using generator: inout SeededGenerator)
        -> Data
    {
        let ranges = valueRanges(bytes)
        guard let range = ranges.randomElement(using: &generator) else { return Data(bytes) }
        return Data(bytes[..<range.lowerBound] + Array(value.utf8) + bytes[range.upperBound...])
    }

    /// Mutated prototypes are built (or refused) at dequeue time, so they are dequeued too.
    private func dequeuePrototypes(of view: UIView) {
        let path = IndexPath(row: 0, section: 0)
        if let table = view as? UITableView {
            table.dequeueReusableCell(withIdentifier: "Score", for: path).layoutIfNeeded()
        }
        if let grid = view as? UICollectionView {
            grid.dequeueReusableCell(withReuseIdentifier: "Tile", for: path).layoutIfNeeded()
        }
    }

    @Test func tenThousandMutatedFilesLoadWithoutCrashing() throws {
        let screen = try HeadlessScreen(width: 320, height: 240)
        SDLViewsLog.printsToStandardError = false
        defer { SDLViewsLog.printsToStandardError = true }
        var generator = SeededGenerator(seed: 0x1B_0F11E5)
        var loadedViews = 0
        for iteration in 0..<10_000 {
            let seed = Self.seeds[iteration % Self.seeds.count]
            let data = mutate(seed, with: &generator)
            let objects = UINib(data: data, bundle: nil).instantiate(withOwner: PanelOwner())
            for case let view as UIView in objects {
                view.layoutIfNeeded()
                loadedViews += 1
                dequeuePrototypes(of: view)
            }
        }
        _ = screen
        #expect(loadedViews > 1_000)
    }
}
