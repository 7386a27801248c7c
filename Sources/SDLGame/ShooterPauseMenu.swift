import Foundation
import SDLViews

/// The pause menu's panel. It takes navigation input while it shows
/// (`navigationInput = .ui`); its preferred focus is the button the player
/// left it from (Inventory after the inventory closes), else Resume, as
/// UIKit restores focus to the item that opened a screen when it closes.
@MainActor
public final class ShooterPauseMenu: UIView {
    /// Where focus goes when the menu (again) takes navigation input.
    public weak var preferredButton: UIView?

    public override var preferredFocusEnvironments: [UIFocusEnvironment] {
        preferredButton.map { [$0] } ?? []
    }
}
