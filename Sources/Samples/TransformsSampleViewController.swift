import Foundation
import SDLViews

/// The seed's example, `CGAffineTransform(rotationAngle: .pi / 4)`, beside a
/// scaled view, a combined transform and a perspective rotation; each shows its
/// untransformed frame as an outline behind it.
@MainActor
final class TransformsSampleViewController: SampleViewController {
    override func buildContent(in content: UIView) {
        let rotated = addTile("rotated 45°", color: .systemBlue, center: CGPoint(x: 130, y: 140), to: content)
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 4.0)

        let scaled = addTile("scaled 1.4 × 0.7", color: .systemGreen, center: CGPoint(x: 330, y: 140), to: content)
        scaled.transform = CGAffineTransform(scaleX: 1.4, y: 0.7)

        let combined = addTile("rotate + translate", color: .systemOrange, center: CGPoint(x: 530, y: 140), to: content)
        combined.transform = CGAffineTransform(rotationAngle: -.pi / 8).translatedBy(x: 0, y: 30)

        let perspective = addTile("perspective 50°", color: .systemPurple, center: CGPoint(x: 330, y: 360), to: content)
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 400
        perspective.transform3D = CATransform3DRotate(t, 50 * .pi / 180, 0, 1, 0)

        let note = SampleTheme.label(
            "frame of the rotated view: \(format(rotated.frame))",
            font: SampleTheme.captionFont, frame: CGRect(x: 40, y: 480, width: 700, height: 20))
        content.addSubview(note)
    }

    private func addTile(_ caption: String, color: UIColor, center: CGPoint, to content: UIView) -> UIView {
        let outline = UIView(frame: CGRect(x: 0, y: 0, width: 140, height: 90))
        outline.center = center
        outline.backgroundColor = UIColor(white: 0.82, alpha: 1)
        content.addSubview(outline)
        let tile = SampleTheme.tile(caption, color: color.withAlphaComponent(0.9), frame: outline.frame)
        content.addSubview(tile)
        return tile
    }

    private func format(_ r: CGRect) -> String {
        String(format: "(%.1f, %.1f, %.1f, %.1f)", r.minX, r.minY, r.width, r.height)
    }
}
