import Foundation
import SDLViewsTesting

@testable import SDLViews

/// A screen whose root view controller holds views placed by the test.
@MainActor
struct FocusScene {
    let screen: HeadlessScreen
    let root: UIViewController

    init(width: Int = 400, height: Int = 300) throws {
        screen = try HeadlessScreen(width: width, height: height)
        root = UIViewController()
        root.view.backgroundColor = .white
        screen.window.rootViewController = root
        screen.runFrame()
    }

    var focused: UIView? { screen.window.focusSystem.focusedItem as? UIView }

    /// A button at `frame` in `parent` (the root view by default).
    @discardableResult
    func button(_ title: String, _ frame: CGRect, in parent: UIView? = nil) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.frame = frame
        (parent ?? root.view).addSubview(button)
        return button
    }

    /// Buttons in `rows` × `columns` cells of 80 × 40 with 20 pt gaps, row by row.
    func grid(rows: Int, columns: Int, origin: CGPoint = CGPoint(x: 20, y: 20)) -> [[UIButton]] {
        (0..<rows).map { row in
            (0..<columns).map { column in
                button(
                    "\(row),\(column)",
                    CGRect(x: origin.x + CGFloat(column) * 100, y: origin.y + CGFloat(row) * 60, width: 80, height: 40))
            }
        }
    }
}
