import Foundation
import Testing

@testable import SDLViews

/// UAX #9 through `BidiParagraph`, checked against every case of Unicode's
/// own test files (not a copy of a few), so a FriBidi upgrade or a wrong use of
/// its API shows up as a count below the total.
@Suite struct BidiConformanceTests {
    @Test func everyBidiClassReachesFriBidiAsItself() {
        // FriBidi spells four of the short aliases its own way.
        let fribidiSpelling = ["L": "LTR", "R": "RTL", "B": "BS", "S": "SS"]
        for bidiClass in BidiClass.allCases {
            let expected = fribidiSpelling[bidiClass.rawValue] ?? bidiClass.rawValue
            #expect(bidiClass.fribidiTypeName == expected, "\(bidiClass)")
        }
    }

    @Test func naturalDirectionFollowsTheFirstStrongCharacter() {
        #expect(BidiParagraph("abc \u{5D0}", base: .natural).paragraphLevel == 0)
        #expect(BidiParagraph("123 \u{5D0}bc", base: .natural).paragraphLevel == 1)
        #expect(BidiParagraph("123", base: .natural).paragraphLevel == 0)
        #expect(BidiParagraph("abc", base: .rightToLeft).paragraphLevel == 1)
    }

    @Test func bracketsMirrorOnlyAtRightToLeftLevels() {
        // Hebrew "(alef bet)" in a right-to-left paragraph: the parentheses take
        // the run's level, so each is drawn with its mirror.
        let paragraph = BidiParagraph("\u{5D0}(\u{5D1})", base: .natural)
        let line = paragraph.line(0..<paragraph.count)
        #expect(line.levels == [1, 1, 1, 1])
        #expect(line.visualOrder == [3, 2, 1, 0])
        #expect(paragraph.displayedScalars(line) == [0x28, 0x5D1, 0x29, 0x5D0])
        let latin = BidiParagraph("a(b)", base: .rightToLeft)
        let latinLine = latin.line(0..<latin.count)
        #expect(latin.displayedScalars(latinLine) == [0x61, 0x28, 0x62, 0x29])
    }

    @Test func trailingWhiteSpaceOfEachLineTakesTheParagraphLevel() {
        // Rule L1 per line: the space ending the first line goes to level 1 (the
        // paragraph's), the same space mid-line keeps the left-to-right run's level.
        let paragraph = BidiParagraph("ab cd", base: .rightToLeft)
        #expect(paragraph.line(0..<3).levels == [2, 2, 1])
        #expect(paragraph.line(0..<5).levels == [2, 2, 2, 2, 2])
        #expect(paragraph.line(0..<3).visualOrder == [2, 0, 1])
    }

    /// Each line: code points; direction (0 LTR, 1 RTL, 2 auto); paragraph
    /// level; levels (x for scalars removed by X9); visual order without them.
    @Test func bidiCharacterTestFile() throws {
        guard let file = UnicodeDataFile("BidiCharacterTest.txt") else { return }
        var total = 0
        var failures: [String] = []
        file.forEachDataLine { line, _, number in
            let fields = UnicodeDataFile.fields(line)
            guard fields.count >= 5 else {
                failures.append("line \(number): cannot read \(UnicodeDataFile.text(line))")
                return
            }
            total += 1
            let scalars = UnicodeDataFile.tokens(fields[0]).compactMap(UnicodeDataFile.hex)
            let base: BidiParagraph.BaseDirection =
                switch UnicodeDataFile.decimal(fields[1]) {
                case 0: .leftToRight
                case 1: .rightToLeft
                default: .natural
                }
            let expectedParagraphLevel = UnicodeDataFile.decimal(fields[2])
            let expectedLevels = UnicodeDataFile.tokens(fields[3]).map(UnicodeDataFile.decimal)
            let expectedOrder = UnicodeDataFile.tokens(fields[4]).compactMap(UnicodeDataFile.decimal)
            let paragraph = BidiParagraph(scalars: scalars, base: base)
            if let problem = Self.compare(
                paragraph, paragraphLevel: expectedParagraphLevel, levels: expectedLevels, order: expectedOrder)
            {
                failures.append("line \(number) (\(UnicodeDataFile.text(line))): \(problem)")
            }
        }
        print("BidiCharacterTest.txt: \(total - failures.count) of \(total) cases pass")
        #expect(total > 90_000, "the file has fewer cases than Unicode 15's")
        #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(10).joined(separator: "\n"))")
    }

    /// Bidi classes only; `@Levels:` and `@Reorder:` lines hold for the data
    /// lines after them; each data line's bitset names the paragraph directions
    /// it is tested in (1 auto, 2 LTR, 4 RTL), each one case.
    @Test func bidiTestFile() throws {
        guard let file = UnicodeDataFile("BidiTest.txt") else { return }
        // Keyed by the name's bytes packed in an integer: a String per token
        // would make this the slowest part of a debug run.
        var classesByName: [UInt32: BidiClass] = [:]
        for bidiClass in BidiClass.allCases { classesByName[Self.packed(bidiClass.rawValue.utf8)] = bidiClass }
        var levels: [Int?] = []
        var order: [Int] = []
        var total = 0
        var failures: [String] = []
        let levelsTag = Array("@Levels:".utf8)
        let reorderTag = Array("@Reorder:".utf8)
        file.forEachDataLine { line, _, number in
            if line.starts(with: levelsTag) {
                levels = UnicodeDataFile.tokens(line.dropFirst(levelsTag.count)).map(UnicodeDataFile.decimal)
                return
            }
            if line.starts(with: reorderTag) {
                order = UnicodeDataFile.tokens(line.dropFirst(reorderTag.count)).compactMap(UnicodeDataFile.decimal)
                return
            }
            if line.first == UInt8(ascii: "@") { return }
            let fields = UnicodeDataFile.fields(line)
            guard fields.count == 2, let bitsetToken = UnicodeDataFile.tokens(fields[1]).first,
                let bitset = UnicodeDataFile.hex(bitsetToken)
            else {
                failures.append("line \(number): cannot read \(UnicodeDataFile.text(line))")
                return
            }
            var classes: [BidiClass] = []
            for token in UnicodeDataFile.tokens(fields[0]) {
                guard token.count <= 4, let bidiClass = classesByName[Self.packed(token)] else {
                    failures.append("line \(number): unknown class \(UnicodeDataFile.text(token))")
                    return
                }
                classes.append(bidiClass)
            }
            for (bit, base) in [(1, BidiParagraph.BaseDirection.natural), (2, .leftToRight), (4, .rightToLeft)]
            where bitset & UInt32(bit) != 0 {
                total += 1
                let paragraph = BidiParagraph(classes: classes, base: base)
                if let problem = Self.compare(paragraph, paragraphLevel: nil, levels: levels, order: order) {
                    failures.append("line \(number) (\(UnicodeDataFile.text(line)), \(base)): \(problem)")
                }
            }
        }
        print("BidiTest.txt: \(total - failures.count) of \(total) cases pass")
        #expect(total > 400_000, "the file has fewer cases than Unicode 15's")
        #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(10).joined(separator: "\n"))")
    }

    private static func packed<Bytes: Collection<UInt8>>(_ name: Bytes) -> UInt32 {
        name.reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// What differs from the expectation, nil when nothing does. The whole
    /// paragraph is one line, as both files assume.
    private static func compare(
        _ paragraph: BidiParagraph, paragraphLevel: Int?, levels: [Int?], order: [Int]
    ) -> String? {
        if let paragraphLevel, Int(paragraph.paragraphLevel) != paragraphLevel {
            return "paragraph level \(paragraph.paragraphLevel), expected \(paragraphLevel)"
        }
        guard levels.count == paragraph.count else {
            return "\(paragraph.count) scalars, expected levels for \(levels.count)"
        }
        let line = paragraph.line(0..<paragraph.count)
        for index in 0..<paragraph.count {
            // x: rule X9 removes the scalar, so it has no level to compare.
            guard let expected = levels[index] else {
                if !paragraph.isRemovedByX9(index) { return "scalar \(index) should be removed by X9" }
                continue
            }
            if paragraph.isRemovedByX9(index) { return "scalar \(index) should not be removed by X9" }
            if Int(line.levels[index]) != expected {
                return "levels \(line.levels), expected \(levels.map { $0.map(String.init) ?? "x" })"
            }
        }
        let visible = line.visualOrder.filter { levels[$0] != nil }
        if visible != order { return "order \(visible), expected \(order)" }
        return nil
    }
}
