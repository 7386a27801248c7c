import Foundation

/// The inspector overlay (an SDLViews addition; UIKit has no counterpart):
/// a tool for the game's developers while it runs. See `InspectorView`.
extension UIWindow {
    /// Shows or hides this window's inspector: the view tree with classes and
    /// frames, click-to-select with an outline, a frame time graph (display,
    /// layout, composite), draw calls, textures and the Auto Layout conflicts
    /// logged. `UIApplication.inspectorToggleKey` (F12 by default) toggles the
    /// key window's. While hidden no inspector view exists and frames are not
    /// timed. In host mode it is drawn by `render()` with the rest of the UI,
    /// and while it is visible it takes every click on the window (the panel
    /// is used, the rest selects the view under the pointer).
    public var isInspectorVisible: Bool {
        get { inspectorView != nil }
        set {
            if newValue == isInspectorVisible { return }
            if newValue {
                let inspector = InspectorView(window: self)
                addSubview(inspector)
                inspector.start()
            } else {
                inspectorView?.stop()
            }
        }
    }

    /// The open inspector, if any.
    var inspectorView: InspectorView? { subviews.last { $0 is InspectorView } as? InspectorView }
}
