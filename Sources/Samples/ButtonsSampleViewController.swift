import Foundation
import SDLViews

/// UIButton in every state: system buttons (tint title, dimmed while
/// highlighted, grey when disabled), custom buttons with a background image
/// and title colour per state, image and title together, content alignment
/// with insets; the last row counts taps and toggles selection.
@MainActor
final class ButtonsSampleViewController: SampleViewController {
    private var taps = 0
    private var counter: UILabel!

    override func buildContent(in content: UIView) {
        let states: [(String, (UIButton) -> Void)] = [
            ("Normal", { _ in }), ("Highlighted", { $0.isHighlighted = true }),
            ("Selected", { $0.isSelected = true }), ("Disabled", { $0.isEnabled = false })
        ]
        row("System", y: 24, in: content)
        row("Custom", y: 104, in: content)
        for (index, (name, apply)) in states.enumerated() {
            let x = 140 + CGFloat(index) * 160
            let system = UIButton(type: .system)
            system.setTitle(name, for: .normal)
            system.frame = CGRect(x: x, y: 20, width: 140, height: 36)
            system.backgroundColor = .white
            apply(system)
            content.addSubview(system)
            let custom = makeCustom(name)
            custom.frame = CGRect(x: x, y: 100, width: 140, height: 36)
            apply(custom)
            content.addSubview(custom)
        }
        row("Image + title", y: 184, in: content)
        let withImage = UIButton(type: .custom)
        withImage.setImage(Self.dot(color: (40, 200, 90)), for: .normal)
        withImage.setImage(Self.dot(color: (230, 60, 50)), for: .highlighted)
        withImage.setTitle(" Status", for: .normal)
        withImage.setTitleColor(.label, for: .normal)
        withImage.contentEdgeInsets = UIEdgeInsets(top: 6, left: 12, bottom: 6, right: 12)
        withImage.backgroundColor = .white
        withImage.sizeToFit()
        withImage.frame.origin = CGPoint(x: 140, y: 180)
        content.addSubview(withImage)
        row("Alignment", y: 264, in: content)
        for (index, alignment) in [UIControl.ContentHorizontalAlignment.left, .center, .right].enumerated() {
            let button = UIButton(type: .system)
            button.setTitle(["left", "center", "right"][index], for: .normal)
            button.contentHorizontalAlignment = alignment
            button.contentVerticalAlignment = [.top, .center, .bottom][index]
            button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10)
            button.backgroundColor = .white
            button.frame = CGRect(x: 140 + CGFloat(index) * 160, y: 250, width: 140, height: 50)
            content.addSubview(button)
        }
        row("Try them", y: 344, in: content)
        let tap = UIButton(type: .system, primaryAction: UIAction(title: "Tap me") { [weak self] _ in self?.tapped() })
        tap.backgroundColor = .white
        tap.frame = CGRect(x: 140, y: 340, width: 140, height: 36)
        content.addSubview(tap)
        let toggle = makeCustom("Toggle")
        toggle.setTitle("Toggled on", for: .selected)
        toggle.frame = CGRect(x: 300, y: 340, width: 140, height: 36)
        toggle.addAction(UIAction { [weak toggle] _ in toggle?.isSelected.toggle() }, for: .touchUpInside)
        content.addSubview(toggle)
        counter = SampleTheme.label("Tapped 0 times", frame: CGRect(x: 460, y: 346, width: 240, height: 24))
        content.addSubview(counter)
    }

    private func row(_ title: String, y: CGFloat, in content: UIView) {
        content.addSubview(
            SampleTheme.label(
                title, font: SampleTheme.captionFont, frame: CGRect(x: 20, y: y + 6, width: 110, height: 20)))
    }

    private func makeCustom(_ title: String) -> UIButton {
        let button = UIButton(type: .custom)
        button.setTitle(title, for: .normal)
        button.setTitleColor(UIColor(white: 1, alpha: 0.7), for: .highlighted)
        button.setTitleColor(UIColor(white: 0.9, alpha: 1), for: .disabled)
        button.setBackgroundImage(Self.solid(0, 64, 221), for: .normal)  // SampleTheme.accent: white reads at 7:1
        button.setBackgroundImage(Self.solid(0, 70, 160), for: .highlighted)
        button.setBackgroundImage(Self.solid(25, 120, 50), for: .selected)
        button.setBackgroundImage(Self.solid(170, 170, 176), for: .disabled)
        return button
    }

    private func tapped() {
        taps += 1
        counter.text = "Tapped \(taps) time\(taps == 1 ? "" : "s")"
    }

    /// A one-colour image, stretched by the button's background image view.
    private static func solid(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UIImage {
        let pixels: [UInt8] = (0..<16).flatMap { _ -> [UInt8] in [b, g, r, 255] }
        return UIImage(cgImage: CGImage(width: 4, height: 4, bgraPixels: pixels)!, scale: 1)
    }

    /// A 16-point filled circle.
    private static func dot(color: (UInt8, UInt8, UInt8)) -> UIImage {
        let size = 16
        var pixels: [UInt8] = []
        for y in 0..<size {
            for x in 0..<size {
                let dx = Double(x) - 7.5, dy = Double(y) - 7.5
                let inside = dx * dx + dy * dy <= 56
                pixels += inside ? [color.2, color.1, color.0, 255] : [0, 0, 0, 0]
            }
        }
        return UIImage(cgImage: CGImage(width: size, height: size, bgraPixels: pixels)!, scale: 1)
    }
}
