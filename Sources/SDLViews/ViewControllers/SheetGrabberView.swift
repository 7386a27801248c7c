import Foundation

/// The grabber of a sheet (`prefersGrabberVisible`): UIKit's 36 × 5 capsule
/// 5 pt below the sheet's top edge. It takes no touches of its own: the
/// sheet's pan takes drags that start on or near it.
@MainActor
final class SheetGrabberView: UIView {
    static let size = CGSize(width: 36, height: 5)

    init() {
        super.init(frame: CGRect(origin: .zero, size: Self.size))
        backgroundColor = UIColor(white: 0.55, alpha: 0.6)
        layer.cornerRadius = Self.size.height / 2
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { nil }
}
