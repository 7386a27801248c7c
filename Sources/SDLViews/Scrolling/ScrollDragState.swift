import Foundation

/// What a drag remembers: the offset it started from and, with
/// `isDirectionalLockEnabled`, the one axis it moves along.
struct ScrollDragState {
    enum Lock { case none, horizontal, vertical }

    var startOffset = CGPoint.zero
    var lock = Lock.none

    /// A drag is locked to an axis when its first movement is at least this many times longer along it.
    static let lockRatio: CGFloat = 2

    static func lock(for translation: CGPoint) -> Lock {
        let x = abs(translation.x), y = abs(translation.y)
        if x >= y * lockRatio { return .horizontal }
        if y >= x * lockRatio { return .vertical }
        return .none
    }

    /// `vector` without the component the lock rules out.
    func locked(_ vector: CGPoint) -> CGPoint {
        switch lock {
        case .none: vector
        case .horizontal: CGPoint(x: vector.x, y: 0)
        case .vertical: CGPoint(x: 0, y: vector.y)
        }
    }
}
