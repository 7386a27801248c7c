import Foundation
@testable import SDLViews
import SDLViewsTesting

/// The scene the animation tests share: a 300×200 headless screen with one
/// red 10×10 view centred at (0, 0), composited once at t = 0.1.
@MainActor
enum AnimationScene {
    static func make() throws -> (HeadlessScreen, UIView) {
        let screen = try HeadlessScreen(width: 300, height: 200)
        let view = UIView(frame: CGRect(x: -5, y: -5, width: 10, height: 10))
        view.backgroundColor = .red
        screen.window.addSubview(view)
        screen.advance(by: 0.1)
        return (screen, view)
    }

    /// A screen with a standalone 10×10 layer at the origin, composited once at t = 0.1.
    static func standaloneLayer(width: Int, height: Int) throws -> (HeadlessScreen, CALayer) {
        let screen = try HeadlessScreen(width: width, height: height)
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        screen.window.layer.addSublayer(layer)
        screen.advance(by: 0.1)
        return (screen, layer)
    }

    /// The x of the view's position on screen (presentation).
    static func x(_ view: UIView) -> CGFloat { view.layer.presentation()?.position.x ?? .nan }

    /// A named curve's value at `t`.
    static func ease(_ name: CAMediaTimingFunctionName, _ t: Double) -> CGFloat {
        CGFloat(CAMediaTimingFunction(name: name).solve(t))
    }
}
