import Foundation
import SDLViews

/// Game-style buttons and panels from one 24-point PNG (`panel`, with a
/// pressed variant) made resizable with 8-point cap insets: the corners keep
/// their size at every size, the edges and the middle stretch (or tile).
/// Press a button to see its highlighted image.
@MainActor
final class NineSliceSampleViewController: SampleViewController {
    override func buildContent(in content: UIView) {
        let insets = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        guard let panel = UIImage(named: "panel")?.resizableImage(withCapInsets: insets, resizingMode: .stretch),
            let pressed = UIImage(named: "panel-pressed")?.resizableImage(withCapInsets: insets, resizingMode: .stretch)
        else {
            content.addSubview(
                SampleTheme.label(
                    "The panel images are missing from the package's assets",
                    frame: CGRect(x: 30, y: 30, width: 600, height: 24)))
            return
        }
        content.addSubview(
            SampleTheme.label(
                "UIImageView + resizableImage(withCapInsets:): one 24-pt image at every size",
                font: SampleTheme.captionFont, frame: CGRect(x: 30, y: 14, width: 720, height: 20)))
        let sizes = [
            CGSize(width: 24, height: 24), CGSize(width: 90, height: 36), CGSize(width: 160, height: 44),
            CGSize(width: 260, height: 56), CGSize(width: 48, height: 120)
        ]
        var x: CGFloat = 30
        for (i, size) in sizes.enumerated() {
            let title = i == 0 ? "" : (size.height > size.width ? "Tall" : "Button \(i)")
            let button = NineSliceButton(
                title: title, image: panel, pressed: pressed,
                frame: CGRect(x: x, y: 50, width: size.width, height: size.height))
            content.addSubview(button)
            x += size.width + 16
        }
        content.addSubview(
            SampleTheme.label(
                "A panel (stretch) and the same image tiled (.tile)", font: SampleTheme.captionFont,
                frame: CGRect(x: 30, y: 196, width: 500, height: 20)))
        let big = UIImageView(image: panel)
        big.frame = CGRect(x: 30, y: 224, width: 340, height: 220)
        content.addSubview(big)
        let tiled = UIImageView(
            image: UIImage(named: "panel")?.resizableImage(
                withCapInsets: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8), resizingMode: .tile))
        tiled.frame = CGRect(x: 400, y: 224, width: 340, height: 220)
        content.addSubview(tiled)
        // The @3x file has the pixels for 48 points whatever the screen's scale.
        let star = UIImageView(image: UIImage(named: "star@3x")?.withRenderingMode(.alwaysTemplate))
        star.frame = CGRect(x: 24, y: 34, width: 48, height: 48)
        star.tintColor = .white
        big.addSubview(star)
        big.addSubview(
            SampleTheme.label(
                "Template star, tinted white", font: SampleTheme.captionFont, color: .white,
                frame: CGRect(x: 84, y: 48, width: 220, height: 20)))
    }
}

/// A button drawn from a resizable image: its image view shows the
/// highlighted (pressed) image while touched.
@MainActor
final class NineSliceButton: UIView {
    private let background: UIImageView

    init(title: String, image: UIImage, pressed: UIImage, frame: CGRect) {
        background = UIImageView(image: image, highlightedImage: pressed)
        super.init(frame: frame)
        background.frame = bounds
        background.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(background)
        let label = SampleTheme.label(title, font: SampleTheme.captionFont, color: .white, frame: bounds)
        label.textAlignment = .center
        addSubview(label)
        // One button to a screen reader; the untitled one is the panel at its natural 24-point size.
        isAccessibilityElement = true
        accessibilityLabel = title.isEmpty ? "Panel at natural size" : title
        accessibilityTraits = .button
    }

    required init?(coder: NSCoder) { nil }

    /// At least 44 × 44 points to a finger, though the smallest is drawn at 24.
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: min(0, (bounds.width - 44) / 2), dy: min(0, (bounds.height - 44) / 2)).contains(point)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { background.isHighlighted = true }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { background.isHighlighted = false }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { background.isHighlighted = false }
}
