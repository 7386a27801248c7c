import Foundation

/// UIKit's `UIGraphicsImageRendererFormat`: scale (default the main screen's),
/// opacity and colour range. `preferredRange` is accepted and ignored: images
/// are always 8-bit sRGB here.
@MainActor
public final class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
    /// UIKit's `UIGraphicsImageRendererFormat.Range`; every range renders standard 8-bit sRGB here.
    public enum Range: Int, Sendable { case unspecified = -1, automatic = 0, extended = 1, standard = 2 }

    /// Pixels per point; 0 or invalid means the main screen's scale.
    public var scale: CGFloat
    /// True makes an image without alpha (the canvas starts black, as UIKit's does).
    public var opaque = false
    public var preferredRange = Range.automatic
    /// UIKit's deprecated `prefersExtendedRange`.
    public var prefersExtendedRange: Bool {
        get { preferredRange == .extended }
        set { preferredRange = newValue ? .extended : .standard }
    }

    public required init() { scale = UIScreen.main.scale }

    /// UIKit's `preferred()`: the same as `default()` here.
    public class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    override func copySettings() -> UIGraphicsRendererFormat {
        let copy = UIGraphicsImageRendererFormat()
        copy.scale = scale
        copy.opaque = opaque
        copy.preferredRange = preferredRange
        return copy
    }

    /// The scale actually used: the main screen's when unset or invalid.
    var effectiveScale: CGFloat { scale.isFinite && scale > 0 ? scale : UIScreen.main.scale }
}
