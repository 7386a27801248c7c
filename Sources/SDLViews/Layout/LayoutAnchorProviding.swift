import Foundation

/// Makes the edge, centre and size anchors that UIKit declares on both
/// `UIView` and `UILayoutGuide` (UIView adds the baseline anchors). Internal:
/// apps see the anchors as properties of the two classes, as in UIKit.
@MainActor
protocol LayoutAnchorProviding: AnyObject {}

extension LayoutAnchorProviding {
    func xAxisAnchor(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutXAxisAnchor {
        NSLayoutXAxisAnchor(item: self, attribute: attribute)
    }

    func yAxisAnchor(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutYAxisAnchor {
        NSLayoutYAxisAnchor(item: self, attribute: attribute)
    }

    func dimension(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutDimension {
        NSLayoutDimension(item: self, attribute: attribute)
    }
}

extension UIView: LayoutAnchorProviding {
    public var leadingAnchor: NSLayoutXAxisAnchor { xAxisAnchor(.leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { xAxisAnchor(.trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { xAxisAnchor(.left) }
    public var rightAnchor: NSLayoutXAxisAnchor { xAxisAnchor(.right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { xAxisAnchor(.centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { yAxisAnchor(.top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { yAxisAnchor(.bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { yAxisAnchor(.centerY) }
    public var widthAnchor: NSLayoutDimension { dimension(.width) }
    public var heightAnchor: NSLayoutDimension { dimension(.height) }
}

extension UILayoutGuide: LayoutAnchorProviding {
    public var leadingAnchor: NSLayoutXAxisAnchor { xAxisAnchor(.leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { xAxisAnchor(.trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { xAxisAnchor(.left) }
    public var rightAnchor: NSLayoutXAxisAnchor { xAxisAnchor(.right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { xAxisAnchor(.centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { yAxisAnchor(.top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { yAxisAnchor(.bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { yAxisAnchor(.centerY) }
    public var widthAnchor: NSLayoutDimension { dimension(.width) }
    public var heightAnchor: NSLayoutDimension { dimension(.height) }
}
