import Foundation

/// Puts a localized string's arguments into its format ("%@", "%lld",
/// positional "%2$@", "%%"): what `String(format:)` does for the
/// specifiers `String.LocalizationValue` writes, without C variadics.
enum LocalizedFormat {
    enum Argument: Equatable, Sendable {
        case text(String)
        case signed(Int64)
        case unsigned(UInt64)
        case real(Double)
    }

    private static let conversions: Set<Character> = Set("@dDiuUxXoOfFeEgGaAcCsSp%")

    /// Whether `character` ends a format specifier begun by "%".
    static func endsSpecifier(_ character: Character) -> Bool { conversions.contains(character) }

    /// The format with its specifiers replaced, in order or by position. A
    /// specifier without an argument is left as written, so a translation
    /// that asks for more values than the code gives shows the gap rather
    /// than crashing.
    static func format(_ format: String, _ arguments: [Argument]) -> String {
        var result = ""
        var next = 0
        var index = format.startIndex
        while index < format.endIndex {
            let character = format[index]
            index = format.index(after: index)
            guard character == "%" else { result.append(character); continue }
            let end = format[index...].firstIndex(where: endsSpecifier).map(format.index(after:)) ?? format.endIndex
            let body = format[index..<end]
            index = end
            result += render(Substring(body), arguments, next: &next) ?? "%" + body
        }
        return result
    }

    /// One specifier ("lld", "2$@", ".1f") with its argument, or nil.
    private static func render(_ body: Substring, _ arguments: [Argument], next: inout Int) -> String? {
        guard let conversion = body.last else { return nil }
        if conversion == "%" { return "%" }
        var spec = body
        var position: Int
        if let dollar = body.firstIndex(of: "$"), let number = Int(body[..<dollar]), number >= 1 {
            position = number - 1
            spec = body[body.index(after: dollar)...]
        } else {
            position = next
            next += 1
        }
        guard arguments.indices.contains(position) else { return nil }
        return rendered(arguments[position], spec: String(spec))
    }

    private static func rendered(_ argument: Argument, spec: String) -> String {
        switch argument {
        case .text(let text): return text
        case .signed(let value): return String(format: "%" + numeric(spec, "lld"), value)
        case .unsigned(let value): return String(format: "%" + numeric(spec, "llu"), value)
        case .real(let value): return String(format: "%" + numeric(spec, "f"), value)
        }
    }

    /// The translation's flags, width and precision with the conversion the
    /// argument needs (a "%@" given a number prints it plainly).
    private static func numeric(_ spec: String, _ conversion: String) -> String {
        let modifiers = spec.dropLast().filter { "-+ #0123456789.".contains($0) }
        let requested = spec.last.map(String.init) ?? ""
        let keepsConversion = "dDiuUxXoOfFeEgGaA".contains(requested) && requested != "@"
        if keepsConversion {
            let isReal = "fFeEgGaA".contains(requested)
            let length = isReal ? "" : "ll"
            return modifiers + length + requested
        }
        return modifiers + conversion
    }
}
