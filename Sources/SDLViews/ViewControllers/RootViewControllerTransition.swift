/// Installing a window's root view controller: the old one's view leaves, the
/// new one's view fills the window and follows its size. On a visible window
/// the old one disappears and the new one appears, laid out before `viewDidAppear`.
@MainActor
enum RootViewControllerTransition {
    static func replace(_ old: UIViewController?, with new: UIViewController?, in window: UIWindow) {
        guard old !== new else { return }
        let visible = !window.isHidden
        if let old, old.isViewLoaded {
            if visible {
                ViewControllerAppearance.disappear(old) { old.view.removeFromSuperview() }
            } else {
                old.view.removeFromSuperview()
            }
        }
        guard let new else { return }
        let view: UIView = new.view
        view.frame = window.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if visible {
            ViewControllerAppearance.appear(new) { window.addSubview(view) }
        } else {
            window.addSubview(view)
        }
    }
}
