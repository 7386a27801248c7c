import Foundation

/// UIKit's `UIGraphicsPDFRendererFormat`: `documentInfo` takes the
/// `kCGPDFContext…` keys for title, author, subject, keywords and creator.
@MainActor
public final class UIGraphicsPDFRendererFormat: UIGraphicsRendererFormat {
    public var documentInfo: [String: Any] = [:]

    public required init() {}

    override func copySettings() -> UIGraphicsRendererFormat {
        let copy = UIGraphicsPDFRendererFormat()
        copy.documentInfo = documentInfo
        return copy
    }
}
