import Foundation
import SDLViews
import SDLViewsTesting

/// Reproducers of issue 21 (StackAndMemory): each must end normally, and the
/// window must still render afterwards (`expectStillRenders`).
let stackAndMemoryScenarios: [ProbeScenario] = [
    ProbeScenario("constraint-card-churn") {
        let screen = try HeadlessScreen(width: 320, height: 240)
        for round in 0..<300 {
            let card = StackAndMemory.makeCard(in: screen.window)
            if round % 3 != 0 { screen.runFrame() }
            card.removeFromSuperview()
            if round % 2 == 0 { screen.runFrame() }
        }
        StackAndMemory.expectStillRenders(screen)
    },
    ProbeScenario("layout-reentrant-layout-if-needed") {
        let screen = try HeadlessScreen(width: 100, height: 100)
        let view = StackAndMemory.RelayoutView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        screen.window.addSubview(view)
        for _ in 0..<5 { screen.advance(by: 1.0 / 60) }
        view.layoutIfNeeded()
        ProbeScenario.expect(view.layouts > 0, "layoutSubviews never ran")
        view.removeFromSuperview()
        StackAndMemory.expectStillRenders(screen)
    },
    ProbeScenario("deep-chain") {
        let screen = try HeadlessScreen(width: 100, height: 100)
        let depth = 20_000
        let top = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        top.backgroundColor = .green
        screen.window.addSubview(top)
        var deepest = top
        for _ in 1..<depth {
            let view = UIView(frame: deepest.bounds)
            deepest.addSubview(view)
            deepest = view
        }
        deepest.backgroundColor = .blue
        screen.runFrame()
        let hit = screen.window.hitTest(CGPoint(x: 10, y: 10), with: nil)
        ProbeScenario.expect(hit != nil, "hit testing the chain found nothing")
        deepest.setNeedsLayout()
        screen.window.tintColor = .red
        ProbeScenario.expect(deepest.tintColor == .red, "the deepest view does not inherit the window's tint")
        screen.runFrame()
        top.removeFromSuperview()
        screen.runFrame()
        screen.window.addSubview(top)
        screen.runFrame()
        top.removeFromSuperview()
        StackAndMemory.expectStillRenders(screen)
    },
    ProbeScenario("draw-requests-display") {
        let screen = try HeadlessScreen(width: 100, height: 100)
        let view = StackAndMemory.RedrawingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        screen.window.addSubview(view)
        for _ in 0..<5 { screen.advance(by: 1.0 / 60) }
        ProbeScenario.expect(view.draws >= 5, "draw ran \(view.draws) times in 6 frames")
        view.removeFromSuperview()
        StackAndMemory.expectStillRenders(screen)
    },
    ProbeScenario("replicator-many-instances") {
        let screen = try HeadlessScreen(width: 200, height: 200)
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        replicator.instanceCount = 1_000_000
        replicator.instanceTransform = CATransform3DMakeTranslation(0.01, 0.01, 0)
        let dot = CALayer()
        dot.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
        dot.backgroundColor = UIColor.red.cgColor
        replicator.addSublayer(dot)
        screen.window.layer.addSublayer(replicator)
        for _ in 0..<3 { screen.advance(by: 1.0 / 60) }
        replicator.removeFromSuperlayer()
        StackAndMemory.expectStillRenders(screen)
    }
]

/// Fixtures of the StackAndMemory scenarios.
@MainActor
enum StackAndMemory {
    /// A card as menus build them: a constrained stack view of labels, pinned in the window.
    static func makeCard(in window: UIWindow) -> UIView {
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        card.backgroundColor = .lightGray
        let stack = UIStackView()
        stack.axis = .vertical
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        for index in 0..<3 {
            let label = UILabel()
            label.text = "Item \(index)"
            stack.addArrangedSubview(label)
        }
        card.addSubview(stack)
        window.addSubview(card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            card.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
            card.widthAnchor.constraint(equalToConstant: 120),
            stack.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
            stack.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -8),
            stack.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
            stack.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -8)
        ])
        return card
    }

    /// The window is not left broken: a new view still composites.
    static func expectStillRenders(_ screen: HeadlessScreen) {
        let marker = UIView(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
        marker.backgroundColor = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
        screen.window.addSubview(marker)
        screen.advance(by: 1.0 / 60)
        let pixel = screen.pixel(at: CGPoint(x: 4, y: 4))
        ProbeScenario.expect(pixel == RGBA8(r: 255, g: 0, b: 255, a: 255), "the frame after the stress shows \(pixel)")
        marker.removeFromSuperview()
    }

    /// Asks for layout again, and for it at once, from its own layoutSubviews.
    final class RelayoutView: UIView {
        var layouts = 0
        override func layoutSubviews() {
            layouts += 1
            setNeedsLayout()
            layoutIfNeeded()
        }
    }

    /// Asks to be redrawn from its own draw(_:).
    final class RedrawingView: UIView {
        var draws = 0
        override func draw(_ rect: CGRect) {
            draws += 1
            setNeedsDisplay()
        }
    }
}
