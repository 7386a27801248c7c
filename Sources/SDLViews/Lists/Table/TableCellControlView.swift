import Foundation

/// What an editing cell's drawn controls share: transparent, redrawn when
/// resized, and touch-transparent (the table handles their touches by frame).
class TableCellControlView: UIView {
    init(width: CGFloat) {
        super.init(frame: CGRect(x: 0, y: 0, width: width, height: 44))
        backgroundColor = .clear
        isOpaque = false
        isUserInteractionEnabled = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
