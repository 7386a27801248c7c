import Foundation

/// UIKit's `NSStringDrawingContext`: accepted for signature compatibility;
/// `totalBounds` is filled in by `boundingRect`, font scaling is not done.
public final class NSStringDrawingContext {
    public var minimumScaleFactor: CGFloat = 0
    public internal(set) var actualScaleFactor: CGFloat = 1
    public internal(set) var totalBounds: CGRect = .zero
    public init() {}
}
