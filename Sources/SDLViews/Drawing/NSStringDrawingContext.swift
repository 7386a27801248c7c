import Foundation

/// UIKit's `NSStringDrawingContext`: `NSAttributedString`'s
/// `boundingRect(with:options:context:)` and `draw(with:options:context:)`
/// shrink the text's fonts down to `minimumScaleFactor` (when between 0 and
/// 1) until it fits the size, report the scale used in `actualScaleFactor`,
/// and `boundingRect` fills in `totalBounds`. Plain `String` drawing does not shrink.
public final class NSStringDrawingContext {
    public var minimumScaleFactor: CGFloat = 0
    public internal(set) var actualScaleFactor: CGFloat = 1
    public internal(set) var totalBounds: CGRect = .zero
    public init() {}
}
