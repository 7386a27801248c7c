import Foundation

/// What `UIView.init?(coder:)` decodes and `encode(with:)` writes: the same
/// keys, so a hierarchy saved as a .xib loads back equal.
extension UIView {
    enum CodingKey {
        static let frame = "frame"
        static let autoresizingMask = "autoresizingMask"
        static let backgroundColor = "backgroundColor"
        static let tintColor = "tintColor"
        static let hidden = "hidden"
        static let alpha = "alpha"
        static let opaque = "opaque"
        static let clipsToBounds = "clipsToBounds"
        static let userInteractionEnabled = "userInteractionEnabled"
        static let multipleTouchEnabled = "multipleTouchEnabled"
        static let tag = "tag"
        static let contentMode = "contentMode"
        static let semanticContentAttribute = "semanticContentAttribute"
        static let translatesAutoresizingMask = "translatesAutoresizingMaskIntoConstraints"
        static let accessibilityIdentifier = "accessibilityIdentifier"
        static let accessibilityLabel = "accessibilityLabel"
    }

    /// The frame `init?(coder:)` starts from (zero when the coder has none).
    static func decodedFrame(from coder: NSCoder) -> CGRect {
        guard let coder = coder as? InterfaceBuilderCoder else { return .zero }
        return (coder.decodeObject(forKey: CodingKey.frame) as? CGRect) ?? .zero
    }

    /// Applies the coded UIView properties; keys the coder lacks keep UIKit's
    /// defaults. Only Interface Builder coders are read: another coder (a
    /// Foundation keyed unarchiver, which raises on insecure object decoding)
    /// decodes nothing, as before.
    func decodeViewProperties(from coder: NSCoder) {
        guard let coder = coder as? InterfaceBuilderCoder else { return }
        if coder.containsValue(forKey: CodingKey.autoresizingMask) {
            autoresizingMask = AutoresizingMask(
                rawValue: UInt(clamping: coder.decodeInteger(forKey: CodingKey.autoresizingMask)))
        }
        backgroundColor = coder.decodeObject(forKey: CodingKey.backgroundColor) as? UIColor ?? backgroundColor
        if let tint = coder.decodeObject(forKey: CodingKey.tintColor) as? UIColor { tintColor = tint }
        decodeFlag(coder, CodingKey.hidden) { $0.isHidden = $1 }
        decodeFlag(coder, CodingKey.opaque) { $0.isOpaque = $1 }
        decodeFlag(coder, CodingKey.clipsToBounds) { $0.clipsToBounds = $1 }
        decodeFlag(coder, CodingKey.userInteractionEnabled) { $0.isUserInteractionEnabled = $1 }
        decodeFlag(coder, CodingKey.multipleTouchEnabled) { $0.isMultipleTouchEnabled = $1 }
        decodeFlag(coder, CodingKey.translatesAutoresizingMask) { $0.translatesAutoresizingMaskIntoConstraints = $1 }
        if coder.containsValue(forKey: CodingKey.alpha) { alpha = CGFloat(coder.decodeDouble(forKey: CodingKey.alpha)) }
        if coder.containsValue(forKey: CodingKey.tag) { tag = coder.decodeInteger(forKey: CodingKey.tag) }
        if coder.containsValue(forKey: CodingKey.contentMode),
            let mode = ContentMode(rawValue: coder.decodeInteger(forKey: CodingKey.contentMode))
        {
            contentMode = mode
        }
        if coder.containsValue(forKey: CodingKey.semanticContentAttribute),
            let attribute = UISemanticContentAttribute(
                rawValue: coder.decodeInteger(forKey: CodingKey.semanticContentAttribute))
        {
            semanticContentAttribute = attribute
        }
        if let identifier = coder.decodeObject(forKey: CodingKey.accessibilityIdentifier) as? String {
            accessibilityIdentifier = identifier
        }
        if let label = coder.decodeObject(forKey: CodingKey.accessibilityLabel) as? String {
            accessibilityLabel = label
        }
    }

    private func decodeFlag(_ coder: NSCoder, _ key: String, _ apply: (UIView, Bool) -> Void) {
        guard coder.containsValue(forKey: key) else { return }
        apply(self, coder.decodeBool(forKey: key))
    }

    /// Writes the keys `decodeViewProperties(from:)` reads; defaults are left out, as Interface Builder does.
    func encodeViewProperties(to coder: NSCoder) {
        coder.encode(frame as Any, forKey: CodingKey.frame)
        if !autoresizingMask.isEmpty {
            coder.encode(Int(autoresizingMask.rawValue), forKey: CodingKey.autoresizingMask)
        }
        if let backgroundColor { coder.encode(backgroundColor, forKey: CodingKey.backgroundColor) }
        if let tint = tintColorStorage { coder.encode(tint, forKey: CodingKey.tintColor) }
        if isHidden { coder.encode(true, forKey: CodingKey.hidden) }
        if alpha != 1 { coder.encode(Double(alpha), forKey: CodingKey.alpha) }
        if !isOpaque { coder.encode(false, forKey: CodingKey.opaque) }
        if clipsToBounds { coder.encode(true, forKey: CodingKey.clipsToBounds) }
        if !isUserInteractionEnabled { coder.encode(false, forKey: CodingKey.userInteractionEnabled) }
        if isMultipleTouchEnabled { coder.encode(true, forKey: CodingKey.multipleTouchEnabled) }
        if tag != 0 { coder.encode(tag, forKey: CodingKey.tag) }
        if contentMode != .scaleToFill { coder.encode(contentMode.rawValue, forKey: CodingKey.contentMode) }
        if semanticContentAttribute != .unspecified {
            coder.encode(semanticContentAttribute.rawValue, forKey: CodingKey.semanticContentAttribute)
        }
        if !translatesAutoresizingMaskIntoConstraints {
            coder.encode(false, forKey: CodingKey.translatesAutoresizingMask)
        }
        if let accessibilityIdentifier {
            coder.encode(accessibilityIdentifier, forKey: CodingKey.accessibilityIdentifier)
        }
    }
}
