import Foundation

/// UIKit's `UIScrollTypeMask`: which scroll input a pan recognizer takes.
/// A mouse wheel's notches are discrete; a trackpad's precise scrolling is continuous.
public struct UIScrollTypeMask: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let discrete = UIScrollTypeMask(rawValue: 1 << 0)
    public static let continuous = UIScrollTypeMask(rawValue: 1 << 1)
    public static let all: UIScrollTypeMask = [.discrete, .continuous]
}
