import Foundation

/// UIKit's `UIActivityIndicatorView`: the spinning wheel of eight spokes,
/// 20 × 20 points (`.medium`) or 37 × 37 (`.large`).
///
/// `startAnimating()` turns the wheel one spoke at a time, a full turn a
/// second, on the application clock (a layer animation, so it costs nothing
/// while stopped); `stopAnimating()` stops it and, with `hidesWhenStopped`
/// (the default), hides the view. The spokes fade from `color` (the system
/// grey when nil) at the leading spoke to a quarter of it.
/// Differences from UIKit: see <doc:DifferencesFromUIKit>.
@MainActor
open class UIActivityIndicatorView: UIView {
    /// UIKit's `UIActivityIndicatorView.Style`, including the deprecated `white`/`gray` names.
    public enum Style: Int, Sendable {
        case medium = 100
        case large = 101
        @available(*, deprecated, renamed: "large") case whiteLarge = 0
        @available(*, deprecated, renamed: "medium") case white = 1
        @available(*, deprecated, renamed: "medium") case gray = 2
    }

    static let spokeCount = 8
    static let turnDuration: CFTimeInterval = 1
    static let animationKey = "SDLViews.activityIndicator.spin"

    private let wheel = CALayer()
    private var spokes: [CALayer] = []
    private var animating = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpWheel()
    }

    /// UIKit's designated coder initializer (nothing is decoded: see `UIView`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpWheel()
    }

    /// UIKit's `init(style:)`: sized to the style.
    public convenience init(style: Style) {
        self.init(frame: .zero)
        self.style = style
        frame.size = intrinsicContentSize
    }

    private func setUpWheel() {
        isUserInteractionEnabled = false
        for index in 0..<Self.spokeCount {
            let spoke = CALayer()
            spoke.opacity = Float(1 - 0.75 * Double(index) / Double(Self.spokeCount - 1))
            wheel.addSublayer(spoke)
            spokes.append(spoke)
        }
        layer.addSublayer(wheel)
        isHidden = hidesWhenStopped
        applyColor()
    }

    open var style: Style = .medium {
        didSet { invalidateIntrinsicContentSize(); setNeedsLayout() }
    }

    /// The spokes' colour; nil draws the system grey.
    open var color: UIColor! {
        get { storedColor ?? .systemGray }
        set { storedColor = newValue; applyColor() }
    }
    private var storedColor: UIColor?

    /// Whether the view hides while stopped (default true).
    open var hidesWhenStopped = true { didSet { if !animating { isHidden = hidesWhenStopped } } }

    open var isAnimating: Bool { animating }

    open func startAnimating() {
        guard !animating else { return }
        animating = true
        isHidden = false
        let spin = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        spin.values = (0..<Self.spokeCount).map { CGFloat($0) * 2 * .pi / CGFloat(Self.spokeCount) }
        spin.calculationMode = .discrete
        spin.duration = Self.turnDuration
        spin.repeatCount = .infinity
        wheel.add(spin, forKey: Self.animationKey)
    }

    open func stopAnimating() {
        guard animating else { return }
        animating = false
        wheel.removeAnimation(forKey: Self.animationKey)
        if hidesWhenStopped { isHidden = true }
    }

    private func applyColor() {
        withoutLayerActions { for spoke in spokes { spoke.backgroundColor = color.cgColor } }
    }

    /// The wheel's own layers change at once, not through their implicit actions.
    private func withoutLayerActions(_ changes: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        changes()
        CATransaction.commit()
    }

    private var side: CGFloat { style == .large ? 37 : 20 }

    open override var intrinsicContentSize: CGSize { CGSize(width: side, height: side) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The wheel is centred in the bounds at the style's size; spoke `i` points
    /// `i` eighths of a turn anticlockwise from straight up, so the brightest
    /// leads as the wheel turns clockwise.
    open override func layoutSubviews() {
        super.layoutSubviews()
        withoutLayerActions(placeSpokes)
    }

    private func placeSpokes() {
        let side = self.side
        wheel.bounds = CGRect(x: 0, y: 0, width: side, height: side)
        wheel.position = CGPoint(x: bounds.midX, y: bounds.midY)
        let length = side * 0.28, width = side * 0.12
        for (index, spoke) in spokes.enumerated() {
            spoke.bounds = CGRect(x: 0, y: 0, width: width, height: length)
            spoke.cornerRadius = width / 2
            spoke.anchorPoint = CGPoint(x: 0.5, y: 0)
            spoke.position = CGPoint(x: side / 2, y: side / 2)
            let angle = -2 * CGFloat.pi * CGFloat(index) / CGFloat(Self.spokeCount)
            spoke.transform = CATransform3DTranslate(
                CATransform3DMakeRotation(.pi + angle, 0, 0, 1), 0, side / 2 - length, 0)
        }
    }
}
