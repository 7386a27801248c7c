import Foundation
import SDLViews

/// What a careless app or hostile data used to crash or hang (issue 21), each
/// left running on screen: a 3,000-deep chain of views (compositing draws the first 1,000 levels,
/// the documented limit, and logs the rest once), a replicator asked for
/// a million instances, a 3e9-point-wide view with a shadow radius of 1e300, a
/// corrupt PNG, and a card with a constrained stack view that every tap removes
/// and rebuilds (the layout engine's old use-after-free).
@MainActor
final class RobustnessSampleViewController: SampleViewController {
    private var card: UIView?
    private var rebuilds = 0
    private let churnStatus = SampleTheme.label(
        "Tap the button: the card is removed and rebuilt",
        font: SampleTheme.captionFont, frame: CGRect(x: 420, y: 330, width: 360, height: 20))

    override func buildContent(in content: UIView) {
        content.addSubview(deepChain(depth: 3_000, frame: CGRect(x: 20, y: 20, width: 360, height: 120)))
        content.addSubview(caption("3,000 nested views laid out; drawn down to the 1,000-level limit", y: 145, x: 20))
        content.addSubview(replicator(frame: CGRect(x: 20, y: 180, width: 360, height: 60)))
        content.addSubview(caption("Replicator of 1,000,000: visible instances only", y: 245, x: 20))
        content.addSubview(extremeShadow(frame: CGRect(x: 20, y: 280, width: 360, height: 90)))
        content.addSubview(caption("3e9-point-wide view, shadowRadius 1e300", y: 375, x: 20))
        content.addSubview(corruptImageReport(frame: CGRect(x: 420, y: 20, width: 360, height: 120)))
        content.addSubview(
            SampleButton("Rebuild the card", frame: CGRect(x: 420, y: 160, width: 200, height: 36)) { [weak self] in
                self?.rebuildCard(in: content)
            })
        content.addSubview(churnStatus)
        rebuildCard(in: content)
    }

    private func caption(_ text: String, y: CGFloat, x: CGFloat) -> UILabel {
        SampleTheme.label(text, font: SampleTheme.captionFont, frame: CGRect(x: x, y: y, width: 380, height: 20))
    }

    /// Each level sits one point inside its parent, coloured by depth.
    private func deepChain(depth: Int, frame: CGRect) -> UIView {
        let root = UIView(frame: frame)
        var parent = root
        for level in 0..<depth {
            let child = UIView(frame: parent.bounds.insetBy(dx: level < 50 ? 1 : 0, dy: level < 50 ? 1 : 0))
            child.backgroundColor = UIColor(hue: CGFloat(level % 50) / 50, saturation: 0.5, brightness: 0.9, alpha: 1)
            parent.addSubview(child)
            parent = child
        }
        return root
    }

    private func replicator(frame: CGRect) -> UIView {
        let view = UIView(frame: frame)
        view.clipsToBounds = true
        let replicator = CAReplicatorLayer()
        replicator.frame = view.bounds
        replicator.instanceCount = 1_000_000
        replicator.instanceTransform = CATransform3DMakeTranslation(14, 0, 0)
        let dot = CALayer()
        dot.frame = CGRect(x: 4, y: 20, width: 10, height: 20)
        dot.backgroundColor = UIColor.systemBlue.cgColor
        replicator.addSublayer(dot)
        view.layer.addSublayer(replicator)
        return view
    }

    private func extremeShadow(frame: CGRect) -> UIView {
        let holder = UIView(frame: frame)
        holder.clipsToBounds = true
        // 3e9 points wide: only its visible part is drawn.
        let huge = UIView(frame: CGRect(x: frame.width / 2 - 1.5e9, y: 20, width: 3e9, height: 40))
        huge.backgroundColor = .systemOrange
        huge.layer.shadowOpacity = 0.5
        huge.layer.shadowRadius = 1e300
        holder.addSubview(huge)
        return holder
    }

    /// A PNG cut inside a chunk header hangs plain SDL_image; here it is refused.
    private func corruptImageReport(frame: CGRect) -> UIView {
        let panel = UIView(frame: frame)
        panel.backgroundColor = .white
        let valid = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).pngData(actions: { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        })
        let corrupt = valid.prefix(41)
        let image = UIImage(data: corrupt)
        let reason = SDLViewsLog.messages.last { $0.contains("PNG") } ?? "no reason logged"
        let text = image == nil ? "Corrupt PNG (41 bytes): refused\n\(reason)" : "Corrupt PNG decoded (unexpected)"
        let label = SampleTheme.label(text, font: SampleTheme.captionFont, frame: panel.bounds.insetBy(dx: 8, dy: 8))
        label.numberOfLines = 0
        panel.addSubview(label)
        return panel
    }

    private func rebuildCard(in content: UIView) {
        card?.removeFromSuperview()
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        card.backgroundColor = .white
        let stack = UIStackView()
        stack.axis = .vertical
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        for index in 0..<3 {
            stack.addArrangedSubview(SampleTheme.label("Row \(index + 1) of card \(rebuilds + 1)", frame: .zero))
        }
        card.addSubview(stack)
        content.addSubview(card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 420),
            card.topAnchor.constraint(equalTo: content.topAnchor, constant: 210),
            card.widthAnchor.constraint(equalToConstant: 220),
            stack.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
            stack.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -8),
            stack.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
            stack.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -8)
        ])
        self.card = card
        rebuilds += 1
        churnStatus.text = "Card rebuilt \(rebuilds) time\(rebuilds == 1 ? "" : "s"); tap to rebuild"
    }
}
