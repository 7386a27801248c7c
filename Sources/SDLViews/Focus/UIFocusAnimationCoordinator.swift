import Foundation

/// UIKit's `UIFocusAnimationCoordinator`: animations added during
/// `didUpdateFocus(in:with:)` run in the same animation block as the focus
/// effect (UIKit's focus duration), their completions when it ends.
@MainActor
public final class UIFocusAnimationCoordinator {
    /// The length of the focus animation.
    static let duration: TimeInterval = 0.15

    private var animations: [() -> Void] = []
    private var completions: [() -> Void] = []

    init() {}

    public func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() -> Void)? = nil) {
        if let animations { self.animations.append(animations) }
        if let completion { completions.append(completion) }
    }

    /// Runs `effect` and the coordinated animations together.
    func run(with effect: @escaping () -> Void) {
        let animations = self.animations
        let completions = self.completions
        UIView.animate(
            withDuration: Self.duration, delay: 0, options: [.allowUserInteraction, .beginFromCurrentState],
            animations: {
                effect()
                animations.forEach { $0() }
            },
            completion: { _ in completions.forEach { $0() } })
    }
}
