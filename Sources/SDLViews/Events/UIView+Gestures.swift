import Foundation

extension UIView {
    /// The recognizers attached to this view (nil when none, as in UIKit).
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { gestureRecognizerStorage.isEmpty ? nil : gestureRecognizerStorage }
        set {
            for recognizer in gestureRecognizerStorage { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches `gestureRecognizer`, taking it from its previous view if any.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.view !== self else { return }
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        gestureRecognizer.view = self
        gestureRecognizerStorage.append(gestureRecognizer)
    }

    /// Detaches it; a gesture in progress is cancelled (a possible one fails).
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.view === self else { return }
        gestureRecognizerStorage.removeAll { $0 === gestureRecognizer }
        GestureEnvironment.shared.abandon(gestureRecognizer)
        gestureRecognizer.view = nil
    }
}
