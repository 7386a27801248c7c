import Foundation

/// The standard accessory a cell shows for its `accessoryType`: UIKit's
/// grey chevron, the checkmark in the tint colour, or the info button
/// (a ringed "i" in the tint colour), drawn with `draw(_:)`.
final class TableCellAccessoryView: UIView {
    let type: UITableViewCell.AccessoryType

    init(type: UITableViewCell.AccessoryType) {
        self.type = type
        super.init(frame: CGRect(origin: .zero, size: Self.size(for: type)))
        backgroundColor = .clear
        isOpaque = false
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        self.type = .none
        super.init(coder: coder)
    }

    static func size(for type: UITableViewCell.AccessoryType) -> CGSize {
        switch type {
        case .none: .zero
        case .disclosureIndicator: CGSize(width: 9, height: 14)
        case .checkmark: CGSize(width: 15, height: 14)
        case .detailButton: CGSize(width: 22, height: 22)
        case .detailDisclosureButton: CGSize(width: 22 + 14 + 9, height: 22)
        }
    }

    static let chevronColor = UIColor.rgb255(196, 196, 199)

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        switch type {
        case .none: break
        case .disclosureIndicator: drawChevron(in: bounds)
        case .checkmark: drawCheckmark()
        case .detailButton: drawInfo(in: bounds)
        case .detailDisclosureButton:
            drawInfo(in: CGRect(x: 0, y: 0, width: 22, height: 22))
            drawChevron(in: CGRect(x: bounds.width - 9, y: (bounds.height - 14) / 2, width: 9, height: 14))
        }
    }

    /// Points to the trailing edge, as UIKit's `chevron.forward`: left when right to left.
    private func drawChevron(in box: CGRect) {
        let path = UIBezierPath()
        path.lineWidth = 2.5
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        let (back, tip) = isRightToLeft ? (box.maxX - 1.5, box.minX + 1.5) : (box.minX + 1.5, box.maxX - 1.5)
        path.move(to: CGPoint(x: back, y: box.minY + 1.5))
        path.addLine(to: CGPoint(x: tip, y: box.midY))
        path.addLine(to: CGPoint(x: back, y: box.maxY - 1.5))
        Self.chevronColor.setStroke()
        path.stroke()
    }

    private func drawCheckmark() {
        let path = UIBezierPath()
        path.lineWidth = 2.5
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        path.move(to: CGPoint(x: 1.5, y: 7.5))
        path.addLine(to: CGPoint(x: 5.5, y: 12))
        path.addLine(to: CGPoint(x: 13.5, y: 1.5))
        tintColor.setStroke()
        path.stroke()
    }

    private func drawInfo(in box: CGRect) {
        let ring = UIBezierPath(ovalIn: box.insetBy(dx: 1, dy: 1))
        ring.lineWidth = 1.5
        tintColor.setStroke()
        ring.stroke()
        tintColor.setFill()
        UIBezierPath(ovalIn: CGRect(x: box.midX - 1.25, y: box.minY + 5, width: 2.5, height: 2.5)).fill()
        UIBezierPath(rect: CGRect(x: box.midX - 1, y: box.minY + 9, width: 2, height: 8)).fill()
    }
}
