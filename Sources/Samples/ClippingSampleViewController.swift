import SDLViews

/// The same parent with and without `clipsToBounds`, straight and rotated:
/// children that stick out are cut at the parent's edges only when clipping.
@MainActor
final class ClippingSampleViewController: SampleViewController {
    override func buildContent(in content: UIView) {
        let specs: [(String, Bool, CGFloat, CGPoint)] = [
            ("clipsToBounds = false", false, 0, CGPoint(x: 150, y: 150)),
            ("clipsToBounds = true", true, 0, CGPoint(x: 420, y: 150)),
            ("rotated, clipping", true, .pi / 6, CGPoint(x: 420, y: 380)),
            ("rotated, not clipping", false, .pi / 6, CGPoint(x: 150, y: 380))
        ]
        for (caption, clips, angle, center) in specs {
            content.addSubview(makeParent(caption, clips: clips, angle: angle, center: center))
        }
    }

    private func makeParent(_ caption: String, clips: Bool, angle: CGFloat, center: CGPoint) -> UIView {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 180, height: 120))
        parent.center = center
        parent.backgroundColor = UIColor(white: 0.3, alpha: 1)
        parent.clipsToBounds = clips
        parent.transform = CGAffineTransform(rotationAngle: angle)
        let child = UIView(frame: CGRect(x: 100, y: 60, width: 130, height: 100))
        child.backgroundColor = .systemYellow
        parent.addSubview(child)
        let other = UIView(frame: CGRect(x: -40, y: -30, width: 80, height: 60))
        other.backgroundColor = .systemTeal
        parent.addSubview(other)
        parent.addSubview(
            SampleTheme.label(
                caption, font: SampleTheme.captionFont, color: .white,
                frame: CGRect(x: 8, y: 40, width: 170, height: 18)))
        return parent
    }
}
