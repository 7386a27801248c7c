import Foundation

/// A font at a size, as UIKit's `UIFont`: an immutable face name plus point size,
/// with the face's vertical metrics in points.
///
/// Faces come from TTF/OTF files read by SDL_ttf. The system font is the bundled
/// DejaVu Sans (regular and bold); other files are added with
/// `UIFont.register(fileAt:)`. SDL_ttf sizes are pixels at 72 dpi, which are
/// points, so the metrics are SDL_ttf's for the face opened at the point size.
///
/// Differences from UIKit: see <doc:DifferencesFromUIKit>.
public final class UIFont: @unchecked Sendable, Hashable, CustomStringConvertible {
    public let fontName: String
    public let familyName: String
    public let pointSize: CGFloat
    /// Top of the tallest ascenders above the baseline, positive.
    public let ascender: CGFloat
    /// Bottom of the descenders relative to the baseline, negative as in UIKit.
    public let descender: CGFloat
    /// Extra space between lines: `lineHeight - (ascender - descender)`.
    public let leading: CGFloat
    /// Height of capital letters ("H") above the baseline.
    public let capHeight: CGFloat
    /// Height of lowercase letters ("x") above the baseline.
    public let xHeight: CGFloat
    /// Distance from one baseline to the next (`TTF_FontLineSkip`).
    public let lineHeight: CGFloat

    /// The face's file; nil only when the bundled fonts are missing, in which case
    /// metrics are estimates and nothing can be drawn.
    let filePath: String?
    /// The registered face, kept so `withSize(_:)` can reopen the same file.
    let face: FontFace?
    /// Set once, right after creation, on fonts from `preferredFont` and
    /// `UIFontMetrics`: how to make this font for another text size.
    nonisolated(unsafe) var dynamicType: FontDynamicType?

    /// Largest accepted point size; bigger glyphs are megabytes each.
    static let maxPointSize: CGFloat = 1024

    /// Makes a font of `face` at `size` (clamped). `face` nil gives DejaVu-like
    /// estimated metrics under the system font's name.
    init(face: FontFace?, size: CGFloat) {
        let points = UIFont.safeSize(size)
        self.face = face
        filePath = face?.path
        fontName = face?.fontName ?? "DejaVuSans"
        familyName = face?.familyName ?? "DejaVu Sans"
        pointSize = points
        let metrics = UIFont.pointMetrics(face: face, pointSize: points)
        ascender = metrics.ascender
        descender = metrics.descender
        lineHeight = metrics.lineHeight
        leading = metrics.lineHeight - (metrics.ascender - metrics.descender)
        capHeight = metrics.capHeight
        xHeight = metrics.xHeight
    }

    // MARK: - UIKit API

    /// The default size of standard controls' text in UIKit's old `systemFontSize`
    /// sense; 14 as on iOS.
    public static var systemFontSize: CGFloat { 14 }
    /// The default size of labels, 17 as on iOS.
    public static var labelFontSize: CGFloat { 17 }

    /// The regular system font (DejaVu Sans), as UIKit's `systemFont(ofSize:)`.
    public class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(face: FontRegistry.shared.systemFaces.regular, size: fontSize)
    }

    /// The bold system font (DejaVu Sans Bold), as UIKit's `boldSystemFont(ofSize:)`.
    public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        let faces = FontRegistry.shared.systemFaces
        return UIFont(face: faces.bold ?? faces.regular, size: fontSize)
    }

    /// The system font at a weight, as UIKit's `systemFont(ofSize:weight:)`. Only
    /// two faces are bundled, so weights from `.semibold` up are bold and lighter
    /// ones regular.
    public class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        weight >= .semibold ? boldSystemFont(ofSize: fontSize) : systemFont(ofSize: fontSize)
    }

    /// As UIKit's `italicSystemFont(ofSize:)`, except that no italic face is
    /// bundled, so this returns the regular system font.
    public class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize)
    }

    /// The font named `fontName` at `fontSize`, as UIKit's `init?(name:size:)`.
    /// Known names are "DejaVuSans", "DejaVuSans-Bold", the family "DejaVu Sans" and
    /// names added by `register(fileAt:)`; an exact match wins, otherwise case is
    /// ignored. An unknown name returns nil and logs the reason.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard let face = FontRegistry.shared.face(named: fontName) else {
            let known = FontRegistry.shared.registeredNames.joined(separator: ", ")
            SDLViewsLog.error("UIFont(name:size:): no font named \"\(fontName)\" (known: \(known))")
            return nil
        }
        self.init(face: face, size: fontSize)
    }

    /// Loads a font file and returns it at `fontSize`; nil (logged) when the file is
    /// missing or not a font. Not in UIKit, where files are registered with Core Text
    /// first; this is `register(fileAt:)` followed by `init?(name:size:)`.
    public convenience init?(contentsOfFile path: String, size fontSize: CGFloat) {
        guard let face = FontRegistry.shared.register(fileAt: path) else { return nil }
        self.init(face: face, size: fontSize)
    }

    /// Makes the TTF/OTF file at `path` available to `init?(name:size:)`, playing the
    /// role of `CTFontManagerRegisterFontsForURL`. The file is opened with SDL_ttf to
    /// check it. Returns the PostScript-style name built from the file's family and
    /// style names (e.g. "DejaVuSans-Bold"); the file's base name and, if not taken,
    /// its family name are registered too. If another file already has that name, the
    /// name keeps pointing at the first file (Core Text refuses duplicates) and this
    /// one is reachable by its base name. A missing or corrupt file returns nil and
    /// logs why.
    @discardableResult
    public static func register(fileAt path: String) -> String? {
        FontRegistry.shared.register(fileAt: path)?.fontName
    }

    /// The same face at another size, as UIKit's `withSize(_:)`.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(face: face, size: fontSize)
    }

    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.fontName == rhs.fontName && lhs.pointSize == rhs.pointSize
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(fontName)
        hasher.combine(pointSize)
    }

    public var description: String {
        "<UIFont> font-name: \"\(fontName)\"; font-family: \"\(familyName)\"; font-size: \(String(format: "%.2f", Double(pointSize)))pt"
    }

    // MARK: - Sizes and metrics

    /// Clamps a requested size to something SDL_ttf can open (see the type's notes).
    static func safeSize(_ size: CGFloat) -> CGFloat {
        if size.isNaN {
            SDLViewsLog.error("UIFont: size is NaN; using \(labelFontSize)")
            return labelFontSize
        }
        if size <= 0 {
            SDLViewsLog.error("UIFont: size \(size) is not positive; using 1")
            return 1
        }
        if size > maxPointSize {
            SDLViewsLog.error("UIFont: size \(size) is too large; using \(maxPointSize)")
            return maxPointSize
        }
        return size
    }

    private struct PointMetrics {
        var ascender: CGFloat
        var descender: CGFloat
        var lineHeight: CGFloat
        var capHeight: CGFloat
        var xHeight: CGFloat
    }

    /// Reads the face's pixel metrics at the nearest whole size and scales them to
    /// the exact point size. Uses the lock-protected registry, not the main-actor
    /// `FontCache`, so fonts can be made on any thread.
    private static func pointMetrics(face: FontFace?, pointSize: CGFloat) -> PointMetrics {
        let pixelSize = FontCache.pixelSize(pointSize: pointSize, scale: 1)
        guard let face, let pixels = FontRegistry.shared.metrics(of: face, pixelSize: pixelSize) else {
            return estimatedMetrics(pointSize: pointSize)
        }
        let ratio = pointSize / CGFloat(pixelSize)
        let ascender = CGFloat(pixels.ascent) * ratio
        return PointMetrics(
            ascender: ascender, descender: CGFloat(pixels.descent) * ratio,
            lineHeight: CGFloat(pixels.lineSkip) * ratio,
            capHeight: pixels.capHeight.map { CGFloat($0) * ratio } ?? ascender * 0.78,
            xHeight: pixels.xHeight.map { CGFloat($0) * ratio } ?? ascender * 0.59)
    }

    /// DejaVu Sans' proportions (per em: ascender 0.928, descender -0.236, cap height
    /// 0.729, x-height 0.547), for when no font file could be opened.
    private static func estimatedMetrics(pointSize: CGFloat) -> PointMetrics {
        let ascender = (pointSize * 0.928).rounded(.up)
        let descender = -(pointSize * 0.236).rounded(.up)
        return PointMetrics(
            ascender: ascender, descender: descender, lineHeight: ascender - descender,
            capHeight: (pointSize * 0.729).rounded(), xHeight: (pointSize * 0.547).rounded())
    }
}

extension UIFont {
    /// A font weight, as UIKit's `UIFont.Weight`, with the same raw values
    /// (-0.8 for `.ultraLight` up to 0.62 for `.black`).
    public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
        public let rawValue: CGFloat

        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        public init(_ rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)

        public static func < (lhs: Weight, rhs: Weight) -> Bool {
            lhs.rawValue < rhs.rawValue
        }
    }
}
