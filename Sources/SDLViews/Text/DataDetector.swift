import Foundation

/// Finds links and phone numbers in one paragraph for `UITextView.dataDetectorTypes`
/// (Linux's Foundation has no `NSDataDetector`). Ranges are in Characters, as
/// the text storage's columns. Conservative by design: a false link in a
/// game's dialogue is worse than a missed one, so bare domain names need a
/// known top-level domain and phone numbers need 7 to 15 digits.
struct DataDetector {
    struct Match: Equatable {
        let columns: Range<Int>
        let url: URL
    }

    let types: UIDataDetectorTypes

    func matches(in text: Substring) -> [Match] {
        guard types.contains(.link) || types.contains(.phoneNumber), !text.isEmpty else { return [] }
        let characters = Array(text)
        var found: [Match] = []
        var start = 0
        while start < characters.count {
            let end = tokenEnd(characters, from: start)
            found += matches(inToken: characters, start..<end)
            start = end
            while start < characters.count, characters[start].isWhitespace { start += 1 }
        }
        if types.contains(.phoneNumber) { found += phoneNumbers(characters, excluding: found) }
        return found.sorted { $0.columns.lowerBound < $1.columns.lowerBound }
    }

    private func tokenEnd(_ characters: [Character], from start: Int) -> Int {
        var end = start
        while end < characters.count, !characters[end].isWhitespace { end += 1 }
        return max(end, start + 1)
    }

    // MARK: Links

    /// A whitespace-delimited token, less the punctuation around it, as a URL, an e-mail address or a domain.
    private func matches(inToken characters: [Character], _ range: Range<Int>) -> [Match] {
        guard types.contains(.link) else { return [] }
        let trimmed = Self.trimmed(characters, range)
        guard !trimmed.isEmpty else { return [] }
        let token = String(characters[trimmed])
        guard let url = Self.linkURL(for: token) else { return [] }
        return [Match(columns: trimmed, url: url)]
    }

    /// Drops leading openers and quotes, and trailing sentence punctuation and unbalanced closers.
    static func trimmed(_ characters: [Character], _ range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound, upper = range.upperBound
        while lower < upper, "([{<\"'«“‘".contains(characters[lower]) { lower += 1 }
        // Counted once: a token of a million parentheses stays linear.
        let token = characters[lower..<upper]
        let opens = token.filter { $0 == "(" }.count
        var closes = token.filter { $0 == ")" }.count
        while upper > lower {
            let last = characters[upper - 1]
            if ".,;:!?\"'»”’>".contains(last) {
                upper -= 1
            } else if last == ")" {
                guard closes > opens else { break }
                closes -= 1
                upper -= 1
            } else {
                break
            }
        }
        return lower..<upper
    }

    static func linkURL(for token: String) -> URL? {
        let lower = token.lowercased()
        for scheme in ["http://", "https://", "ftp://"] where lower.hasPrefix(scheme) {
            guard token.count > scheme.count, let url = URL(string: token), url.host != nil else { return nil }
            return url
        }
        if lower.hasPrefix("mailto:") { return isEmail(String(token.dropFirst(7))) ? URL(string: token) : nil }
        if isEmail(token) { return URL(string: "mailto:" + token) }
        let hostEnd = token.firstIndex { "/?#:".contains($0) } ?? token.endIndex
        let host = String(token[..<hostEnd])
        guard lower.hasPrefix("www.") ? isDomain(host, anyTLD: true) : isDomain(host, anyTLD: false) else {
            return nil
        }
        return URL(string: "http://" + token)
    }

    private static func isEmail(_ token: String) -> Bool {
        let parts = token.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty,
            parts[0].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "._%+-".contains($0)) })
        else { return false }
        return isDomain(String(parts[1]), anyTLD: true)
    }

    /// Labels of letters, digits and hyphens joined by dots, ending in a
    /// top-level domain: any alphabetic one, or (for a bare name) a common one.
    private static func isDomain(_ host: String, anyTLD: Bool) -> Bool {
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, let tld = labels.last, tld.count >= 2,
            tld.allSatisfy({ $0.isASCII && $0.isLetter }),
            labels.allSatisfy({ label in
                !label.isEmpty && label.count <= 63 && label.first != "-" && label.last != "-"
                    && label.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
            })
        else { return false }
        return anyTLD || commonTopLevelDomains.contains(tld.lowercased())
    }

    private static let commonTopLevelDomains: Set<String> = [
        "com", "org", "net", "edu", "gov", "io", "dev", "app", "co", "info", "me", "tv", "gg", "games",
        "uk", "de", "fr", "jp", "cn", "es", "it", "nl", "ca", "au", "us", "eu", "ru", "br", "in", "se", "no",
    ]

    // MARK: Phone numbers

    /// Runs of digits with the usual separators (space, hyphen, dot, parentheses, a leading +),
    /// 7 to 15 digits, not touching letters or digits, outside links already found (`links` are
    /// in text order, so one cursor walks them: a paragraph of many links stays linear).
    private func phoneNumbers(_ characters: [Character], excluding links: [Match]) -> [Match] {
        var found: [Match] = []
        var index = 0
        var link = 0
        while index < characters.count {
            while link < links.count, links[link].columns.upperBound <= index { link += 1 }
            let insideLink = link < links.count && links[link].columns.contains(index)
            guard Self.mayStartPhone(characters, at: index), !insideLink else {
                index += 1
                continue
            }
            let (end, digits) = Self.phoneRun(characters, from: index)
            let followedByWord = end < characters.count && (characters[end].isLetter || characters[end].isNumber)
            if (7...15).contains(digits.count), !followedByWord, !Self.looksLikeDate(characters[index..<end]),
                let url = URL(string: "tel:" + digits)
            {
                found.append(Match(columns: index..<end, url: url))
            }
            index = max(end, index + 1)
        }
        return found
    }

    /// 2026-12-06, 06.12.2026: groups of 4-2-2 or 2-2-4 digits are dates, not numbers to call.
    private static func looksLikeDate(_ run: ArraySlice<Character>) -> Bool {
        let groups = run.split { !$0.isNumber }.map(\.count)
        guard groups.count == 3, groups[1] <= 2 else { return false }
        return (groups[0] == 4 && groups[2] <= 2) || (groups[0] <= 2 && groups[2] == 4)
    }

    private static func mayStartPhone(_ characters: [Character], at index: Int) -> Bool {
        let character = characters[index]
        guard character.isASCII, character.isNumber || character == "+" || character == "(" else { return false }
        guard index > 0 else { return true }
        let before = characters[index - 1]
        return !(before.isLetter || before.isNumber || before == "+" || before == "(" || before == "-")
    }

    /// Where the run ends (after its last digit or closing parenthesis) and its digits (a leading + kept).
    private static func phoneRun(_ characters: [Character], from start: Int) -> (end: Int, digits: String) {
        var digits = characters[start] == "+" ? "+" : ""
        var end = start
        var index = start
        var separators = 0
        while index < characters.count {
            let character = characters[index]
            if character.isASCII, character.isNumber {
                digits.append(character)
                separators = 0
                end = index + 1
            } else if index == start, character == "+" || character == "(" {
                end = index + 1
            } else if " -.()".contains(character), separators < 2 {
                separators += 1
                if character == ")" { end = index + 1 }
            } else {
                break
            }
            index += 1
        }
        return (end, digits)
    }
}
