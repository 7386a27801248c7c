import Foundation
import Testing

@testable import SDLViews

/// Line breaks (UAX #14, `LineBreaks` over ICU) and grapheme clusters (UAX #29,
/// Swift's `Character`, which the caret moves by, and ICU's character iterator)
/// against every case of Unicode's test files.
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
        #expect(LineBreaks("").opportunities.isEmpty)
    }

    @Test func flagsStayWholeAndNoncharactersAreLetters() {
        // Two flags (four regional indicators) after a word and a space.
        let breaks = LineBreaks("a \u{1F1EB}\u{1F1F7}\u{1F1E9}\u{1F1EA}")
        #expect(breaks.opportunities == [.none, .allowed, .none, .allowed, .none, .mandatory])
        #expect(LineBreaks("a\u{FFFF} b").opportunities == [.none, .none, .allowed, .mandatory])
    }

    @Test func thaiBreaksBetweenWordsWithoutSpaces() {
        // "The Thai language has no spaces": ภาษา (language) ไทย (Thai) ไม่มี (has
        // no) ช่อง (gap) ว่าง (empty), the words of ICU's Thai dictionary.
        let sentence = LineBreaks("ภาษาไทยไม่มีช่องว่าง")
        #expect(allowedOffsets(sentence) == [4, 7, 12, 16])
        #expect(sentence.opportunities.last == .mandatory)
        // "I like to eat fried rice": ฉัน (I) ชอบ (like) กิน (eat) ข้าว (rice) ผัด (fried).
        #expect(allowedOffsets(LineBreaks("ฉันชอบกินข้าวผัด")) == [3, 6, 9, 13])
    }

    @Test func japaneseBreaksBetweenCharactersButNotBeforeClosingPunctuation() {
        // "Sunny today, rain tomorrow.": a break between any two characters
        // except before the comma and the full stop (kinsoku).
        let sentence = LineBreaks("今日は晴れ、明日は雨。")
        #expect(allowedOffsets(sentence) == [1, 2, 3, 4, 6, 7, 8, 9])
        #expect(LineBreaks("今日は晴れ、明日は雨。", language: "ja").opportunities == sentence.opportunities)
        // Small kana: UAX #14's default keeps them off the start of a line;
        // ICU's Japanese tailoring lets a line start with one.
        #expect(allowedOffsets(LineBreaks("ちょっと")) == [3])
        #expect(allowedOffsets(LineBreaks("ちょっと", language: "ja")) == [1, 2, 3])
    }

    /// The scalar offsets where a line may end, the end of the text excluded.
    private func allowedOffsets(_ breaks: LineBreaks) -> [Int] {
        breaks.opportunities.indices.filter { breaks.opportunities[$0] == .allowed }.map { $0 + 1 }
    }

    /// Cases of LineBreakTest.txt where ICU answers differently, by line
    /// number, with the reason. A case that starts passing fails the test too,
    /// so the list stays true when ICU changes.
    static let lineBreakDeviations: [Int: String] = {
        let hyphen =
            "ICU keeps a hyphen at the start of the text (or after a space) with the letter after it, as in "
            + "-x: its tailoring, which UAX #14 adopts as LB20a in Unicode 15.1; the 15.0 file breaks (LB31)"
        let number =
            "ICU's LB25 is the regular expression of UAX #14's example 7, where a number may start with an "
            + "infix separator (.35), so it keeps IS × NU after a letter, a space or the start of the text; "
            + "the file's LB25 joins them only after a number"
        let hyphenLines = [2265, 2267, 2421, 2423, 2425, 2427, 2429, 2431]
        let numberLines = [2873, 2875, 7477, 7576, 7577, 7578, 7579, 7580, 7581, 7583, 7584, 7585, 7586, 7587]
        return Dictionary(uniqueKeysWithValues: hyphenLines.map { ($0, hyphen) } + numberLines.map { ($0, number) })
    }()

    @Test func lineBreakTestFile() throws {
        guard let file = UnicodeDataFile("auxiliary/LineBreakTest.txt") else { return }
        var failing: [Int: String] = [:]
        let (total, unreadable) = Self.forEachCase(in: file) { breakCase, line, comment, number in
            let found = LineBreaks(scalars: breakCase.scalars).opportunities.map { $0 != .none }
            guard found != breakCase.breaks else { return }
            let marks = found.map { $0 ? "÷" : "×" }
            failing[number] = "\(UnicodeDataFile.text(line)) → \(marks) \(UnicodeDataFile.text(comment))"
        }
        failing.merge(unreadable) { first, _ in first }
        let unexpected = failing.keys.filter { Self.lineBreakDeviations[$0] == nil }.sorted()
        let nowPassing = Self.lineBreakDeviations.keys.filter { failing[$0] == nil }.sorted()
        print(
            "LineBreakTest.txt: \(total - failing.count) of \(total) cases pass; "
                + "listed deviations: \(failing.count - unexpected.count)")
        #expect(total > 7_000, "the file has fewer cases than Unicode 15's")
        #expect(
            unexpected.isEmpty,
            "\(unexpected.count) unlisted failures: \(unexpected.prefix(40).map { "\($0): \(failing[$0]!)" }.joined(separator: "\n"))"
        )
        #expect(nowPassing.isEmpty, "listed deviations that now pass: \(nowPassing)")
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

    /// ICU's character iterator on the same file: the caret keeps Swift's
    /// `Character`, and this records where the two would differ.
    @Test func icuCharacterIteratorOnGraphemeBreakTestFile() throws {
        guard let file = UnicodeDataFile("auxiliary/GraphemeBreakTest.txt") else { return }
        var failing: [Int: String] = [:]
        let (total, unreadable) = Self.forEachCase(in: file) { breakCase, line, _, number in
            let found = ICUBreakIterator.boundaries(.character, of: breakCase.scalars)?.map(\.scalarOffset)
            var expected: [Int] = []
            for (index, isBreak) in breakCase.breaks.enumerated() where isBreak { expected.append(index + 1) }
            if found != expected {
                failing[number] = "\(UnicodeDataFile.text(line)) → boundaries \(found ?? []), expected \(expected)"
            }
        }
        failing.merge(unreadable) { first, _ in first }
        print("GraphemeBreakTest.txt, ICU: \(total - failing.count) of \(total) cases pass")
        #expect(total > 600, "the file has fewer cases than Unicode 15's")
        #expect(
            failing.isEmpty,
            "\(failing.count) failures: \(failing.sorted { $0.key < $1.key }.prefix(20).map { "\($0.key): \($0.value)" }.joined(separator: "\n"))"
        )
    }
}
