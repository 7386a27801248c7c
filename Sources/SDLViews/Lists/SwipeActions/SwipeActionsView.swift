import Foundation

/// The buttons of an open swipe, in the space the row's content left: the
/// first action nearest the row's edge. Narrower or wider than the buttons'
/// natural widths, every button shares the space in proportion (UIKit's
/// stretch); once a full swipe is armed the first button takes it all.
final class SwipeActionsView: UIView {
    enum Side { case leading, trailing }

    let side: Side
    /// The physical edge the buttons sit at: trailing is the right edge, or
    /// the left one in a right-to-left list (leading the other way round).
    let isOnRight: Bool
    let buttons: [SwipeActionButton]
    /// Whether a release performs the first action (the first button fills the space).
    var isExpanded = false {
        didSet { if isExpanded != oldValue { setNeedsLayout() } }
    }

    init(actions: [UIContextualAction], side: Side, height: CGFloat, rightToLeft: Bool = false) {
        self.side = side
        isOnRight = (side == .trailing) != rightToLeft
        buttons = actions.map { SwipeActionButton(action: $0, height: height) }
        super.init(frame: .zero)
        clipsToBounds = true
        isUserInteractionEnabled = false
        backgroundColor = actions.first?.backgroundColor
        for button in buttons { addSubview(button) }
    }

    required init?(coder: NSCoder) {
        side = .trailing
        isOnRight = true
        buttons = []
        super.init(coder: coder)
    }

    /// The buttons' natural widths together: how far the row opens.
    var openWidth: CGFloat { buttons.reduce(0) { $0 + $1.naturalWidth } }

    override func layoutSubviews() {
        super.layoutSubviews()
        let total = max(openWidth, 1)
        var edge: CGFloat = isOnRight ? bounds.width : 0
        for (index, button) in buttons.enumerated() {
            let width: CGFloat
            if isExpanded {
                width = index == 0 ? bounds.width : 0
            } else {
                width = button.naturalWidth * bounds.width / total
            }
            let x = isOnRight ? edge - width : edge
            button.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
            edge = isOnRight ? x : x + width
        }
    }

    /// The button under `point` (in this view's coordinates).
    func button(at point: CGPoint) -> SwipeActionButton? {
        buttons.first { $0.frame.width > 0 && $0.frame.contains(point) }
    }
}
