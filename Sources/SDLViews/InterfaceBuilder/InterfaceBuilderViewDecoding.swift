import Foundation

/// Reads the parts of a view element every view has (frame, autoresizing
/// mask, colours, flags, tag, content mode, accessibility identifier, user-defined
/// runtime attributes) into the coder values `UIView.init?(coder:)` decodes.
@MainActor
struct InterfaceBuilderViewDecoding {
    let reader: InterfaceBuilderValueReader

    func values(of element: InterfaceBuilderElement) -> [String: Any] {
        var values: [String: Any] = [:]
        typealias Key = UIView.CodingKey
        if let frame = element.child("rect", key: "frame").flatMap(reader.rect) { values[Key.frame] = frame }
        if let mask = element.child("autoresizingMask", key: "autoresizingMask") {
            values[Key.autoresizingMask] = Int(autoresizingMask(mask).rawValue)
        }
        for key in [Key.backgroundColor, Key.tintColor] {
            if let color = element.child("color", key: key).flatMap(reader.color) { values[key] = color }
        }
        let flags = [
            ("hidden", Key.hidden), ("opaque", Key.opaque), ("clipsSubviews", Key.clipsToBounds),
            ("userInteractionEnabled", Key.userInteractionEnabled),
            ("multipleTouchEnabled", Key.multipleTouchEnabled),
            ("translatesAutoresizingMaskIntoConstraints", Key.translatesAutoresizingMask)
        ]
        for (attribute, key) in flags { values[key] = reader.bool(attribute, of: element) }
        values[Key.alpha] = reader.number("alpha", of: element).map(Double.init)
        values[Key.tag] = reader.integer("tag", of: element)
        values[Key.contentMode] = reader.choice("contentMode", of: element, Self.contentModes)?.rawValue
        values[Key.semanticContentAttribute] =
            reader.choice("semanticContentAttribute", of: element, Self.semanticContentAttributes)?.rawValue
        // Interface Builder's Accessibility inspector: identifier and label.
        let accessibility = element.child("accessibility", key: "accessibilityConfiguration")
        if let identifier = accessibility?["identifier"] { values[Key.accessibilityIdentifier] = identifier }
        if let label = accessibility?["label"] { values[Key.accessibilityLabel] = label }
        values["style"] = InterfaceBuilderListAttributes.codedStyle(of: element, reader: reader)
        for attribute in element.items(in: "userDefinedRuntimeAttributes") {
            guard let keyPath = attribute["keyPath"] else { continue }
            values[keyPath] = runtimeAttributeValue(attribute)
        }
        return values
    }

    private func autoresizingMask(_ element: InterfaceBuilderElement) -> UIView.AutoresizingMask {
        let parts: [(String, UIView.AutoresizingMask)] = [
            ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth),
            ("flexibleMaxX", .flexibleRightMargin), ("flexibleMinY", .flexibleTopMargin),
            ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin)
        ]
        return parts.reduce(into: []) { mask, part in
            if reader.bool(part.0, of: element) == true { mask.insert(part.1) }
        }
    }

    /// A `<userDefinedRuntimeAttribute type=…>`'s value: `boolean`, `number`,
    /// `string`, `color`, `rect`, `point`, `size`, `image` (by name) or `nil`.
    func runtimeAttributeValue(_ element: InterfaceBuilderElement) -> Any? {
        let valueChild = element.child(key: "value")
        switch element["type"] {
        case "boolean":
            return reader.bool("value", of: element) ?? valueChild.flatMap { reader.bool("value", of: $0) }
        case "number":
            return valueChild.flatMap { reader.number("value", of: $0) }.map(Double.init)
        case "string", "localizedString":
            return element["value"] ?? valueChild?["value"] ?? valueChild?["_text"]
        case "color": return valueChild.flatMap(reader.color)
        case "rect": return valueChild.flatMap(reader.rect)
        case "point": return valueChild.flatMap(reader.point)
        case "size": return valueChild.flatMap(reader.size)
        case "image": return element["value"].flatMap { UIImage(named: $0) }
        case "nil": return nil
        default:
            reader.diagnostics.error(
                "user-defined runtime attribute type \"\(element["type"] ?? "")\" is not supported; ignored",
                at: element)
            return nil
        }
    }

    /// Interface Builder's names for `UISemanticContentAttribute`.
    static let semanticContentAttributes: [String: UISemanticContentAttribute] = [
        "unspecified": .unspecified, "playback": .playback, "spatial": .spatial,
        "forceLeftToRight": .forceLeftToRight, "forceRightToLeft": .forceRightToLeft
    ]

    static let contentModes: [String: UIView.ContentMode] = [
        "scaleToFill": .scaleToFill, "scaleAspectFit": .scaleAspectFit, "scaleAspectFill": .scaleAspectFill,
        "redraw": .redraw, "center": .center, "top": .top, "bottom": .bottom, "left": .left, "right": .right,
        "topLeft": .topLeft, "topRight": .topRight, "bottomLeft": .bottomLeft, "bottomRight": .bottomRight
    ]
}
