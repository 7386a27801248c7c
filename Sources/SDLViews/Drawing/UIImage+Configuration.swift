import Foundation

extension UIImage {
    /// UIKit's `UIImage.Configuration`: the base of image configurations
    /// (`UIImage.SymbolConfiguration`), immutable; `applying(_:)` merges.
    ///
    /// Difference from UIKit: configurations carry no trait collection
    /// (`withTraitCollection(_:)` is absent); symbols follow the app's traits.
    open class Configuration: @unchecked Sendable, Equatable, CustomStringConvertible {
        public init() {}

        /// UIKit's `applying(_:)`: this configuration with `otherConfiguration`'s
        /// specified values laid over it.
        open func applying(_ otherConfiguration: UIImage.Configuration?) -> UIImage.Configuration {
            otherConfiguration ?? self
        }

        open func isEqual(to other: UIImage.Configuration) -> Bool { type(of: other) == type(of: self) }

        public static func == (lhs: UIImage.Configuration, rhs: UIImage.Configuration) -> Bool {
            lhs.isEqual(to: rhs)
        }

        open var description: String { "<UIImageConfiguration>" }
    }
}
