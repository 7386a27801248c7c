import Foundation

/// Which view class each Interface Builder element makes.
@MainActor
enum InterfaceBuilderElementKind {
    static let viewClasses: [String: UIView.Type] = [
        "view": UIView.self, "label": UILabel.self, "button": UIButton.self, "imageView": UIImageView.self,
        "stackView": UIStackView.self, "scrollView": UIScrollView.self, "slider": UISlider.self,
        "switch": UISwitch.self, "segmentedControl": UISegmentedControl.self, "textField": UITextField.self,
        "textView": UITextView.self, "activityIndicatorView": UIActivityIndicatorView.self,
        "progressView": UIProgressView.self, "pageControl": UIPageControl.self, "stepper": UIStepper.self,
        "control": UIControl.self, "tableView": UITableView.self, "collectionView": UICollectionView.self,
        "tableViewCell": UITableViewCell.self, "collectionViewCell": UICollectionViewCell.self,
        "collectionReusableView": UICollectionReusableView.self,
        "tableViewHeaderFooterView": UITableViewHeaderFooterView.self
    ]

    static let viewControllerClasses: [String: UIViewController.Type] = [
        "viewController": UIViewController.self, "navigationController": UINavigationController.self,
        "tableViewController": UITableViewController.self,
        "collectionViewController": UICollectionViewController.self
    ]

    /// The element name a view is written as (`encode(with:)` output): its
    /// nearest UIKit class that has an element, most specific first.
    static func elementName(for view: UIView) -> String {
        let tests: [(String, (UIView) -> Bool)] = [
            ("label", { $0 is UILabel }), ("button", { $0 is UIButton }), ("imageView", { $0 is UIImageView }),
            ("stackView", { $0 is UIStackView }), ("slider", { $0 is UISlider }), ("switch", { $0 is UISwitch }),
            ("segmentedControl", { $0 is UISegmentedControl }), ("textField", { $0 is UITextField }),
            ("stepper", { $0 is UIStepper }), ("pageControl", { $0 is UIPageControl }),
            ("control", { $0 is UIControl }), ("textView", { $0 is UITextView }),
            ("tableView", { $0 is UITableView }), ("collectionView", { $0 is UICollectionView }),
            ("tableViewCell", { $0 is UITableViewCell }), ("collectionViewCell", { $0 is UICollectionViewCell }),
            ("scrollView", { $0 is UIScrollView }), ("progressView", { $0 is UIProgressView }),
            ("activityIndicatorView", { $0 is UIActivityIndicatorView })
        ]
        return tests.first { $0.1(view) }?.0 ?? "view"
    }

    /// Children of a view element that the loader reads itself (not unsupported).
    static let knownChildren: Set<String> = [
        "rect", "autoresizingMask", "color", "subviews", "constraints", "connections", "viewLayoutGuide",
        "userDefinedRuntimeAttributes", "accessibility", "fontDescription", "state", "segments", "string",
        "point", "size", "buttonConfiguration", "freeformSimulatedSizeMetrics", "simulatedMetricsContainer",
        "nil", "edgeInsets", "inset", "directionalEdgeInsets", "textInputTraits", "variation", "mask",
        "attributedString", "imageReference", "preferredSymbolConfiguration", "backgroundConfiguration"
    ]
}
