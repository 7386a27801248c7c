import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// The storage's paragraphs kept in runs (a paste's paragraphs as byte ranges
/// of the pasted text, edited paragraphs on their own) against a plain String
/// model, over seeded random edits: typing, deleting, multi-line pastes into
/// the middle of runs, pastes over everything, with line breaks of every kind,
/// combining marks at the seams, emoji, Arabic, line and paragraph separators.
@MainActor
@Suite struct TextStorageRunsTests {
    private static let pieces = [
        "paste me ", "a", " ", "\n", "\r\n", "\r", "\n\r", "é", "e\u{301}", "\u{301}", "你好", "👍🏽", "👨‍👩‍👧", "🇫🇷",
        "\u{2028}", "\u{2029}", "x\u{200D}", "\u{0645}\u{0631}\u{062D}\u{0628}\u{0627}", "\u{0651}"
    ]

    /// Line breaks as the storage keeps them: "\r\n" and "\r" become "\n".
    private static func normalized(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        var previousWasReturn = false
        for scalar in text.unicodeScalars {
            defer { previousWasReturn = scalar == "\r" }
            if scalar == "\n" && previousWasReturn { continue }
            scalars.append(scalar == "\r" ? "\n" : scalar)
        }
        return String(scalars)
    }

    private static func randomText(using random: inout SeededGenerator) -> String {
        let count = Int.random(in: 0...(Bool.random(using: &random) ? 3 : 60), using: &random)
        return (0..<count).map { _ in pieces.randomElement(using: &random)! }.joined()
    }

    private static func index(_ offset: Int, in text: String) -> String.Index {
        text.index(text.startIndex, offsetBy: offset)
    }

    /// Everything the storage says about its text, checked against the model.
    private static func check(_ storage: TextStorage, against model: String, _ step: String) {
        let paragraphs = model.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(storage.string == model, "\(step)")
        #expect(storage.count == model.count, "\(step)")
        #expect(storage.paragraphCount == paragraphs.count, "\(step)")
        #expect(storage.lengths == paragraphs.map(\.count), "\(step)")
        #expect(storage.paragraphs.map(String.init) == paragraphs.map(String.init), "\(step)")
        var start = 0
        for (index, paragraph) in paragraphs.enumerated() {
            #expect(storage.start(ofParagraph: index) == start, "\(step): paragraph \(index)")
            start += paragraph.count + 1
        }
        var random = SeededGenerator(seed: UInt64(model.utf8.count))
        for _ in 0..<8 {
            let lower = Int.random(in: 0...model.count, using: &random)
            let upper = Int.random(in: lower...model.count, using: &random)
            let expected = String(model[index(lower, in: model)..<index(upper, in: model)])
            #expect(storage.substring(lower..<upper) == expected, "\(step): \(lower)..<\(upper)")
            #expect(storage.excerpt(lower..<upper).text == expected, "\(step): excerpt \(lower)..<\(upper)")
            let units = model.utf16.distance(from: model.startIndex, to: index(lower, in: model))
            #expect(storage.utf16Offset(of: lower) == units, "\(step): UTF-16 of \(lower)")
            #expect(storage.offset(atUTF16: units) == lower, "\(step): offset at \(units) UTF-16 units")
            let character = lower < model.count ? model[index(lower, in: model)] : nil
            #expect(storage.character(at: lower) == character, "\(step): Character at \(lower)")
        }
    }

    @Test(arguments: [UInt64(41), 42, 43, 44])
    func randomEditsMatchAStringModel(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let first = Self.randomText(using: &random)
        var storage = TextStorage(first)
        var model = Self.normalized(first)
        Self.check(storage, against: model, "start")
        for step in 0..<120 {
            let text = Self.randomText(using: &random)
            let whole = Int.random(in: 0..<10, using: &random) == 0
            let lower = whole ? 0 : Int.random(in: 0...model.count, using: &random)
            let upper = whole ? model.count : min(lower + Int.random(in: 0...4, using: &random), model.count)
            let (range, _) = storage.replace(lower..<upper, with: text)
            let inserted = Self.normalized(text)
            model.replaceSubrange(Self.index(lower, in: model)..<Self.index(upper, in: model), with: inserted)
            let label = "step \(step): \(lower)..<\(upper) with \(text.debugDescription)"
            #expect(range.lowerBound == lower, "\(label)")
            Self.check(storage, against: model, label)
        }
    }

    /// A copy taken before an edit still reads its own text (the lookups it
    /// remembered are not the edited storage's).
    @Test func aCopyKeepsItsTextAfterTheOriginalIsEdited() {
        var storage = TextStorage("first line\nsecond line\nthird")
        _ = storage.character(at: 15)
        let copy = storage
        storage.replace(14..<14, with: "XYZ\n")
        #expect(copy.string == "first line\nsecond line\nthird")
        #expect(copy.character(at: 15) == "n")
        #expect(copy.substring(11..<22) == "second line")
        #expect(storage.substring(11..<26) == "secXYZ\nond line")
    }

    /// A paste's paragraphs stay byte ranges of it; editing one in the middle
    /// keeps those before and after it readable, and undoing (replacing back)
    /// gives the pasted text again.
    @Test func editingInsideAPasteKeepsItsNeighbours() {
        let pasted = (0..<200).map { "line \($0) é" }.joined(separator: "\r\n")
        var storage = TextStorage()
        storage.replace(0..<0, with: pasted)
        let model = Self.normalized(pasted)
        let start = storage.start(ofParagraph: 100)
        let replaced = storage.excerpt(start + 2..<start + 30).text
        let (range, _) = storage.replace(start + 2..<start + 30, with: "X\nY")
        #expect(storage.paragraph(99) == "line 99 é")
        #expect(storage.paragraph(102) == "line 103 é")
        #expect(storage.paragraph(104) == "line 105 é")
        storage.replace(range, with: replaced)
        #expect(storage.string == model)
        #expect(storage.paragraphCount == 200)
    }
}
