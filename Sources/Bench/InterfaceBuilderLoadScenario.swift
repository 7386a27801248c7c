import Foundation
import SDLViews

/// ib-load: a 1,000-view hierarchy (a panel of 333 rows, each a view with a
/// label and a button: frames, colours, fonts, texts, titles) loaded from a
/// .xib with `UINib(data:bundle:).instantiate(withOwner:options:)` against the
/// same hierarchy built in code, in alternating blocks; each frame makes the
/// whole hierarchy and releases it. The nib is parsed once, as UIKit's `UINib`
/// caches its file; a second row parses the XML every frame too. Target ≤ 3×.
struct InterfaceBuilderLoadScenario: Scenario {
    static let name = "ib-load"
    static let summary = "1,000 views from a .xib (UINib instantiate) vs the same hierarchy built in code; ratio"

    static let rows = 333

    func run(in context: BenchContext) throws -> [BenchResult] {
        _ = try context.window()
        let data = Self.xib()
        let nib = UINib(data: data, bundle: nil)
        var checked = false
        let fromNib = Interleaved.Subject(name: "nib") {
            let views = nib.instantiate(withOwner: nil)
            if !checked {
                checked = true
                guard let root = views.first as? UIView, Self.isComplete(root) else {
                    throw RawBaselines.Failure(description: "bench ib-load: the .xib did not load 1,000 views")
                }
            }
        }
        let parsing = Interleaved.Subject(name: "parse+nib") {
            _ = UINib(data: data, bundle: nil).instantiate(withOwner: nil)
        }
        let inCode = Interleaved.Subject(name: "code") { _ = Self.buildInCode() }
        let stats = try Interleaved.measure([inCode, fromNib, parsing], in: context)
        var row = BenchResult(
            scenario: Self.name, name: "from .xib", n: 1 + 3 * Self.rows, stats: stats[1],
            ratio: BenchResult.ratio(stats[1].median, to: stats[0].median), ratioTo: "built in code",
            note: "UINib made once, instantiate(withOwner:) per frame")
        row.setTarget("≤ 3×", limit: 3)
        return [
            BenchResult(
                scenario: Self.name, name: "built in code", n: 1 + 3 * Self.rows, stats: stats[0], ratio: 1,
                ratioTo: "built in code", note: "init(frame:) and property setters"),
            row,
            BenchResult(
                scenario: Self.name, name: "parse + load .xib", n: 1 + 3 * Self.rows, stats: stats[2],
                ratio: BenchResult.ratio(stats[2].median, to: stats[0].median), ratioTo: "built in code",
                note: "UINib(data:bundle:) each frame: the XML parse included")
        ]
    }

    /// The root, its rows and each row's label and button (a button's own title label is not counted).
    private static func isComplete(_ root: UIView) -> Bool {
        root.subviews.count == rows
            && root.subviews.allSatisfy {
                $0.subviews.count == 2 && $0.subviews[0] is UILabel && $0.subviews[1] is UIButton
            }
    }

    /// The row `index`'s frame, colours and texts, shared by both sides.
    private static func rowFrame(_ index: Int) -> CGRect {
        CGRect(x: 0, y: CGFloat(index) * 30, width: 400, height: 30)
    }

    @MainActor
    static func buildInCode() -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: CGFloat(rows) * 30))
        root.backgroundColor = UIColor(white: 0.95, alpha: 1)
        for index in 0..<rows {
            let row = UIView(frame: rowFrame(index))
            row.backgroundColor = UIColor(red: 0.2, green: 0.3, blue: 0.4, alpha: 1)
            row.tag = index
            let label = UILabel(frame: CGRect(x: 8, y: 4, width: 250, height: 22))
            label.text = "Row \(index)"
            label.font = UIFont.systemFont(ofSize: 15)
            label.textColor = .white
            row.addSubview(label)
            let button = UIButton(frame: CGRect(x: 300, y: 2, width: 92, height: 26))
            button.setTitle("Open", for: .normal)
            button.setTitleColor(.systemYellow, for: .normal)
            row.addSubview(button)
            root.addSubview(row)
        }
        return root
    }

    static func xib() -> Data {
        var rows = ""
        for index in 0..<Self.rows {
            let frame = rowFrame(index)
            rows += """
                <view tag="\(index)" id="row\(index)">
                    <rect key="frame" x="0.0" y="\(frame.minY)" width="400" height="30"/>
                    <color key="backgroundColor" red="0.2" green="0.3" blue="0.4" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    <subviews>
                        <label text="Row \(index)" id="label\(index)">
                            <rect key="frame" x="8" y="4" width="250" height="22"/>
                            <fontDescription key="fontDescription" type="system" pointSize="15"/>
                            <color key="textColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        </label>
                        <button opaque="NO" id="button\(index)">
                            <rect key="frame" x="300" y="2" width="92" height="26"/>
                            <state key="normal" title="Open"><color key="titleColor" systemColor="systemYellowColor"/></state>
                        </button>
                    </subviews>
                </view>

                """
        }
        return Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701">
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="400" height="\(CGFloat(Self.rows) * 30)"/>
                        <color key="backgroundColor" white="0.95" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <subviews>
            \(rows)
                        </subviews>
                    </view>
                </objects>
            </document>
            """.utf8)
    }
}
