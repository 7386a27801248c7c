import Foundation

/// UIKit's `UIPrintInfo`: the job's name, kind of output and orientation.
@MainActor
public final class UIPrintInfo {
    /// UIKit's `UIPrintInfo.OutputType`: the kind of content, which sets how pages are rendered.
    public enum OutputType: Int, Sendable { case general, photo, grayscale, photoGrayscale }
    /// UIKit's `UIPrintInfo.Orientation`: portrait or landscape pages.
    public enum Orientation: Int, Sendable { case portrait, landscape }

    /// UIKit's factory for a print info with the defaults.
    public static func printInfo() -> UIPrintInfo { UIPrintInfo() }

    public init() {}

    /// Names the job; here it also names the PDF file when no `outputURL` is given.
    public var jobName = ""
    public var outputType = OutputType.general
    /// Landscape turns the paper (its width and height swap).
    public var orientation = Orientation.portrait
}
