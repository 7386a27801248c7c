import Foundation
import Testing

@testable import SDLViews
@testable import SDLViewsTesting

/// An alert button's keyboard focus look sits inside the button, as on iOS
/// under a hardware keyboard: drawn outside, the card (which clips to its
/// rounded corners) cut it off and left a thick bar between two actions.
@MainActor
@Suite struct AlertFocusHaloTests {
    @Test func theHaloStaysInsideEachFocusedActionAndTheCard() throws {
        let scene = try FocusScene()
        let alert = UIAlertController(title: "Quit to title?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let quit = UIAlertAction(title: "Quit", style: .destructive)
        alert.addAction(quit)
        alert.preferredAction = quit
        scene.root.present(alert, animated: true)
        scene.screen.advance(by: 1)
        var seen: [String] = []
        // The first key wakes focus on the preferred action; Left then moves to Cancel.
        for key in [UIKeyboardHIDUsage.keyboardRightArrow, .keyboardLeftArrow] {
            scene.screen.key(key)
            scene.screen.advance(by: 0.5)
            let button = try #require(scene.focused as? UIButton)
            seen.append(button.currentTitle ?? "")
            let halo = try #require(button.subviews.last as? FocusRingView)
            #expect(button.bounds.contains(halo.frame), "\(halo.frame) inside \(button.bounds)")
            let card = try #require((alert.view as? AlertView)?.card)
            #expect(card.bounds.contains(halo.convert(halo.bounds, to: card)))
        }
        #expect(seen == ["Quit", "Cancel"])
    }
}
