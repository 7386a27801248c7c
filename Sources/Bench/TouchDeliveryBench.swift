import Foundation
import CSDL
import SDLViews

/// The touch-delivery subject of the hit-test scenario: 100 gesture
/// recognizers on a 10,000-view grid (five on the grid's container, which
/// every touch passes: tap, double tap, pan, long press and a counter; 95
/// taps on every 105th cell), and one touch (an SDL finger down and up
/// through `UIApplication.handle(_:)`, the real pump) per sample: hit test,
/// recognizers, view delivery and the responder chain.
@MainActor
struct TouchDeliveryBench {
    static let recognizerCount = 100

    /// Counts touches that land on a cell, for agreement with the other subjects.
    final class HitCounter: UIGestureRecognizer {
        var cellHits = 0
        weak var container: UIView?
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            for touch in touches where touch.view !== container && touch.view !== touch.window { cellHits += 1 }
        }
    }

    let counter = HitCounter()
    private let window: UIWindow

    init(window: UIWindow, container: UIView, cells: [UIView]) {
        self.window = window
        counter.container = container
        counter.cancelsTouchesInView = false
        counter.delaysTouchesEnded = false
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        let onContainer: [UIGestureRecognizer] = [
            counter, UITapGestureRecognizer(), double,
            UIPanGestureRecognizer(), UILongPressGestureRecognizer()
        ]
        onContainer.forEach(container.addGestureRecognizer)
        let step = max(1, cells.count / (Self.recognizerCount - onContainer.count))
        for index in stride(from: 0, to: cells.count, by: step).prefix(Self.recognizerCount - onContainer.count) {
            cells[index].addGestureRecognizer(UITapGestureRecognizer())
        }
    }

    /// One touch down and up at `point` (a finger, as the pump gets it from SDL).
    func touch(at point: CGPoint) {
        let size = window.bounds.size
        for type in [SDL_FINGERDOWN, SDL_FINGERUP] {
            var event = SDL_Event()
            event.tfinger.type = type.rawValue
            event.tfinger.touchId = 1
            event.tfinger.fingerId = 0
            event.tfinger.x = Float(point.x / size.width)
            event.tfinger.y = Float(point.y / size.height)
            event.tfinger.windowID = window.sdlWindowID ?? 0
            UIApplication.shared.handle(event)
        }
    }
}
