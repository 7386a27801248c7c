import Foundation

/// UIKit's geometry additions to `NSCoder` (UIGeometry.h): the values
/// `encode(_:forKey:)` stored as objects; zero when the key is missing or holds
/// something else, as UIKit.
extension NSCoder {
    public func decodeCGRect(forKey key: String) -> CGRect { decodeObject(forKey: key) as? CGRect ?? .zero }
    public func decodeCGPoint(forKey key: String) -> CGPoint { decodeObject(forKey: key) as? CGPoint ?? .zero }
    public func decodeCGSize(forKey key: String) -> CGSize { decodeObject(forKey: key) as? CGSize ?? .zero }
}
