import Foundation

/// Turns attribute strings into values. A value that does not parse (a NaN, a
/// word where a number belongs, an unknown enum string) is logged with its
/// line and read as nil, so the caller keeps the property's default.
@MainActor
struct InterfaceBuilderValueReader {
    let diagnostics: InterfaceBuilderDiagnostics
    /// `<resources><namedColor name=…>` of the document.
    var namedColors: [String: UIColor] = [:]

    func number(_ name: String, of element: InterfaceBuilderElement) -> CGFloat? {
        guard let text = element[name] else { return nil }
        guard let value = Double(text), value.isFinite else {
            diagnostics.error("\(element.name) \(name)=\"\(text)\" is not a finite number; ignored", at: element)
            return nil
        }
        return CGFloat(value)
    }

    func integer(_ name: String, of element: InterfaceBuilderElement) -> Int? {
        guard let text = element[name] else { return nil }
        guard let value = Int(text) else {
            diagnostics.error("\(element.name) \(name)=\"\(text)\" is not an integer; ignored", at: element)
            return nil
        }
        return value
    }

    /// IB writes `YES`/`NO`.
    func bool(_ name: String, of element: InterfaceBuilderElement) -> Bool? {
        guard let text = element[name] else { return nil }
        switch text {
        case "YES", "yes", "true": return true
        case "NO", "no", "false": return false
        default:
            diagnostics.error("\(element.name) \(name)=\"\(text)\" is not YES or NO; ignored", at: element)
            return nil
        }
    }

    /// An attribute naming one of `cases` (IB's enum spellings).
    func choice<Value>(_ name: String, of element: InterfaceBuilderElement, _ cases: [String: Value]) -> Value? {
        guard let text = element[name] else { return nil }
        guard let value = cases[text] else {
            diagnostics.error("\(element.name) \(name)=\"\(text)\" is not a known value; ignored", at: element)
            return nil
        }
        return value
    }

    func rect(_ element: InterfaceBuilderElement) -> CGRect? {
        guard let width = number("width", of: element), let height = number("height", of: element) else { return nil }
        return CGRect(
            x: number("x", of: element) ?? 0, y: number("y", of: element) ?? 0, width: width, height: height)
    }

    func point(_ element: InterfaceBuilderElement) -> CGPoint? {
        guard let x = number("x", of: element), let y = number("y", of: element) else { return nil }
        return CGPoint(x: x, y: y)
    }

    func size(_ element: InterfaceBuilderElement) -> CGSize? {
        guard let width = number("width", of: element), let height = number("height", of: element) else { return nil }
        return CGSize(width: width, height: height)
    }

    /// `<inset minX= minY= maxX= maxY=>`: left, top, right, bottom (missing sides are 0).
    func edgeInsets(_ element: InterfaceBuilderElement) -> UIEdgeInsets? {
        UIEdgeInsets(
            top: number("minY", of: element) ?? 0, left: number("minX", of: element) ?? 0,
            bottom: number("maxY", of: element) ?? 0, right: number("maxX", of: element) ?? 0)
    }

    /// `<color>` in its forms: `systemColor=`, `name=` (a named colour),
    /// `red= green= blue= alpha=` (sRGB, calibrated or device RGB) and `white= alpha=`.
    func color(_ element: InterfaceBuilderElement) -> UIColor? {
        if let system = element["systemColor"] ?? element["cocoaTouchSystemColor"] {
            return systemColor(system, at: element)
        }
        if let name = element["name"] {
            if let named = namedColors[name] { return named }
            return systemColor(name, at: element)
        }
        let alpha = number("alpha", of: element) ?? 1
        if let white = number("white", of: element) { return UIColor(white: white, alpha: alpha) }
        guard let red = number("red", of: element), let green = number("green", of: element),
            let blue = number("blue", of: element)
        else {
            diagnostics.error("color has no components; ignored", at: element)
            return nil
        }
        return UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    private func systemColor(_ name: String, at element: InterfaceBuilderElement) -> UIColor? {
        let key = name.hasSuffix("Color") ? String(name.dropLast(5)) : name
        guard let color = InterfaceBuilderValueReader.systemColors[key] else {
            diagnostics.error("unknown system color \"\(name)\"; ignored", at: element)
            return nil
        }
        return color
    }

    private static let systemColors: [String: UIColor] = [
        "black": .black, "darkGray": .darkGray, "lightGray": .lightGray, "white": .white, "gray": .gray,
        "red": .red, "green": .green, "blue": .blue, "cyan": .cyan, "yellow": .yellow, "magenta": .magenta,
        "orange": .orange, "purple": .purple, "brown": .brown, "clear": .clear,
        "systemRed": .systemRed, "systemGreen": .systemGreen, "systemBlue": .systemBlue,
        "systemOrange": .systemOrange, "systemYellow": .systemYellow, "systemPink": .systemPink,
        "systemPurple": .systemPurple, "systemTeal": .systemTeal, "systemIndigo": .systemIndigo,
        "systemGray": .systemGray, "systemGray2": .systemGray2, "systemGray3": .systemGray3,
        "systemGray4": .systemGray4, "systemGray5": .systemGray5, "systemGray6": .systemGray6,
        "systemBackground": .systemBackground, "secondarySystemBackground": .secondarySystemBackground,
        "label": .label, "secondaryLabel": .secondaryLabel, "tertiaryLabel": .tertiaryLabel,
        "separator": .separator, "placeholderText": .placeholderText, "systemFill": .systemFill,
        "secondarySystemFill": .secondarySystemFill, "tertiarySystemFill": .tertiarySystemFill,
        "quaternarySystemFill": .quaternarySystemFill,
        "groupTableViewBackground": .secondarySystemBackground,
        "systemGroupedBackground": .secondarySystemBackground, "tintColor": .systemBlue, "tint": .systemBlue
    ]

    /// `<fontDescription type="system|boldSystem|italicSystem" weight=… pointSize=…>` or `name=… family=…`.
    func font(_ element: InterfaceBuilderElement) -> UIFont? {
        let size = number("pointSize", of: element) ?? UIFont.labelFontSize
        if let name = element["name"] {
            if let font = UIFont(name: name, size: size) { return font }
            diagnostics.error("font \"\(name)\" is not available; using the system font", at: element)
            return UIFont.systemFont(ofSize: size)
        }
        switch element["type"] {
        case "boldSystem": return UIFont.boldSystemFont(ofSize: size)
        case "system", nil:
            let weight = choice("weight", of: element, InterfaceBuilderValueReader.fontWeights) ?? .regular
            return UIFont.systemFont(ofSize: size, weight: weight)
        default:
            diagnostics.once(
                "font type \(element["type"] ?? "")",
                "font type \"\(element["type"] ?? "")\" is not supported; "
                    + "using the system font", at: element)
            return UIFont.systemFont(ofSize: size)
        }
    }

    private static let fontWeights: [String: UIFont.Weight] = [
        "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
        "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black
    ]
}
