/// UIKit's `UIUserInterfaceIdiom`. Windows here report `.mac` (a desktop
/// window driven by mouse and keyboard), the closest of UIKit's idioms.
public enum UIUserInterfaceIdiom: Int, Sendable, CaseIterable {
    case unspecified = -1
    case phone = 0
    case pad = 1
    case tv = 2
    case carPlay = 3
    case mac = 5
    case vision = 6
}
