import Foundation

/// Writes views as a .xib document (Xcode's XML, document version 3.0) from
/// what their `encode(with:)` stores: the keys `UIView.init?(coder:)` reads
/// become IB's attributes and child elements, other keys become
/// `userDefinedRuntimeAttributes`; a label's text and a button's normal title
/// are written too, constraints between written views and subviews follow.
@MainActor
struct InterfaceBuilderWriter {
    private var ids: [ObjectIdentifier: String] = [:]
    private var output = ""

    static func document(for views: [UIView]) -> String {
        var writer = InterfaceBuilderWriter()
        writer.assignIDs(views)
        writer.output = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="SDLViews">
                <objects>

            """
        for view in views { writer.write(view, key: nil, depth: 2) }
        writer.output += "    </objects>\n</document>\n"
        return writer.output
    }

    private mutating func assignIDs(_ views: [UIView]) {
        var pending = views
        while let view = pending.popLast() {
            ids[ObjectIdentifier(view)] = "v\(ids.count + 1)"
            if ["view", "stackView", "control"].contains(InterfaceBuilderElementKind.elementName(for: view)) {
                pending.append(contentsOf: view.subviews)
            }
            if let content = InterfaceBuilderListWriter.contentView(of: view) { pending.append(content.view) }
        }
    }

    private mutating func write(_ view: UIView, key: String?, depth: Int, name elementName: String? = nil) {
        let coder = InterfaceBuilderCoder()
        view.encode(with: coder)
        let name = elementName ?? InterfaceBuilderElementKind.elementName(for: view)
        var attributes: [(String, String)] = key.map { [("key", $0)] } ?? []
        attributes.append(("id", ids[ObjectIdentifier(view)] ?? ""))
        let typeName = String(describing: type(of: view))
        if String(describing: InterfaceBuilderElementKind.viewClasses[name] ?? UIView.self) != typeName {
            let module = String(reflecting: type(of: view)).split(separator: ".").first.map(String.init) ?? ""
            attributes += [("customClass", typeName), ("customModule", module)]
        }
        attributes +=
            plainAttributes(coder) + elementAttributes(view)
            + InterfaceBuilderListWriter.attributes(of: view) { [ids] in ids[ObjectIdentifier($0)] }
        line(depth, "<\(name)" + attributes.map { " \($0.0)=\"\(Self.escaped($0.1))\"" }.joined() + ">")
        writeChildren(of: view, coder: coder, depth: depth + 1)
        line(depth, "</\(name)>")
    }

    private mutating func writeChildren(of view: UIView, coder: InterfaceBuilderCoder, depth: Int) {
        typealias Key = UIView.CodingKey
        if let frame = coder.values[Key.frame] as? CGRect { line(depth, "<rect key=\"frame\"\(Self.rect(frame))/>") }
        if let mask = coder.values[Key.autoresizingMask] as? Int { line(depth, Self.autoresizing(mask)) }
        for key in [Key.backgroundColor, Key.tintColor] {
            if let color = coder.values[key] as? UIColor { line(depth, Self.color(color, key: key)) }
        }
        if let identifier = coder.values[Key.accessibilityIdentifier] as? String {
            line(
                depth, "<accessibility key=\"accessibilityConfiguration\" identifier=\"\(Self.escaped(identifier))\"/>")
        }
        if let button = view as? UIButton, let title = button.title(for: .normal) {
            line(depth, "<state key=\"normal\" title=\"\(Self.escaped(title))\"/>")
        }
        writeRuntimeAttributes(coder, depth: depth)
        for text in InterfaceBuilderListWriter.children(of: view, depth: depth) { line(0, text) }
        if let content = InterfaceBuilderListWriter.contentView(of: view) {
            write(content.view, key: "contentView", depth: depth, name: content.element)
        }
        // UIKit's own views (a button's label, a slider's track) build their parts in code.
        if !view.subviews.isEmpty,
            ["view", "stackView", "control"].contains(InterfaceBuilderElementKind.elementName(for: view))
        {
            line(depth, "<subviews>")
            for subview in view.subviews { write(subview, key: nil, depth: depth + 1) }
            line(depth, "</subviews>")
        }
        writeConstraints(of: view, depth: depth)
    }

    /// Keys with an attribute form; the element's name and keys written as children are left out.
    private func plainAttributes(_ coder: InterfaceBuilderCoder) -> [(String, String)] {
        typealias Key = UIView.CodingKey
        let names: [(String, String)] = [
            (Key.hidden, "hidden"), (Key.opaque, "opaque"), (Key.clipsToBounds, "clipsSubviews"),
            (Key.userInteractionEnabled, "userInteractionEnabled"), (Key.multipleTouchEnabled, "multipleTouchEnabled"),
            (Key.translatesAutoresizingMask, "translatesAutoresizingMaskIntoConstraints")
        ]
        var attributes: [(String, String)] = names.compactMap { key, name in
            (coder.values[key] as? Bool).map { (name, $0 ? "YES" : "NO") }
        }
        if let alpha = coder.values[Key.alpha] as? Double { attributes.append(("alpha", "\(alpha)")) }
        if let tag = coder.values[Key.tag] as? Int { attributes.append(("tag", "\(tag)")) }
        if let mode = coder.values[Key.contentMode] as? Int,
            let name = InterfaceBuilderViewDecoding.contentModes.first(where: { $0.value.rawValue == mode })?.key
        {
            attributes.append(("contentMode", name))
        }
        if let raw = coder.values[Key.semanticContentAttribute] as? Int,
            let name = InterfaceBuilderViewDecoding.semanticContentAttributes.first(where: { $0.value.rawValue == raw })?
                .key
        {
            attributes.append(("semanticContentAttribute", name))
        }
        return attributes
    }

    private func elementAttributes(_ view: UIView) -> [(String, String)] {
        guard let label = view as? UILabel else { return [] }
        var attributes: [(String, String)] = []
        if let text = label.text { attributes.append(("text", text)) }
        if label.numberOfLines != 1 { attributes.append(("numberOfLines", "\(label.numberOfLines)")) }
        return attributes
    }

    private static let viewKeys: Set<String> = [
        UIView.CodingKey.frame, UIView.CodingKey.autoresizingMask, UIView.CodingKey.backgroundColor,
        UIView.CodingKey.tintColor, UIView.CodingKey.hidden, UIView.CodingKey.alpha, UIView.CodingKey.opaque,
        UIView.CodingKey.clipsToBounds, UIView.CodingKey.userInteractionEnabled,
        UIView.CodingKey.multipleTouchEnabled, UIView.CodingKey.tag, UIView.CodingKey.contentMode,
        UIView.CodingKey.translatesAutoresizingMask, UIView.CodingKey.accessibilityIdentifier
    ]

    /// A subclass's own keys, as IB's user-defined runtime attributes.
    private mutating func writeRuntimeAttributes(_ coder: InterfaceBuilderCoder, depth: Int) {
        let keys = coder.encodedKeys.filter { !Self.viewKeys.contains($0) }
        guard !keys.isEmpty else { return }
        line(depth, "<userDefinedRuntimeAttributes>")
        for key in keys {
            let path = Self.escaped(key)
            switch coder.values[key] {
            case let flag as Bool:
                line(
                    depth + 1,
                    "<userDefinedRuntimeAttribute type=\"boolean\" keyPath=\"\(path)\" value=\"\(flag ? "YES" : "NO")\"/>"
                )
            case let number as Double:
                runtimeAttribute("number", path, "<real key=\"value\" value=\"\(number)\"/>", depth)
            case let number as Int:
                runtimeAttribute("number", path, "<integer key=\"value\" value=\"\(number)\"/>", depth)
            case let text as String:
                line(
                    depth + 1,
                    "<userDefinedRuntimeAttribute type=\"string\" keyPath=\"\(path)\" value=\"\(Self.escaped(text))\"/>"
                )
            case let color as UIColor: runtimeAttribute("color", path, Self.color(color, key: "value"), depth)
            case let rect as CGRect: runtimeAttribute("rect", path, "<rect key=\"value\"\(Self.rect(rect))/>", depth)
            case let point as CGPoint:
                runtimeAttribute("point", path, "<point key=\"value\" x=\"\(point.x)\" y=\"\(point.y)\"/>", depth)
            case let size as CGSize:
                runtimeAttribute(
                    "size", path, "<size key=\"value\" width=\"\(size.width)\" height=\"\(size.height)\"/>", depth)
            default:
                SDLViewsLog.error("encode(with:) key \(key) holds a value a .xib cannot store; not written")
            }
        }
        line(depth, "</userDefinedRuntimeAttributes>")
    }

    private mutating func runtimeAttribute(_ type: String, _ keyPath: String, _ value: String, _ depth: Int) {
        line(depth + 1, "<userDefinedRuntimeAttribute type=\"\(type)\" keyPath=\"\(keyPath)\">")
        line(depth + 2, value)
        line(depth + 1, "</userDefinedRuntimeAttribute>")
    }

    private mutating func writeConstraints(of view: UIView, depth: Int) {
        let written = view.constraints.filter { constraint in
            [constraint.firstItem, constraint.secondItem].allSatisfy { item in
                item == nil || (item as? UIView).map { ids[ObjectIdentifier($0)] != nil } == true
            }
        }
        guard !written.isEmpty else { return }
        line(depth, "<constraints>")
        for constraint in written { line(depth + 1, constraintElement(constraint)) }
        line(depth, "</constraints>")
    }

    private func constraintElement(_ constraint: NSLayoutConstraint) -> String {
        func name(_ attribute: NSLayoutConstraint.Attribute) -> String {
            InterfaceBuilderConstraintBuilder.attributes.first { $0.value == attribute && $0.key != "baseline" }?.key
                ?? ""
        }
        func id(_ item: AnyObject?) -> String { (item as? UIView).flatMap { ids[ObjectIdentifier($0)] } ?? "" }
        var text =
            "<constraint firstItem=\"\(id(constraint.firstItem))\" firstAttribute=\"\(name(constraint.firstAttribute))\""
        if constraint.secondItem != nil {
            text +=
                " secondItem=\"\(id(constraint.secondItem))\" secondAttribute=\"\(name(constraint.secondAttribute))\""
        }
        if constraint.relation != .equal {
            text +=
                " relation=\"\(constraint.relation == .lessThanOrEqual ? "lessThanOrEqual" : "greaterThanOrEqual")\""
        }
        if constraint.multiplier != 1 { text += " multiplier=\"\(constraint.multiplier)\"" }
        if constraint.constant != 0 { text += " constant=\"\(constraint.constant)\"" }
        if constraint.priority != .required { text += " priority=\"\(constraint.priority.rawValue)\"" }
        if let identifier = constraint.identifier { text += " identifier=\"\(escaped(identifier))\"" }
        return text + "/>"
    }

    private func escaped(_ text: String) -> String { Self.escaped(text) }

    private mutating func line(_ depth: Int, _ text: String) {
        output += String(repeating: "    ", count: depth) + text + "\n"
    }

    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }

    static func rect(_ rect: CGRect) -> String {
        " x=\"\(rect.minX)\" y=\"\(rect.minY)\" width=\"\(rect.width)\" height=\"\(rect.height)\""
    }

    static func color(_ color: UIColor, key: String) -> String {
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return "<color key=\"\(key)\" red=\"\(red)\" green=\"\(green)\" blue=\"\(blue)\" alpha=\"\(alpha)\" "
            + "colorSpace=\"custom\" customColorSpace=\"sRGB\"/>"
    }

    static func autoresizing(_ mask: Int) -> String {
        let names = ["flexibleMinX", "widthSizable", "flexibleMaxX", "flexibleMinY", "heightSizable", "flexibleMaxY"]
        let parts = names.enumerated().filter { mask & (1 << $0.offset) != 0 }.map { " \($0.element)=\"YES\"" }
        return "<autoresizingMask key=\"autoresizingMask\"\(parts.joined())/>"
    }
}
