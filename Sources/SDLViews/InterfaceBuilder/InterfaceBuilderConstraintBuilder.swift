import Foundation

/// Makes the `NSLayoutConstraint`s of `<constraints>` elements once every view
/// and layout guide of the file exists. Placeholder constraints (IB's
/// "remove at build time") are dropped; a dangling item id or an unknown
/// attribute is logged and that constraint skipped.
@MainActor
struct InterfaceBuilderConstraintBuilder {
    let reader: InterfaceBuilderValueReader

    func constraint(
        _ element: InterfaceBuilderElement, in container: UIView, objects: [String: AnyObject]
    ) -> NSLayoutConstraint? {
        guard reader.bool("placeholder", of: element) != true else { return nil }
        guard let firstAttribute = attribute("firstAttribute", of: element),
            let first = item("firstItem", of: element, default: container, objects: objects)
        else { return nil }
        var second: AnyObject?
        var secondAttribute = NSLayoutConstraint.Attribute.notAnAttribute
        if element["secondItem"] != nil || element["secondAttribute"] != nil {
            guard let item = item("secondItem", of: element, default: container, objects: objects),
                let attribute = attribute("secondAttribute", of: element)
            else { return nil }
            (second, secondAttribute) = (item, attribute)
        }
        let constraint = NSLayoutConstraint(
            item: first, attribute: firstAttribute,
            relatedBy: reader.choice("relation", of: element, Self.relations) ?? .equal,
            toItem: second, attribute: secondAttribute, multiplier: multiplier(element),
            constant: reader.number("constant", of: element) ?? 0)
        if let priority = reader.number("priority", of: element) {
            constraint.priority = UILayoutPriority(Float(priority))
        }
        constraint.identifier = element["identifier"]
        return constraint
    }

    private func item(
        _ name: String, of element: InterfaceBuilderElement, default container: UIView, objects: [String: AnyObject]
    ) -> AnyObject? {
        guard let id = element[name] else { return container }
        guard let object = objects[id], object is UIView || object is UILayoutGuide else {
            reader.diagnostics.error("constraint \(name) \"\(id)\" names no view or layout guide; skipped", at: element)
            return nil
        }
        return object
    }

    private func attribute(_ name: String, of element: InterfaceBuilderElement) -> NSLayoutConstraint.Attribute? {
        guard element[name] != nil else {
            reader.diagnostics.error("constraint without \(name); skipped", at: element)
            return nil
        }
        return reader.choice(name, of: element, Self.attributes)
    }

    /// A number, or IB's ratio form `16:9`.
    private func multiplier(_ element: InterfaceBuilderElement) -> CGFloat {
        guard let text = element["multiplier"] else { return 1 }
        let parts = text.split(separator: ":").compactMap { Double($0) }
        if parts.count == 2, parts[1] != 0, (parts[0] / parts[1]).isFinite { return CGFloat(parts[0] / parts[1]) }
        return reader.number("multiplier", of: element) ?? 1
    }

    static let relations: [String: NSLayoutConstraint.Relation] = [
        "lessThanOrEqual": .lessThanOrEqual, "equal": .equal, "greaterThanOrEqual": .greaterThanOrEqual
    ]

    static let attributes: [String: NSLayoutConstraint.Attribute] = [
        "left": .left, "right": .right, "top": .top, "bottom": .bottom, "leading": .leading,
        "trailing": .trailing, "width": .width, "height": .height, "centerX": .centerX, "centerY": .centerY,
        "baseline": .lastBaseline, "lastBaseline": .lastBaseline, "firstBaseline": .firstBaseline,
        "leftMargin": .leftMargin, "rightMargin": .rightMargin, "topMargin": .topMargin,
        "bottomMargin": .bottomMargin, "leadingMargin": .leadingMargin, "trailingMargin": .trailingMargin,
        "centerXWithinMargins": .centerXWithinMargins, "centerYWithinMargins": .centerYWithinMargins
    ]
}
