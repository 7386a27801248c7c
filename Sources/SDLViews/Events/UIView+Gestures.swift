import Foundation

extension UIView {
    var gestureRecognizersImplementation: [UIGestureRecognizer]? {
        get { gestureRecognizerStorage.isEmpty ? nil : gestureRecognizerStorage }
        set {
            for recognizer in gestureRecognizerStorage { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    func addGestureRecognizerImplementation(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.view !== self else { return }
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        gestureRecognizer.view = self
        gestureRecognizerStorage.append(gestureRecognizer)
    }

    func removeGestureRecognizerImplementation(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.view === self else { return }
        gestureRecognizerStorage.removeAll { $0 === gestureRecognizer }
        runtime.gestureEnvironment.abandon(gestureRecognizer)
        gestureRecognizer.view = nil
    }
}
