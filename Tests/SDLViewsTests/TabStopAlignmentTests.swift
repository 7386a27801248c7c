import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// `NSTextTab` alignments on the text engine, as UIKit's: the column after a
/// tab (to the next tab or the line's end) starts at a left or natural stop,
/// ends at a right one, is centred on a centre one, and a decimal stop (a
/// right stop with the locale's column terminators) puts the decimal
/// separator at the stop.
@MainActor
@Suite struct TabStopAlignmentTests {
    private typealias Base = AttributedTextTests

    private func runs(_ text: String, _ tabs: [NSTextTab]) throws -> [AttributedLine.Run] {
        let layout = Base.layout(Base.styled(text) { $0.tabStops = tabs })
        return try #require(layout.lines.first?.line.runs)
    }

    @Test func aLeftOrNaturalStopStartsTheColumnThere() throws {
        for alignment in [NSTextAlignment.left, .natural, .justified] {
            let runs = try runs("a\t12.5", [NSTextTab(textAlignment: alignment, location: 100)])
            try #require(runs.count == 3)
            #expect(abs(runs[2].x - 100) < 1e-9, "\(alignment.rawValue)")
        }
    }

    @Test func aRightStopEndsTheColumnThere() throws {
        let runs = try runs("a\t12.5\tb", [NSTextTab(textAlignment: .right, location: 150), NSTextTab(textAlignment: .left, location: 200)])
        try #require(runs.count == 5)
        let width = try Base.shapedWidth("12.5", Base.font)
        #expect(abs(runs[2].x + runs[2].width - 150) < 1e-9)
        #expect(abs(runs[2].width - width) < 1e-9)
        // The next tab measures from the column's real end.
        #expect(abs(runs[4].x - 200) < 1e-9)
    }

    @Test func aCentreStopCentresTheColumnOnIt() throws {
        let runs = try runs("a\tTitle", [NSTextTab(textAlignment: .center, location: 150)])
        try #require(runs.count == 3)
        let width = try Base.shapedWidth("Title", Base.font)
        #expect(abs(runs[2].x - (150 - width / 2)) < 1e-9)
    }

    @Test func aDecimalStopAlignsTheSeparators() throws {
        let terminators = NSTextTab.columnTerminators(for: Locale(identifier: "en_US"))
        #expect(terminators.contains("."))
        let tab = NSTextTab(textAlignment: .right, location: 150, options: [.columnTerminators: terminators])
        for (amount, integer) in [("1234.5", "1234"), ("7.25", "7"), ("99", "99")] {
            let runs = try runs("x\t" + amount, [tab])
            try #require(runs.count == 3)
            let before = try Base.shapedWidth(integer, Base.font)
            #expect(abs(runs[2].x - (150 - before)) < 1e-9, "\(amount): the part before the point ends at the stop")
        }
        // German writes a decimal comma.
        let german = NSTextTab.columnTerminators(for: Locale(identifier: "de_DE"))
        #expect(german.contains(",") && !german.contains("."))
        let runs = try runs("x\t12,75", [NSTextTab(textAlignment: .right, location: 150, options: [.columnTerminators: german])])
        #expect(abs(runs[2].x - (150 - (try Base.shapedWidth("12", Base.font)))) < 1e-9)
    }

    @Test func aColumnTooWideForItsStopStartsAtTheTab() throws {
        // "a" already passes where the column would have to start: the tab takes no room.
        let runs = try runs("a\tA very long column", [NSTextTab(textAlignment: .right, location: 30)])
        try #require(runs.count == 3)
        #expect(abs(runs[2].x - runs[0].width) < 1e-9)
    }

    @Test func wrappingUsesTheAlignedWidths() throws {
        // A right stop at 150 holds "12.5" short of the 160-point line: it fits on one line.
        let string = Base.styled("a\t12.5") { $0.tabStops = [NSTextTab(textAlignment: .right, location: 150)] }
        let layout = Base.layout(string, width: 160)
        #expect(layout.lines.count == 1)
        #expect(abs(layout.usedSize.width - 150) < 1e-9)
    }
}
