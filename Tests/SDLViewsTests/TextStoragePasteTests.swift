import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// Pasted text cut into paragraphs by bytes, all-ASCII text counted without
/// visiting a Character, and a paste replacing everything moved into the
/// storage: each against a plain model built scalar by scalar and counted
/// Character by Character, over seeded random texts (line breaks of every
/// kind, combining marks, emoji, line and paragraph separators).
@MainActor
@Suite struct TextStoragePasteTests {
    private static let pieces = [
        "paste me ", "a", " ", "\t", "\n", "\r\n", "\r", "\n\r", "é", "e\u{301}", "\u{301}", "你好", "👍🏽", "🇫🇷",
        "\u{2028}", "\u{2029}", "x\u{200D}", "\u{0645}\u{0631}"
    ]

    /// The paragraphs as the editing views define them ("\r\n", "\r" and "\n"
    /// each end one; U+2028 and U+2029 do not), and their Character counts.
    private static func model(_ text: String) -> (paragraphs: [String], counts: [Int]) {
        var paragraphs: [String] = []
        var current = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\n" || scalar == "\r" {
                paragraphs.append(String(current))
                current = String.UnicodeScalarView()
                if scalar == "\r", index + 1 < scalars.count, scalars[index + 1] == "\n" { index += 1 }
            } else {
                current.append(scalar)
            }
            index += 1
        }
        paragraphs.append(String(current))
        return (paragraphs, paragraphs.map(\.count))
    }

    /// A random text; every other one all ASCII, and half of them without
    /// "\r", so the fast paths and the general ones are all checked.
    private static func randomText(_ round: Int, using random: inout SeededGenerator) -> String {
        var choices = round % 2 == 0 ? pieces.filter { $0.utf8.allSatisfy { $0 < 0x80 } } : pieces
        if round % 4 >= 2 { choices = choices.filter { !$0.utf8.contains(13) } }
        let count = Int.random(in: 0...120, using: &random)
        return (0..<count).map { _ in choices.randomElement(using: &random)! }.joined()
    }

    @Test(arguments: [UInt64(21), 22, 23, 24])
    func pastedTextIsCutAndCountedAsTheModelIs(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        for round in 0..<60 {
            let text = Self.randomText(round, using: &random)
            let (run, counts) = TextStorage.paragraphRun(of: text)
            let expected = Self.model(text)
            #expect((0..<run.count).map { String(run[$0]) } == expected.paragraphs, "\(text.debugDescription)")
            #expect(counts == expected.counts, "\(text.debugDescription)")
        }
    }

    /// Replacing everything (ranges past either end clamp to it) leaves the
    /// storage as if built from the pasted text; a partial replacement after
    /// it still lands where the model says.
    @Test(arguments: [UInt64(31), 32, 33])
    func aPasteOverEverythingMatchesTheModel(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var storage = TextStorage(Self.randomText(1, using: &random))
        for round in 0..<40 {
            let text = Self.randomText(round, using: &random)
            let (range, change) = storage.replace(-3..<storage.count + 5, with: text)
            let expected = Self.model(text)
            #expect(storage.paragraphs.map(String.init) == expected.paragraphs, "\(text.debugDescription)")
            #expect(storage.lengths == expected.counts)
            #expect(storage.count == expected.paragraphs.joined(separator: "\n").count)
            #expect(range == 0..<storage.count)
            #expect(change.first == 0 && change.inserted == expected.paragraphs.count)
            for (index, count) in expected.counts.enumerated() {
                #expect(storage.start(ofParagraph: index) == expected.counts[..<index].reduce(0) { $0 + $1 + 1 })
                #expect(storage.location(of: storage.start(ofParagraph: index) + count).paragraph == index)
            }
            let middle = storage.count / 2
            let before = Array(storage.string)
            storage.replace(middle..<middle, with: "z")
            #expect(Array(storage.string) == Array(String(before[..<middle]) + "z" + String(before[middle...])))
        }
    }
}
