import Foundation
@testable import SDLViews

/// A second visible window beside a headless screen's (same dummy driver,
/// software renderer), for tests of what happens across windows.
@MainActor
enum ExtraWindow {
    static func open(width: CGFloat, height: CGFloat) throws -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
        try window.open()
        window.isHidden = false
        return window
    }
}
