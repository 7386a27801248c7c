import Foundation
import SDLViews

/// Interface Builder documents as Xcode writes them, for the loader tests.
enum InterfaceBuilderFixtures {
    static func xib(_ objects: String, resources: String = "") -> Data {
        Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" \
            targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" \
            useSafeAreas="YES" colorMatched="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            \(objects)
                </objects>
                <resources>\(resources)</resources>
            </document>
            """.utf8)
    }

    /// A settings panel: every supported element kind, constraints to the safe area, outlets and actions.
    static let settingsPanel = xib(
        """
        <view contentMode="scaleToFill" id="root" customClass="PanelView" customModule="SDLViewsTests">
            <rect key="frame" x="0.0" y="0.0" width="320" height="240"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Volume" textAlignment="center" \
        lineBreakMode="tailTruncation" numberOfLines="2" translatesAutoresizingMaskIntoConstraints="NO" id="title" tag="7">
                    <rect key="frame" x="20" y="20" width="280" height="21"/>
                    <fontDescription key="fontDescription" type="boldSystem" pointSize="20"/>
                    <color key="textColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    <accessibility key="accessibilityConfiguration" identifier="panel.title"/>
                </label>
                <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="save">
                    <rect key="frame" x="20" y="60" width="100" height="30"/>
                    <state key="normal" title="Save">
                        <color key="titleColor" systemColor="systemRedColor"/>
                    </state>
                    <state key="highlighted" title="Saving"/>
                    <connections>
                        <action selector="save:" destination="-1" eventType="touchUpInside" id="a1"/>
                    </connections>
                </button>
                <slider opaque="NO" value="0.25" minValue="0.0" maxValue="2" translatesAutoresizingMaskIntoConstraints="NO" id="volume">
                    <rect key="frame" x="20" y="100" width="200" height="30"/>
                    <connections>
                        <action selector="volumeChanged:" destination="-1" eventType="valueChanged" id="a2"/>
                    </connections>
                </slider>
                <switch opaque="NO" on="YES" id="mute"><rect key="frame" x="240" y="100" width="51" height="31"/></switch>
                <segmentedControl opaque="NO" selectedSegmentIndex="1" id="quality">
                    <rect key="frame" x="20" y="140" width="200" height="32"/>
                    <segments><segment title="Low"/><segment title="High"/><segment title="Ultra"/></segments>
                </segmentedControl>
                <stackView opaque="NO" axis="vertical" distribution="fillEqually" alignment="center" spacing="8" id="stack">
                    <rect key="frame" x="0" y="180" width="100" height="60"/>
                    <subviews>
                        <progressView progress="0.5" id="progress"><rect key="frame" x="0" y="0" width="100" height="4"/></progressView>
                        <pageControl numberOfPages="4" currentPage="2" id="pages"><rect key="frame" x="0" y="20" width="100" height="26"/></pageControl>
                    </subviews>
                </stackView>
                <stepper opaque="NO" value="3" minimumValue="1" maximumValue="10" stepValue="2" id="stepper">
                    <rect key="frame" x="200" y="180" width="94" height="32"/>
                </stepper>
                <textField opaque="NO" text="Ada" placeholder="Name" borderStyle="roundedRect" id="name">
                    <rect key="frame" x="120" y="60" width="180" height="34"/>
                    <fontDescription key="fontDescription" type="system" weight="medium" pointSize="14"/>
                </textField>
                <activityIndicatorView hidesWhenStopped="NO" style="large" id="spinner">
                    <rect key="frame" x="280" y="20" width="20" height="20"/>
                </activityIndicatorView>
                <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" alpha="0.5" hidden="YES" id="icon">
                    <rect key="frame" x="0" y="0" width="10" height="10"/>
                    <color key="backgroundColor" name="Brand"/>
                </imageView>
                <textView clipsSubviews="YES" text="Notes" editable="NO" id="notes"><rect key="frame" x="0" y="0" width="50" height="50"/></textView>
                <tableView clipsSubviews="YES" id="table"><rect key="frame" x="0" y="0" width="50" height="50"/></tableView>
            </subviews>
            <viewLayoutGuide key="safeArea" id="safe"/>
            <color key="backgroundColor" white="0.5" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"><real key="value" value="12"/></userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="string" keyPath="caption" value="Audio"/>
                <userDefinedRuntimeAttribute type="boolean" keyPath="highlightsOnFocus" value="YES"/>
            </userDefinedRuntimeAttributes>
            <connections>
                <outlet property="titleLabel" destination="title" id="o1"/>
            </connections>
        </view>
        """,
        resources: """
            <namedColor name="Brand"><color red="0.0" green="0.5" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>
            """)

    /// A panel whose label is pinned by constraints: leading/trailing to the safe
    /// area with 20 points, top at 10, height half the panel's at priority 999, a
    /// placeholder constraint that must be dropped, a greater-or-equal width.
    static let pinnedLabel = xib(
        """
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
            <subviews>
                <label text="Pinned" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                    <rect key="frame" x="0" y="0" width="10" height="10"/>
                </label>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="square">
                    <rect key="frame" x="0" y="0" width="10" height="10"/>
                </view>
            </subviews>
            <viewLayoutGuide key="safeArea" id="safe"/>
            <constraints>
                <constraint firstItem="label" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstItem="safe" firstAttribute="trailing" secondItem="label" secondAttribute="trailing" constant="20" id="c2"/>
                <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c3"/>
                <constraint firstItem="label" firstAttribute="height" secondItem="root" secondAttribute="height" multiplier="1:2" priority="999" identifier="half" id="c4"/>
                <constraint firstItem="label" firstAttribute="width" constant="5000" placeholder="YES" id="c5"/>
                <constraint firstItem="square" firstAttribute="width" relation="greaterThanOrEqual" constant="30" id="c6"/>
                <constraint firstItem="square" firstAttribute="width" constant="10" priority="250" id="c7"/>
                <constraint firstItem="square" firstAttribute="height" secondItem="square" secondAttribute="width" multiplier="0.5" id="c8"/>
                <constraint firstItem="square" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="c9"/>
                <constraint firstItem="square" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c10"/>
            </constraints>
        </view>
        """)
}

/// The custom class of `settingsPanel`'s root: reads a user-defined attribute
/// in `init?(coder:)`, takes another through `setValue(_:forUndefinedKey:)`,
/// has an `@Outlet`, and records `awakeFromNib()`.
final class PanelView: UIView {
    @Outlet var titleLabel: UILabel!
    var caption: String?
    var highlightsOnFocus = false
    var awakeSawOutlet = false
    static var awakeOrder: [String] = []

    required init?(coder: NSCoder) {
        caption = coder.decodeObject(forKey: "caption") as? String
        super.init(coder: coder)
    }

    override func setValue(_ value: Any?, forUndefinedKey key: String) {
        switch key {
        case "highlightsOnFocus": highlightsOnFocus = value as? Bool ?? false
        case "caption": break
        default: super.setValue(value, forUndefinedKey: key)
        }
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        awakeSawOutlet = titleLabel != nil
        PanelView.awakeOrder.append("panel")
    }
}

/// File's Owner of the settings panel: outlets by `@Outlet`, actions by name.
@MainActor
final class PanelOwner: InterfaceBuilderConnectable {
    @Outlet var save: UIButton?
    var received: [String] = []

    func connect(outlet property: String, to object: AnyObject) -> Bool { false }

    func action(named selector: String) -> ((Any?) -> Void)? {
        switch selector {
        case "save:": return { [unowned self] sender in received.append("save from \(type(of: sender!))") }
        case "volumeChanged:":
            return { [unowned self] sender in
                received.append("volume \((sender as? UISlider)?.value ?? -1)")
            }
        default: return nil
        }
    }
}
