import Foundation

extension UIWindow {
    /// Whether animations that cannot be seen are parked (`ParkedAnimations`);
    /// off, every animated layer is evaluated every tick, as before parking
    /// existed: the bench's "before" side for the same run.
    package static var benchParksHiddenAnimations: Bool {
        get { runtime.animationEngine.parksHiddenAnimations }
        set { runtime.animationEngine.parksHiddenAnimations = newValue }
    }
}
