import Foundation
@testable import SDLViews

/// The panel the kept-image tests animate: a pause menu's panel in small
/// (`AnimatedImageTests`, `AnimatedImageRendererTests`).
@MainActor
enum PausePanelFixture {
    /// A rounded, shadowed, translucent panel with a title and a coloured card.
    static func panel(at origin: CGPoint) -> UIView {
        let panel = UIView(frame: CGRect(origin: origin, size: CGSize(width: 120, height: 90)))
        panel.backgroundColor = UIColor(white: 0.95, alpha: 0.9)
        panel.layer.cornerRadius = 10
        panel.layer.shadowOpacity = 0.4
        panel.layer.shadowRadius = 5
        let title = UILabel(frame: CGRect(x: 10, y: 6, width: 100, height: 22))
        title.text = "Paused"
        let card = UIView(frame: CGRect(x: 10, y: 36, width: 100, height: 40))
        card.backgroundColor = .systemBlue
        card.layer.cornerRadius = 6
        panel.addSubview(title)
        panel.addSubview(card)
        return panel
    }
}
