import Foundation

/// The control at an editing row's leading edge: UIKit's red circle with a
/// white minus (`.delete`, turned upright while the "Delete" button shows)
/// or green circle with a white plus (`.insert`), drawn with `draw(_:)`.
/// The table handles its taps (it receives the cell's touches).
final class TableCellEditingControl: TableCellControlView {
    var style: UITableViewCell.EditingStyle = .delete {
        didSet { if style != oldValue { setNeedsDisplay() } }
    }

    static let width: CGFloat = 47
    static let diameter: CGFloat = 22

    init() {
        super.init(width: Self.width)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The circle's frame in the control.
    var circleFrame: CGRect {
        CGRect(
            x: ((bounds.width - Self.diameter) / 2).rounded(), y: ((bounds.height - Self.diameter) / 2).rounded(),
            width: Self.diameter, height: Self.diameter)
    }

    override func draw(_ rect: CGRect) {
        guard style != .none else { return }
        let circle = circleFrame
        (style == .delete ? UIColor.systemRed : UIColor.systemGreen).setFill()
        UIBezierPath(ovalIn: circle).fill()
        UIColor.white.setFill()
        let bar = CGRect(x: circle.minX + 5, y: circle.midY - 1, width: circle.width - 10, height: 2)
        UIBezierPath(roundedRect: bar, cornerRadius: 1).fill()
        guard style == .insert else { return }
        let upright = CGRect(x: circle.midX - 1, y: circle.minY + 5, width: 2, height: circle.height - 10)
        UIBezierPath(roundedRect: upright, cornerRadius: 1).fill()
    }
}
