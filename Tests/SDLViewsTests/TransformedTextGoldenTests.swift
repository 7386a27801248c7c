import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// Shaped and attributed text under view transforms, as a menu animates it:
/// Arabic and Devanagari labels and the attributed sample string rotated,
/// scaled up and flipped. The text is drawn at the on-screen resolution, so
/// scaled glyphs stay sharp, and composited filtered, so rotated ones have no
/// jagged or dark edges (checked by eye on both renderers, then kept as goldens).
@MainActor
@Suite struct TransformedTextGoldenTests {
    private func label(_ text: NSAttributedString, frame: CGRect, transform: CGAffineTransform) -> UILabel {
        let label = UILabel(frame: frame)
        label.attributedText = text
        label.numberOfLines = 0
        label.backgroundColor = UIColor(white: 0.96, alpha: 1)
        label.transform = transform
        return label
    }

    @Test func rotatedScaledAndFlippedShapedText() throws {
        let screen = try HeadlessScreen(width: 480, height: 360)
        screen.window.backgroundColor = .white
        let arabicFont = try ShapedLabelTests.font(ShapedLabelTests.noto + "NotoSansArabic-Regular.ttf", size: 18)
        let hindiFont = try ShapedLabelTests.font(ShapedLabelTests.noto + "NotoSansDevanagari-Regular.ttf", size: 18)
        let arabic = NSAttributedString(
            string: "مرحبا بالعالم ١٢٣",
            attributes: [.font: arabicFont, .foregroundColor: UIColor.systemIndigo,
                         .underlineStyle: NSUnderlineStyle.single.rawValue])
        let hindi = NSAttributedString(string: "नमस्ते दुनिया", attributes: [.font: hindiFont, .foregroundColor: UIColor.black])
        screen.window.addSubview(
            label(arabic, frame: CGRect(x: 30, y: 30, width: 190, height: 40), transform: CGAffineTransform(rotationAngle: 0.21)))
        screen.window.addSubview(
            label(hindi, frame: CGRect(x: 270, y: 30, width: 150, height: 40), transform: CGAffineTransform(scaleX: 1.6, y: 1.6)))
        screen.window.addSubview(
            label(arabic, frame: CGRect(x: 30, y: 120, width: 190, height: 40), transform: CGAffineTransform(scaleX: -1, y: 1)))
        let rich = AttributedTextGoldenTests.richText()
        screen.window.addSubview(
            label(rich, frame: CGRect(x: 60, y: 190, width: 360, height: 120),
                  transform: CGAffineTransform(rotationAngle: -0.12).scaledBy(x: 1.1, y: 1.1)))
        screen.runFrame()
        let result = GoldenImage.compare(
            screen.snapshot(), named: "transformed-shaped-text", in: CompositorGoldenTests.goldenDirectory)
        #expect(result.matches, "\(result)")
    }
}
