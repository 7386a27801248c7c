import Foundation
import SDLViews

/// The twelve cards of the layer gallery, Core Animation's layer appearance
/// in one screen: rounded clipping, borders, blurred shadows (alpha-shaped
/// and from a path), gradients, shapes with a dashed stroke and an animated
/// strokeEnd, masks and a text layer. Built here once for the launcher's
/// "Layer gallery" sample and the bench's layer-gallery scenario, so the
/// bench measures exactly what the sample shows.
@MainActor
public final class LayerGalleryCards {
    /// Each card with its caption, framed by `frame(ofCard:)`.
    public private(set) var cards: [(caption: String, view: UIView)] = []
    /// The ring whose strokeEnd `animateStrokeEnd()` animates.
    public let ring = CAShapeLayer()
    /// The card with the blurred, alpha-shaped shadow.
    public private(set) var shadowed: UIView?

    /// `image` fills the cards that show contents (the sample's landscape).
    public init(image: UIImage) {
        let builders: [(String, (UIView) -> Void)] = [
            ("cornerRadius + clip", { Self.roundedClip($0, image) }), ("borderWidth, rounded", Self.border),
            ("blurred shadow", { [unowned self] in shadow($0) }), ("shadowPath (ellipse)", Self.pathShadow),
            ("axial gradient", Self.axial), ("radial gradient", Self.radial),
            ("shape, dashed stroke", Self.star), ("animated strokeEnd", { [unowned self] in strokeRing($0) }),
            ("mask: star shape", { Self.starMask($0, image) }), ("mask: gradient fade", { Self.fadeMask($0, image) }),
            ("CATextLayer", Self.text), ("rotated rounded clip", { Self.rotatedClip($0, image) })
        ]
        for (i, (caption, build)) in builders.enumerated() {
            let card = UIView(frame: Self.frame(ofCard: i))
            build(card)
            cards.append((caption, card))
        }
    }

    /// Card `index`'s frame before any transform: four to a row, 160 × 110 points every 190 × 175.
    public static func frame(ofCard index: Int) -> CGRect {
        CGRect(x: 40 + CGFloat(index % 4) * 190, y: 30 + CGFloat(index / 4) * 175, width: 160, height: 110)
    }

    /// Draws the ring in and out for ever (1.5 s each way, ease in-out).
    public func animateStrokeEnd() {
        let draw = Self.backAndForth("strokeEnd", from: 0, to: 1, duration: 1.5)
        draw.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        ring.add(draw, forKey: "draw")
    }

    /// An animation of `keyPath` from `from` to `to` and back, for ever.
    public static func backAndForth(_ keyPath: String, from: Double, to: Double, duration: CFTimeInterval)
        -> CABasicAnimation
    {
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.duration = duration
        animation.autoreverses = true
        animation.repeatCount = .infinity
        return animation
    }

    private static func roundedClip(_ card: UIView, _ image: UIImage) {
        card.layer.contents = image.cgImage
        card.layer.cornerRadius = 28
        card.clipsToBounds = true
        let badge = UIView(frame: CGRect(x: 110, y: -20, width: 70, height: 60))
        badge.backgroundColor = .systemRed
        card.addSubview(badge)
    }

    private static func border(_ card: UIView) {
        card.backgroundColor = .white
        card.layer.cornerRadius = 18
        card.layer.borderWidth = 6
        card.layer.borderColor = UIColor.systemOrange.cgColor
        let inner = UIView(frame: CGRect(x: 0, y: 45, width: 160, height: 20))
        inner.backgroundColor = .systemBlue
        card.addSubview(inner)  // the border is drawn above sublayers
    }

    private func shadow(_ card: UIView) {
        card.backgroundColor = .white
        card.layer.cornerRadius = 12
        card.layer.shadowOpacity = 0.45
        card.layer.shadowRadius = 8
        card.layer.shadowOffset = CGSize(width: 0, height: 6)
        shadowed = card
    }

    private static func pathShadow(_ card: UIView) {
        card.backgroundColor = .systemTeal
        card.layer.shadowOpacity = 0.6
        card.layer.shadowRadius = 5
        card.layer.shadowOffset = CGSize(width: 0, height: 14)
        card.layer.shadowPath = UIBezierPath(ovalIn: CGRect(x: 10, y: 90, width: 140, height: 24)).cgPath
    }

    private static func axial(_ card: UIView) {
        let gradient = CAGradientLayer()
        gradient.frame = card.bounds
        gradient.colors = [UIColor.systemPink.cgColor, UIColor.systemPurple.cgColor, UIColor.systemBlue.cgColor]
        gradient.locations = [0, 0.4, 1]
        gradient.startPoint = CGPoint(x: 0, y: 0)
        gradient.endPoint = CGPoint(x: 1, y: 1)
        gradient.cornerRadius = 10
        gradient.masksToBounds = true
        card.layer.addSublayer(gradient)
    }

    private static func radial(_ card: UIView) {
        let gradient = CAGradientLayer()
        gradient.type = .radial
        gradient.frame = card.bounds
        gradient.colors = [
            UIColor.white.cgColor, UIColor.systemYellow.cgColor, UIColor.systemOrange.cgColor,
            UIColor(white: 0.2, alpha: 1).cgColor
        ]
        gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 1)
        card.layer.addSublayer(gradient)
    }

    /// A five-pointed star filling `rect` (inner radius 0.45 of the outer).
    public static func starPath(in rect: CGRect) -> CGPath {
        let path = CGMutablePath()
        let c = CGPoint(x: rect.midX, y: rect.midY), outer = min(rect.width, rect.height) / 2, inner = outer * 0.45
        for k in 0..<10 {
            let r = k % 2 == 0 ? outer : inner, a = -CGFloat.pi / 2 + CGFloat(k) * .pi / 5
            let p = CGPoint(x: c.x + r * cos(a), y: c.y + r * sin(a))
            if k == 0 { path.move(to: p) } else { path.addLine(to: p) }
        }
        path.closeSubpath()
        return path
    }

    private static func star(_ card: UIView) {
        let shape = CAShapeLayer()
        shape.frame = card.bounds
        shape.path = starPath(in: card.bounds.insetBy(dx: 30, dy: 4))
        shape.fillColor = UIColor.systemYellow.cgColor
        shape.strokeColor = UIColor.systemRed.cgColor
        shape.lineWidth = 4
        shape.lineJoin = .round
        shape.lineDashPattern = [10, 6]
        card.layer.addSublayer(shape)
    }

    private func strokeRing(_ card: UIView) {
        ring.frame = card.bounds
        ring.path =
            UIBezierPath(
                arcCenter: CGPoint(x: 80, y: 55), radius: 44, startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true
            ).cgPath
        ring.fillColor = nil
        ring.strokeColor = UIColor.systemGreen.cgColor
        ring.lineWidth = 10
        ring.lineCap = .round
        card.layer.addSublayer(ring)
    }

    private static func starMask(_ card: UIView, _ image: UIImage) {
        card.layer.contents = image.cgImage
        let mask = CAShapeLayer()
        mask.frame = card.bounds
        mask.path = starPath(in: card.bounds.insetBy(dx: 20, dy: 0))
        card.layer.mask = mask
    }

    private static func fadeMask(_ card: UIView, _ image: UIImage) {
        card.layer.contents = image.cgImage
        let fade = CAGradientLayer()
        fade.frame = card.bounds
        fade.colors = [UIColor.black.cgColor, UIColor.clear.cgColor]
        fade.startPoint = CGPoint(x: 0, y: 0.5)
        fade.endPoint = CGPoint(x: 1, y: 0.5)
        card.layer.mask = fade
    }

    private static func text(_ card: UIView) {
        card.backgroundColor = UIColor(red: 0.16, green: 0.18, blue: 0.24, alpha: 1)
        card.layer.cornerRadius = 8
        let text = CATextLayer()
        text.frame = card.bounds.insetBy(dx: 10, dy: 12)
        text.string = "Text drawn by a CATextLayer, wrapped"
        text.fontSize = 17
        text.isWrapped = true
        text.alignmentMode = .center
        text.foregroundColor = UIColor.white.cgColor
        card.layer.addSublayer(text)
    }

    private static func rotatedClip(_ card: UIView, _ image: UIImage) {
        card.layer.contents = image.cgImage
        card.layer.cornerRadius = 30
        card.layer.borderWidth = 3
        card.layer.borderColor = UIColor.white.cgColor
        card.clipsToBounds = true
        card.transform = CGAffineTransform(rotationAngle: -0.2)
        let stripe = UIView(frame: CGRect(x: -20, y: 70, width: 200, height: 16))
        stripe.backgroundColor = .systemPurple
        card.addSubview(stripe)
    }
}
