import Foundation

/// UIKit's reorder grip at an editing row's trailing edge: three grey lines.
/// Dragging it lifts the row (`TableReorderGestureRecognizer` finds it by frame).
final class TableCellReorderControl: TableCellControlView {
    static let width: CGFloat = 42
    static let lineWidth: CGFloat = 18
    static let lineSpacing: CGFloat = 5

    init() {
        super.init(width: Self.width)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func draw(_ rect: CGRect) {
        UIColor.systemGray2.setFill()
        let x = ((bounds.width - Self.lineWidth) / 2).rounded()
        for index in -1...1 {
            let y = (bounds.midY + CGFloat(index) * Self.lineSpacing - 1).rounded()
            UIBezierPath(roundedRect: CGRect(x: x, y: y, width: Self.lineWidth, height: 2), cornerRadius: 1).fill()
        }
    }
}
