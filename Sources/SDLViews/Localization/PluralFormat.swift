/// One entry of a `.stringsdict` table: a format whose `%#@name@` variables
/// each choose a text by the CLDR plural category of their argument, as
/// Foundation's `NSStringPluralRuleType` rules do.
struct PluralFormat: Equatable, Sendable {
    struct Variable: Equatable, Sendable {
        /// The specifier the chosen text's own specifier stands for ("lld").
        var valueType: String
        /// Texts by category: "zero", "one", "two", "few", "many", "other".
        var texts: [String: String]
    }

    /// `NSStringLocalizedFormatKey`: "%#@coins@ left".
    var format: String
    var variables: [String: Variable]

    /// Reads one entry of a property-list dictionary; nil when it is not a
    /// plural rule (no format key, or a variable of another rule type).
    init?(entry: [String: Any]) {
        guard let format = entry["NSStringLocalizedFormatKey"] as? String else { return nil }
        var variables: [String: Variable] = [:]
        for (name, value) in entry where name != "NSStringLocalizedFormatKey" {
            guard let rule = value as? [String: Any],
                  rule["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType" else { return nil }
            let texts = rule.compactMapValues { $0 as? String }.filter { !$0.key.hasPrefix("NSString") }
            guard texts["other"] != nil else { return nil }
            variables[name] = Variable(valueType: rule["NSStringFormatValueTypeKey"] as? String ?? "@", texts: texts)
        }
        self.format = format
        self.variables = variables
    }

    /// The format with each variable replaced by its text for its argument
    /// in `language`; the text's specifier becomes positional ("%1$lld"),
    /// so `LocalizedFormat` puts that same argument in.
    func expanded(for arguments: [LocalizedFormat.Argument], language: String) -> String {
        var result = ""
        var next = 0
        var rest = Substring(format)
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            let afterPercent = rest[rest.index(after: percent)...]
            guard let (position, name, end) = Self.variableReference(in: afterPercent, next: &next) else {
                // An ordinary specifier: it consumes an argument in order.
                let specifierEnd = afterPercent.firstIndex(where: LocalizedFormat.endsSpecifier)
                    .map(afterPercent.index(after:)) ?? afterPercent.endIndex
                if afterPercent.first != "%" { next += 1 }
                result += "%" + afterPercent[..<specifierEnd]
                rest = afterPercent[specifierEnd...]
                continue
            }
            result += text(of: name, argument: arguments.indices.contains(position) ? arguments[position] : nil,
                           position: position, language: language)
            rest = afterPercent[end...]
        }
        return result + rest
    }

    /// "#@name@" or "2$#@name@" at the start of `text`: the argument's
    /// position, the variable's name and where the reference ends.
    private static func variableReference(in text: Substring, next: inout Int) -> (Int, String, Substring.Index)? {
        var body = text
        var position: Int?
        if let dollar = text.firstIndex(of: "$"), let number = Int(text[..<dollar]), number >= 1 {
            position = number - 1
            body = text[text.index(after: dollar)...]
        }
        guard body.hasPrefix("#@"), let close = body.dropFirst(2).firstIndex(of: "@") else { return nil }
        let name = String(body[body.index(body.startIndex, offsetBy: 2)..<close])
        let resolved = position ?? next
        if position == nil { next += 1 }
        return (resolved, name, body.index(after: close))
    }

    private func text(of name: String, argument: LocalizedFormat.Argument?, position: Int, language: String) -> String {
        guard let variable = variables[name] else { return "%#@\(name)@" }
        let category = argument.map { PluralRules.category(of: $0, language: language, offers: variable.texts) } ?? "other"
        let chosen = variable.texts[category] ?? variable.texts["other"] ?? ""
        return Self.positioned(chosen, at: position)
    }

    /// The text's unpositioned specifiers take the variable's argument.
    private static func positioned(_ text: String, at position: Int) -> String {
        var result = ""
        var rest = Substring(text)
        while let percent = rest.firstIndex(of: "%") {
            result += rest[...percent]
            rest = rest[rest.index(after: percent)...]
            if rest.first == "%" {
                result += "%"
                rest = rest.dropFirst()
                continue
            }
            let digits = rest.prefix(while: \.isNumber)
            if digits.isEmpty || rest[digits.endIndex...].first != "$" { result += "\(position + 1)$" }
        }
        return result + rest
    }
}
