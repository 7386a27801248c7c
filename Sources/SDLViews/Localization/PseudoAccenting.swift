/// The accented pseudo-language's transformation (see
/// `PseudoLanguage.accented`).
enum PseudoAccenting {
    private static let accents: [Character: Character] = {
        let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        let accented = Array("ȧƀƈḓḗƒɠħīĵķŀḿƞǿƥɋřşŧŭṽẇẋẏẑȦƁƇḒḖƑƓĦĪĴĶĿḾȠǾƤɊŘŞŦŬṼẆẊẎẐ")
        return Dictionary(uniqueKeysWithValues: zip(plain, accented))
    }()

    /// How much longer than the original a pseudo-localized string is: the
    /// growth UI guidelines plan for when English is translated.
    static let lengthening = 0.4

    static func accentedAndLengthened(_ string: String) -> String {
        let accented = accentLetters(outsideFormatSpecifiers: string)
        let target = Int((Double(string.count) * (1 + lengthening)).rounded(.up))
        let padding = max(0, target - string.count - 2)
        return "[" + accented + (padding > 0 ? " " + String(repeating: "~", count: max(1, padding - 1)) : "") + "]"
    }

    private static func accentLetters(outsideFormatSpecifiers string: String) -> String {
        var result = ""
        var specifier = false
        for character in string {
            if specifier {
                result.append(character)
                specifier = !LocalizedFormat.endsSpecifier(character)
            } else if character == "%" {
                result.append(character)
                specifier = true
            } else {
                result.append(accents[character] ?? character)
            }
        }
        return result
    }
}
