import Foundation
import SDLViews

/// The "menu grid": 30 columns of 42×20-point cells starting at (4, 4),
/// each holding a 40×18 view, row after row (column c at x = 4 + 42c, row r at
/// y = 4 + 20r). With a 1280×720 window rows 0–35 are visible: N = 1,000 fits
/// on screen, N = 10,000 runs far below it (the rest is culled).
@MainActor
final class MenuGrid {
    enum Kind: String, CaseIterable {
        /// UILabels only.
        case labels
        /// Alternating buttons and UILabels. There is no UIButton yet: a "button" is
        /// a UIView with a background colour and a centred UILabel title as subview.
        case mixed
        /// Plain UIViews without content (hit testing, memory).
        case plain
    }

    static let columns = 30
    static let cellSize = CGSize(width: 42, height: 20)
    static let viewSize = CGSize(width: 40, height: 18)
    static let fontSize: CGFloat = 13
    /// The buttons' opaque background, in bytes so the raw baseline fills exactly it.
    static let buttonRGB: (r: UInt8, g: UInt8, b: UInt8) = (41, 97, 217)
    static let buttonColor = UIColor(
        red: CGFloat(buttonRGB.r) / 255, green: CGFloat(buttonRGB.g) / 255,
        blue: CGFloat(buttonRGB.b) / 255, alpha: 1)

    static func frame(of index: Int) -> CGRect {
        let column = index % columns, row = index / columns
        return CGRect(
            x: 4 + cellSize.width * CGFloat(column), y: 4 + cellSize.height * CGFloat(row),
            width: viewSize.width, height: viewSize.height)
    }

    static func text(of index: Int) -> String { String(format: "L%04d", index) }

    let kind: Kind
    let count: Int
    /// Holds the grid; it covers the window (1280×720) unless moved.
    let container: UIView
    /// The grid's cells in order (labels, buttons or plain views).
    private(set) var cells: [UIView] = []
    /// Every label, button titles included.
    private(set) var labels: [UILabel] = []
    /// Labels that are cells themselves (not button titles).
    private(set) var cellLabels: [UILabel] = []

    init(kind: Kind, count: Int, containerSize: CGSize = CGSize(width: 1280, height: 720)) {
        self.kind = kind
        self.count = count
        container = UIView(frame: CGRect(origin: .zero, size: containerSize))
        let font = UIFont.systemFont(ofSize: MenuGrid.fontSize)
        cells.reserveCapacity(count)
        for index in 0..<count {
            let frame = MenuGrid.frame(of: index)
            let cell: UIView
            switch kind {
            case .plain:
                cell = UIView(frame: frame)
            case .labels:
                let label = MenuGrid.makeLabel(frame: frame, text: MenuGrid.text(of: index), font: font, centred: false)
                labels.append(label); cellLabels.append(label)
                cell = label
            case .mixed where index % 2 == 0:
                let button = UIView(frame: frame)
                button.backgroundColor = MenuGrid.buttonColor
                let title = MenuGrid.makeLabel(
                    frame: CGRect(origin: .zero, size: MenuGrid.viewSize),
                    text: MenuGrid.text(of: index), font: font, centred: true)
                button.addSubview(title)
                labels.append(title)
                cell = button
            case .mixed:
                let label = MenuGrid.makeLabel(frame: frame, text: MenuGrid.text(of: index), font: font, centred: false)
                labels.append(label); cellLabels.append(label)
                cell = label
            }
            container.addSubview(cell)
            cells.append(cell)
        }
    }

    private static func makeLabel(frame: CGRect, text: String, font: UIFont, centred: Bool) -> UILabel {
        let label = UILabel(frame: frame)
        label.font = font
        label.textColor = .white
        label.textAlignment = centred ? .center : .natural
        label.text = text
        return label
    }

    /// Autoresizing masks for the layout scenario, cycling through six mixes.
    /// Labels get margin-only masks (their size, hence their text, stays); the
    /// other views also stretch.
    func applyMixedMasks() {
        let viewMasks: [UIView.AutoresizingMask] = [
            [.flexibleLeftMargin, .flexibleRightMargin],
            [.flexibleWidth],
            [.flexibleTopMargin, .flexibleBottomMargin],
            [.flexibleHeight, .flexibleLeftMargin],
            [.flexibleLeftMargin, .flexibleTopMargin],
            [.flexibleWidth, .flexibleHeight, .flexibleRightMargin, .flexibleBottomMargin]
        ]
        let labelMasks: [UIView.AutoresizingMask] = [
            [.flexibleLeftMargin, .flexibleRightMargin],
            [.flexibleTopMargin],
            [.flexibleLeftMargin, .flexibleBottomMargin],
            [.flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin],
            [.flexibleLeftMargin],
            [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
        ]
        for (index, cell) in cells.enumerated() {
            cell.autoresizingMask =
                cell is UILabel ? labelMasks[index % labelMasks.count] : viewMasks[index % viewMasks.count]
        }
    }

    func install(in window: UIWindow) { window.addSubview(container) }

    func remove() { container.removeFromSuperview() }
}
