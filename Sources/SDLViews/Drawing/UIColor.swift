import Foundation

/// UIKit's `UIColor`: an immutable sRGB color with the same initializers, named
/// colors and component accessors.
///
/// `set()`, `setFill()` and `setStroke()` change the current graphics context's
/// colors (see `UIGraphicsGetCurrentContext()`); with no context they do nothing,
/// as in UIKit.
///
/// A dynamic colour (`init(dynamicProvider:)`, and the system colours such as
/// `.label` or `.systemBackground`) has a value per trait collection:
/// `resolvedColor(with:)` picks it, and `cgColor` and the component getters
/// resolve against `UITraitCollection.current`, as in UIKit. Views resolve
/// their background, tint and text colours against their own trait collection
/// and again when the appearance changes; a `CGColor` taken from a dynamic
/// colour (e.g. for `layer.borderColor`) is fixed, so set it again in
/// `traitCollectionDidChange(_:)`, as on iOS.
public final class UIColor: @unchecked Sendable, Equatable, Hashable, CustomStringConvertible {
    /// The value of a static colour (a dynamic colour's is unused: clear).
    private let staticCGColor: CGColor
    /// Non-nil for a dynamic colour.
    let dynamicProvider: (@Sendable (UITraitCollection) -> UIColor)?

    /// The colour as a `CGColor`; a dynamic colour resolves against `UITraitCollection.current` each time.
    public var cgColor: CGColor {
        guard dynamicProvider != nil else { return staticCGColor }
        return resolvedColor(with: UITraitCollection.current).staticCGColor
    }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        staticCGColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
        dynamicProvider = nil
    }

    public init(white: CGFloat, alpha: CGFloat) {
        staticCGColor = CGColor(gray: white, alpha: alpha)
        dynamicProvider = nil
    }

    public init(cgColor: CGColor) {
        staticCGColor = cgColor
        dynamicProvider = nil
    }

    /// UIKit's `init(dynamicProvider:)`: a colour whose value `provider` picks
    /// for a trait collection, asked again each time it is resolved (so keep
    /// it cheap and pure). A provider that returns a dynamic colour is
    /// followed a few levels, then gives clear (a provider returning its own
    /// colour would otherwise never end).
    public init(dynamicProvider provider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        staticCGColor = CGColor(gray: 0, alpha: 0)
        dynamicProvider = provider
    }

    /// UIKit's `resolvedColor(with:)`: the static colour this one is for
    /// `traitCollection`; a static colour returns itself.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        var color = self
        for _ in 0..<UIColor.maxResolutionDepth {
            guard let provider = color.dynamicProvider else { return color }
            color = provider(traitCollection)
        }
        return color.dynamicProvider == nil ? color : .clear
    }

    /// How many providers one resolution follows.
    private static let maxResolutionDepth = 8

    /// Is this colour dynamic (its value depends on the trait collection)?
    var isDynamic: Bool { dynamicProvider != nil }

    /// Hue, saturation and brightness in 0...1, converted as UIKit does (HSB = HSV).
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (r, g, b) = UIColor.rgbFromHSV(hue: hue, saturation: saturation, value: brightness)
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// A dynamic colour stays dynamic, each resolved value with `alpha`, as in UIKit.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        guard isDynamic else { return UIColor(cgColor: staticCGColor.copy(alpha: alpha)) }
        return UIColor { [self] traits in self.resolvedColor(with: traits).withAlphaComponent(alpha) }
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

    /// Static colours are equal by value; a dynamic colour only to itself (UIKit compares providers).
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        if lhs.isDynamic || rhs.isDynamic { return lhs === rhs }
        return lhs.staticCGColor == rhs.staticCGColor
    }

    public func hash(into hasher: inout Hasher) {
        if isDynamic { hasher.combine(ObjectIdentifier(self)) } else { hasher.combine(staticCGColor) }
    }
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
