import Foundation

/// UIKit's `NSTextAttachment`: an image shown inline, in place of the
/// attachment character (U+FFFC, `NSTextAttachment.character`) its
/// `.attachment` attribute is on.
///
/// As UIKit, the image's box is `bounds` when it is not empty, else the
/// image's size, and `bounds.origin.y` is measured up from the baseline, so a
/// zero origin sits the image on the baseline and a negative y lowers it.
@MainActor
open class NSTextAttachment {
    /// U+FFFC OBJECT REPLACEMENT CHARACTER, the character an attachment replaces.
    public nonisolated static let character: Int = 0xFFFC

    open var image: UIImage?
    open var bounds: CGRect = .zero

    public init() {}

    public convenience init(image: UIImage) {
        self.init()
        self.image = image
    }

    /// The box laid out: `bounds`, or the image's size at the origin.
    var layoutBounds: CGRect {
        if bounds.isFinite, bounds.width > 0 || bounds.height > 0 { return bounds }
        return CGRect(origin: bounds.origin.isFinite ? bounds.origin : .zero, size: image?.size ?? .zero)
    }
}

extension NSAttributedString {
    /// UIKit's `NSAttributedString(attachment:)`: the attachment character carrying it.
    @MainActor
    public convenience init(attachment: NSTextAttachment) {
        self.init(
            string: String(Character(Unicode.Scalar(UInt32(NSTextAttachment.character))!)),
            attributes: [.attachment: attachment])
    }
}
