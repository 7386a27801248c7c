import Foundation

/// One view of the inspected tree in the inspector's list: its class and
/// frame, indented by depth; a click selects it.
@MainActor
final class InspectorTreeRow: UIView {
    static let height: CGFloat = 18
    let label = UILabel()
    weak var inspected: UIView?
    var onSelect: ((UIView) -> Void)?

    var isSelected = false {
        didSet { backgroundColor = isSelected ? UIColor.systemBlue.withAlphaComponent(0.7) : .clear }
    }

    init(view: UIView, depth: Int, width: CGFloat) {
        super.init(frame: CGRect(x: 0, y: 0, width: width, height: Self.height))
        inspected = view
        label.frame = CGRect(x: 4 + CGFloat(depth) * 10, y: 0, width: max(0, width - 8), height: Self.height)
        label.font = UIFont.systemFont(ofSize: 11)
        label.textColor = .white
        label.text = Self.describe(view)
        addSubview(label)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    /// "ClassName (x, y, w, h)": the frame in the superview's points, rounded.
    static func describe(_ view: UIView) -> String {
        let f = view.frame
        let numbers = [f.minX, f.minY, f.width, f.height].map { String(Int($0.rounded())) }
        return "\(type(of: view)) (\(numbers.joined(separator: ", ")))"
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let inspected else { return }
        onSelect?(inspected)
    }
}
