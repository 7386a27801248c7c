import Foundation

/// UIKit's keyboard notifications and their user-info keys. SDLViews posts
/// them (on `NotificationCenter.default`, the window as `object`... as UIKit,
/// with no object) when its on-screen keyboard or a responder's `inputView`
/// slides in or out (`KeyboardPresenter`); a physical keyboard posts nothing,
/// as on iPadOS with a hardware keyboard.
///
/// Differences from UIKit: the frames are `CGRect` values in the window's
/// coordinates (UIKit boxes them in `NSValue`, in screen coordinates; on
/// SDLViews a window is its screen); the curve is
/// `UIView.AnimationCurve.easeInOut`'s raw value (UIKit passes a private 7).
extension UIResponder {
    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")

    /// The keyboard's frame before the change (`CGRect`).
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame after the change (`CGRect`).
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The slide's duration in seconds (`TimeInterval`).
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The slide's curve (`Int`, a `UIView.AnimationCurve` raw value).
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to this application (`Bool`, always true).
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
