import Foundation

/// UIKit's `UIColor`: an immutable sRGB color with the same initializers, named
/// colors and component accessors.
///
/// `set()`, `setFill()` and `setStroke()` change the current graphics context's
/// colors (see `UIGraphicsGetCurrentContext()`); with no context they do nothing,
/// as in UIKit. Dynamic (light/dark) colors are not modelled: the system colors
/// have their light-appearance values.
public final class UIColor: @unchecked Sendable, Equatable, Hashable, CustomStringConvertible {
    public let cgColor: CGColor

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        cgColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    public init(white: CGFloat, alpha: CGFloat) {
        cgColor = CGColor(gray: white, alpha: alpha)
    }

    public init(cgColor: CGColor) {
        self.cgColor = cgColor
    }

    /// Hue, saturation and brightness in 0...1, converted as UIKit does (HSB = HSV).
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (r, g, b) = UIColor.rgbFromHSV(hue: hue, saturation: saturation, value: brightness)
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(cgColor: cgColor.copy(alpha: alpha))
    }

    public func getRed(_ red: inout CGFloat, green: inout CGFloat, blue: inout CGFloat, alpha: inout CGFloat) -> Bool {
        red = cgColor.red; green = cgColor.green; blue = cgColor.blue; alpha = cgColor.alpha
        return true
    }

    /// Succeeds only for grays, as UIKit's does for colors in a gray space.
    public func getWhite(_ white: inout CGFloat, alpha: inout CGFloat) -> Bool {
        guard cgColor.red == cgColor.green, cgColor.green == cgColor.blue else { return false }
        white = cgColor.red; alpha = cgColor.alpha
        return true
    }

    public func getHue(_ hue: inout CGFloat, saturation: inout CGFloat, brightness: inout CGFloat, alpha: inout CGFloat)
        -> Bool
    {
        let r = cgColor.red, g = cgColor.green, b = cgColor.blue
        let maxC = max(r, g, b), minC = min(r, g, b), delta = maxC - minC
        brightness = maxC
        saturation = maxC == 0 ? 0 : delta / maxC
        hue = UIColor.hue(r: r, g: g, b: b, maxC: maxC, delta: delta)
        alpha = cgColor.alpha
        return true
    }

    /// Makes this the fill and stroke color of the current graphics context.
    @MainActor public func set() { setFill(); setStroke() }
    @MainActor public func setFill() { runtime.graphicsContexts.current?.setFillColor(cgColor) }
    @MainActor public func setStroke() { runtime.graphicsContexts.current?.setStrokeColor(cgColor) }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.cgColor == rhs.cgColor }
    public func hash(into hasher: inout Hasher) { hasher.combine(cgColor) }
    public var description: String {
        "UIColor(red: \(cgColor.red), green: \(cgColor.green), blue: \(cgColor.blue), alpha: \(cgColor.alpha))"
    }

    // Named colors: UIKit's fixed values.
    public static let black = UIColor(white: 0, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)

    // System colors: iOS light-appearance values.
    public static let systemRed = UIColor.rgb255(255, 59, 48)
    public static let systemGreen = UIColor.rgb255(52, 199, 89)
    public static let systemBlue = UIColor.rgb255(0, 122, 255)
    public static let systemOrange = UIColor.rgb255(255, 149, 0)
    public static let systemYellow = UIColor.rgb255(255, 204, 0)
    public static let systemPink = UIColor.rgb255(255, 45, 85)
    public static let systemPurple = UIColor.rgb255(175, 82, 222)
    public static let systemTeal = UIColor.rgb255(48, 176, 199)
    public static let systemIndigo = UIColor.rgb255(88, 86, 214)
    public static let systemGray = UIColor.rgb255(142, 142, 147)
    public static let systemBackground = UIColor.white
    public static let secondarySystemBackground = UIColor.rgb255(242, 242, 247)
    public static let label = UIColor.black
    public static let secondaryLabel = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
    public static let separator = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)
    /// Placeholder text in text fields (UIKit's light-mode value).
    public static let placeholderText = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)

    static func rgb255(_ r: Int, _ g: Int, _ b: Int) -> UIColor {
        UIColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: 1)
    }

    static func rgbFromHSV(hue: CGFloat, saturation: CGFloat, value: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        let h = (hue.isFinite ? hue - hue.rounded(.down) : 0) * 6
        let s = CGColor.clampUnit(saturation), v = CGColor.clampUnit(value)
        let sector = Int(h) % 6, f = h - CGFloat(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch sector {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }

    static func hue(r: CGFloat, g: CGFloat, b: CGFloat, maxC: CGFloat, delta: CGFloat) -> CGFloat {
        guard delta > 0 else { return 0 }
        var h: CGFloat
        if maxC == r {
            h = (g - b) / delta
        } else if maxC == g {
            h = 2 + (b - r) / delta
        } else {
            h = 4 + (r - g) / delta
        }
        h /= 6
        return h < 0 ? h + 1 : h
    }
}
