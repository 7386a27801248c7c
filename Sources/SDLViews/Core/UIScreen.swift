import Foundation

/// UIKit's `UIScreen`. `main` describes the display SDLViews draws on: its
/// `scale` is drawable pixels per point (2 on HiDPI displays), measured from the
/// first window; `bounds` is that window's size until a window says otherwise.
@MainActor
public final class UIScreen {
    public static let main = UIScreen()

    public private(set) var bounds = CGRect(x: 0, y: 0, width: 1280, height: 720)
    public private(set) var scale: CGFloat = 1
    public var nativeScale: CGFloat { scale }
    public var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale) }

    private init() {}

    func adopt(scale: CGFloat, size: CGSize) {
        if scale.isFinite, scale > 0 { self.scale = scale }
        if size.width > 0, size.height > 0 { bounds = CGRect(origin: .zero, size: size) }
    }
}
