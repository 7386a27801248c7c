/// UIKit's `UIModalPresentationStyle`. `.automatic` is `.pageSheet`; `.popover`
/// is `.formSheet`; `.currentContext` and `.overCurrentContext` cover the
/// presentation context (see `UIViewController.definesPresentationContext`).
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1
    case automatic = -2
}

/// UIKit's `UIModalTransitionStyle`.
public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical = 0, flipHorizontal, crossDissolve, partialCurl
}
