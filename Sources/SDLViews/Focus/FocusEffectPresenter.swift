import Foundation

/// Shows and hides a view's focus effect: its `focusEffect`'s halo (a
/// `FocusRingView` on top of its subviews) and the system effect's lift (a
/// scale on top of the view's own transform, put back when focus leaves).
/// Views that draw their own focus look (value controls) get neither.
@MainActor
enum FocusEffectPresenter {
    /// Shows the effect when `view` is focused and `visible`, else removes it.
    static func update(_ view: UIView, visible: Bool) {
        // The halo and the lift move no focus target: the search index keeps.
        FocusSearchIndex.excludingChanges { apply(to: view, visible: visible) }
    }

    private static func apply(to view: UIView, visible: Bool) {
        let effect = view.drawsOwnFocusLook ? nil : view.focusEffect
        guard view.isFocused, visible, let effect else {
            remove(from: view)
            return
        }
        let state = view.focusState
        let halo = state.halo ?? FocusRingView(frame: .zero)
        state.halo = halo
        if halo.superview !== view || view.subviews.last !== halo { view.addSubview(halo) }
        let haloEffect = effect as? UIFocusHaloEffect
        halo.place(
            around: haloEffect?.shape, cornerRadius: haloEffect?.cornerRadius ?? view.layer.cornerRadius,
            inside: haloEffect?.position == .inside, in: view)
        lift(view, by: effect.liftScale)
    }

    private static func lift(_ view: UIView, by scale: CGFloat) {
        guard scale != 1, view.focusState.transformBeforeLift == nil else { return }
        view.focusState.transformBeforeLift = view.transform
        view.transform = view.transform.scaledBy(x: scale, y: scale)
    }

    private static func remove(from view: UIView) {
        guard let state = view.focusStorage else { return }
        state.halo?.removeFromSuperview()
        if let transform = state.transformBeforeLift {
            state.transformBeforeLift = nil
            view.transform = transform
        }
    }
}
