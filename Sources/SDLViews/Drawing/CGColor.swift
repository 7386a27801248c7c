import Foundation

/// An immutable RGBA color in the sRGB space, as Core Graphics' `CGColor`.
///
/// Differences from UIKit: see <doc:DifferencesFromUIKit>.
public final class CGColor: @unchecked Sendable, Equatable, Hashable, CustomStringConvertible {
    public let red: CGFloat
    public let green: CGFloat
    public let blue: CGFloat
    public let alpha: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = CGColor.clampUnit(red)
        self.green = CGColor.clampUnit(green)
        self.blue = CGColor.clampUnit(blue)
        self.alpha = CGColor.clampUnit(alpha)
    }

    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// `[red, green, blue, alpha]`.
    public var components: [CGFloat]? { [red, green, blue, alpha] }
    public var numberOfComponents: Int { 4 }

    public func copy(alpha: CGFloat) -> CGColor {
        CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    public static let black = CGColor(gray: 0, alpha: 1)
    public static let white = CGColor(gray: 1, alpha: 1)
    public static let clear = CGColor(gray: 0, alpha: 0)

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(red); hasher.combine(green); hasher.combine(blue); hasher.combine(alpha)
    }

    public var description: String { "CGColor(r: \(red), g: \(green), b: \(blue), a: \(alpha))" }

    /// The color as 8-bit straight-alpha channels, rounded to nearest.
    var rgba8: ColorBytes {
        ColorBytes(r: CGColor.byte(red), g: CGColor.byte(green), b: CGColor.byte(blue), a: CGColor.byte(alpha))
    }

    static func clampUnit(_ value: CGFloat) -> CGFloat {
        guard value.isFinite else { return value == .infinity ? 1 : 0 }
        return min(max(value, 0), 1)
    }

    static func byte(_ unit: CGFloat) -> UInt8 { UInt8((unit * 255).rounded()) }
}

/// A colour as 8-bit red, green, blue and alpha (straight, not premultiplied),
/// as pixels store it.
struct ColorBytes: Equatable, Hashable, Sendable {
    var r: UInt8
    var g: UInt8
    var b: UInt8
    var a: UInt8
}
