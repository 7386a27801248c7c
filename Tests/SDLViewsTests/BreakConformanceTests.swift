import Foundation
import Testing

@testable import SDLViews

/// Line breaks (UAX #14, `LineBreaks` over libunibreak) and grapheme clusters
/// (UAX #29, Swift's `Character`, which the caret moves by) against every case
/// of Unicode's test files.
@Suite struct BreakConformanceTests {
    /// A test file's case: its scalars and, for each gap between two of them,
    /// whether the file says `÷` (break) rather than `×`.
    private struct BreakCase {
        var scalars: [UInt32] = []
        /// `breaks[i]` is the gap after `scalars[i]`, including the end of the text.
        var breaks: [Bool] = []
    }

    /// `÷ 0041 × 0308 ÷`: marks and hexadecimal scalars alternate, a mark first.
    private static func parse(_ line: ArraySlice<UInt8>) -> BreakCase? {
        let divide: [UInt8] = [0xC3, 0xB7]  // ÷
        let multiply: [UInt8] = [0xC3, 0x97]  // ×
        var result = BreakCase()
        for (position, token) in UnicodeDataFile.tokens(line).enumerated() {
            if position % 2 == 0 {
                let isBreak = token.elementsEqual(divide)
                guard isBreak || token.elementsEqual(multiply) else { return nil }
                if position > 0 { result.breaks.append(isBreak) }
            } else {
                guard let scalar = UnicodeDataFile.hex(token) else { return nil }
                result.scalars.append(scalar)
            }
        }
        return result.scalars.isEmpty || result.breaks.count != result.scalars.count ? nil : result
    }

    /// Calls `body` with each case of `file`, its line's data and comment and
    /// its line number. Returns how many cases the file has and, by line
    /// number, those that do not read.
    private static func forEachCase(
        in file: UnicodeDataFile,
        _ body: (BreakCase, _ line: ArraySlice<UInt8>, _ comment: ArraySlice<UInt8>, _ number: Int) -> Void
    ) -> (total: Int, unreadable: [Int: String]) {
        var total = 0
        var unreadable: [Int: String] = [:]
        file.forEachDataLine { line, comment, number in
            total += 1
            guard let breakCase = parse(line) else {
                unreadable[number] = "cannot read \(UnicodeDataFile.text(line))"
                return
            }
            body(breakCase, line, comment, number)
        }
        return (total, unreadable)
    }

    @Test func mandatoryAllowedAndNoBreaks() {
        let breaks = LineBreaks("ab cd\nef")
        #expect(breaks.opportunities == [.none, .none, .allowed, .none, .none, .mandatory, .none, .mandatory])
        #expect(breaks.opportunity(before: 0) == .none)
        #expect(breaks.opportunity(before: 3) == .allowed)
        // Ideographs break between each other; a closing mark stays with what it closes.
        #expect(LineBreaks("日本語。").opportunities == [.allowed, .allowed, .none, .mandatory])
    }

    @Test func flagsStayWholeAndDoNotCrashLibunibreak() {
        // Two flags (four regional indicators) after a word and a space.
        let breaks = LineBreaks("a \u{1F1EB}\u{1F1F7}\u{1F1E9}\u{1F1EA}")
        #expect(breaks.opportunities == [.none, .allowed, .none, .allowed, .none, .mandatory])
        // U+FFFF is libunibreak's end-of-text mark; the text after it still gets answers.
        #expect(LineBreaks("a\u{FFFF} b").opportunities == [.none, .none, .allowed, .mandatory])
    }

    /// Where libunibreak answers differently from LineBreakTest.txt, keyed by
    /// the UAX #14 rule the file applied at the gap (its comment names it), with
    /// the reason. Debian 12's libunibreak (1.1) implements the rules and data
    /// of Unicode 6.2, the file is Unicode 15's: most entries are rules added
    /// since, or a combining mark (LB9) or U+FFFC in a pair libunibreak handles
    /// more simply. A rule that stops failing fails the test, so the list stays true.
    static let lineBreakDeviations: [String: String] = [
        "8.1": "LB8a (no break after a zero width joiner, emoji ZWJ sequences): added in Unicode 11",
        "11.02": "LB11 (no break after a word joiner) when a combining mark follows it or U+FFFC (CB) comes next",
        "12.0": "LB12 (no break after glue) when a combining mark follows it or U+FFFC (CB) comes next",
        "12.1": "LB12a (no break before glue) after U+FFFC (CB): libunibreak always breaks after CB",
        "14.0": "LB14 (no break after opening punctuation) before U+FFFC (CB): libunibreak always breaks before CB",
        "15.0": "LB15 (quotation mark, spaces, opening punctuation) with a combining mark on the quotation mark",
        "16.0": "LB16 (closing punctuation × non-starter) where the non-starter is a small kana (CJ): "
            + "libunibreak resolves CJ as ID, the 'normal' strictness LB1 allows (UAX #14's default is NS); "
            + "and a combining mark on the closing punctuation",
        "17.0": "LB17 (B2 × B2) with a combining mark on the first dash",
        "18.0": "LB18 (break after spaces) before a combining mark: LB10 makes a mark after a space a letter "
            + "that starts the next word; libunibreak keeps it with the space",
        "19.02": "LB19 (no break before or after quotation marks) with a combining mark, or U+FFFC (CB) next",
        "20.02": "LB20 (break after U+FFFC, CB): libunibreak treats CB as break-after (BA) instead",
        "21.01": "LB21 (no break before break-after characters) before U+3000 IDEOGRAPHIC SPACE, "
            + "which libunibreak's Unicode 6.2 data treats as a space",
        "21.03": "LB21 (no break before non-starters) before small kana (CJ), resolved as ID: the tailoring of LB16",
        "21.04": "LB21 (no break after break-before characters) with a combining mark on the BB character",
        "21.1": "LB21a (Hebrew letter, hyphen ×): added in Unicode 6.3",
        "21.2": "LB21b (solidus × Hebrew letter): added in Unicode 6.3",
        "22.0": "LB22 (no break before inseparables) after any class: Unicode 6.2 kept it to letters, numbers, "
            + "ideographs, exclamations and inseparables",
        "23.12": "LB23a (prefix × ideograph or emoji) with a combining mark on the prefix: added in Unicode 9",
        "23.13": "LB23a (ideograph or emoji × postfix) with a combining mark: added in Unicode 9",
        "24.03": "LB24 (prefix or postfix next to letters): added in Unicode 9; and a combining mark after a "
            + "mandatory break, which LB9 leaves as a letter",
        "25.05": "LB25 (number × prefix or postfix) with a combining mark on the number",
        "26.01": "LB26 (Korean syllable blocks) with a combining mark between the jamo",
        "26.02": "LB26 (Korean syllable blocks) with a combining mark between the jamo",
        "26.03": "LB26 (Korean syllable blocks) with a combining mark between the jamo",
        "27.01": "LB27 (Korean syllables × postfix) with a combining mark",
        "27.02": "LB27 (prefix × Korean syllables) with a combining mark",
        "30.11": "LB30a (regional indicator pairs) with a combining mark inside the pair",
        "30.21": "LB30b (emoji base × emoji modifier): added in Unicode 9",
        "30.22": "LB30b (an unassigned emoji code point × emoji modifier): added in Unicode 11",
        "999.0": "LB31 (break everywhere else) where libunibreak joins: a number after letter and infix "
            + "separator (LB25 joins those only after a number since Unicode 13), wide opening brackets after "
            + "letters (LB30 excludes them since Unicode 8), and combining marks after a dash (LB9)"
    ]

    /// Failing cases at the time the list was written, so a change of
    /// libunibreak (better or worse) is noticed and the counts reported stay true.
    static let lineBreakFailuresExpected = 608

    /// The rule numbers a break file's comment gives, in order: the start of
    /// the text, then the gap after each scalar (`× [0.3] NUMBER SIGN (AL) ÷ [999.0] ...`).
    private static func rules(_ comment: ArraySlice<UInt8>) -> [String] {
        var rules: [String] = []
        var index = comment.startIndex
        while index < comment.endIndex {
            if comment[index] == UInt8(ascii: "["),
                let close = comment[index...].firstIndex(of: UInt8(ascii: "]"))
            {
                rules.append(UnicodeDataFile.text(comment[(index + 1)..<close]))
                index = close
            }
            index += 1
        }
        return rules
    }

    @Test func lineBreakTestFile() throws {
        guard let file = UnicodeDataFile("auxiliary/LineBreakTest.txt") else { return }
        var failing: [Int: String] = [:]
        var unlisted: [Int: String] = [:]
        var failingRules: [String: Int] = [:]
        let (total, unreadable) = Self.forEachCase(in: file) { breakCase, line, comment, number in
            let rules = Self.rules(comment)
            guard rules.count == breakCase.scalars.count + 1 else {
                unlisted[number] = "cannot read the rules of \(UnicodeDataFile.text(comment))"
                return
            }
            let found = LineBreaks(scalars: breakCase.scalars).opportunities.map { $0 != .none }
            guard found != breakCase.breaks else { return }
            failing[number] = "\(UnicodeDataFile.text(line)) → \(found.map { $0 ? "÷" : "×" })"
            for gap in found.indices where found[gap] != breakCase.breaks[gap] {
                let rule = rules[gap + 1]
                failingRules[rule, default: 0] += 1
                if Self.lineBreakDeviations[rule] == nil { unlisted[number] = "\(failing[number]!) at rule \(rule)" }
            }
        }
        unlisted.merge(unreadable) { first, _ in first }
        let nowPassing = Self.lineBreakDeviations.keys.filter { failingRules[$0] == nil }.sorted()
        print(
            "LineBreakTest.txt: \(total - failing.count) of \(total) cases pass; the \(failing.count) others "
                + "fail at listed rules: "
                + failingRules.sorted { $0.key < $1.key }.map { "\($0.key) (gaps: \($0.value))" }.joined(
                    separator: ", "))
        #expect(total > 7_000, "the file has fewer cases than Unicode 15's")
        #expect(
            unlisted.isEmpty,
            "\(unlisted.count) failures at unlisted rules: \(unlisted.sorted { $0.key < $1.key }.prefix(20).map { "\($0.key): \($0.value)" }.joined(separator: "\n"))"
        )
        #expect(nowPassing.isEmpty, "listed rules that no longer fail: \(nowPassing)")
        #expect(failing.count == Self.lineBreakFailuresExpected, "update the documented count")
    }

    /// Cases where Swift's `Character` boundaries differ from GraphemeBreakTest.txt,
    /// by line number, with the reason.
    static let graphemeDeviations: [Int: String] = [
        625: "GB11 (no break inside an emoji ZWJ sequence): Swift's standard library does not count "
            + "U+2701 UPPER BLADE SCISSORS as Extended_Pictographic (it is, though not Emoji), so it "
            + "breaks before the second scissors"
    ]

    @Test func graphemeBreakTestFile() throws {
        guard let file = UnicodeDataFile("auxiliary/GraphemeBreakTest.txt") else { return }
        var failing: [Int: String] = [:]
        let (total, unreadable) = Self.forEachCase(in: file) { breakCase, line, _, number in
            var text = ""
            for value in breakCase.scalars {
                guard let scalar = Unicode.Scalar(value) else {
                    failing[number] = "U+\(String(value, radix: 16)) is not a scalar"
                    return
                }
                text.unicodeScalars.append(scalar)
            }
            let found = GraphemeBoundaries.scalarOffsets(in: text)
            var expected: [Int] = []
            for (index, isBreak) in breakCase.breaks.enumerated() where isBreak { expected.append(index + 1) }
            if found != expected {
                failing[number] = "\(UnicodeDataFile.text(line)) → boundaries \(found), expected \(expected)"
            }
        }
        failing.merge(unreadable) { first, _ in first }
        let unexpected = failing.keys.filter { Self.graphemeDeviations[$0] == nil }.sorted()
        let nowPassing = Self.graphemeDeviations.keys.filter { failing[$0] == nil }.sorted()
        print(
            "GraphemeBreakTest.txt: \(total - failing.count) of \(total) cases pass; "
                + "listed deviations: \(failing.count - unexpected.count)")
        #expect(total > 600, "the file has fewer cases than Unicode 15's")
        #expect(
            unexpected.isEmpty,
            "\(unexpected.count) unlisted failures: \(unexpected.prefix(20).map { "\($0): \(failing[$0]!)" }.joined(separator: "\n"))"
        )
        #expect(nowPassing.isEmpty, "listed deviations that now pass: \(nowPassing)")
    }
}
