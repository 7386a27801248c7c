import Foundation

/// Core Graphics' colour space models.
public enum CGColorSpaceModel: Int32, Sendable {
    case unknown = -1, monochrome = 0, rgb = 1
}

/// Core Graphics' `CGColorSpace`, minimal but real: device/sRGB RGB and gray.
/// Colours are always stored as sRGB (`CGColor`); a gray space's components
/// are converted to RGB when a colour or gradient is made from them.
/// Differences from UIKit: see <doc:DifferencesFromUIKit>.
public final class CGColorSpace: @unchecked Sendable, Equatable, CustomStringConvertible {
    public let model: CGColorSpaceModel
    public let name: String?

    private init(model: CGColorSpaceModel, name: String) {
        self.model = model
        self.name = name
    }

    /// CG's `CGColorSpace(name:)` for the RGB and gray names; nil for others.
    public convenience init?(name: String) {
        switch name {
        case CGColorSpace.sRGB, CGColorSpace.extendedSRGB, CGColorSpace.genericRGBLinear, "kCGColorSpaceDeviceRGB":
            self.init(model: .rgb, name: name)
        case CGColorSpace.genericGrayGamma2_2, CGColorSpace.linearGray, CGColorSpace.extendedGray,
            "kCGColorSpaceDeviceGray":
            self.init(model: .monochrome, name: name)
        default:
            SDLViewsLog.error("CGColorSpace: unsupported colour space \(name)")
            return nil
        }
    }

    public static let sRGB = "kCGColorSpaceSRGB"
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    public static let linearGray = "kCGColorSpaceLinearGray"
    public static let extendedGray = "kCGColorSpaceExtendedGray"

    static let deviceRGB = CGColorSpace(model: .rgb, name: "kCGColorSpaceDeviceRGB")
    static let deviceGray = CGColorSpace(model: .monochrome, name: "kCGColorSpaceDeviceGray")

    /// Colour components without alpha: 3 for RGB, 1 for gray.
    public var numberOfComponents: Int { model == .monochrome ? 1 : 3 }

    /// A colour from `numberOfComponents + 1` components (alpha last); nil on a count mismatch.
    func color(components c: ArraySlice<CGFloat>) -> CGColor? {
        guard c.count == numberOfComponents + 1 else { return nil }
        let v = Array(c)
        return model == .monochrome
            ? CGColor(gray: v[0], alpha: v[1]) : CGColor(red: v[0], green: v[1], blue: v[2], alpha: v[3])
    }

    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
        lhs.model == rhs.model && lhs.name == rhs.name
    }
    public var description: String { "CGColorSpace(\(name ?? "unnamed"))" }
}

/// CG's `CGColorSpaceCreateDeviceRGB()`.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace.deviceRGB }

/// CG's `CGColorSpaceCreateDeviceGray()`.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace.deviceGray }

extension CGColor {
    /// CG's `CGColor(colorSpace:components:)`: nil when the component count does not fit the space.
    public convenience init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        let values = Array(UnsafeBufferPointer(start: components, count: space.numberOfComponents + 1))
        guard let color = space.color(components: values[...]) else { return nil }
        self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }

    /// The sRGB colour space every `CGColor` is in.
    public var colorSpace: CGColorSpace? { CGColorSpace.deviceRGB }
}
