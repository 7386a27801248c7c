import Foundation

/// The scroll view of an alert's buttons when they do not fit on the screen. A drag that
/// starts on a button scrolls (the button's touch is cancelled), as UIKit's alert does;
/// a plain scroll view leaves a touch that began on a control to the control.
@MainActor
final class AlertActionsScrollView: UIScrollView {
    override func touchesShouldCancel(in view: UIView) -> Bool { true }
}
